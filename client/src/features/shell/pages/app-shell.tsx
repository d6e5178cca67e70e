import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { PageSkeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { clearDeviceCopy, queuedCount } from '@/lib/offline';
import { useWaitingConversations } from '@/lib/waiting-alerts';
import { Icon } from '@/components/ui/icons';
import { SideMenu } from '@/features/shell/components/side-menu';
import { ThemeToggle } from '@/components/theme-toggle';
import { useDismiss } from '@/features/shell/hooks/use-dismiss';
import '@/features/shell/shell.css';

/**
 * The shell of /painel and /admin (docs/product.md, Shells and menus): top bar 'Painel de {name}' with the Menu button (narrow screens)
 * and the theme toggle, the side menu by role, and the nested page.
 */
export default function AppShell() {
  const { user, role, logout } = useAuth();
  const navigate = useNavigate();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const menuRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const userName = user?.username ?? '';
  const staff = role === 'admin' || role === 'colaborador';
  const waiting = useWaitingConversations(staff && user ? user.id : null);

  const closeMenu = useCallback((viaEscape: boolean) => {
    setMenuOpen(false);
    if (viaEscape) toggleRef.current?.focus();
  }, []);
  useDismiss(menuOpen, [menuRef, toggleRef], closeMenu);

  // Narrow screens: opening the overlay moves focus into it so the keyboard lands on the first entry.
  useEffect(() => {
    if (menuOpen) menuRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [menuOpen]);

  const onLogout = async () => {
    setLogoutError(null);
    // Answers given offline and not sent yet exist only on this device: leaving deletes them, so ask first.
    const unsent = await queuedCount().catch(() => 0);
    if (unsent > 0) {
      const what = unsent === 1 ? '1 resposta ainda não foi enviada' : `${unsent} respostas ainda não foram enviadas`;
      if (!window.confirm(`${what} (estudo sem conexão). Se sair agora, elas serão apagadas deste aparelho. Sair mesmo assim?`)) return;
      await clearDeviceCopy().catch(() => undefined);
    }
    setLoggingOut(true);
    try {
      await logout();
      navigate('/login', { replace: true });
    } catch (error) {
      setLogoutError(`Erro ao sair: ${(isApiError(error) && error.serverMessage) || 'desconhecido'}`);
      setLoggingOut(false);
    }
  };

  return (
    <div className="shell">
      <a className="shell-skip" href="#conteudo">
        Pular para o conteúdo
      </a>
      <header className="shell-topbar">
        <button
          ref={toggleRef}
          type="button"
          className="shell-menu-btn"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
          <span>Menu</span>
        </button>
        <p className="shell-title" title={`Painel de ${userName}`}>
          Painel de {userName}
        </p>
        <div className="shell-topbar__actions">
          {role === 'admin' || role === 'colaborador' ? (
            // Staff change their own password at /admin/conta; the side menu stays as docs/product.md, Shells and menus lists it.
            <Link to="/admin/conta" className="shell-icon-btn" aria-label="Minha conta" title="Minha conta">
              <Icon name="settings" />
            </Link>
          ) : null}
          <ThemeToggle className="shell-icon-btn" naming="action" />
        </div>
      </header>
      <div className="shell-body">
        <SideMenu
          ref={menuRef}
          id={menuId}
          role={role}
          userName={userName}
          open={menuOpen}
          loggingOut={loggingOut}
          badges={{ aguardando: waiting?.total ?? 0 }}
          onNavigate={() => setMenuOpen(false)}
          onLogout={onLogout}
        />
        {menuOpen && <div className="shell-backdrop" aria-hidden="true" />}
        <main id="conteudo" className="shell-content" tabIndex={-1}>
          {logoutError && (
            <Alert tone="danger" className="shell-alert" onClose={() => setLogoutError(null)}>
              {logoutError}
            </Alert>
          )}
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
