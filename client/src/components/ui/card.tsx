import type { HTMLAttributes, ReactNode } from 'react';
import './ui.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Rendered as the card's heading. */
  title?: ReactNode;
  /** Heading level for the title (default 2). */
  headingLevel?: 1 | 2 | 3;
  /** Right side of the header (buttons, badges). */
  actions?: ReactNode;
  footer?: ReactNode;
}

/** A surface with an optional header (title + actions), a body and an optional footer. */
export function Card({ title, headingLevel = 2, actions, footer, className, children, ...rest }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={['ui-card', className].filter(Boolean).join(' ')} {...rest}>
      {(title || actions) && (
        <header className="ui-card__header">
          {title && <Heading className="ui-card__title">{title}</Heading>}
          {actions && <div className="ui-card__actions">{actions}</div>}
        </header>
      )}
      <div className="ui-card__body">{children}</div>
      {footer && <footer className="ui-card__footer">{footer}</footer>}
    </section>
  );
}
