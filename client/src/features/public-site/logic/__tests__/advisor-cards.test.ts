import { describe, expect, it } from 'vitest';
import { ADVISORS, ASSISTANT_DESTINATION, MENU_CARDS, WHATSAPP_LINK, WHATSAPP_MESSAGE } from '@/content/site';
import { toAdvisorCard } from '@/features/public-site/logic/advisor-cards';
import { resolveDestination } from '@/features/public-site/logic/menu-destination';

describe('toAdvisorCard', () => {
  it('when built from an advisor, then it has the honorific title, the note, the photo and the outline-primary button', () => {
    const card = toAdvisorCard(
      { honorific: 'Dra.', name: 'Ana Lima', phone: '5511900000009', note: 'Médica pela Universidad Central del Paraguay (2019-2024)', image: '/assets/a.svg' },
      'Quero estudar medicina no Paraguai',
    );
    expect(card).toEqual({
      title: 'Dra. Ana Lima',
      text: 'Médica pela Universidad Central del Paraguay (2019-2024)',
      image: '/assets/a.svg',
      link: 'https://wa.me/5511900000009?text=Quero%20estudar%20medicina%20no%20Paraguai',
      button: { text: 'Fale comigo aqui', class: 'outline-primary' },
    });
  });

  it('when an advisor has its own message, then that message is prefilled instead of the default', () => {
    const card = toAdvisorCard({ honorific: 'Dr.', name: 'X', phone: '1', note: '', image: '', message: 'Oi' }, 'Padrão');
    expect(card.link).toBe('https://wa.me/1?text=Oi');
  });

  it('when the shipped content is used, then there are 3 advisors with the graduation notes of the spec', () => {
    expect(ADVISORS).toHaveLength(3);
    expect(ADVISORS.map((a) => a.note)).toEqual([
      'Médica pela Universidad Central del Paraguay (2019-2024)',
      'Médica pela Universidad Central del Paraguay (2019-2024)',
      'Médico Interno pela Universidad Central del Paraguay (2019.2-2025.1)',
    ]);
    expect(WHATSAPP_MESSAGE).toMatch(/medicina no Paraguai/);
    expect(WHATSAPP_LINK.startsWith('https://wa.me/')).toBe(true);
  });
});

describe('resolveDestination', () => {
  const links = { toAppUrl: (path: string) => `http://app.localhost:3000${path}`, assistantHref: '#assistente' };
  it('when the destination is an anchor, then it stays on the page', () => {
    expect(resolveDestination('#assessores', links)).toEqual({ href: '#assessores', external: false });
  });
  it('when the destination is an app path, then it points to the app host', () => {
    expect(resolveDestination('app:/login', links)).toEqual({ href: 'http://app.localhost:3000/login', external: false });
  });
  it('when the destination is a full URL, then it opens as an external link', () => {
    expect(resolveDestination('https://wa.me/1', links)).toEqual({ href: 'https://wa.me/1', external: true });
  });
  it('when the destination is the assistant, then it is the in-page link that opens the chat widget', () => {
    expect(resolveDestination(ASSISTANT_DESTINATION, links)).toEqual({ href: '#assistente', external: false });
  });
  it("when the landing lists 'Tire suas dúvidas', then that card opens the assistant, not WhatsApp", () => {
    expect(MENU_CARDS.find((card) => card.titulo === 'Tire suas dúvidas')?.destino).toBe(ASSISTANT_DESTINATION);
  });
});
