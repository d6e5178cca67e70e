import type { PublicSite, SiteAdvisor } from '@app/contracts';
import { SITE_NAME, type BannerSlide } from '@/content/site';
import { bannerSlides } from './banner-slides';
import { whatsappLink } from '@/utils/whatsapp-link';

/** What the public pages show from the advisory's content; before it arrives (or when it cannot), no contact at all. */
export interface SiteView {
  name: string;
  message: string;
  /** The "Falar no WhatsApp" link, or null while the advisory has not set its number. */
  whatsappHref: string | null;
  advisors: readonly SiteAdvisor[];
  students: readonly string[];
  /** The banner's slides as the advisory set them (none before the content arrives). */
  slides: readonly BannerSlide[];
  /** The landing sections that have something to show. */
  sections: ReadonlySet<string>;
  /** The legal pages' contact lines (null: not set). */
  legal: { cnpj: string | null; email: string | null; privacy: string | null };
}

export function siteView(content: PublicSite | null): SiteView {
  const advisors = content?.assessores ?? [];
  const students = content?.assessorados ?? [];
  const sections = new Set<string>();
  if (advisors.length) sections.add('assessores');
  if (students.length) sections.add('assessorados');
  const message = content?.mensagem_whatsapp ?? '';
  return {
    name: content?.nome_assessoria || SITE_NAME,
    message,
    whatsappHref: content?.whatsapp ? whatsappLink(content.whatsapp, message) : null,
    advisors,
    students,
    slides: bannerSlides(content?.banner ?? []),
    sections,
    legal: { cnpj: content?.cnpj ?? null, email: content?.email_contato ?? null, privacy: content?.contato_privacidade ?? null },
  };
}
