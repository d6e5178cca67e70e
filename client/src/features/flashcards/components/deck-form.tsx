import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import type { DeckInput } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { deckFormSchema, missingDeckFields, missingFieldsText, type DeckFormValues } from '@/features/flashcards/logic/deck-form-schema';
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
 * The deck fields. Nothing is sent while a required field is empty (docs/product.md): the button stays disabled, the
 * required fields carry an asterisk, and the sentence under the button names what is still missing.
 */
export function DeckForm({ initial, submitLabel, onSubmit, children, idPrefix }: DeckFormProps) {
  const missingId = useId();
  const {
    register,
    handleSubmit,
    watch,
    formState: { isValid, isSubmitting },
  } = useForm<DeckFormValues, unknown, DeckInput>({ resolver: zodResolver(deckFormSchema), mode: 'onChange', defaultValues: initial });
  const missing = missingFieldsText(missingDeckFields(watch()));

  return (
    <form className="fc-deck-form" onSubmit={handleSubmit(async (input) => onSubmit(input))} noValidate>
      <p className="fc-deck-form__legend">
        Campos com <span aria-hidden="true">*</span>
        <span className="visually-hidden">asterisco</span> são obrigatórios.
      </p>
      <div className="fc-deck-form__grid">
        <TextField id={`${idPrefix}-materia`} label="Matéria" required maxLength={200} autoComplete="off" {...register('materia')} />
        <TextField id={`${idPrefix}-assunto`} label="Assunto" required maxLength={200} autoComplete="off" {...register('assunto')} />
        <TextField id={`${idPrefix}-autor`} label="Autor" required maxLength={200} autoComplete="off" {...register('autor')} />
        <TextField id={`${idPrefix}-grupo`} label="Grupo" required maxLength={200} autoComplete="off" {...register('grupo')} />
        <TextField id={`${idPrefix}-subgrupo`} label="Subgrupo (opcional)" maxLength={200} autoComplete="off" {...register('subgrupo')} />
        <TextField
          id={`${idPrefix}-ano`}
          label="Ano"
          required
          type="number"
          inputMode="numeric"
          min={1900}
          max={2200}
          hint="De 1900 a 2200."
          {...register('ano')}
        />
      </div>
      <div className="fc-actions">
        <Button type="submit" disabled={!isValid} loading={isSubmitting} aria-describedby={missing ? missingId : undefined}>
          {submitLabel}
        </Button>
        {children}
      </div>
      <p id={missingId} className="fc-deck-form__missing" aria-live="polite">
        {missing}
      </p>
    </form>
  );
}
