import { planFor, type ScreenName } from '@app/contracts/route-plan';
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
} satisfies Record<ScreenName, Importer>;

export { planFor };

export type { ScreenName };

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
