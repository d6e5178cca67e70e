import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { isAppHost } from '@/config/env';
import { applyPreferredTheme } from '@/lib/theme';
import { AppLoading, LoadFailed } from './app-loading';
import { renderPublicSite } from './public-site';
import { preloadAppRoute } from './route-preload';

applyPreferredTheme();

/** The host decides the pages: the app host gets the router (its own chunk), any other host the public site. */
export function startApp(root: Root) {
  if (!isAppHost()) {
    renderPublicSite(root);
    return;
  }
  // The session, this path's code and its data start at once (most are already on their way from the page's head),
  // while the router's code arrives; until the path's code is here the panel's frame shows.
  preloadAppRoute(window.location.pathname);
  root.render(<AppLoading />);
  import('./app-router').then(
    ({ AppRouter }) =>
      root.render(
        <StrictMode>
          <AppRouter />
        </StrictMode>,
      ),
    () => root.render(<LoadFailed />),
  );
}
