import type { Flashcard } from '@app/contracts';
import { formatLocalShort } from '@/features/flashcards/scheduler/local-time';

/** docs/product.md, Constants and limits: upcoming-review preview of 40 characters. */
export const PREVIEW_CHARS = 40;
const SHOWN = 50;

/** 'Próximas revisões': scheduled cards by date, front cut at 40 characters, date as dd/MM/yyyy HH:mm. */
export function UpcomingReviews({ cards }: { cards: Flashcard[] }) {
  if (cards.length === 0) return null;
  return (
    <section className="fc-panel fc-upcoming" aria-labelledby="fc-upcoming-title">
      <h2 id="fc-upcoming-title" className="fc-panel__title">
        Próximas revisões
      </h2>
      <ul className="fc-upcoming__list">
        {cards.slice(0, SHOWN).map((card) => (
          <li key={card.id} className="fc-upcoming__item">
            <span className="fc-upcoming__front" dir="auto">
              {card.frente.slice(0, PREVIEW_CHARS)}
            </span>
            <time className="fc-upcoming__when">{formatLocalShort(card.proxima_revisao)}</time>
          </li>
        ))}
      </ul>
      {cards.length > SHOWN && <p className="fc-hint">e mais {cards.length - SHOWN} cards agendados.</p>}
    </section>
  );
}
