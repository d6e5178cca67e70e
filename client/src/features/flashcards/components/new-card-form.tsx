import { useId, useState } from 'react';
import { CARD_TEXT_MAX_CHARS } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { useCreateCard } from '@/features/flashcards/hooks/use-deck';

/** Adds one card at the end of the deck (a convenience beside the CSV import). */
export function NewCardForm({ deckId }: { deckId: number }) {
  const id = useId();
  const createCard = useCreateCard(deckId);
  const [frente, setFrente] = useState('');
  const [verso, setVerso] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = frente.trim() !== '' && verso.trim() !== '';

  return (
    <form
      className="fc-panel fc-new-card"
      aria-labelledby={`${id}-title`}
      onSubmit={async (event) => {
        event.preventDefault();
        if (!ready) return;
        setBusy(true);
        try {
          await createCard({ frente, verso });
          setFrente('');
          setVerso('');
        } catch (error) {
          console.error('[flashcards] could not create the card:', error);
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2 id={`${id}-title`} className="fc-panel__title">
        Novo card
      </h2>
      <div className="fc-new-card__fields">
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-frente`}>
            Frente
          </label>
          <textarea id={`${id}-frente`} className="ui-input fc-textarea" rows={2} maxLength={CARD_TEXT_MAX_CHARS} value={frente} onChange={(e) => setFrente(e.target.value)} />
        </div>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-verso`}>
            Verso
          </label>
          <textarea id={`${id}-verso`} className="ui-input fc-textarea" rows={2} maxLength={CARD_TEXT_MAX_CHARS} value={verso} onChange={(e) => setVerso(e.target.value)} />
        </div>
      </div>
      <div className="fc-actions">
        <Button type="submit" disabled={!ready} loading={busy}>
          Adicionar card
        </Button>
      </div>
    </form>
  );
}
