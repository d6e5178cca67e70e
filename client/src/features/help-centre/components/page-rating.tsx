import { useState } from 'react';
import { rateHelpArticle } from '@/features/help-centre/api/rate-help-article';

type Rating = { status: 'idle' | 'sending' | 'error' } | { status: 'done'; util: boolean };

const CHOICES = [
  { util: true, icon: '👍', label: 'Sim' },
  { util: false, icon: '👎', label: 'Não' },
] as const;

/**
 * "Esta página ajudou?" under an article: one 👍/👎 per visit, counted for staff on the knowledge screen. The server
 * writes the same block in the page's HTML (page-markup.ts), so it is in place before this code arrives.
 */
export function PageRating({ slug }: { slug: string }) {
  const [rating, setRating] = useState<Rating>({ status: 'idle' });
  const send = async (util: boolean) => {
    setRating({ status: 'sending' });
    try {
      await rateHelpArticle(slug, util);
      setRating({ status: 'done', util });
    } catch {
      setRating({ status: 'error' });
    }
  };
  const done = rating.status === 'done';
  return (
    <section className="help-rating" aria-labelledby="help-rating-title">
      <h2 id="help-rating-title" className="help-rating__title">
        Esta página ajudou?
      </h2>
      <div className="help-rating__buttons">
        {CHOICES.map((choice) => (
          <button
            key={choice.label}
            type="button"
            className="help-rating__button"
            aria-pressed={done && rating.util === choice.util}
            disabled={done || rating.status === 'sending'}
            onClick={() => void send(choice.util)}
          >
            <span aria-hidden="true">{choice.icon}</span> {choice.label}
          </button>
        ))}
      </div>
      <p className="help-rating__status" role="status">
        {done ? 'Obrigado pela avaliação!' : rating.status === 'error' ? 'Não foi possível registrar a avaliação. Tente de novo.' : ''}
      </p>
    </section>
  );
}
