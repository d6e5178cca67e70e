import { useId, useState } from 'react';
import type { Flashcard } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { CardSideInput } from '@/features/flashcards/components/card-side-input';

interface FlashcardTileProps {
  card: Flashcard;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  /** The device's copy, offline: the card is read, not edited, deleted or moved. */
  readOnly?: boolean;
  onSave(card: Flashcard, frente: string, verso: string): Promise<boolean>;
  onDelete(card: Flashcard): void;
  onMove(direction: -1 | 1): void;
}

/** A card of the deck view: view or edit (cancel restores the texts), delete, move left/right (docs/product.md, Deck view; Deck and card editing). */
export function FlashcardTile({ card, position, isFirst, isLast, readOnly = false, onSave, onDelete, onMove }: FlashcardTileProps) {
  const id = useId();
  const [editando, setEditando] = useState(false);
  const [frente, setFrente] = useState(card.frente);
  const [verso, setVerso] = useState(card.verso);
  const [busy, setBusy] = useState(false);

  const startEditing = () => {
    setFrente(card.frente);
    setVerso(card.verso);
    setEditando(true);
  };

  const cancel = () => {
    setFrente(card.frente);
    setVerso(card.verso);
    setEditando(false);
  };

  return (
    <li className={editando ? 'fc-tile fc-tile--editing' : 'fc-tile'} aria-label={`Card ${position}`}>
      <div className="fc-tile__top">
        <span className="fc-tile__number">#{position}</span>
        <div className="fc-tile__move">
          {!readOnly && !isFirst && (
            <button type="button" className="ui-icon-btn" aria-label={`Mover card ${position} para a esquerda`} onClick={() => onMove(-1)}>
              <Icon name="chevron-left" size={18} />
            </button>
          )}
          {!readOnly && !isLast && (
            <button type="button" className="ui-icon-btn" aria-label={`Mover card ${position} para a direita`} onClick={() => onMove(1)}>
              <Icon name="chevron-right" size={18} />
            </button>
          )}
        </div>
      </div>
      {editando ? (
        <div className="fc-tile__edit">
          <CardSideInput id={`${id}-f`} label="Frente" rows={3} value={frente} onChange={setFrente} />
          <CardSideInput id={`${id}-v`} label="Verso" rows={3} value={verso} onChange={setVerso} />
        </div>
      ) : (
        <div className="fc-tile__body">
          <p className="fc-tile__label">Frente</p>
          <p className="fc-tile__text" dir="auto">
            {card.frente}
          </p>
          <p className="fc-tile__label">Verso</p>
          <p className="fc-tile__text fc-tile__text--back" dir="auto">
            {card.verso}
          </p>
        </div>
      )}
      {!readOnly && (
        <div className="fc-tile__actions">
          {editando ? (
            <>
              <Button
                size="sm"
                loading={busy}
                disabled={!frente.trim() || !verso.trim()}
                onClick={async () => {
                  setBusy(true);
                  const ok = await onSave(card, frente, verso);
                  setBusy(false);
                  if (ok) setEditando(false);
                }}
              >
                Salvar
              </Button>
              <Button size="sm" variant="secondary" onClick={cancel}>
                Cancelar
              </Button>
            </>
          ) : (
            <>
              <Button size="sm" variant="secondary" onClick={startEditing}>
                Editar
              </Button>
              <Button size="sm" variant="ghost" className="fc-danger-text" onClick={() => onDelete(card)}>
                Excluir
              </Button>
            </>
          )}
        </div>
      )}
    </li>
  );
}
