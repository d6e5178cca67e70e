import type { Role } from '@app/contracts';

export type MenuIcon =
  | 'dashboard'
  | 'calculator'
  | 'users'
  | 'megaphone'
  | 'cards'
  | 'headset'
  | 'chat'
  | 'settings'
  | 'shield'
  | 'funnel'
  | 'clipboard-check'
  | 'book'
  | 'archive'
  | 'monitor';

export interface MenuItem {
  label: string;
  to: string;
  icon: MenuIcon;
  /** Active only on exactly `to` (otherwise `to` and anything under it). */
  end?: boolean;
  /** Other paths that also mark this entry active (exact, or prefix when ending in '/*'). */
  alsoActiveOn?: readonly string[];
  /** A count shown beside the label: conversations waiting for a person. */
  badge?: 'aguardando';
}

const ADMIN: readonly MenuItem[] = [
  { label: 'Dashboard', to: '/admin', icon: 'dashboard', end: true },
  { label: 'Calculadora de Custos', to: '/admin/painel1', icon: 'calculator' },
  { label: 'Usuários', to: '/admin/usuarios', icon: 'users' },
  { label: 'Enviar Marketing', to: '/admin/enviar-marketing', icon: 'megaphone' },
  { label: 'Flashcards', to: '/painel/flashcards', icon: 'cards' },
  // Product choice beyond docs/product.md, Shells and menus: admins reach the tickets screen too (a colaborador's only entry).
  { label: 'Atendimento IA', to: '/admin/atendimento', icon: 'headset', badge: 'aguardando' },
  { label: 'Auditoria', to: '/admin/auditoria', icon: 'shield' },
  { label: 'Funil', to: '/admin/funil', icon: 'funnel' },
  { label: 'Conhecimento', to: '/admin/conhecimento', icon: 'book' },
  { label: 'Backups', to: '/admin/backups', icon: 'archive' },
  { label: 'Site', to: '/admin/site', icon: 'monitor' },
];

const COLABORADOR: readonly MenuItem[] = [
  // The /admin index renders the tickets screen for a colaborador; /admin/atendimento is the same screen.
  { label: 'Atendimento IA', to: '/admin', icon: 'headset', end: true, alsoActiveOn: ['/admin/atendimento'], badge: 'aguardando' },
  { label: 'Funil', to: '/admin/funil', icon: 'funnel' },
];

const USUARIO: readonly MenuItem[] = [
  { label: 'Minhas conversas', to: '/painel/conversas', icon: 'chat' },
  { label: 'Flashcards', to: '/painel/flashcards', icon: 'cards' },
  { label: 'Configurações', to: '/painel/config', icon: 'settings' },
  { label: 'Minha matrícula', to: '/painel/matricula', icon: 'clipboard-check' },
];

/** Side-menu entries by role (docs/product.md, Shells and menus; Roles and permissions). 'Sair' is added by the menu itself for everyone. Unknown role → usuario's. */
export function menuItemsFor(role: Role | null): readonly MenuItem[] {
  if (role === 'admin') return ADMIN;
  if (role === 'colaborador') return COLABORADOR;
  return USUARIO;
}

function matches(pathname: string, target: string, exact: boolean): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (target.endsWith('/*')) {
    const base = target.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  return exact ? path === target : path === target || path.startsWith(`${target}/`);
}

export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  if (matches(pathname, item.to, Boolean(item.end))) return true;
  return (item.alsoActiveOn ?? []).some((extra) => matches(pathname, extra, true));
}

/** Label for the role under the user's name in the side menu. */
export function roleLabel(role: Role | null): string {
  if (role === 'admin') return 'Administrador';
  if (role === 'colaborador') return 'Colaborador';
  return 'Assessorado';
}
