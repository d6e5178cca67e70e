import { Suspense, lazy } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { isAppHost } from '../config/env';
import { applyPreferredTheme } from '../lib/theme';
import { Spinner } from '../components/ui/spinner';

applyPreferredTheme();

// The host decides the route tree; each tree is its own chunk so the landing ships only what it needs.
const AppRoutes = lazy(() => import('./app-routes'));
const PublicRoutes = lazy(() => import('./public-routes'));

export function App() {
  return (
    <BrowserRouter>
      <Suspense fallback={<Spinner label="Carregando..." />}>{isAppHost() ? <AppRoutes /> : <PublicRoutes />}</Suspense>
    </BrowserRouter>
  );
}
