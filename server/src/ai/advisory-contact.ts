import type { SiteContent } from '@app/contracts';

/**
 * The advisory's own contact data, as the owner set it in /admin/site: the office hours, the advisory's WhatsApp and
 * the advisors' cards. Each is null or empty until the owner sets it (a fresh install has none), and the assistant
 * then says nothing about it rather than a made-up schedule, number or team.
 */
export type AdvisoryContact = Pick<SiteContent, 'horario_atendimento' | 'whatsapp' | 'assessores'>;

/** Reads the current contact data; asked before each answer that quotes it, so an owner's edit shows in the next one. */
export type ContactSource = () => Promise<AdvisoryContact>;

/** A fresh install: nothing set. */
export const NOTHING_SET: AdvisoryContact = { horario_atendimento: null, whatsapp: null, assessores: [] };

/** The names the public site gives its buttons and section, so the reply points at what the prospect sees. */
export const WHATSAPP_BUTTON = 'Falar no WhatsApp';
export const ADVISOR_BUTTON = 'Fale comigo aqui';
export const ADVISORS_SECTION = 'Fale com um de nossos assessores';

/** An unreadable site content leaves the answer without contact data: it still goes out, claiming nothing. */
export const readContact = (source: ContactSource): Promise<AdvisoryContact> => source().catch(() => NOTHING_SET);

/** "Nosso horário de atendimento: …." (the wording of the conversation's waiting notice), or '' when none is set. */
export function officeHoursLine(contact: AdvisoryContact): string {
  const hours = contact.horario_atendimento?.trim().replace(/[.\s]+$/, '');
  return hours ? `Nosso horário de atendimento: ${hours}.` : '';
}

/** E.164 digits as a person reads them: "+55 11 98765-4321" for a Brazilian number, "+<digits>" otherwise. */
export function phoneForReading(phone: string): string {
  const digits = phone.replace(/\D+/g, '');
  const brazilian = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return brazilian ? `+55 ${brazilian[1]} ${brazilian[2]}-${brazilian[3]}` : `+${digits}`;
}

/** The advisory's WhatsApp for reading, or null while the owner has not set it. */
export const advisoryWhatsapp = (contact: AdvisoryContact): string | null =>
  contact.whatsapp?.replace(/\D+/g, '') ? phoneForReading(contact.whatsapp) : null;

/** Whether some advisor's card has a WhatsApp button (a card without a phone shows none). */
export const advisorCardsWithButton = (contact: AdvisoryContact): boolean =>
  contact.assessores.some((advisor) => Boolean(advisor.telefone?.replace(/\D+/g, '')));

/** "Dra. Ana Lima" as the card titles the advisor. */
export const advisorTitle = (advisor: AdvisoryContact['assessores'][number]): string =>
  [advisor.tratamento, advisor.nome.trim()].filter(Boolean).join(' ');

/**
 * The contact facts for the OpenAI model: what the owner set, and for what is not set, the instruction to say nothing
 * about it. The model otherwise fills a silence with "horário comercial" or a team it imagines.
 */
export function contactPromptLines(contact: AdvisoryContact): string[] {
  const whatsapp = advisoryWhatsapp(contact);
  const hours = officeHoursLine(contact);
  const lines = [
    'Contato da assessoria (dados do site; não invente outros):',
    '- Quem quiser falar com uma pessoa pede aqui para falar com um assessor: uma pessoa da equipe responde nesta conversa.',
    hours
      ? `- ${hours}`
      : '- Horário de atendimento: não informado. Não cite horário nem dias; diga que a equipe responde por aqui assim que possível.',
    whatsapp
      ? `- WhatsApp da assessoria: ${whatsapp} (botão "${WHATSAPP_BUTTON}" do site).`
      : '- WhatsApp da assessoria: não informado. Não cite número nem botão de WhatsApp da assessoria.',
  ];
  if (contact.assessores.length === 0) {
    lines.push('- Assessores: nenhum publicado no site. Não cite nomes, formação nem cartões de assessores.');
    return lines;
  }
  const button = advisorCardsWithButton(contact) ? `, com o botão "${ADVISOR_BUTTON}" no cartão de quem tem WhatsApp` : '';
  lines.push(`- Assessores (seção "${ADVISORS_SECTION}" do site${button}); a formação deles é só a que está aqui:`);
  for (const advisor of contact.assessores) {
    const note = advisor.nota.trim();
    lines.push(`  - ${advisorTitle(advisor)}${note ? `: ${note}` : ''}`);
  }
  return lines;
}
