import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Flashcard } from '@app/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCardMutations, useDeck } from '@/features/flashcards/hooks/use-deck';
import { deckTitle } from '@/features/flashcards/logic/deck-title';
import { AnkiImportBox } from '@/features/flashcards/components/anki-import-box';
import { CsvImportBox } from '@/features/flashcards/components/csv-import-box';
import { FlashcardTile } from '@/features/flashcards/components/flashcard-tile';
import { NewCardForm } from '@/features/flashcards/components/new-card-form';
import { FsrsOptimization } from '@/features/flashcards/components/fsrs-optimization';
import { SchedulerSettings } from '@/features/flashcards/components/scheduler-settings';
import { failureMessage } from '@/features/flashcards/logic/failure-message';
import { DECKS_PATH, useDeckIdParam } from '@/features/flashcards/hooks/use-deck-id';
import { moveCard } from '@/features/flashcards/logic/reorder';
import '@/features/flashcards/flashcards.css';
import { PageFeedback } from '@/features/flashcards/components/page-feedback';

/** Cards rendered at first; big imported decks (thousands of cards) grow on demand. */
const PAGE_SIZE = 120;

const NO_CARDS: Flashcard[] = [];

/** /painel/flashcards/{deckId} (docs/product.md, Deck view): the deck's cards with edit, delete, reorder and CSV import. */
export default function DeckPage() {
  const deckId = useDeckIdParam();
  const navigate = useNavigate();
  const { deck, cards: loadedCards, failed: missing, fromCopy, notOnDevice } = useDeck(deckId, '[flashcards] could not load the deck:');
  // A deck that could not be read shows as not found, with no cards.
  const cards = missing ? NO_CARDS : loadedCards;
  const { save: saveCard, remove: deleteCard, reorder: reorderCards } = useCardMutations(deckId ?? 0);
  const [visible, setVisible] = useState(PAGE_SIZE);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (card: Flashcard, frente: string, verso: string) => {
    if (!deckId) return false;
    try {
      await saveCard({ card, frente, verso });
      return true;
    } catch (error) {
      console.error('[flashcards] could not save the card:', error);
      return false;
    }
  };

  const remove = async (card: Flashcard) => {
    if (!deckId || !window.confirm('Deseja realmente excluir este flashcard?')) return;
    setFailure(null);
    try {
      await deleteCard(card);
      setNotice('Flashcard excluído.');
    } catch (error) {
      // Unlike the other card failures (docs/product.md, Error messages: only logged), a delete that did not happen must say so.
      console.error('[flashcards] could not delete the card:', error);
      setNotice(null);
      setFailure(failureMessage('excluir o flashcard', error));
    }
  };

  const move = async (index: number, direction: -1 | 1) => {
    if (!deckId || !cards) return;
    try {
      await reorderCards(moveCard(cards, index, direction));
    } catch (error) {
      console.error('[flashcards] could not save the new order:', error);
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

      <PageFeedback notice={notice} failure={failure} onCloseNotice={() => setNotice(null)} onCloseFailure={() => setFailure(null)} />
      {fromCopy && (
        <p className="fc-sync fc-sync--offline" role="status">
          Sem conexão — cópia guardada neste aparelho. Editar e importar cards voltam com a internet.
        </p>
      )}
      {deck && !missing && !fromCopy && <SchedulerSettings key={deck.id} deck={deck} />}
      {deck && !missing && !fromCopy && deck.agendador === 'fsrs' && <FsrsOptimization key={`fsrs-${deck.id}`} deck={deck} />}

      {notOnDevice ? (
        <p className="fc-empty">
          Este deck não está disponível sem conexão: ele ainda não foi aberto neste aparelho. Conecte-se à internet para abri-lo.
        </p>
      ) : missing ? (
        <p className="fc-empty">Deck não encontrado.</p>
      ) : (
        <>
          {!fromCopy && (
            <div className="fc-deck-tools">
              <CsvImportBox deckId={deckId} />
              <AnkiImportBox deckId={deckId} />
              <NewCardForm deckId={deckId} />
            </div>
          )}
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
                    readOnly={fromCopy}
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
