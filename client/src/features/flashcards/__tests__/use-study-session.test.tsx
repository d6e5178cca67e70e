import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDeck } from '../api/get-deck';
import { listCards } from '../api/list-cards';
import type { Flashcard } from '../api/schemas';
import { makeCard } from './card-factory';
import { updateCard } from '../api/update-card';
import { CONGRATULATIONS, useStudySession } from '../hooks/use-study-session';

vi.mock('../api/get-deck', () => ({ getDeck: vi.fn() }));
vi.mock('../api/list-cards', () => ({ listCards: vi.fn() }));
vi.mock('../api/update-card', () => ({ updateCard: vi.fn() }));

const card = (id: number, ordem: number, proxima_revisao: string | null = null): Flashcard => makeCard(id, ordem, proxima_revisao);

/** Lets the mocked API promises and the state updates they trigger run (timers stay frozen). */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date(2025, 2, 9, 10, 0, 0));
  vi.mocked(getDeck).mockResolvedValue({ id: 9, materia: 'Bio', assunto: 'Célula', autor: 'Eu', grupo: 'G', subgrupo: null, ano: 2025 });
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useStudySession (SPEC §4.4)', () => {
  it('when cards load, then available ones come by ordem and future ones are scheduled by date', async () => {
    vi.mocked(listCards).mockResolvedValue([card(1, 2), card(2, 0, '2025-03-09 10:05:00'), card(3, 1, '2025-03-09 09:59:59'), card(4, 3, '2025-03-09 10:01:00')]);
    const { result } = renderHook(() => useStudySession(9));
    await settle();
    expect(result.current.status).toBe('ready');
    expect(result.current.queue.current?.id).toBe(3);
    expect(result.current.queue.waiting.map((c) => c.id)).toEqual([1]);
    expect(result.current.queue.scheduled.map((c) => c.id)).toEqual([4, 2]);
    expect([result.current.position, result.current.total]).toEqual([1, 2]);
  });

  it('when saving an answer fails, then the study still moves on and the failure is only logged', async () => {
    vi.mocked(listCards).mockResolvedValue([card(1, 0), card(2, 1)]);
    vi.mocked(updateCard).mockRejectedValue(new Error('offline'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useStudySession(9));
    await settle();
    expect(result.current.status).toBe('ready');
    act(() => result.current.reveal());
    act(() => result.current.answer('acerto'));
    expect(result.current.queue.current?.id).toBe(2);
    expect(result.current.showBack).toBe(false);
    expect(updateCard).toHaveBeenCalledWith(9, 1, expect.objectContaining({ nivel: 1, revisoes: 1, acertos: 1, proxima_revisao: '2025-03-09 10:10:00' }));
    await settle();
    expect(log).toHaveBeenCalled();
    expect(result.current.queue.scheduled.map((c) => [c.id, c.proxima_revisao])).toEqual([[1, '2025-03-09 10:10:00']]);
  });

  it('when a scheduled card becomes due, then the 1-second check moves it into the available list', async () => {
    vi.mocked(listCards).mockResolvedValue([card(1, 5), card(2, 0, '2025-03-09 10:00:02')]);
    const { result } = renderHook(() => useStudySession(9));
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
    vi.mocked(updateCard).mockImplementation(() => new Promise((resolve) => (release = () => resolve(card(1, 0)))));
    const { result } = renderHook(() => useStudySession(9));
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
});
