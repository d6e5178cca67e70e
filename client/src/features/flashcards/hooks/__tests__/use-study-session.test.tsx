import 'fake-indexeddb/auto';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDeck } from '@/features/flashcards/api/get-deck';
import { listCards } from '@/features/flashcards/api/list-cards';
import type { Flashcard } from '@app/contracts';
import { makeCard } from '@/features/flashcards/__tests__/card-factory';
import { answerCard } from '@/features/flashcards/api/answer-card';
import { undoAnswer } from '@/features/flashcards/api/undo-answer';
import { CONGRATULATIONS, useStudySession } from '@/features/flashcards/hooks/use-study-session';
import { renderHookWithQueryClient } from '@/testing/render-with-query-client';

vi.mock('@/features/flashcards/api/get-deck', () => ({ getDeck: vi.fn() }));
vi.mock('@/features/flashcards/api/list-cards', () => ({ listCards: vi.fn() }));
vi.mock('@/features/flashcards/api/answer-card', () => ({ answerCard: vi.fn() }));
vi.mock('@/features/flashcards/api/undo-answer', () => ({ undoAnswer: vi.fn() }));

const card = (id: number, ordem: number, proxima_revisao: string | null = null): Flashcard =>
  makeCard(id, ordem, proxima_revisao);

/** The deck every test studies. */
const DECK = { id: 9, materia: 'Bio', assunto: 'Célula', autor: 'Eu', grupo: 'G', subgrupo: null, ano: 2025 };

