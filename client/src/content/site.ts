/**
 * Everything a site owner edits: names, phones, messages, product slug, banner slides, student photos.
 * Images live in client/public/assets/ and are referenced by their public path (/assets/...).
 * Phones are international digits only (country code + area code + number), as wa.me expects.
 */

/** Brand shown in the navigation bar, the footer and the legal pages. */
export const SITE_NAME = 'Medicina no Paraguai';

/** Product slug: marketing template names are derived from it (anuncio_{product}, anuncio_{product}_2). */
export const PRODUCT_SLUG = 'medicina_paraguai';

/** The message advisors and the WhatsApp button prefill (asks how to study medicine in Paraguay). */
export const WHATSAPP_MESSAGE = 'Olá! Vim pelo site e gostaria de saber como faço para estudar medicina no Paraguai.';

/** The team's main WhatsApp number (used by the landing's WhatsApp button). */
export const WHATSAPP_PHONE = '5511900000000';

/** Link of the landing's WhatsApp button. */
export const WHATSAPP_LINK = `https://wa.me/${WHATSAPP_PHONE}?text=${encodeURIComponent(WHATSAPP_MESSAGE)}`;

export interface Advisor {
  /** 'Dra.' or 'Dr.', shown before the name in the card title. */
  honorific: string;
  name: string;
  phone: string;
  /** One-line graduation note shown under the title. */
  note: string;
  /** Portrait under /assets (3:4, shown at most 150 × 200 px). */
  image: string;
  /** Prefilled WhatsApp message; defaults to WHATSAPP_MESSAGE. */
  message?: string;
}

export const ADVISORS: readonly Advisor[] = [
  {
    honorific: 'Dra.',
    name: 'Mariana Alves',
    phone: '5511900000001',
    note: 'Médica pela Universidad Central del Paraguay (2019-2024)',
    image: '/assets/assessores/assessor-1.svg',
  },
  {
    honorific: 'Dra.',
    name: 'Juliana Santos',
    phone: '5511900000002',
    note: 'Médica pela Universidad Central del Paraguay (2019-2024)',
    image: '/assets/assessores/assessor-2.svg',
  },
  {
    honorific: 'Dr.',
    name: 'Rafael Moreira',
    phone: '5511900000003',
    note: 'Médico Interno pela Universidad Central del Paraguay (2019.2-2025.1)',
    image: '/assets/assessores/assessor-3.svg',
  },
];

export interface BannerSlide {
  titulo: string;
  descricao: string;
  /** Optional short label above the title. */
  selo?: string;
  /** Illustration under /assets (4:3). */
  imagem: string;
  /** Optional call to action under the text: an in-page anchor (#id) or a full URL. */
  acao?: { texto: string; href: string };
}

export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    selo: 'Matrículas abertas',
    titulo: 'Matrículas abertas para Medicina no Paraguai',
    descricao:
      'Garanta sua vaga na próxima turma. Cuidamos de cada etapa com você: documentos, legalização, inscrição na universidade e chegada ao Paraguai.',
    imagem: '/assets/banner/banner-matriculas.svg',
    acao: { texto: 'Quero me matricular', href: '#assessores' },
  },
  {
    selo: 'Dúvidas',
    titulo: 'Tire suas dúvidas com a nossa IA ou com a equipe',
    descricao:
      'Nossa assistente virtual responde na hora, a qualquer momento, e a equipe de assessores continua a conversa sempre que você precisar.',
    imagem: '/assets/banner/banner-duvidas.svg',
    acao: { texto: 'Falar com a equipe', href: WHATSAPP_LINK },
  },
  {
    selo: 'Turma 2025.1',
    titulo: 'Bem-vindos, turma 2025.1 de Medicina!',
    descricao:
      'Uma nova turma de assessorados começa agora a sua jornada na medicina. Estamos com vocês do primeiro dia de aula até o diploma.',
    imagem: '/assets/banner/banner-turma.svg',
    acao: { texto: 'Conheça nossos assessorados', href: '#assessorados' },
  },
];

/** A menu card with this destination opens the AI chat assistant on the landing. */
export const ASSISTANT_DESTINATION = 'assistente';

export interface MenuCard {
  titulo: string;
  descricao: string;
  /** A section of the landing (#id), a path on the app host (app:/path), ASSISTANT_DESTINATION or a full URL. */
  destino: string;
  icone: 'guia' | 'chat' | 'painel' | 'turma';
}

export const MENU_CARDS: readonly MenuCard[] = [
  {
    titulo: 'Matrícula passo a passo',
    descricao: 'Documentos, legalização e inscrição na universidade, com um assessor ao seu lado em cada etapa.',
    destino: '#assessores',
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

export interface StudentPhoto {
  /** Square portrait under /assets. */
  imagem: string;
}

export const STUDENT_PHOTOS: readonly StudentPhoto[] = [
  { imagem: '/assets/assessorados/assessorado-01.svg' },
  { imagem: '/assets/assessorados/assessorado-02.svg' },
  { imagem: '/assets/assessorados/assessorado-03.svg' },
  { imagem: '/assets/assessorados/assessorado-04.svg' },
  { imagem: '/assets/assessorados/assessorado-05.svg' },
  { imagem: '/assets/assessorados/assessorado-06.svg' },
  { imagem: '/assets/assessorados/assessorado-07.svg' },
  { imagem: '/assets/assessorados/assessorado-08.svg' },
  { imagem: '/assets/assessorados/assessorado-09.svg' },
  { imagem: '/assets/assessorados/assessorado-10.svg' },
  { imagem: '/assets/assessorados/assessorado-11.svg' },
  { imagem: '/assets/assessorados/assessorado-12.svg' },
  { imagem: '/assets/assessorados/assessorado-13.svg' },
  { imagem: '/assets/assessorados/assessorado-14.svg' },
  { imagem: '/assets/assessorados/assessorado-15.svg' },
  { imagem: '/assets/assessorados/assessorado-16.svg' },
  { imagem: '/assets/assessorados/assessorado-17.svg' },
  { imagem: '/assets/assessorados/assessorado-18.svg' },
  { imagem: '/assets/assessorados/assessorado-19.svg' },
];
