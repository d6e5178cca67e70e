import type { AdvisorCard as AdvisorCardData } from '@/features/public-site/logic/advisor-cards';
import { Icon } from '@/components/ui/icons';
import './site-base.css';
import './advisor-card.css';

/** One advisor: photo or initials column (150 px), honorific + name, graduation note and, with a phone, the WhatsApp button. */
export function AdvisorCard({ card, headingLevel = 3 }: { card: AdvisorCardData; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="advisor-card" data-testid="advisor-card">
      <div className="advisor-card__media">
        {card.photo ? (
          // The name is the card's heading right beside it: the photo adds no text of its own.
          <img className="advisor-card__photo" src={card.photo} alt="" width={150} height={200} loading="lazy" decoding="async" />
        ) : (
          <span className="advisor-card__initials" aria-hidden="true">
            {card.initials}
          </span>
        )}
      </div>
      <div className="advisor-card__body">
        <Heading className="advisor-card__title">{card.title}</Heading>
        <p className="advisor-card__text">{card.text}</p>
        {card.link && (
          <a
            className={`site-btn btn-${card.button.class} advisor-card__button`}
            href={card.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${card.button.text}: conversar com ${card.title} no WhatsApp (abre em nova aba)`}
          >
            <Icon name="whatsapp" size={18} />
            {card.button.text}
          </a>
        )}
      </div>
    </article>
  );
}
