import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCreateCard } from '@/features/flashcards/hooks/use-deck';
import { CardSideInput } from '@/features/flashcards/components/card-side-input';

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
          <CardSideInput id={`${id}-frente`} label="Frente" rows={2} value={frente} onChange={setFrente} />
        </div>
        <div className="ui-field">
          <CardSideInput id={`${id}-verso`} label="Verso" rows={2} value={verso} onChange={setVerso} />
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
