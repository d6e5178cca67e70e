import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Flashcard } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { useCardAudio } from '@/features/flashcards/hooks/use-card-audio';
import { useDeck } from '@/features/flashcards/hooks/use-deck';
import { DECKS_PATH, useDeckIdParam } from '@/features/flashcards/hooks/use-deck-id';
import { useTraining } from '@/features/flashcards/hooks/use-training';
import { deckTitle } from '@/features/flashcards/logic/deck-title';
import '@/features/flashcards/flashcards.css';

const NO_CARDS: Flashcard[] = [];

/** /painel/flashcards/treinar/{deckId} (docs/product.md, Training page): hands-free listening loop; never touches the schedule. */
export default function TrainingPage() {
  const deckId = useDeckIdParam();
  const navigate = useNavigate();
  const { deck, cards: loadedCards, failed } = useDeck(deckId, '[flashcards] could not load the deck to train:');
  // A deck that could not be read trains nothing.
  const cards = failed ? NO_CARDS : loadedCards;
  const { play, stop } = useCardAudio(deckId);
  const player = useMemo(() => ({ play, stop }), [play, stop]);
  const training = useTraining(cards ?? NO_CARDS, player);

  if (deckId === null) return null;
  const card = training.card;

  return (
    <div className="fc-page fc-page--narrow">
      <header className="fc-page__header">
        <h1 className="fc-page__title">Treino: {deck ? deckTitle(deck) : ''}</h1>
        <Button variant="secondary" size="sm" onClick={() => navigate(DECKS_PATH)}>
          Voltar
        </Button>
      </header>

      {cards === null ? (
        <p className="fc-empty" role="status">
          Carregando cards...
        </p>
      ) : !card ? (
        <p className="fc-empty">Nenhum flashcard neste deck.</p>
      ) : (
        <section className="fc-study" aria-label="Treino em áudio">
          <div className="fc-training__bar">
            <p className="fc-progress" aria-live="polite">
              Card {training.index + 1} de {cards.length}
            </p>
            <Button
              size="lg"
              variant={training.playing ? 'secondary' : 'primary'}
              aria-pressed={training.playing}
              onClick={training.playing ? training.pause : training.start}
            >
              <Icon name={training.playing ? 'pause-solid' : 'play-solid'} size={18} />
              {training.playing ? 'Pausar' : 'Iniciar'}
            </Button>
          </div>
          <div className="fc-study__card" aria-live="polite">
            <div className="fc-study__side">
              <span className="fc-tile__label">Frente</span>
              <p className="fc-study__text" dir="auto">
                {card.frente}
              </p>
            </div>
            {training.showBack ? (
              <div className="fc-study__side fc-study__side--back">
                <span className="fc-tile__label">Verso</span>
                <p className="fc-study__text" dir="auto">
                  {card.verso}
                </p>
              </div>
            ) : (
              <div className="fc-study__reveal fc-study__reveal--quiet">
                <p className="fc-hint">{training.playing ? 'O verso aparece em instantes...' : 'Toque em Iniciar para ouvir os cards em sequência.'}</p>
              </div>
            )}
          </div>
          <p className="fc-hint">O treino não altera as revisões agendadas.</p>
        </section>
      )}
    </div>
  );
}
