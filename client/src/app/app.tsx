import { Suspense, lazy } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { isAppHost } from '@/config/env';
import { applyPreferredTheme } from '@/lib/theme';
import { FrameSkeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { isShellPath, loadAppRoutes } from './route-preload';

applyPreferredTheme();

// The host decides the route tree; each tree is its own chunk so the landing ships only what it needs.
const AppRoutes = lazy(loadAppRoutes);
const PublicRoutes = lazy(() => import('./public-routes'));

function loadingFallback() {
  return isAppHost() && isShellPath(window.location.pathname) ? <FrameSkeleton /> : <Spinner label="Carregando..." />;
}

export function App() {
  return (
    <BrowserRouter>
      <Suspense fallback={loadingFallback()}>{isAppHost() ? <AppRoutes /> : <PublicRoutes />}</Suspense>
    </BrowserRouter>
  );
}
