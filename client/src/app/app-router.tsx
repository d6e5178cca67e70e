import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { registerServiceWorker, startOfflineSync } from '@/lib/offline';
import { appRouteObjects } from './route-objects';

/** The app host's data router, built from contracts' APP_ROUTES (route-objects.tsx); its own chunk, never the landing's. */
const router = createBrowserRouter(appRouteObjects());

// The app host only: the installable panel's worker, and the outbox sent whenever the network is there.
registerServiceWorker();
startOfflineSync();

export function AppRouter() {
  return <RouterProvider router={router} />;
}
