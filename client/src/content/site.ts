/**
 * The site's fixed texts: menu cards, product slug. What the advisory edits without a developer (its name, WhatsApp,
 * office hours, advisors, student photos, banner slides) lives in the database and arrives with the page or from
 * GET /api/site (/admin/site edits it). Images live in client/public/assets/ and are referenced by their public path (/assets/...).
 */

/** The brand until the advisory's own name arrives from GET /api/site (the navigation bar, the footer, legal pages). */
export const SITE_NAME = 'Medicina no Paraguai';

/** Product slug: marketing template names are derived from it (anuncio_{product}, anuncio_{product}_2). */
export const PRODUCT_SLUG = 'medicina_paraguai';

/** A menu card with this destination opens the AI chat assistant on the landing. */
export const ASSISTANT_DESTINATION = 'assistente';

/** A destination that is the advisory's WhatsApp chat (hidden while the admin has not set the number). */
export const WHATSAPP_DESTINATION = 'whatsapp';

export interface BannerSlide {
  titulo: string;
  descricao: string;
  /** Optional short label above the title. */
  selo?: string;
  /** Illustration under /assets or an uploaded photo (4:3). */
  imagem: string;
  /**
   * Optional call to action under the text: a destination as menu cards have (an in-page section, the assistant,
   * WhatsApp), and where to go instead while that one is not on the page.
   */
  acao?: { texto: string; destino: string; alternativa?: string };
}

export interface MenuCard {
  titulo: string;
  descricao: string;
  /** A section of the landing (#id), a path on the app host (app:/path), ASSISTANT_DESTINATION, WHATSAPP_DESTINATION or a full URL. */
  destino: string;
  /** Where the card goes while `destino` is not on the page (a hidden section); without one the card is left out. */
  alternativa?: string;
  icone: 'guia' | 'chat' | 'painel' | 'turma';
}

export const MENU_CARDS: readonly MenuCard[] = [
  {
    titulo: 'Matrícula passo a passo',
    descricao: 'Documentos, legalização e inscrição na universidade, com um assessor ao seu lado em cada etapa.',
    destino: '#assessores',
    alternativa: ASSISTANT_DESTINATION,
    icone: 'guia',
  },
  {
    titulo: 'Tire suas dúvidas',
    descricao: 'Pergunte à nossa assistente virtual: ela responde na hora, e a equipe continua a conversa.',
    destino: ASSISTANT_DESTINATION,
    icone: 'chat',
  },
  {
    titulo: 'Painel de estudos',
    descricao: 'Entre com a sua conta para acompanhar suas conversas e estudar com flashcards de revisão espaçada.',
    destino: 'app:/login',
    icone: 'painel',
  },
  {
    titulo: 'Conheça a turma',
    descricao: 'Veja quem já está realizando o sonho de estudar medicina no Paraguai.',
    destino: '#assessorados',
    icone: 'turma',
  },
];
