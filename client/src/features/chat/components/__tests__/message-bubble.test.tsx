import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MessageBubble } from '@/features/chat/components/message-bubble';

afterEach(cleanup);

const TYPED_HTML = '<script>alert(1)</script><b>negrito</b> &amp; teste <a href=x>link</a>';

function bubble(autor: 'user' | 'ia' | 'admin', texto: string) {
  const { container } = render(
    <ol>
      <MessageBubble message={{ key: 'k', autor, texto }} showMeta={false} />
    </ol>,
  );
  return container.querySelector('.chat-msg__text')!;
}

describe('MessageBubble text', () => {
  it('when the student typed **asterisks** and HTML, then the bubble shows exactly what was typed', () => {
    const text = bubble('user', `**importante**\n${TYPED_HTML}`);
    expect(text.textContent).toBe(`**importante**\n${TYPED_HTML}`);
    expect(text.querySelector('strong, script, b, a')).toBeNull();
  });

  it('when the assistant answers with a bullet list, then the bubble shows a list', () => {
    const text = bubble('ia', '- **RG**\n- CPF');
    expect([...text.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['RG', 'CPF']);
  });
});

describe('MessageBubble author of a staff reply', () => {
  const staffReply = (autorNome: string | null, autor: 'colaborador' | 'admin' = 'colaborador') => ({
    key: 'r',
    autor,
    texto: 'Oi, Ana!',
    criadoEm: '2025-03-07T09:05:00.000Z',
    autorNome,
  });

  it('when the compact widget shows a colaborador’s reply, then the writer is named once, by name', () => {
    const { container } = render(
      <ol>
        <MessageBubble message={staffReply('Bia')} showMeta={false} />
      </ol>,
    );
    expect(container.querySelector('.chat-msg__author')?.textContent).toBe('Bia');
    expect(container.querySelector('time')).toBeNull();
  });

  it('when the page shows an admin’s reply, then the name and the time are there', () => {
    const { container } = render(
      <ol>
        <MessageBubble message={staffReply('Carlos', 'admin')} showMeta />
      </ol>,
    );
    expect(container.querySelector('.chat-msg__author')?.textContent).toBe('Carlos');
    expect(container.querySelector('time')).not.toBeNull();
  });

  it('when the writer is unknown (account deleted), then the reply is signed by the team', () => {
    const { container } = render(
      <ol>
        <MessageBubble message={staffReply(null)} showMeta={false} />
      </ol>,
    );
    expect(container.querySelector('.chat-msg__author')?.textContent).toBe('Assessor(a)');
  });
});

describe('MessageBubble "Ler mais"', () => {
  it('when an answer was drawn from an article, then it links to that article on the public site', () => {
    const { getByRole } = render(
      <ol>
        <MessageBubble message={{ key: 'a', autor: 'ia', texto: 'Varia por universidade.', fontes: [{ slug: 'custos', titulo: 'Custos' }] }} showMeta={false} />
      </ol>,
    );
    const link = getByRole('link', { name: 'Ler mais: Custos' });
    expect(link.getAttribute('href')).toBe(`${window.location.protocol}//${window.location.host}/duvidas/custos`);
  });

  it('when an answer names no article, then it has no "Ler mais"', () => {
    const { queryByRole } = render(
      <ol>
        <MessageBubble message={{ key: 'b', autor: 'ia', texto: 'Vou encaminhar a sua pergunta.', fontes: [] }} showMeta={false} />
      </ol>,
    );
    expect(queryByRole('link', { name: /Ler mais/ })).toBeNull();
  });
});
