import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { HistoryPanel, type HistoryPanelProps } from '@/features/tickets/components/history-panel';

afterEach(cleanup);

const TYPED_HTML = '<script>alert(1)</script><b>negrito</b> &amp; teste <a href=x>link</a>';
const AI_ANSWER = 'Para a matrícula:\n\n- **Documento de identidade**: RG ou passaporte.\n- **CPF**';

function renderPanel(messages: HistoryPanelProps['messages']) {
  render(
    <HistoryPanel
      username="Ana"
      whatsapp={null}
      author="colaborador"
      messages={messages}
      envios={[]}
      loading={false}
      onReply={vi.fn()}
      onClose={vi.fn()}
    />,
  );
  return screen.getByRole('list', { name: 'Mensagens' });
}

describe('HistoryPanel message text', () => {
  it('when an AI answer has Markdown, then staff see bold text and a bullet list, not the markers', () => {
    const list = renderPanel([{ id: 1, autor: 'ia', mensagem: AI_ANSWER, criado_em: '2025-03-07T12:00:00.000Z' }]);
    const [message] = within(list).getAllByRole('listitem');
    expect(message!.querySelector('.tickets-msg__text strong')?.textContent).toBe('Documento de identidade');
    expect(message!.querySelectorAll('ul > li')).toHaveLength(2);
    expect(message!.textContent).not.toContain('**');
  });

  it('when a student typed HTML, then staff see exactly what was typed', () => {
    const list = renderPanel([{ id: 2, autor: 'user', mensagem: TYPED_HTML, criado_em: '2025-03-07T12:00:00.000Z' }]);
    const text = list.querySelector('.tickets-msg__text');
    expect(text?.textContent).toBe(TYPED_HTML);
    expect(list.querySelector('script, b, a')).toBeNull();
  });

  it('when a staff reply has bold, a list and a link, then staff see them rendered, never as HTML', () => {
    const list = renderPanel([
      { id: 3, autor: 'admin', mensagem: 'Oi, **Ana**!\n\n- leve o RG\n- veja https://www.gov.br/mre <img src=x>', criado_em: '2025-03-07T12:00:00.000Z' },
    ]);
    const text = list.querySelector('.tickets-msg__text')!;
    expect(text.querySelector('strong')?.textContent).toBe('Ana');
    expect(text.querySelectorAll('ul > li')).toHaveLength(2);
    expect(text.querySelector('a')?.getAttribute('href')).toBe('https://www.gov.br/mre');
    expect(text.querySelector('img')).toBeNull();
    expect(text.textContent).toContain('<img src=x>');
  });
});
