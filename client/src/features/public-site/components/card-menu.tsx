import type { MenuCard } from '../../../content/site';
import { resolveDestination } from '../logic/menu-destination';
import { ArrowRightIcon, MenuIcon } from './icons';
import './public-site.css';

interface CardMenuProps {
  cards: readonly MenuCard[];
  toAppUrl: (path: string) => string;
}

/** The landing's menu of cards: each card is one link to a section, the app or a chat. */
export function CardMenu({ cards, toAppUrl }: CardMenuProps) {
  return (
    <section className="site-section site-menu" aria-labelledby="menu-heading">
      <div className="site-container">
        <h2 id="menu-heading" className="site-section__title site-menu__heading">
          Como podemos ajudar
        </h2>
        <ul className="site-menu__grid">
          {cards.map((card) => {
            const { href, external } = resolveDestination(card.destino, toAppUrl);
            return (
              <li key={card.titulo}>
                <a className="site-menu__card" href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  <span className="site-menu__icon">
                    <MenuIcon name={card.icone} />
                  </span>
                  <span className="site-menu__title">{card.titulo}</span>
                  <span className="site-menu__text">{card.descricao}</span>
                  <span className="site-menu__more" aria-hidden="true">
                    <ArrowRightIcon />
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
