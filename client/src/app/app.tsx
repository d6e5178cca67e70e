import { Suspense, lazy } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { isAppHost } from '@/config/env';
import { applyPreferredTheme } from '@/lib/theme';
import { FrameSkeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { lazyScreen } from './lazy-screen';
import { isShellPath, loadAppRoutes, loadedAppRoutes } from './route-preload';

applyPreferredTheme();

// The host decides the route tree; each tree is its own chunk so the landing ships only what it needs.
const AppRoutes = lazyScreen(loadAppRoutes, loadedAppRoutes);
const PublicRoutes = lazy(() => import('./public-routes'));

/** What shows while the app's code arrives: the panel's frame on its paths, else a spinner. */
export function AppLoading() {
  return isAppHost() && isShellPath(window.location.pathname) ? <FrameSkeleton /> : <Spinner label="Carregando..." />;
}

export function App() {
  return (
    <BrowserRouter>
      <Suspense fallback={<AppLoading />}>{isAppHost() ? <AppRoutes /> : <PublicRoutes />}</Suspense>
    </BrowserRouter>
  );
}
