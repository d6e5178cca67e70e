import { compareLocal, type LocalDateTime } from './local-time';
import { isAvailable, type ReviewState } from './scheduler';

export interface QueueCard extends ReviewState {
  id: number;
  ordem: number;
}

export const byOrdem = (a: QueueCard, b: QueueCard) => a.ordem - b.ordem || a.id - b.id;

/** Scheduled cards by next review, then by ordem. */
export const byNextReview = (a: QueueCard, b: QueueCard) =>
  compareLocal(a.proxima_revisao ?? '', b.proxima_revisao ?? '') || byOrdem(a, b);

/** docs/product.md, Card review: available = never reviewed or already due (by ordem); scheduled = future (by date). */
export function splitCards<T extends QueueCard>(cards: readonly T[], now: LocalDateTime): { available: T[]; scheduled: T[] } {
  const available: T[] = [];
  const scheduled: T[] = [];
  for (const card of cards) (isAvailable(card, now) ? available : scheduled).push(card);
  return { available: available.sort(byOrdem), scheduled: scheduled.sort(byNextReview) };
}

/** The once-a-second check: scheduled cards that became due join the waiting list, kept in ordem. */
export function releaseDue<T extends QueueCard>(
  waiting: readonly T[],
  scheduled: readonly T[],
  now: LocalDateTime,
): { waiting: T[]; scheduled: T[]; released: number } {
  const due = scheduled.filter((card) => isAvailable(card, now));
  if (due.length === 0) return { waiting: [...waiting], scheduled: [...scheduled], released: 0 };
  return {
    waiting: [...waiting, ...due].sort(byOrdem),
    scheduled: scheduled.filter((card) => !due.includes(card)),
    released: due.length,
  };
}

/** An answered card goes to the scheduled list at its place by date (or back to waiting if already due). */
export function placeAnswered<T extends QueueCard>(
  waiting: readonly T[],
  scheduled: readonly T[],
  answered: T,
  now: LocalDateTime,
): { waiting: T[]; scheduled: T[] } {
  if (isAvailable(answered, now)) return { waiting: [...waiting, answered].sort(byOrdem), scheduled: [...scheduled] };
  return { waiting: [...waiting], scheduled: [...scheduled, answered].sort(byNextReview) };
}
