import { useEffect, useState } from 'react';
import { getSite } from '@/features/public-site/api/get-site';
import { siteView, type SiteView } from '@/features/public-site/logic/site-view';

/**
 * The advisory's content for a public page: the view without any contact until the answer arrives, then the real one.
 * A failed read keeps the empty view (the site stays usable; it shows no contact rather than a wrong one).
 */
export function useSiteContent(): SiteView & { loaded: boolean } {
  const [state, setState] = useState<{ view: SiteView; loaded: boolean }>(() => ({ view: siteView(null), loaded: false }));
  useEffect(() => {
    const controller = new AbortController();
    getSite(controller.signal).then(
      (content) => setState({ view: siteView(content), loaded: true }),
      () => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, loaded: true }));
      },
    );
    return () => controller.abort();
  }, []);
  return { ...state.view, loaded: state.loaded };
}
