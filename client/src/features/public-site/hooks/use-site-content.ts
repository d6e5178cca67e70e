import { useEffect, useState } from 'react';
import { getSite, inlineSite } from '@/features/public-site/api/get-site';
import { siteView, type SiteView } from '@/features/public-site/logic/site-view';

/**
 * The advisory's content for a public page: the one the server printed into the page when there is one (first paint,
 * no request); otherwise the view without any contact until GET /api/site answers, then the real one. A failed read
 * keeps the empty view (the site stays usable; it shows no contact rather than a wrong one).
 */
export function useSiteContent(): SiteView & { loaded: boolean } {
  const [inline] = useState(inlineSite);
  const [state, setState] = useState<{ view: SiteView; loaded: boolean }>(() => ({
    view: siteView(inline),
    loaded: inline !== null,
  }));
  useEffect(() => {
    if (inline) return;
    const controller = new AbortController();
    getSite(controller.signal).then(
      (content) => setState({ view: siteView(content), loaded: true }),
      () => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, loaded: true }));
      },
    );
    return () => controller.abort();
  }, [inline]);
  return { ...state.view, loaded: state.loaded };
}
