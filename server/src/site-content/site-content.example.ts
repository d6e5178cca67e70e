import type { SiteContent, SiteSlide } from '@app/contracts';

/**
 * The banner of a fresh install: what the advisory does and how to ask, with no date, class or number that could be
 * untrue for this advisory. A button whose place is not on the page yet (no advisors, no number) is not shown.
 */
export const DEFAULT_SLIDES: SiteSlide[] = [
  {
    selo: 'Matrículas abertas',
    titulo: 'Matrículas abertas para Medicina no Paraguai',
    descricao: 'Cuidamos de cada etapa com você: documentos, legalização, inscrição na universidade e chegada ao Paraguai.',
    imagem: '/assets/banner/banner-matriculas.svg',
    acao: { texto: 'Quero me matricular', destino: 'assessores' },
  },
  {
    selo: 'Dúvidas',
    titulo: 'Tire suas dúvidas com a nossa IA ou com a equipe',
    descricao:
      'Nossa assistente virtual responde na hora, a qualquer momento, e a equipe de assessores continua a conversa sempre que você precisar.',
    imagem: '/assets/banner/banner-duvidas.svg',
    acao: { texto: 'Falar com a equipe', destino: 'whatsapp' },
  },
];

/**
 * The shipped demo content, loaded only when an admin asks for it ("Carregar exemplo"). It holds no phone number:
 * an example must never send a prospect to a number nobody owns, so its cards show no WhatsApp button until the
 * admin types a real one.
 */
export const EXAMPLE_CONTENT: SiteContent = {
  nome_assessoria: 'Medicina no Paraguai',
  whatsapp: null,
  mensagem_whatsapp: 'Olá! Vim pelo site e gostaria de saber como faço para estudar medicina no Paraguai.',
  horario_atendimento: 'segunda a sexta, das 9h às 18h (horário de Brasília)',
  cnpj: null,
  email_contato: null,
  contato_privacidade: null,
  assessores: [
    {
      tratamento: 'Dra.',
      nome: 'Mariana Alves',
      telefone: null,
      foto: null,
      nota: 'Médica pela Universidad Central del Paraguay (2019-2024)',
    },
    {
      tratamento: 'Dra.',
      nome: 'Juliana Santos',
      telefone: null,
      foto: null,
      nota: 'Médica pela Universidad Central del Paraguay (2019-2024)',
    },
    {
      tratamento: 'Dr.',
      nome: 'Rafael Moreira',
      telefone: null,
      foto: null,
      nota: 'Médico Interno pela Universidad Central del Paraguay (2019.2-2025.1)',
    },
  ],
  assessorados: Array.from({ length: 19 }, (_, i) => `/assets/assessorados/assessorado-${String(i + 1).padStart(2, '0')}.svg`),
  banner: [
    ...DEFAULT_SLIDES,
    {
      selo: 'Nova turma',
      titulo: 'Bem-vindos, nova turma de Medicina!',
      descricao:
        'Uma nova turma de assessorados começa agora a sua jornada na medicina. Estamos com vocês do primeiro dia de aula até o diploma.',
      imagem: '/assets/banner/banner-turma.svg',
      acao: { texto: 'Conheça nossos assessorados', destino: 'assessorados' },
    },
  ],
};

/** A fresh install: the product's name and message, and nothing that would put a contact on the site. */
export const EMPTY_CONTENT: SiteContent = {
  nome_assessoria: 'Medicina no Paraguai',
  whatsapp: null,
  mensagem_whatsapp: EXAMPLE_CONTENT.mensagem_whatsapp,
  horario_atendimento: null,
  cnpj: null,
  email_contato: null,
  contato_privacidade: null,
  assessores: [],
  assessorados: [],
  banner: DEFAULT_SLIDES,
};
