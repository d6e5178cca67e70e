import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';

const send = vi.fn();
let thinking = false;

vi.mock('@/features/chat/hooks/use-conversation', () => ({
  useConversation: () => ({
    messages: [
      { key: 'u1', autor: 'user', texto: 'qto custa?' },
      { key: 'a1', autor: 'ia', texto: 'A mensalidade varia…' },
    ],
    loading: false,
    thinking,
    notice: null,
    announcement: '',
    quickReplies: ['Existem bolsas para brasileiros?', 'Falar com um assessor'],
    send,
    listen: vi.fn(),
    cancelAutoplay: vi.fn(),
    stopSpeaking: vi.fn(),
    state: null,
    speechPlayerRef: { current: null },
  }),
}));

const { Conversation } = await import('@/features/chat/components/conversation');

afterEach(() => {
  cleanup();
  send.mockClear();
  thinking = false;
});

describe('Conversation quick replies', () => {
  it('when the assistant offered follow-up questions, then they are buttons that send the question as typed', () => {
    render(<Conversation user={{ id: 1, username: 'Ana' }} variant="widget" />);
    const group = screen.getByRole('group', { name: 'Respostas rápidas' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Existem bolsas para brasileiros?', 'Falar com um assessor']);
    fireEvent.click(within(group).getByRole('button', { name: 'Falar com um assessor' }));
    expect(send).toHaveBeenCalledWith('Falar com um assessor');
  });

  it('when the assistant is still writing, then no quick reply is offered', () => {
    thinking = true;
    render(<Conversation user={{ id: 1, username: 'Ana' }} variant="widget" />);
    expect(screen.queryByRole('group', { name: 'Respostas rápidas' })).toBeNull();
  });
});
