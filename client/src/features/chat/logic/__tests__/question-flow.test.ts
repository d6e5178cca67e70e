import { describe, expect, it, vi } from 'vitest';
import type { StatusIa } from '@app/contracts';
import { runQuestionFlow, type QuestionFlowDeps, type QuestionFlowView } from '@/features/chat/logic/question-flow';

function setup(overrides: Partial<QuestionFlowDeps> = {}, status: StatusIa = 'Ligada') {
  const calls: string[] = [];
  const saved = (autor: 'user' | 'ia', texto: string) => ({
    id: calls.length,
    userId: 1,
    autor,
    mensagem: texto,
    criado_em: '2025-01-01T10:00:00.000Z',
    autor_nome: null,
  });
  const deps: QuestionFlowDeps = {
    saveUserMessage: vi.fn(async (texto: string) => (calls.push(`save-user:${texto}`), saved('user', texto))),
    aiStatus: vi.fn(async () => (calls.push('status'), status)),
    ask: vi.fn(
      async (question: string) => (
        calls.push(`ask:${question}`),
        { response: 'Resposta **útil**', quickReplies: ['Custos?', 'Falar com um assessor'] }
      ),
    ),
    saveAiMessage: vi.fn(async (texto: string) => (calls.push(`save-ia:${texto}`), saved('ia', texto))),
    speak: vi.fn(async () => (calls.push('speak'), 'blob:audio')),
    log: vi.fn(),
    ...overrides,
  };
  const view: QuestionFlowView = {
    showUserMessage: vi.fn(() => 'u1'),
    markSaved: vi.fn(),
    setThinking: vi.fn(),
    showAiReply: vi.fn(() => 'a1'),
    offerQuickReplies: vi.fn(),
    setWaitingAudio: vi.fn(),
    attachAudio: vi.fn(),
    notify: vi.fn(),
  };
  return { deps, view, calls };
}

describe('question flow (SPEC §4.1)', () => {
  it('when the AI is Ligada, then save → status → ask → show, save the reply and attach its audio', async () => {
    const { deps, view, calls } = setup();
    await runQuestionFlow('  Quanto custa?  ', deps, view);
    expect(calls).toEqual(['save-user:Quanto custa?', 'status', 'ask:Quanto custa?', 'save-ia:Resposta **útil**', 'speak']);
    expect(view.showUserMessage).toHaveBeenCalledWith('Quanto custa?');
    expect(view.showAiReply).toHaveBeenCalledWith('Resposta **útil**');
    // The follow-up questions come with the reply, as buttons (issue 12).
    expect(view.offerQuickReplies).toHaveBeenCalledWith(['Custos?', 'Falar com um assessor']);
    expect(view.setWaitingAudio).toHaveBeenCalledWith('a1', true);
    expect(view.attachAudio).toHaveBeenCalledWith('a1', 'blob:audio');
    expect(view.setThinking).toHaveBeenNthCalledWith(1, true);
    expect(view.setThinking).toHaveBeenLastCalledWith(false);
  });

  it('when the AI is Desligada, then the message is saved and no reply appears', async () => {
    const { deps, view, calls } = setup({}, 'Desligada');
    await runQuestionFlow('Oi', deps, view);
    expect(calls).toEqual(['save-user:Oi', 'status']);
    expect(view.showAiReply).not.toHaveBeenCalled();
    expect(view.offerQuickReplies).not.toHaveBeenCalled();
  });

  it('when the text is blank, then nothing happens', async () => {
    const { deps, view, calls } = setup();
    await runQuestionFlow('   ', deps, view);
    expect(calls).toEqual([]);
    expect(view.showUserMessage).not.toHaveBeenCalled();
  });

  it('when the audio fails, then it is only logged and the waiting flag is cleared', async () => {
    const { deps, view } = setup({ speak: vi.fn(async () => Promise.reject(new Error('tts fora'))) });
    await runQuestionFlow('Oi', deps, view);
    expect(view.setWaitingAudio).toHaveBeenLastCalledWith('a1', false);
    expect(view.attachAudio).not.toHaveBeenCalled();
    expect(deps.log).toHaveBeenCalledWith('não foi possível gerar o áudio', expect.any(Error));
    expect(view.notify).not.toHaveBeenCalled();
  });

  it('when the rate limit answers 429, then its Portuguese message is shown and the thinking bubble goes away', async () => {
    const limited = Object.assign(new Error('429'), {
      status: 429,
      serverMessage: 'Você enviou muitas perguntas em pouco tempo.',
    });
    const { deps, view } = setup({ ask: vi.fn(async () => Promise.reject(limited)) });
    await runQuestionFlow('Oi', deps, view);
    expect(view.notify).toHaveBeenCalledWith('Você enviou muitas perguntas em pouco tempo.');
    expect(view.setThinking).toHaveBeenLastCalledWith(false);
    expect(view.showAiReply).not.toHaveBeenCalled();
  });

  it('when saving the question fails, then it is logged and the AI is still asked', async () => {
    const { deps, view, calls } = setup({ saveUserMessage: vi.fn(async () => Promise.reject(new Error('rede'))) });
    await runQuestionFlow('Oi', deps, view);
    expect(deps.log).toHaveBeenCalledWith('não foi possível salvar a mensagem', expect.any(Error));
    expect(calls).toContain('ask:Oi');
  });

  it('when the status call fails, then it is only logged and the AI is not asked', async () => {
    const { deps, view, calls } = setup({ aiStatus: vi.fn(async () => Promise.reject(new Error('500'))) });
    await runQuestionFlow('Oi', deps, view);
    expect(calls.some((c) => c.startsWith('ask'))).toBe(false);
    expect(view.notify).not.toHaveBeenCalled();
  });
});
