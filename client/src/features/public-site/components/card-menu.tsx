import type { MenuCard } from '@/content/site';
import { resolveWithFallback, type DestinationLinks } from '@/features/public-site/logic/menu-destination';
import { Icon, type IconName } from '@/components/ui/icons';
import './site-base.css';
import './card-menu.css';

const MENU_CARD_ICONS: Record<MenuCard['icone'], IconName> = {
  guia: 'clipboard-check',
  chat: 'chat-question',
  painel: 'monitor',
  turma: 'group',
};

interface CardMenuProps {
  cards: readonly MenuCard[];
  links: DestinationLinks;
}

/**
 * The chat widget opens on a hash change to its link. Once the hash is already there (the widget was opened
 * and closed), a click changes nothing, so the widget gets the event the browser skipped.
 */
function reopenAssistant(assistantHref: string) {
  if (window.location.hash === assistantHref) window.dispatchEvent(new HashChangeEvent('hashchange'));
}

/** The landing's menu of cards: each card is one link to a section, the app, the assistant or a chat. */
export function CardMenu({ cards, links }: CardMenuProps) {
  return (
    <section className="site-section site-menu" aria-labelledby="menu-heading">
      <div className="site-container">
        <h2 id="menu-heading" className="site-section__title site-menu__heading">
          Como podemos ajudar
        </h2>
        <ul className="site-menu__grid">
          {cards.map((card) => {
            const destination = resolveWithFallback(card, links);
            if (!destination) return null;
            const { href, external } = destination;
            return (
              <li key={card.titulo}>
                <a
                  className="site-menu__card"
                  href={href}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  {...(href === links.assistantHref ? { onClick: () => reopenAssistant(href) } : {})}
                >
                  <span className="site-menu__icon">
                    <Icon name={MENU_CARD_ICONS[card.icone]} size={26} />
                  </span>
                  <span className="site-menu__title">{card.titulo}</span>
                  <span className="site-menu__text">{card.descricao}</span>
                  <span className="site-menu__more" aria-hidden="true">
                    <Icon name="arrow-right" size={18} />
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
