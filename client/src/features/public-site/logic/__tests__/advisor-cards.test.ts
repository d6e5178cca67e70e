import { describe, expect, it } from 'vitest';
import type { PublicSite } from '@app/contracts';
import { ASSISTANT_DESTINATION, MENU_CARDS, SITE_NAME, WHATSAPP_DESTINATION } from '@/content/site';
import { initialsOf, toAdvisorCard } from '@/features/public-site/logic/advisor-cards';
import { bannerSlides, shownSlides } from '@/features/public-site/logic/banner-slides';
import { resolveDestination, resolveWithFallback, type DestinationLinks } from '@/features/public-site/logic/menu-destination';
import { siteView } from '@/features/public-site/logic/site-view';

const CONTENT: PublicSite = {
  nome_assessoria: 'Caminho da Medicina',
  whatsapp: '5511987654321',
  mensagem_whatsapp: 'Quero estudar medicina',
  horario_atendimento: null,
  cnpj: null,
  email_contato: null,
  contato_privacidade: null,
  assessores: [{ tratamento: 'Dra.', nome: 'Ana Lima', telefone: '5511912345678', nota: 'Médica', foto: null }],
  assessorados: ['/assets/assessorados/a.jpg'],
  banner: [],
};

/** Slides as /admin/site saves them: to the advisors, to WhatsApp, to the students, and one without a button. */
const SLIDES: PublicSite['banner'] = [
  {
    selo: 'Matrículas',
    titulo: 'Matrículas abertas',
    descricao: 'Cuidamos de tudo.',
    imagem: '/assets/banner/banner-matriculas.svg',
    acao: { texto: 'Quero me matricular', destino: 'assessores' },
  },
  {
    selo: '',
    titulo: 'Dúvidas',
    descricao: 'Pergunte.',
    imagem: '/api/site/fotos/7',
    acao: { texto: 'Falar com a equipe', destino: 'whatsapp' },
  },
  {
    selo: '',
    titulo: 'Turma',
    descricao: 'Bem-vindos.',
    imagem: '/assets/banner/banner-turma.svg',
    acao: { texto: 'Conheça', destino: 'assessorados' },
  },
  { selo: '', titulo: 'Só texto', descricao: 'Sem botão.', imagem: '/assets/banner/banner-duvidas.svg', acao: null },
];

const links = (overrides: Partial<DestinationLinks> = {}): DestinationLinks => ({
  toAppUrl: (path: string) => `http://app.localhost:3000${path}`,
  assistantHref: '#assistente',
  whatsappHref: null,
  sections: new Set<string>(),
  ...overrides,
});

describe('toAdvisorCard', () => {
  it('when the advisor has a phone, then the card has the honorific title, the note, the initials and the WhatsApp link', () => {
    const card = toAdvisorCard(
      { tratamento: 'Dra.', nome: 'Ana Lima', telefone: '5511912345678', nota: 'Médica pela UCP', foto: null },
      'Quero estudar medicina',
    );
    expect(card).toEqual({
      title: 'Dra. Ana Lima',
      text: 'Médica pela UCP',
      photo: null,
      initials: 'AL',
      link: 'https://wa.me/5511912345678?text=Quero%20estudar%20medicina',
      button: { text: 'Fale comigo aqui', class: 'outline-primary' },
    });
  });

  it('when the advisor has no phone or no honorific, then the card has no link and the title is just the name', () => {
    const card = toAdvisorCard({ tratamento: '', nome: 'Rafael', telefone: null, nota: '', foto: null }, 'Oi');
    expect(card.link).toBeNull();
    expect(card.title).toBe('Rafael');
  });

  it('when the advisor has a photo, then the card carries its path', () => {
    const card = toAdvisorCard({ tratamento: '', nome: 'Rafael', telefone: null, nota: '', foto: '/api/site/fotos/12' }, 'Oi');
    expect(card.photo).toBe('/api/site/fotos/12');
  });

  it('when a name has several words, then the initials are the first and last ones', () => {
    expect(initialsOf('  maria da silva ')).toBe('MS');
    expect(initialsOf('Ícaro')).toBe('Í');
  });
});

