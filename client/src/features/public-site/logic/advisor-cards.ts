import type { Advisor } from '@/content/site';
import { whatsappLink } from '@/utils/whatsapp-link';

/** The advisor card of docs/product.md, Entities: title, text, image, link and button (text plus style class). */
export interface AdvisorCard {
  title: string;
  text: string;
  image: string;
  link: string;
  button: { text: string; class: 'outline-primary' };
}

export const ADVISOR_BUTTON_TEXT = 'Fale comigo aqui';

export function toAdvisorCard(advisor: Advisor, defaultMessage: string): AdvisorCard {
  return {
    title: `${advisor.honorific} ${advisor.name}`,
    text: advisor.note,
    image: advisor.image,
    link: whatsappLink(advisor.phone, advisor.message ?? defaultMessage),
    button: { text: ADVISOR_BUTTON_TEXT, class: 'outline-primary' },
  };
}
