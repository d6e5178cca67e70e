import type { ReactNode } from 'react';
import { ADVISORS, BANNER_SLIDES, MENU_CARDS, SITE_NAME, STUDENT_PHOTOS, WHATSAPP_LINK, WHATSAPP_MESSAGE } from '@/content/site';
import { appUrl } from '@/config/env';
import { withFirstTouch } from '@/lib/lead-source';
import { AdvisorsSection } from '@/features/public-site/components/advisors-section';
import { BannerCarousel } from '@/features/public-site/components/banner-carousel';
import { CardMenu } from '@/features/public-site/components/card-menu';
import { SiteFooter } from '@/features/public-site/components/site-footer';
import { SiteHeader } from '@/features/public-site/components/site-header';
import { StudentsCarousel } from '@/features/public-site/components/students-carousel';
import { WhatsAppCta } from '@/features/public-site/components/whatsapp-cta';

interface LandingPageProps {
  /** The AI chat widget (its own feature) and the in-page link that opens it; the route module passes both in. */
  chat: { widget: ReactNode; openHref: string };
}

/** The public home: banner, card menu, WhatsApp button, advisors, students carousel, footer, chat slot. */
export function LandingPage({ chat }: LandingPageProps) {
  return (
    <div className="site">
      <a className="site-skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <SiteHeader siteName={SITE_NAME} loginHref={withFirstTouch(appUrl('/login'))} sectionLinks />
      <main id="conteudo">
        <BannerCarousel slides={BANNER_SLIDES} heading={`${SITE_NAME}: assessoria para estudar medicina no Paraguai`} />
        <CardMenu cards={MENU_CARDS} links={{ toAppUrl: appUrl, assistantHref: chat.openHref }} />
        <WhatsAppCta href={WHATSAPP_LINK} />
        <AdvisorsSection advisors={ADVISORS} message={WHATSAPP_MESSAGE} />
        <StudentsCarousel photos={STUDENT_PHOTOS} />
      </main>
      <SiteFooter siteName={SITE_NAME} clearsFloatingChat />
      <div className="site-chat-slot" data-slot="chat-widget">
        {chat.widget}
      </div>
    </div>
  );
}
