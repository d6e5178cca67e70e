import { planFor } from '@app/contracts/routes';
import { startEarlyGet } from '@/lib/early-requests';
import { SESSION_PROBE_URL } from '@/lib/session-probe';
import { loadScreen } from './screens';

/** The probe's role, trimmed and lower-cased like lib/auth-storage's normalizeRole (which would bring zod into this chunk). */
function roleOf(body: string): string | null {
  try {
    const role = (JSON.parse(body) as { user?: { role?: unknown } | null }).user?.role;
    return typeof role === 'string' ? role.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Waits for every promise to settle; a chunk that fails here fails again, visibly, where the router asks for it. */
const settled = (promises: Promise<unknown>[]) => Promise.all(promises.map((promise) => promise.catch(() => undefined)));
const load = (names: readonly string[]) => settled(names.map(loadScreen));

/** The longest a role-dependent page waits for its code before rendering (a stalled chunk must not hold the page). */
export const BOOT_WAIT_MS = 4_000;

let roleScreens: Promise<unknown> = Promise.resolve();

/** Settles once the screens the first page needs for the visitor's role have arrived (or after BOOT_WAIT_MS). */
export const roleScreensLoaded = (): Promise<unknown> =>
  Promise.race([roleScreens, new Promise<void>((resolve) => setTimeout(resolve, BOOT_WAIT_MS))]);

/**
 * On the app host, before the router's code has arrived: the session probe and this path's screens (contracts' route
 * table) start together; the page's first data and the role's own screen follow as soon as the probe names the role
 * (no data request without a session, so a logged-out visit logs no 401). Everything started here is picked up by
 * the app, never fetched twice: the router loads screens through the same promises (screens.ts), the fetchers take
 * the early answers (lib/early-requests.ts).
 */
export function preloadAppRoute(pathname: string): void {
  const plan = planFor(pathname);
  const session = startEarlyGet(SESSION_PROBE_URL);
  void load(plan.screens);
  const forRole = plan.forRole;
  if (!forRole) return;
  roleScreens = session.then(
    (answer) => {
      const role = answer.status === 200 ? roleOf(answer.body) : null;
      if (!role) return undefined;
      const next = forRole(role);
      for (const url of next.gets ?? []) startEarlyGet(url);
      return load(next.screens ?? []);
    },
    () => undefined,
  );
}
