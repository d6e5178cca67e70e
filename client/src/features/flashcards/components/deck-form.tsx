import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import type { DeckInput } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { deckFormSchema, type DeckFormValues } from '@/features/flashcards/logic/deck-form-schema';
import '@/features/flashcards/flashcards.css';

interface DeckFormProps {
  initial: DeckFormValues;
  submitLabel: string;
  onSubmit(input: DeckInput): Promise<void> | void;
  /** Extra buttons beside the submit button (Cancelar, Excluir Deck). */
  children?: ReactNode;
  idPrefix: string;
}

/**
 * The deck fields (SPEC §2.11). Submitting with a required field empty does nothing (SPEC §5.6): the button stays
 * disabled until materia, assunto, autor, grupo and ano are filled.
 */
export function DeckForm({ initial, submitLabel, onSubmit, children, idPrefix }: DeckFormProps) {
  const {
    register,
    handleSubmit,
    formState: { isValid, isSubmitting },
  } = useForm<DeckFormValues, unknown, DeckInput>({ resolver: zodResolver(deckFormSchema), mode: 'onChange', defaultValues: initial });

  return (
    <form className="fc-deck-form" onSubmit={handleSubmit(async (input) => onSubmit(input))} noValidate>
      <div className="fc-deck-form__grid">
        <TextField id={`${idPrefix}-materia`} label="Matéria" maxLength={200} autoComplete="off" {...register('materia')} />
        <TextField id={`${idPrefix}-assunto`} label="Assunto" maxLength={200} autoComplete="off" {...register('assunto')} />
        <TextField id={`${idPrefix}-autor`} label="Autor" maxLength={200} autoComplete="off" {...register('autor')} />
        <TextField id={`${idPrefix}-grupo`} label="Grupo" maxLength={200} autoComplete="off" {...register('grupo')} />
        <TextField id={`${idPrefix}-subgrupo`} label="Subgrupo (opcional)" maxLength={200} autoComplete="off" {...register('subgrupo')} />
        <TextField id={`${idPrefix}-ano`} label="Ano" type="number" inputMode="numeric" min={1900} max={2200} {...register('ano')} />
      </div>
      <div className="fc-actions">
        <Button type="submit" disabled={!isValid} loading={isSubmitting}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