describe('siteView', () => {
  it('when the content has not arrived, then there is no contact, no advisor, no student and the shipped name', () => {
    const view = siteView(null);
    expect(view.whatsappHref).toBeNull();
    expect(view.advisors).toEqual([]);
    expect(view.students).toEqual([]);
    expect([...view.sections]).toEqual([]);
    expect(view.name).toBe(SITE_NAME);
  });

  it('when the advisory set its number, advisors and photos, then the link and both sections are there', () => {
    const view = siteView(CONTENT);
    expect(view.whatsappHref).toBe('https://wa.me/5511987654321?text=Quero%20estudar%20medicina');
    expect([...view.sections].sort()).toEqual(['assessorados', 'assessores']);
    expect(view.name).toBe('Caminho da Medicina');
  });

  it('when the number is not set, then no WhatsApp link exists', () => {
    expect(siteView({ ...CONTENT, whatsapp: null }).whatsappHref).toBeNull();
  });
});

describe('resolveDestination', () => {
  it('when the destination is a section on the page, then it stays on the page; a hidden section leads nowhere', () => {
    expect(resolveDestination('#assessores', links({ sections: new Set(['assessores']) }))).toEqual({
      href: '#assessores',
      external: false,
    });
    expect(resolveDestination('#assessores', links())).toBeNull();
  });
  it('when the destination is an app path, then it points to the app host', () => {
    expect(resolveDestination('app:/login', links())).toEqual({ href: 'http://app.localhost:3000/login', external: false });
  });
  it('when the destination is a full URL, then it opens as an external link', () => {
    expect(resolveDestination('https://example.com/x', links())).toEqual({ href: 'https://example.com/x', external: true });
  });
  it('when the destination is the assistant, then it is the in-page link that opens the chat widget', () => {
    expect(resolveDestination(ASSISTANT_DESTINATION, links())).toEqual({ href: '#assistente', external: false });
  });
  it('when the destination is WhatsApp, then it is the advisory chat once set, and nothing before', () => {
    expect(resolveDestination(WHATSAPP_DESTINATION, links())).toBeNull();
    expect(resolveDestination(WHATSAPP_DESTINATION, links({ whatsappHref: 'https://wa.me/5511987654321' }))).toEqual({
      href: 'https://wa.me/5511987654321',
      external: true,
    });
  });
  it('when the destination is hidden, then the alternative is used, and without one nothing', () => {
    expect(resolveWithFallback({ destino: '#assessores', alternativa: ASSISTANT_DESTINATION }, links())).toEqual({
      href: '#assistente',
      external: false,
    });
    expect(resolveWithFallback({ destino: '#assessorados' }, links())).toBeNull();
  });
  it("when the landing lists 'Tire suas dúvidas', then that card opens the assistant, not WhatsApp", () => {
    expect(MENU_CARDS.find((card) => card.titulo === 'Tire suas dúvidas')?.destino).toBe(ASSISTANT_DESTINATION);
  });
});

describe('shownSlides', () => {
  it('when nothing is configured, then no slide links to WhatsApp or a hidden section', () => {
    const actions = shownSlides(bannerSlides(SLIDES), links()).map((slide) => slide.acao?.href ?? null);
    expect(actions).toEqual(['#assistente', '#assistente', null, null]);
  });
  it('when everything is configured, then the slides lead to the advisors, WhatsApp and the students', () => {
    const all = links({ whatsappHref: 'https://wa.me/5511987654321', sections: new Set(['assessores', 'assessorados']) });
    expect(shownSlides(bannerSlides(SLIDES), all).map((slide) => slide.acao?.href)).toEqual([
      '#assessores',
      'https://wa.me/5511987654321',
      '#assessorados',
      undefined,
    ]);
  });
  it('when a slide has a label, then it shows above the title; an empty label shows none', () => {
    expect(bannerSlides(SLIDES).map((slide) => slide.selo)).toEqual(['Matrículas', undefined, undefined, undefined]);
  });
  it("when the content's slides arrive, then the view keeps them in order", () => {
    expect(siteView({ ...CONTENT, banner: SLIDES }).slides.map((slide) => slide.titulo)).toEqual([
      'Matrículas abertas',
      'Dúvidas',
      'Turma',
      'Só texto',
    ]);
    expect(siteView(null).slides).toEqual([]);
  });
});
