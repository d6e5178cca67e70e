import type { ReactNode } from 'react';
import { appUrl } from '@/config/env';
import { withFirstTouch } from '@/lib/lead-source';
import type { SiteView } from '@/features/public-site/logic/site-view';
import { useSiteContent } from '@/features/public-site/hooks/use-site-content';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './site-base.css';

/** The public site's header and footer around a page's main content; the page may read the advisory's content. */
export function SiteFrame({
  children,
  clearsFloatingChat = false,
}: {
  children: ReactNode | ((site: SiteView) => ReactNode);
  clearsFloatingChat?: boolean;
}) {
  const site = useSiteContent();
  return (
    <div className="site">
      <SiteHeader siteName={site.name} loginHref={withFirstTouch(appUrl('/login'))} />
      <main className="site-page">{typeof children === 'function' ? children(site) : children}</main>
      <SiteFooter siteName={site.name} clearsFloatingChat={clearsFloatingChat} />
    </div>
  );
}
