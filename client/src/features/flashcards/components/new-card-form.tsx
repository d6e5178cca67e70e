import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { createCard } from '../api/create-card';

const MAX_TEXT = 10_000;

/** Adds one card at the end of the deck (a convenience beside the CSV import). */
export function NewCardForm({ deckId, onCreated }: { deckId: number; onCreated: () => void }) {
  const id = useId();
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
          await createCard(deckId, { frente, verso });
          setFrente('');
          setVerso('');
          onCreated();
        } catch (error) {
          console.error('[flashcards] falha ao criar o card', error);
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
          <textarea id={`${id}-frente`} className="ui-input fc-textarea" rows={2} maxLength={MAX_TEXT} value={frente} onChange={(e) => setFrente(e.target.value)} />
        </div>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-verso`}>
            Verso
          </label>
          <textarea id={`${id}-verso`} className="ui-input fc-textarea" rows={2} maxLength={MAX_TEXT} value={verso} onChange={(e) => setVerso(e.target.value)} />
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
