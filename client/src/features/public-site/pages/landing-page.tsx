import type { ReactNode } from 'react';
import { MENU_CARDS } from '@/content/site';
import { appUrl } from '@/config/env';
import { withFirstTouch } from '@/lib/lead-source';
import { AdvisorsSection } from '@/features/public-site/components/advisors-section';
import { BannerCarousel } from '@/features/public-site/components/banner-carousel';
import { CardMenu } from '@/features/public-site/components/card-menu';
import { SiteFooter } from '@/features/public-site/components/site-footer';
import { SiteHeader } from '@/features/public-site/components/site-header';
import { StudentsCarousel } from '@/features/public-site/components/students-carousel';
import { WhatsAppCta } from '@/features/public-site/components/whatsapp-cta';
import { useSiteContent } from '@/features/public-site/hooks/use-site-content';
import { shownSlides } from '@/features/public-site/logic/banner-slides';

interface LandingPageProps {
  /** The AI chat widget (its own feature) and the in-page link that opens it; the route module passes both in. */
  chat: { widget: ReactNode; openHref: string };
}

/**
 * The public home: banner, card menu, WhatsApp button, advisors, students carousel, footer, chat slot. Contact buttons
 * and the advisors and students sections appear only with what the advisory set in /admin/site (the chat stays).
 */
export function LandingPage({ chat }: LandingPageProps) {
  const site = useSiteContent();
  const links = { toAppUrl: appUrl, assistantHref: chat.openHref, whatsappHref: site.whatsappHref, sections: site.sections };
  return (
    <div className="site">
      <a className="site-skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <SiteHeader siteName={site.name} loginHref={withFirstTouch(appUrl('/login'))} sectionLinks={site.sections} />
      <main id="conteudo">
        <BannerCarousel
          slides={shownSlides(site.slides, links)}
          heading={`${site.name}: assessoria para estudar medicina no Paraguai`}
        />
        <CardMenu cards={MENU_CARDS} links={links} />
        {site.whatsappHref && <WhatsAppCta href={site.whatsappHref} />}
        {site.advisors.length > 0 && <AdvisorsSection advisors={site.advisors} message={site.message} />}
        {site.students.length > 0 && <StudentsCarousel photos={site.students} />}
      </main>
      <SiteFooter siteName={site.name} clearsFloatingChat />
      <div className="site-chat-slot" data-slot="chat-widget">
        {chat.widget}
      </div>
    </div>
  );
}
