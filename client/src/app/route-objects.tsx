import '@/lib/zod-setup';
import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { APP_ROUTES, type PageRoute } from '@app/contracts/routes';
import { RequireRole, RequireSession, RoleSwitch } from '@/lib/auth-guards';
import { normalizeRole, readStoredUser } from '@/lib/auth-storage';
import { claimDeviceCopy, clearDeviceCopy, deviceOwner, releaseDeviceCopy } from '@/lib/offline';
import { AppLoading, LoadFailed } from './app-loading';
import { lazyScreen } from './lazy-screen';
import { AppProviders } from './providers';
import { roleScreensLoaded } from './route-preload';
import { loadScreen, loadedScreen } from './screens';

type ScreenModule = { default: ComponentType };

/** The route's guards around what it renders: the session first, then the role (docs/architecture.md, "Routes"). */
function guarded(route: PageRoute, Inner: ComponentType): ComponentType {
  const { session, allow } = route;
  if (!session && !allow) return Inner;
  function Guarded() {
    const inner = allow ? (
      <RequireRole allow={allow}>
        <Inner />
      </RequireRole>
    ) : (
      <Inner />
    );
    return session ? <RequireSession>{inner}</RequireSession> : inner;
  }
  return Guarded;
}

/** A screen chosen by role (the /admin index): code that may still be on its way suspends into the shell's skeleton. */
function roleSwitch(byRole: NonNullable<PageRoute['byRole']>): RouteObject['lazy'] {
  const cases = Object.fromEntries(
    Object.entries(byRole).map(([role, choice]) => {
      const Screen = lazyScreen(() => loadScreen(choice!.screen), () => loadedScreen(choice!.screen));
      return [role, <Screen key={role} />];
    }),
  );
  const Component = () => <RoleSwitch cases={cases} />;
  return async () => {
    // The signed-in role's screen before the first render, so no boundary suspends: the one a fresh tab's session
    // probe named (route-preload.ts), or the one of the user stored at login.
    const stored = normalizeRole(readStoredUser()?.role);
    const own = stored ? byRole[stored] : undefined;
    await Promise.all([roleScreensLoaded(), own ? loadScreen(own.screen).catch(() => undefined) : undefined]);
    return { Component };
  };
}

/** contracts' route entries as react-router's: each screen loaded on demand, with its guards around it. */
export function toRouteObjects(routes: readonly PageRoute[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const where = route.index ? { index: true as const } : { path: route.path };
    if (route.redirect) return { ...where, element: <Navigate to={route.redirect} replace /> };
    if (route.byRole) return { ...where, lazy: roleSwitch(route.byRole) };
    const children = route.children ? { children: toRouteObjects(route.children) } : {};
    const screen = route.screen;
    if (!screen) return { ...where, ...children, Component: guarded(route, Outlet) } as RouteObject;
    return {
      ...where,
      ...children,
      lazy: async () => ({ Component: guarded(route, ((await loadScreen(screen)) as ScreenModule).default) }),
    } as RouteObject;
  });
}

/** The device copy for offline study belongs to the app host only: its session keeps whose copy it is. */
const DEVICE_COPY = { claimDeviceCopy, releaseDeviceCopy, clearDeviceCopy, deviceOwner };

function AppRoot() {
  return (
    <AppProviders deviceCopy={DEVICE_COPY}>
      <Outlet />
    </AppProviders>
  );
}

/** The app host's whole tree: the providers around contracts' APP_ROUTES. */
export const appRouteObjects = (): RouteObject[] => [
  { path: '/', Component: AppRoot, HydrateFallback: AppLoading, ErrorBoundary: LoadFailed, children: toRouteObjects(APP_ROUTES) },
];
