import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { DeckInput, DeckSummary } from '@app/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { DescriptionItem } from '@/components/ui/description-item';
import { deckToForm } from '@/features/flashcards/logic/deck-form-schema';
import { DECKS_PATH } from '@/features/flashcards/hooks/use-deck-id';
import { DeckForm } from './deck-form';

interface DeckCardProps {
  deck: DeckSummary;
  /** Offline: the deck can be opened, studied and trained, not edited. */
  readOnly?: boolean;
  onSave(deckId: number, input: DeckInput): Promise<boolean>;
  onDelete(deck: DeckSummary): Promise<void>;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One deck of the list: its fields, counts and actions, or the inline editor (docs/product.md, Decks page). */
export function DeckCard({ deck, readOnly = false, onSave, onDelete }: DeckCardProps) {
  const [editando, setEditando] = useState(false);

  if (editando) {
    return (
      <article className="fc-deck fc-deck--editing" aria-label={`Editar ${deck.materia} - ${deck.assunto}`}>
        <DeckForm
          idPrefix={`deck-${deck.id}`}
          initial={deckToForm(deck)}
          submitLabel="Salvar"
          onSubmit={async (input) => {
            if (await onSave(deck.id, input)) setEditando(false);
          }}
        >
          <Button variant="secondary" onClick={() => setEditando(false)}>
            Cancelar
          </Button>
          <Button variant="danger" className="fc-push-right" onClick={() => void onDelete(deck)}>
            Excluir Deck
          </Button>
        </DeckForm>
      </article>
    );
  }

  return (
    <article className="fc-deck" aria-labelledby={`deck-${deck.id}-title`}>
      <header className="fc-deck__header">
        <h4 id={`deck-${deck.id}-title`} className="fc-deck__title">
          {deck.materia}
        </h4>
        <p className="fc-deck__subject">{deck.assunto}</p>
      </header>
      <dl className="fc-deck__meta">
        <DescriptionItem term="Autor">{deck.autor}</DescriptionItem>
        <DescriptionItem term="Grupo">{deck.grupo ?? 'Sem grupo'}</DescriptionItem>
        {deck.subgrupo && <DescriptionItem term="Subgrupo">{deck.subgrupo}</DescriptionItem>}
        <DescriptionItem term="Ano">{deck.ano}</DescriptionItem>
      </dl>
      <ul className="fc-deck__stats" aria-label="Situação dos cards">
        <li className={deck.cards_para_revisar > 0 ? 'fc-badge fc-badge--due' : 'fc-badge'}>
          {deck.cards_para_revisar} para revisar agora
        </li>
        <li className={deck.cards_novos > 0 ? 'fc-badge fc-badge--new' : 'fc-badge'}>{plural(deck.cards_novos, 'novo', 'novos')}</li>
        <li className="fc-badge">{plural(deck.total_cards, 'card', 'cards')}</li>
      </ul>
      <div className="fc-deck__actions">
        <Link className={buttonClasses('outline-primary', 'sm')} to={`${DECKS_PATH}/treinar/${deck.id}`}>
          Treinar Deck
        </Link>
        <Link className={buttonClasses('primary', 'sm')} to={`${DECKS_PATH}/estudar/${deck.id}`}>
          Estudar Deck
        </Link>
        <Link className={buttonClasses('secondary', 'sm')} to={`${DECKS_PATH}/${deck.id}`}>
          Ver Deck
        </Link>
        {!readOnly && (
          <Button variant="ghost" size="sm" onClick={() => setEditando(true)}>
            Editar Deck
          </Button>
        )}
      </div>
    </article>
  );
}
