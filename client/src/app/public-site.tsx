import { StrictMode, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { PUBLIC_ROUTES, settlePage } from '@app/contracts/routes';
import { Spinner } from '@/components/ui/spinner';
import { LoadFailed } from './app-loading';
import { loadScreen } from './screens';

/**
 * The public host: each page is its own document (its links are ordinary links), so the path is matched once against
 * contracts' PUBLIC_ROUTES and the page's screen rendered when its code arrives; no client router ships with the
 * landing (docs/architecture.md, "Routes"). An unknown path becomes the landing's, as its redirect says.
 */
export function renderPublicSite(root: Root) {
  const settled = settlePage(PUBLIC_ROUTES, window.location.pathname);
  const target = settled ?? settlePage(PUBLIC_ROUTES, '/')!;
  // A redirect replaces the address as react-router's <Navigate replace> does: the query and hash go with it.
  if (target.pathname !== window.location.pathname) window.history.replaceState(null, '', target.pathname);
  const screen = target.match.chain[target.match.chain.length - 1]!.screen!;
  // A page the server rendered (the help centre) stays readable until its screen replaces it.
  if (!document.getElementById('root')?.firstElementChild) root.render(<Spinner label="Carregando..." />);
  loadScreen(screen).then(
    (module) => {
      const Page = (module as { default: ComponentType }).default;
      root.render(
        <StrictMode>
          <Page />
        </StrictMode>,
      );
    },
    () => root.render(<LoadFailed />),
  );
}
