import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { appRouteObjects } from './route-objects';

/** The app host's data router, built from contracts' APP_ROUTES (route-objects.tsx); its own chunk, never the landing's. */
const router = createBrowserRouter(appRouteObjects());

export function AppRouter() {
  return <RouterProvider router={router} />;
}
