import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { StoredMessage, TurnEvent } from '@app/contracts';

const events: TurnEvent[] = [];
const socket = { on: vi.fn(), off: vi.fn() };

vi.mock('@/api/get-history', () => ({ getHistory: vi.fn(async () => []) }));
vi.mock('@/features/chat/api/get-conversation-state', () => ({
  getConversationState: vi.fn(async () => ({ userId: 1, estado: 'assistente', espera: null, aviso: null })),
}));
vi.mock('@/lib/socket', () => ({ getSocket: () => socket }));
vi.mock('@/features/chat/api/request-speech', () => ({ requestSpeech: vi.fn() }));
vi.mock('@/features/chat/api/ask-turn', () => ({
  askTurn: vi.fn(async (_body: unknown, onEvent: (event: TurnEvent) => void) => {
    for (const event of events) onEvent(event);
  }),
}));

const { useConversation } = await import('@/features/chat/hooks/use-conversation');

const stored = (id: number, autor: StoredMessage['autor'], mensagem: string) =>
  ({ id, autor, mensagem, criado_em: '2026-11-28T12:00:00.000Z', canal: 'site', autor_nome: null }) as unknown as StoredMessage;

afterEach(() => {
  cleanup();
  events.length = 0;
});

describe('useConversation, the streamed answer', () => {
  it('when the answer is shown and then confirmed, then it stays as the stored message', async () => {
    events.push(
      { tipo: 'pergunta', mensagem: stored(1, 'user', 'Quanto custa?') },
      { tipo: 'estado', estado: { userId: 1, estado: 'assistente', espera: null, aviso: null } },
      { tipo: 'parte', texto: 'A mensalidade varia.' },
      { tipo: 'resposta', mensagem: stored(2, 'ia', 'A mensalidade varia.'), sugestoes: [], fontes: [] },
      { tipo: 'fim' },
    );
    const { result } = renderHook(() => useConversation({ id: 1, username: 'Ana' }, { autoplay: false }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.send('Quanto custa?'));
    expect(result.current.messages.map((m) => [m.autor, m.texto, m.id])).toEqual([
      ['user', 'Quanto custa?', 1],
      ['ia', 'A mensalidade varia.', 2],
    ]);
  });

  it('when the shown text is never confirmed (a person took the conversation meanwhile), then it is taken away', async () => {
    events.push(
      { tipo: 'pergunta', mensagem: stored(1, 'user', 'Quanto custa?') },
      { tipo: 'estado', estado: { userId: 1, estado: 'assistente', espera: null, aviso: null } },
      { tipo: 'parte', texto: 'A mensalidade varia.' },
      { tipo: 'estado', estado: { userId: 1, estado: 'equipe', espera: null, aviso: 'Você está falando com a nossa equipe.' } },
      { tipo: 'fim' },
    );
    const { result } = renderHook(() => useConversation({ id: 1, username: 'Ana' }, { autoplay: false }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.send('Quanto custa?'));
    expect(result.current.messages.map((m) => m.autor)).toEqual(['user']);
    expect(result.current.state?.estado).toBe('equipe');
  });
});

describe('useConversation, a question sent while the history is loading', () => {
  it('when the history arrives after the question was sent, then the question stays on screen after it', async () => {
    const { getHistory } = await import('@/api/get-history');
    let arrive: (history: StoredMessage[]) => void = () => {};
    vi.mocked(getHistory).mockImplementationOnce(() => new Promise<StoredMessage[]>((resolve) => (arrive = resolve)));
    events.push(
      { tipo: 'pergunta', mensagem: stored(2, 'user', 'Quero falar com uma pessoa.') },
      { tipo: 'estado', estado: { userId: 1, estado: 'aguardando', espera: null, aviso: null } },
      { tipo: 'fim' },
    );
    const { result } = renderHook(() => useConversation({ id: 1, username: 'Ana' }, { autoplay: false }));
    await act(() => result.current.send('Quero falar com uma pessoa.'));
    await act(async () => arrive([stored(1, 'ia', 'Olá!')]));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.messages.map((m) => [m.autor, m.texto])).toEqual([
      ['ia', 'Olá!'],
      ['user', 'Quero falar com uma pessoa.'],
    ]);
  });
});
