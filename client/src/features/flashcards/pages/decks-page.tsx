import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AnkiNewDeckResult, DeckInput, DeckSummary } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDeckMutations, useDecks } from '@/features/flashcards/hooks/use-decks';
import { deckTitle } from '@/features/flashcards/logic/deck-title';
import { DeckCard } from '@/features/flashcards/components/deck-card';
import { DeckForm } from '@/features/flashcards/components/deck-form';
import { emptyDeckForm } from '@/features/flashcards/logic/deck-form-schema';
import { failureMessage } from '@/features/flashcards/logic/failure-message';
import { groupDecks } from '@/features/flashcards/logic/deck-groups';
import { TodaySummary } from '@/features/flashcards/components/today-summary';
import '@/features/flashcards/flashcards.css';
import { PageFeedback } from '@/features/flashcards/components/page-feedback';
import { AnkiNewDeckBox } from '@/features/flashcards/components/anki-new-deck-box';

const NO_DECKS: DeckSummary[] = [];

/** /painel/flashcards (docs/product.md, Decks page): decks grouped by grupo and subgrupo, with create, edit and delete. */
export default function DecksPage() {
  const decksQuery = useDecks();
  // A list that could not be read shows as empty (docs/product.md, Error messages: deck failures are only logged).
  const decks = decksQuery.data?.decks ?? (decksQuery.isError ? NO_DECKS : null);
  // Without network the list is the device's: only the decks opened recently, and nothing can be created or edited.
  const offline = decksQuery.data?.fromCopy ?? false;
  const { create: createDeck, addDemo: addDemoDecks, update: updateDeck, remove: deleteDeck } = useDeckMutations();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [addingDemo, setAddingDemo] = useState(false);

  const create = async (input: DeckInput) => {
    try {
      const deck = await createDeck(input);
      setNotice(`Deck "${deckTitle(deck)}" criado.`);
      setFormKey((k) => k + 1);
      setCreating(false);
    } catch (error) {
      console.error('[flashcards] could not create the deck:', error);
    }
  };

  const imported = ({ deck, importados }: AnkiNewDeckResult) => {
    setNotice(`Deck "${deckTitle(deck)}" criado com ${importados === 1 ? '1 card' : `${importados} cards`} do Anki.`);
    setImporting(false);
    void queryClient.invalidateQueries({ queryKey: queryKeys.flashcards.decks });
  };

  const addDemo = async () => {
    setAddingDemo(true);
    try {
      const added = await addDemoDecks();
      setNotice(added === 1 ? '1 deck de exemplo adicionado.' : `${added} decks de exemplo adicionados.`);
    } catch (error) {
      console.error('[flashcards] could not add the demo decks:', error);
    } finally {
      setAddingDemo(false);
    }
  };

  const save = async (deckId: number, input: DeckInput) => {
    try {
      await updateDeck({ deckId, input });
      return true;
    } catch (error) {
      console.error('[flashcards] could not save the deck:', error);
      return false;
    }
  };

  const remove = async (deck: DeckSummary) => {
    if (!window.confirm(`Deseja realmente excluir o deck "${deck.materia} - ${deck.assunto}"?`)) return;
    setFailure(null);
    try {
      await deleteDeck(deck.id);
      setNotice(`Deck "${deckTitle(deck)}" excluído.`);
    } catch (error) {
      // Unlike the other deck failures (docs/product.md, Error messages: only logged), a delete that did not happen must say so.
      console.error('[flashcards] could not delete the deck:', error);
      setNotice(null);
      setFailure(failureMessage('excluir o deck', error));
    }
  };

  const groups = decks ? groupDecks(decks) : [];

  return (
    <div className="fc-page">
      <header className="fc-page__header">
        <h1 className="fc-page__title">Decks</h1>
        {!offline && (
          <div className="fc-actions">
            <Button variant={creating ? 'secondary' : 'primary'} aria-expanded={creating} aria-controls="fc-new-deck" onClick={() => setCreating((v) => !v)}>
              Novo Deck
            </Button>
            <Button
              variant="secondary"
              aria-expanded={importing}
              aria-controls="fc-anki-new-deck"
              onClick={() => setImporting((v) => !v)}
            >
              Importar do Anki
            </Button>
          </div>
        )}
      </header>
      {offline ? (
        <p className="fc-sync fc-sync--offline" role="status">
          Sem conexão — aqui estão só os decks abertos recentemente neste aparelho.
        </p>
      ) : (
        <TodaySummary />
      )}

      <PageFeedback notice={notice} failure={failure} onCloseNotice={() => setNotice(null)} onCloseFailure={() => setFailure(null)} />

      {creating && (
        <section id="fc-new-deck" className="fc-panel" aria-labelledby="fc-new-deck-title">
          <h2 id="fc-new-deck-title" className="fc-panel__title">
            Novo Deck
          </h2>
          <DeckForm key={formKey} idPrefix="novo-deck" initial={emptyDeckForm()} submitLabel="Criar Deck" onSubmit={create}>
            <Button variant="secondary" onClick={() => setCreating(false)}>
              Cancelar
            </Button>
          </DeckForm>
        </section>
      )}

      {importing && <AnkiNewDeckBox onImported={imported} onCancel={() => setImporting(false)} />}

      {decks === null ? (
        <Spinner label="Carregando decks..." />
      ) : offline && decks.length === 0 ? (
        <p className="fc-empty">Nenhum deck guardado neste aparelho. Com internet, abra um deck uma vez para vê-lo e estudá-lo sem conexão.</p>
      ) : decks.length === 0 ? (
        <div className="fc-empty">
          <p>Nenhum deck criado ainda. Use “Novo Deck” para começar, ou comece com os nossos decks de exemplo.</p>
          <Button variant="outline-primary" loading={addingDemo} onClick={() => void addDemo()}>
            Adicionar decks de exemplo
          </Button>
        </div>
      ) : (
        groups.map((group) => (
          <section key={group.grupo} className="fc-group" aria-label={group.grupo}>
            <h2 className="fc-group__title">{group.grupo}</h2>
            {group.subgroups.map((sub) => (
              <section key={sub.subgrupo} className="fc-subgroup" aria-label={`${group.grupo} — ${sub.subgrupo}`}>
                <h3 className="fc-subgroup__title">{sub.subgrupo}</h3>
                <div className="fc-deck-grid">
                  {sub.decks.map((deck) => (
                    <DeckCard key={deck.id} deck={deck} readOnly={offline} onSave={save} onDelete={remove} />
                  ))}
                </div>
              </section>
            ))}
          </section>
        ))
      )}
    </div>
  );
}
