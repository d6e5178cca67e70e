import type { SiteAdvisor } from '@app/contracts';
import { whatsappLink } from '@/utils/whatsapp-link';

/** The advisor card: title, text, the photo or the initials shown in its place, and the WhatsApp link with a phone. */
export interface AdvisorCard {
  title: string;
  text: string;
  /** The uploaded photo's path, or null: the card then shows the initials. */
  photo: string | null;
  initials: string;
  /** Null while the advisor has no phone: the card then shows no button. */
  link: string | null;
  button: { text: string; class: 'outline-primary' };
}

export const ADVISOR_BUTTON_TEXT = 'Fale comigo aqui';

/** "Mariana Alves" → "MA"; one name → its first letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => word[0]!.toLocaleUpperCase('pt-BR')).join('');
}

export function toAdvisorCard(advisor: SiteAdvisor, message: string): AdvisorCard {
  return {
    title: [advisor.tratamento, advisor.nome].filter(Boolean).join(' '),
    text: advisor.nota,
    photo: advisor.foto,
    initials: initialsOf(advisor.nome),
    link: advisor.telefone ? whatsappLink(advisor.telefone, message) : null,
    button: { text: ADVISOR_BUTTON_TEXT, class: 'outline-primary' },
  };
}
