import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ConversationState } from '@app/contracts';

let state: ConversationState | null = null;

vi.mock('@/features/chat/hooks/use-conversation', () => ({
  useConversation: () => ({
    messages: [{ key: 'u1', autor: 'user', texto: 'quero falar com alguém' }],
    loading: false,
    thinking: false,
    notice: null,
    announcement: '',
    quickReplies: ['Quer saber o prazo?'],
    send: vi.fn(),
    listen: vi.fn(),
    cancelAutoplay: vi.fn(),
    stopSpeaking: vi.fn(),
    state,
    speechPlayerRef: { current: null },
  }),
}));

const { Conversation } = await import('@/features/chat/components/conversation');

afterEach(() => {
  cleanup();
  state = null;
});

describe('Conversation while a person will answer', () => {
  it('when the conversation waits for the team, then the notice is shown and the assistant offers nothing', () => {
    state = {
      userId: 1,
      estado: 'aguardando',
      espera: { desde: '2026-11-28T10:00:00.000Z', motivo: 'human' },
      aviso: 'Sua mensagem foi passada para a nossa equipe. Uma pessoa vai responder por aqui e no seu WhatsApp, assim que possível.',
    };
    render(<Conversation user={{ id: 1, username: 'Ana' }} variant="widget" />);
    expect(screen.getByRole('status').textContent).toMatch(/Uma pessoa vai responder por aqui e no seu WhatsApp/);
    expect(screen.queryByRole('group', { name: 'Respostas rápidas' })).toBeNull();
    expect(screen.queryByText('Sugestões de perguntas')).toBeNull();
    expect(screen.getByPlaceholderText('Escreva para a equipe...')).toBeTruthy();
  });

  it('when the assistant answers, then there is no notice and the quick replies show', () => {
    state = { userId: 1, estado: 'assistente', espera: null, aviso: null };
    render(<Conversation user={{ id: 1, username: 'Ana' }} variant="widget" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('group', { name: 'Respostas rápidas' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Digite sua pergunta...')).toBeTruthy();
  });
});
