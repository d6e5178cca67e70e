import type { ReactNode } from 'react';
import { SITE_NAME } from '@/content/site';
import { appUrl } from '@/config/env';
import { withFirstTouch } from '@/lib/lead-source';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './site-base.css';

/** The public site's header and footer around a page's main content. */
export function SiteFrame({ children, clearsFloatingChat = false }: { children: ReactNode; clearsFloatingChat?: boolean }) {
  return (
    <div className="site">
      <SiteHeader siteName={SITE_NAME} loginHref={withFirstTouch(appUrl('/login'))} />
      <main className="site-page">{children}</main>
      <SiteFooter siteName={SITE_NAME} clearsFloatingChat={clearsFloatingChat} />
    </div>
  );
}
