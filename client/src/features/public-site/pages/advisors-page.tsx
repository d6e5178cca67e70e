import { appUrl } from '@/config/env';
import { withFirstTouch } from '@/lib/lead-source';
import { ADVISORS_HEADING, AdvisorsSection } from '@/features/public-site/components/advisors-section';
import { SiteFooter } from '@/features/public-site/components/site-footer';
import { SiteHeader } from '@/features/public-site/components/site-header';
import { useSiteContent } from '@/features/public-site/hooks/use-site-content';

/** 'cards-teste': the advisors block on its own page (a short note while the advisory has none listed). */
export function AdvisorsPage() {
  const site = useSiteContent();
  return (
    <div className="site">
      <SiteHeader siteName={site.name} loginHref={withFirstTouch(appUrl('/login'))} />
      <main className="site-page">
        {site.advisors.length > 0 ? (
          <AdvisorsSection advisors={site.advisors} message={site.message} headingLevel={1} />
        ) : (
          <section className="site-container site-section">
            <h1 className="site-section__title">{ADVISORS_HEADING}</h1>
            {site.loaded && (
              <p className="site-section__lead">
                Em breve você verá aqui os nossos assessores. Enquanto isso, tire suas dúvidas pelo chat do site.
              </p>
            )}
          </section>
        )}
      </main>
      <SiteFooter siteName={site.name} />
    </div>
  );
}
