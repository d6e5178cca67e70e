import { parseDeckId } from '@/features/flashcards/hooks/use-deck-id';
import { startEarlyGet } from '@/lib/early-requests';
import { SESSION_PROBE_URL } from '@/lib/session-probe';

type Importer = () => Promise<unknown>;

export const loadAppRoutes = () => import('./app-routes');

/** Every app screen's code, loaded on demand. React.lazy (app-routes.tsx) and the preload below share these. */
export const screens = {
  login: () => import('@/features/accounts/pages/login-page'),
  register: () => import('@/features/accounts/pages/register-page'),
  forgotPassword: () => import('@/features/accounts/pages/forgot-password-page'),
  resetPassword: () => import('@/features/accounts/pages/reset-password-page'),
  shell: () => import('@/features/shell/pages/app-shell'),
  conversations: () => import('./routes/panel-home-route'),
  decks: () => import('@/features/flashcards/pages/decks-page'),
  deck: () => import('@/features/flashcards/pages/deck-page'),
  study: () => import('@/features/flashcards/pages/study-page'),
  training: () => import('@/features/flashcards/pages/training-page'),
  settings: () => import('./routes/settings-route'),
  dashboard: () => import('./routes/dashboard-route'),
  tickets: () => import('@/features/tickets/pages/tickets-page'),
  calculator: () => import('@/features/admin/pages/calculator-page'),
  users: () => import('./routes/users-route'),
  marketing: () => import('@/features/marketing/pages/marketing-page'),
  account: () => import('./routes/account-route'),
  audit: () => import('@/features/audit/pages/audit-page'),
  knowledge: () => import('@/features/knowledge/pages/knowledge-page'),
  board: () => import('@/features/pipeline/pages/board-page'),
  enrolment: () => import('@/features/enrolment/pages/enrolment-page'),
  studyStats: () => import('@/features/flashcards/pages/stats-page'),
} satisfies Record<string, Importer>;

export type ScreenName = keyof typeof screens;

export interface RoutePlan {
  /** Screens whose code every visitor of this path needs. */
  screens: ScreenName[];
  /** Once the session's role is known: more screens (role-dependent pages) and the page's first GETs. */
  forRole?(role: string): { screens?: ScreenName[]; gets?: string[] };
}

/**
 * What a path needs, mirroring the route tree in app-routes.tsx. The GETs are the exact paths the page's own
 * fetchers request first (the deck page, the dashboard, the users page); app/__tests__/route-preload.test.ts
 * checks that they still match.
 */
export function planFor(pathname: string): RoutePlan {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/login') return { screens: ['login'] };
  if (path === '/register') return { screens: ['register'] };
  if (path === '/esqueci-senha') return { screens: ['forgotPassword'] };
  // contracts' PASSWORD_RESET_PAGE, written out: importing contracts would bring zod into this early chunk.
  if (path === '/redefinir-senha') return { screens: ['resetPassword'] };

  if (path === '/painel/flashcards/estatisticas') return { screens: ['shell', 'studyStats'] };
  const deck = /^\/painel\/flashcards\/([^/]+)$/.exec(path);
  if (deck) {
    const id = parseDeckId(deck[1]);
    return {
      screens: ['shell', 'deck'],
      forRole: (role) =>
        id && (role === 'usuario' || role === 'admin') ? { gets: [`/api/decks/${id}`, `/api/flashcards/${id}`] } : {},
    };
  }
  if (path.startsWith('/painel/flashcards/estudar/')) return { screens: ['shell', 'study'] };
  if (path.startsWith('/painel/flashcards/treinar/')) return { screens: ['shell', 'training'] };
  if (path === '/painel/flashcards') return { screens: ['shell', 'decks'] };
  if (path === '/painel/config') return { screens: ['shell', 'settings'] };
  if (path === '/painel' || path === '/painel/conversas') return { screens: ['shell', 'conversations'] };

  if (path === '/admin') {
    return {
      screens: ['shell'],
      forRole: (role) =>
        role === 'admin'
          ? { screens: ['dashboard'], gets: ['/api/admin/dashboard'] }
          : role === 'colaborador'
            ? { screens: ['tickets'] }
            : {},
    };
  }
  if (path === '/admin/atendimento') return { screens: ['shell', 'tickets'] };
  if (path === '/admin/painel1') return { screens: ['shell', 'calculator'] };
  if (path === '/admin/usuarios') {
    return {
      screens: ['shell', 'users'],
      forRole: (role) => (role === 'admin' ? { gets: ['/api/admin/usuarios', '/api/session', '/api/deletion-requests'] } : {}),
    };
  }
  if (path === '/admin/enviar-marketing') return { screens: ['shell', 'marketing'] };
  if (path === '/admin/conta') return { screens: ['shell', 'account'] };
  if (path === '/admin/auditoria') return { screens: ['shell', 'audit'] };
  if (path === '/admin/conhecimento') return { screens: ['shell', 'knowledge'] };
  if (path === '/admin/funil') return { screens: ['shell', 'board'] };
  if (path === '/painel/matricula') return { screens: ['shell', 'enrolment'] };
  return { screens: [] };
}

/** Paths drawn inside the panel's shell (a frame skeleton fits them while loading). */
export function isShellPath(pathname: string): boolean {
  return /^\/(painel|admin)(\/|$)/.test(pathname);
}

/** The probe's role, trimmed and lower-cased like lib/auth-storage's normalizeRole (which would bring zod into this chunk). */
function roleOf(body: string): string | null {
  try {
    const role = (JSON.parse(body) as { user?: { role?: unknown } | null }).user?.role;
    return typeof role === 'string' ? role.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

const load = (names: readonly ScreenName[]) => {
  // A chunk that fails here fails again, visibly, where React.lazy asks for it.
  for (const name of names) screens[name]().catch(() => undefined);
};

/**
 * On the app host, before React renders: the session probe, the route tree's code and this path's screens start
 * together; the page's first data follows as soon as the probe names the role (no data request without a session,
 * so a logged-out visit logs no 401). Everything started here is picked up by the app, never fetched twice.
 */
export function preloadAppRoute(pathname: string) {
  const plan = planFor(pathname);
  const session = startEarlyGet(SESSION_PROBE_URL);
  loadAppRoutes().catch(() => undefined);
  load(plan.screens);
  if (!plan.forRole) return;
  const forRole = plan.forRole;
  session.then(
    (answer) => {
      const role = answer.status === 200 ? roleOf(answer.body) : null;
      if (!role) return;
      const next = forRole(role);
      load(next.screens ?? []);
      for (const url of next.gets ?? []) startEarlyGet(url);
    },
    () => undefined,
  );
}