/** Lets the mocked API promises and the state updates they trigger run (timers stay frozen). */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date(2025, 2, 9, 10, 0, 0));
  vi.mocked(getDeck).mockResolvedValue(DECK);
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useStudySession (docs/product.md, Card review)', () => {
  it('when cards load, then available ones come by ordem and future ones are scheduled by date', async () => {
    vi.mocked(listCards).mockResolvedValue([
      card(1, 2),
      card(2, 0, '2025-03-09 10:05:00'),
      card(3, 1, '2025-03-09 09:59:59'),
      card(4, 3, '2025-03-09 10:01:00'),
    ]);
    const { result } = renderHookWithQueryClient(() => useStudySession(9));
    await settle();
    expect(result.current.status).toBe('ready');
    expect(result.current.queue.current?.id).toBe(3);
    expect(result.current.queue.waiting.map((c) => c.id)).toEqual([1]);
    expect(result.current.queue.scheduled.map((c) => c.id)).toEqual([4, 2]);
    expect([result.current.position, result.current.total]).toEqual([1, 2]);
  });

  it('when saving an answer fails, then the study still moves on and the failure is only logged', async () => {
    vi.mocked(listCards).mockResolvedValue([card(1, 0), card(2, 1)]);
    vi.mocked(answerCard).mockRejectedValue(new Error('offline'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHookWithQueryClient(() => useStudySession(9));
    await settle();
    expect(result.current.status).toBe('ready');
    act(() => result.current.reveal());
    act(() => result.current.answer('acerto'));
    expect(result.current.queue.current?.id).toBe(2);
    expect(result.current.showBack).toBe(false);
    expect(answerCard).toHaveBeenCalledWith(
      9,
      1,
      expect.objectContaining({ resposta: 'acerto', revisoes: 0, respondido_em_local: '2025-03-09 10:00:00' }),
    );
    await settle();
    expect(log).toHaveBeenCalled();
    expect(result.current.queue.scheduled.map((c) => [c.id, c.proxima_revisao])).toEqual([[1, '2025-03-09 10:10:00']]);
  });

  it('when a scheduled card becomes due, then the 1-second check moves it into the available list', async () => {
    vi.mocked(listCards).mockResolvedValue([card(1, 5), card(2, 0, '2025-03-09 10:00:02')]);
    const { result } = renderHookWithQueryClient(() => useStudySession(9));
    await settle();
    expect(result.current.status).toBe('ready');
    expect(result.current.queue.waiting).toEqual([]);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.queue.waiting).toEqual([]);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.queue.waiting.map((c) => c.id)).toEqual([2]);
    expect(result.current.queue.current?.id).toBe(1);
  });

  it('when the last available card is answered, then the congratulations alert shows and the cards reload after the save', async () => {
    vi.mocked(listCards).mockResolvedValue([card(1, 0)]);
    let release: () => void = () => undefined;
    vi.mocked(answerCard).mockImplementation(
      () =>
        new Promise(
          (resolve) =>
            (release = () => resolve({ card: card(1, 0), revisao: { chave: 'k', intervalo_minutos: 1, repetida: false } })),
        ),
    );
    const { result } = renderHookWithQueryClient(() => useStudySession(9));
    await settle();
    expect(result.current.status).toBe('ready');
    expect(listCards).toHaveBeenCalledTimes(1);
    act(() => result.current.answer('errei'));
    expect(window.alert).toHaveBeenCalledWith(CONGRATULATIONS);
    await act(async () => {});
    expect(listCards).toHaveBeenCalledTimes(1);
    await act(async () => release());
    await settle();
    expect(listCards).toHaveBeenCalledTimes(2);
  });

  it("when the first answer's save is still on its way, then the second is sent only after it, in the order given", async () => {
    vi.mocked(listCards).mockResolvedValue([card(1, 0), card(2, 1), card(3, 2)]);
    let finishFirst: (value: {
      card: Flashcard;
      revisao: { chave: string; intervalo_minutos: number; repetida: boolean };
    }) => void = () => undefined;
    vi.mocked(answerCard)
      .mockImplementationOnce(() => new Promise((resolve) => (finishFirst = resolve)))
      .mockImplementation(async (_deck, cardId) => ({
        card: card(cardId, 0),
        revisao: { chave: 'k', intervalo_minutos: 10, repetida: false },
      }));
    const { result } = renderHookWithQueryClient(() => useStudySession(9));
    await settle();
    act(() => result.current.answer('acerto'));
    act(() => result.current.answer('ok'));
    await settle();
    // The queue moved on at once, but the server has been asked only once so far.
    expect(result.current.queue.current?.id).toBe(3);
    expect(vi.mocked(answerCard).mock.calls.map(([, cardId]) => cardId)).toEqual([1]);
    finishFirst({ card: card(1, 0), revisao: { chave: 'k', intervalo_minutos: 10, repetida: false } });
    await settle();
    expect(vi.mocked(answerCard).mock.calls.map(([, cardId]) => cardId)).toEqual([1, 2]);
  });

  it('when two answers are undone, then the server is asked in reverse order and each card shows again as it was', async () => {
    vi.mocked(listCards).mockResolvedValue([card(1, 0), card(2, 1), card(3, 2)]);
    vi.mocked(answerCard).mockImplementation(async (_deck, cardId) => ({
      card: card(cardId, 0),
      revisao: { chave: 'k', intervalo_minutos: 10, repetida: false },
    }));
    vi.mocked(undoAnswer).mockImplementation(async () => card(99, 0));
    const { result } = renderHookWithQueryClient(() => useStudySession(9));
    await settle();
    act(() => result.current.answer('acerto'));
    act(() => result.current.answer('ok'));
    expect(result.current.queue.current?.id).toBe(3);
    await settle(); // the second answer is sent once the first has settled
    const keys = vi.mocked(answerCard).mock.calls.map(([, , body]) => body.chave);
    expect(new Set(keys).size).toBe(2);

    vi.mocked(undoAnswer).mockResolvedValueOnce(card(2, 1));
    await act(() => result.current.undo());
    expect(undoAnswer).toHaveBeenLastCalledWith(keys[1]);
    expect(result.current.queue.current?.id).toBe(2);
    expect(result.current.showBack).toBe(false);
    expect(result.current.position).toBe(2);

    vi.mocked(undoAnswer).mockResolvedValueOnce(card(1, 0));
    await act(() => result.current.undo());
    expect(undoAnswer).toHaveBeenLastCalledWith(keys[0]);
    expect(result.current.queue.current?.id).toBe(1);
    expect(result.current.queue.waiting.map((c) => c.id)).toEqual([2, 3]);
    expect(result.current.queue.scheduled).toEqual([]);
    expect(result.current.canUndo).toBe(false);
  });

  it('when the last card is undone while the end-of-queue reload is on its way, then the reload does not bring back the queue without it', async () => {
    vi.mocked(listCards).mockResolvedValueOnce([card(1, 0), card(2, 1)]);
    vi.mocked(answerCard).mockImplementation(async (_deck, cardId) => ({
      card: card(cardId, 0),
      revisao: { chave: 'k', intervalo_minutos: 10, repetida: false },
    }));
    const { result } = renderHookWithQueryClient(() => useStudySession(9));
    await settle();
    act(() => result.current.answer('acerto'));
    // The reload read the cards before the undo reached the server: both answered, none available.
    let reloaded: (cards: Flashcard[]) => void = () => undefined;
    vi.mocked(listCards).mockImplementationOnce(() => new Promise((resolve) => (reloaded = resolve)));
    act(() => result.current.answer('acerto'));
    expect(result.current.queue.current).toBeNull();
    await settle();
    expect(listCards).toHaveBeenCalledTimes(2);

    vi.mocked(undoAnswer).mockResolvedValueOnce(card(2, 1));
    await act(() => result.current.undo());
    expect(result.current.queue.current?.id).toBe(2);
    vi.setSystemTime(new Date(2025, 2, 9, 10, 0, 5)); // the reload's data is newer than the first read
    await act(async () => reloaded([card(1, 0, '2025-03-09 10:10:00'), card(2, 1, '2025-03-09 10:10:00')]));
    await settle();
    expect(result.current.queue.current?.id).toBe(2);
    expect([result.current.position, result.current.total]).toEqual([2, 2]);
    expect(result.current.canUndo).toBe(true);
  });

  it('when the server refuses an undo, then the card stays answered and the reason is shown', async () => {
    vi.mocked(listCards).mockResolvedValue([card(1, 0), card(2, 1)]);
    vi.mocked(answerCard).mockResolvedValue({
      card: card(1, 0),
      revisao: { chave: 'k', intervalo_minutos: 10, repetida: false },
    });
    vi.mocked(undoAnswer).mockRejectedValue(new Error('offline'));
    const { result } = renderHookWithQueryClient(() => useStudySession(9));
    await settle();
    act(() => result.current.answer('acerto'));
    await act(() => result.current.undo());
    expect(result.current.queue.current?.id).toBe(2);
    expect(result.current.undoError).toBe('Erro ao desfazer a resposta.');
    expect(result.current.canUndo).toBe(true);
  });

  it('when the deck uses FSRS, then the answer is scheduled by FSRS locally too (not the table)', async () => {
    vi.mocked(getDeck).mockResolvedValue({
      ...DECK,
      agendador: 'fsrs',
      retencao_desejada: 0.9,
    });
    vi.mocked(listCards).mockResolvedValue([card(1, 0), card(2, 1)]);
    vi.mocked(answerCard).mockResolvedValue({
      card: card(1, 0),
      revisao: { chave: 'k', intervalo_minutos: 10, repetida: false },
    });
    const { result } = renderHookWithQueryClient(() => useStudySession(9));
    await settle();
    act(() => result.current.answer('acerto'));
    const [scheduled] = result.current.queue.scheduled;
    expect(scheduled?.fsrs?.reps).toBe(1);
    // The table would say 10 minutes; FSRS-6's first Easy is days away.
    expect(scheduled?.proxima_revisao && scheduled.proxima_revisao > '2025-03-10 10:00:00').toBe(true);
  });
});
