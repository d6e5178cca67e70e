import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { deleteCard } from '../api/delete-card';
import { getDeck } from '../api/get-deck';
import { listCards } from '../api/list-cards';
import { reorderCards } from '../api/reorder-cards';
import { deckTitle, type Deck, type Flashcard } from '../api/schemas';
import { updateCard } from '../api/update-card';
import { CsvImportBox } from '../components/csv-import-box';
import { FlashcardTile } from '../components/flashcard-tile';
import { NewCardForm } from '../components/new-card-form';
import { failureMessage } from '../failure-message';
import { DECKS_PATH, useDeckIdParam } from '../hooks/use-deck-id';
import { moveCard } from '../reorder';
import '../flashcards.css';

/** Cards rendered at first; big imported decks (thousands of cards) grow on demand. */
const PAGE_SIZE = 120;

/** /painel/flashcards/{deckId} (SPEC §2.12): the deck's cards with edit, delete, reorder and CSV import. */
export default function DeckPage() {
  const deckId = useDeckIdParam();
  const navigate = useNavigate();
  const [deck, setDeck] = useState<Deck | null>(null);
  const [cards, setCards] = useState<Flashcard[] | null>(null);
  const [missing, setMissing] = useState(false);
  const [visible, setVisible] = useState(PAGE_SIZE);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const reload = useCallback(async () => {
    if (!deckId) return;
    try {
      const [loadedDeck, loadedCards] = await Promise.all([getDeck(deckId), listCards(deckId)]);
      setDeck(loadedDeck);
      setCards(loadedCards);
    } catch (error) {
      console.error('[flashcards] falha ao carregar o deck', error);
      setMissing(true);
      setCards([]);
    }
  }, [deckId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const save = async (card: Flashcard, frente: string, verso: string) => {
    if (!deckId) return false;
    try {
      const saved = await updateCard(deckId, card.id, { frente, verso, ordem: card.ordem });
      setCards((list) => list?.map((c) => (c.id === saved.id ? saved : c)) ?? null);
      return true;
    } catch (error) {
      console.error('[flashcards] falha ao salvar o card', error);
      return false;
    }
  };

  const remove = async (card: Flashcard) => {
    if (!deckId || !window.confirm('Deseja realmente excluir este flashcard?')) return;
    setFailure(null);
    try {
      await deleteCard(deckId, card.id);
      setCards((list) => list?.filter((c) => c.id !== card.id) ?? null);
      setNotice('Flashcard excluído.');
    } catch (error) {
      // Unlike the other card failures (SPEC §8: only logged), a delete that did not happen must say so.
      console.error('[flashcards] falha ao excluir o card', error);
      setNotice(null);
      setFailure(failureMessage('excluir o flashcard', error));
      await reload();
    }
  };

  const move = async (index: number, direction: -1 | 1) => {
    if (!deckId || !cards) return;
    const reordered = moveCard(cards, index, direction);
    setCards(reordered);
    try {
      await reorderCards(deckId, reordered.map((c) => c.id));
    } catch (error) {
      console.error('[flashcards] falha ao salvar a nova ordem', error);
      await reload();
    }
  };

  if (deckId === null) return null;

  return (
    <div className="fc-page">
      <header className="fc-page__header">
        <h1 className="fc-page__title">{deck ? `Deck: ${deckTitle(deck)}` : 'Deck'}</h1>
        <div className="fc-actions">
          {deck && cards && cards.length > 0 && (
            <>
              <Link className={buttonClasses('primary', 'sm')} to={`${DECKS_PATH}/estudar/${deckId}`}>
                Estudar
              </Link>
              <Link className={buttonClasses('outline-primary', 'sm')} to={`${DECKS_PATH}/treinar/${deckId}`}>
                Treinar
              </Link>
            </>
          )}
          <Button variant="secondary" size="sm" onClick={() => navigate(DECKS_PATH)}>
            Voltar
          </Button>
        </div>
      </header>

      {notice && (
        <Alert tone="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {failure && <Alert onClose={() => setFailure(null)}>{failure}</Alert>}

      {missing ? (
        <p className="fc-empty">Deck não encontrado.</p>
      ) : (
        <>
          <div className="fc-deck-tools">
            <CsvImportBox deckId={deckId} onImported={() => void reload()} />
            <NewCardForm deckId={deckId} onCreated={() => void reload()} />
          </div>
          {cards === null ? (
            <Spinner label="Carregando cards..." />
          ) : cards.length === 0 ? (
            <p className="fc-empty">Nenhum flashcard cadastrado ainda.</p>
          ) : (
            <section aria-labelledby="fc-cards-title">
              <h2 id="fc-cards-title" className="fc-section-title">
                Cards <span className="fc-count">({cards.length})</span>
              </h2>
              <ol className="fc-card-grid">
                {cards.slice(0, visible).map((card, index) => (
                  <FlashcardTile
                    key={card.id}
                    card={card}
                    position={index + 1}
                    isFirst={index === 0}
                    isLast={index === cards.length - 1}
                    onSave={save}
                    onDelete={(c) => void remove(c)}
                    onMove={(direction) => void move(index, direction)}
                  />
                ))}
              </ol>
              {cards.length > visible && (
                <div className="fc-more">
                  <Button variant="secondary" onClick={() => setVisible((v) => v + PAGE_SIZE)}>
                    Mostrar mais {Math.min(PAGE_SIZE, cards.length - visible)} cards
                  </Button>
                </div>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
