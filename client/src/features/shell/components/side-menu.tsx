import { forwardRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Role } from '@app/contracts';
import { isMenuItemActive, menuItemsFor, roleLabel } from '@/features/shell/logic/menu-items';
import { Icon } from '@/components/ui/icons';

export interface SideMenuProps {
  id: string;
  role: Role | null;
  userName: string;
  /** Narrow screens: whether the overlay is shown (ignored on wide screens, where the menu is always there). */
  open: boolean;
  loggingOut: boolean;
  /** Counts beside entries (conversations waiting for a person). */
  badges?: Partial<Record<'aguardando', number>>;
  onNavigate(): void;
  onLogout(): void;
}

/** The side menu by role (docs/product.md, Shells and menus) with 'Sair' at the bottom for everyone. */
export const SideMenu = forwardRef<HTMLElement, SideMenuProps>(function SideMenu(
  { id, role, userName, open, loggingOut, badges = {}, onNavigate, onLogout },
  ref,
) {
  const { pathname } = useLocation();
  return (
    <aside ref={ref} id={id} className={open ? 'shell-sidebar shell-sidebar--open' : 'shell-sidebar'}>
      <nav className="shell-nav" aria-label="Menu principal">
        <div className="shell-nav__user">
          <span className="shell-nav__avatar" aria-hidden="true">
            {userName.trim().charAt(0).toUpperCase() || '?'}
          </span>
          <span className="shell-nav__who">
            <span className="shell-nav__name">{userName}</span>
            <span className="shell-nav__role">{roleLabel(role)}</span>
          </span>
        </div>
        <ul className="shell-nav__list">
          {menuItemsFor(role).map((item) => {
            const active = isMenuItemActive(item, pathname);
            const count = item.badge ? (badges[item.badge] ?? 0) : 0;
            return (
              <li key={item.to + item.label}>
                <Link
                  to={item.to}
                  className={active ? 'shell-nav__link shell-nav__link--active' : 'shell-nav__link'}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <Icon name={item.icon} />
                  <span>{item.label}</span>
                  {count > 0 && (
                    <span className="shell-nav__badge">
                      {count}
                      <span className="visually-hidden"> {count === 1 ? 'conversa aguardando' : 'conversas aguardando'}</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="shell-nav__footer">
          <button type="button" className="shell-nav__link shell-nav__logout" onClick={onLogout} disabled={loggingOut}>
            <Icon name="logout" />
            <span>{loggingOut ? 'Saindo...' : 'Sair'}</span>
          </button>
        </div>
      </nav>
    </aside>
  );
});
