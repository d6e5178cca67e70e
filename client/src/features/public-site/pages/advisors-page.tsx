import { ADVISORS, SITE_NAME, WHATSAPP_MESSAGE } from '@/content/site';
import { appUrl } from '@/config/env';
import { withFirstTouch } from '@/lib/lead-source';
import { AdvisorsSection } from '@/features/public-site/components/advisors-section';
import { SiteFooter } from '@/features/public-site/components/site-footer';
import { SiteHeader } from '@/features/public-site/components/site-header';

/** 'cards-teste': the advisors block on its own page. */
export function AdvisorsPage() {
  return (
    <div className="site">
      <SiteHeader siteName={SITE_NAME} loginHref={withFirstTouch(appUrl('/login'))} />
      <main className="site-page">
        <AdvisorsSection advisors={ADVISORS} message={WHATSAPP_MESSAGE} headingLevel={1} />
      </main>
      <SiteFooter siteName={SITE_NAME} />
    </div>
  );
}
