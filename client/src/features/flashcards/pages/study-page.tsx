import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { deckTitle } from '@/features/flashcards/logic/deck-title';
import { StudySide } from '@/features/flashcards/components/study-side';
import { SyncBanner } from '@/features/flashcards/components/sync-banner';
import { UpcomingReviews } from '@/features/flashcards/components/upcoming-reviews';
import { useCardAudio } from '@/features/flashcards/hooks/use-card-audio';
import { DECKS_PATH, useDeckIdParam } from '@/features/flashcards/hooks/use-deck-id';
import { useStudySession } from '@/features/flashcards/hooks/use-study-session';
import { previewMinutes } from '@app/contracts';
import { formatInterval, RESPOSTA_LABELS, RESPOSTAS } from '@/features/flashcards/scheduler/scheduler';
import '@/features/flashcards/flashcards.css';

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** /painel/flashcards/estudar/{deckId} (docs/product.md, Study page; Card review): spaced-repetition study with keyboard shortcuts. */
export default function StudyPage() {
  const deckId = useDeckIdParam();
  const navigate = useNavigate();
  const { deck, fromCopy, scheduling, status, queue, showBack, reveal, answer, undo, canUndo, undoError, position, total } = useStudySession(deckId);
  const { play, stop, isLoading, isUnavailable } = useCardAudio(deckId);
  const card = queue.current;
  const backRef = useRef<HTMLDivElement>(null);

  // Space shows the answer; 1–6 answer (in button order) once it is shown; Ctrl+Z / Cmd+Z undoes the last answer.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'z' && !isTyping(event.target)) {
        event.preventDefault();
        stop();
        void undo();
        return;
      }
      if (!card || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (event.key === ' ' && !showBack) {
        event.preventDefault();
        reveal();
        return;
      }
      const index = Number(event.key) - 1;
      if (showBack && Number.isInteger(index) && index >= 0 && index < RESPOSTAS.length) {
        event.preventDefault();
        stop();
        answer(RESPOSTAS[index]!);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [card, showBack, reveal, answer, stop, undo]);

  // After revealing, focus moves to the answer so Space cannot answer by accident through a focused button.
  useEffect(() => {
    if (showBack) backRef.current?.focus();
  }, [showBack]);

  if (deckId === null) return null;
  const title = deck ? deckTitle(deck) : '';

  return (
    <div className="fc-page fc-page--narrow">
      <header className="fc-page__header">
        <h1 className="fc-page__title">Estudo: {title}</h1>
        <div className="fc-page__actions">
          <Button
            variant="secondary"
            size="sm"
            disabled={!canUndo}
            aria-keyshortcuts="Control+Z Meta+Z"
            title="Desfazer a última resposta (Ctrl+Z)"
            onClick={() => {
              stop();
              void undo();
            }}
          >
            Desfazer
          </Button>
          <Button variant="secondary" size="sm" onClick={() => navigate(DECKS_PATH)}>
            Voltar
          </Button>
        </div>
      </header>
      <SyncBanner fromCopy={fromCopy} />
      {undoError && (
        <p className="fc-error" role="alert">
          {undoError}
        </p>
      )}

      {status === 'loading' ? (
        <p className="fc-empty" role="status">
          Carregando cards...
        </p>
      ) : status === 'error' ? (
        <p className="fc-empty">Não foi possível carregar este deck.</p>
      ) : !card ? (
        <p className="fc-empty" role="status">
          Nenhum flashcard disponível para estudo agora.
        </p>
      ) : (
        <section className="fc-study" aria-label="Card em estudo">
          <p className="fc-progress" aria-live="polite">
            {position} de {total} cards
          </p>
          <div className="fc-study__card">
            <StudySide
              card={card}
              side="frente"
              loading={isLoading(card, 'frente')}
              unavailable={isUnavailable(card, 'frente')}
              onListen={() => void play(card, 'frente')} />
            {showBack ? (
              <StudySide
                card={card}
                side="verso"
                loading={isLoading(card, 'verso')}
                unavailable={isUnavailable(card, 'verso')}
                onListen={() => void play(card, 'verso')} sideRef={backRef} />
            ) : (
              <div className="fc-study__reveal">
                <Button size="lg" onClick={reveal}>
                  Mostrar resposta
                </Button>
                <p className="fc-hint fc-keyhint">
                  ou pressione <kbd>Espaço</kbd>; depois, as teclas <kbd>1</kbd> a <kbd>6</kbd> respondem
                </p>
              </div>
            )}
          </div>
          {showBack && (
            <div className="fc-answers" role="group" aria-label="Como foi?">
              {RESPOSTAS.map((resposta, i) => (
                <button
                  key={resposta}
                  type="button"
                  className={`fc-answer fc-answer--${resposta}`}
                  onClick={() => {
                    stop();
                    answer(resposta);
                  }}
                >
                  <span className="fc-answer__label">{RESPOSTA_LABELS[resposta]}</span>
                  <span className="fc-answer__interval">{formatInterval(previewMinutes(card, scheduling, resposta, new Date()))}</span>
                  <kbd className="fc-answer__key" aria-hidden="true">
                    {i + 1}
                  </kbd>
                </button>
              ))}
            </div>
          )}
        </section>
      )}

      {status === 'ready' && <UpcomingReviews cards={queue.scheduled} />}
    </div>
  );
}
