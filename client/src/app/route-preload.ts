import { planFor, type ScreenName } from '@app/contracts/route-plan';
import { startEarlyGet } from '@/lib/early-requests';
import { SESSION_PROBE_URL } from '@/lib/session-probe';

type Importer = () => Promise<unknown>;

let appRoutesModule: unknown;

/** The route tree's code; once it has arrived, `loadedAppRoutes()` hands it out synchronously. */
export const loadAppRoutes = () =>
  import('./app-routes').then((module) => {
    appRoutesModule = module;
    return module;
  });
export const loadedAppRoutes = () => appRoutesModule;

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
  backups: () => import('@/features/backups/pages/backups-page'),
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

const loadedScreens = new Map<ScreenName, unknown>();

/** A screen's code; once it has arrived, `loadedScreen(name)` hands it out synchronously (app/lazy-screen.tsx). */
export function loadScreen(name: ScreenName): Promise<unknown> {
  return screens[name]().then((module) => {
    loadedScreens.set(name, module);
    return module;
  });
}
export const loadedScreen = (name: ScreenName): unknown => loadedScreens.get(name);

/** Waits for every promise to settle; a chunk that fails here fails again, visibly, where React.lazy asks for it. */
const settled = (promises: Promise<unknown>[]) => Promise.all(promises.map((promise) => promise.catch(() => undefined)));
const load = (names: readonly ScreenName[]) => settled(names.map(loadScreen));

/** The longest the first render waits for the route's code (a stalled chunk must not hold the page blank). */
export const BOOT_WAIT_MS = 4_000;

/**
 * On the app host, before React renders: the session probe, the route tree's code and this path's screens start
 * together; the page's first data follows as soon as the probe names the role (no data request without a session,
 * so a logged-out visit logs no 401). Everything started here is picked up by the app, never fetched twice.
 * Resolves when the path's code (its role's screens included) has arrived, or after BOOT_WAIT_MS: main.tsx renders
 * the app then, so no lazy boundary suspends on the way to the first content.
 */
export function preloadAppRoute(pathname: string): Promise<void> {
  const plan = planFor(pathname);
  const session = startEarlyGet(SESSION_PROBE_URL);
  const code: Promise<unknown>[] = [settled([loadAppRoutes()]), load(plan.screens)];
  const forRole = plan.forRole;
  if (forRole) {
    code.push(
      session.then(
        (answer) => {
          const role = answer.status === 200 ? roleOf(answer.body) : null;
          if (!role) return undefined;
          const next = forRole(role);
          for (const url of next.gets ?? []) startEarlyGet(url);
          return load(next.screens ?? []);
        },
        () => undefined,
      ),
    );
  }
  return Promise.race([Promise.all(code).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, BOOT_WAIT_MS))]);
}
