import { describe, expect, it } from 'vitest';
import { FSRS_GRADES, RESPOSTAS } from '@app/contracts';
import { reviewHistories, type LoggedAnswer } from '../fsrs-optimizer.js';

const answer = (flashcard_id: number, resposta: LoggedAnswer['resposta'], dia: string, revisoes_antes: number): LoggedAnswer => ({
  flashcard_id,
  resposta,
  dia,
  revisoes_antes,
});

describe("the review log as the FSRS optimiser's input", () => {
  it('when the six answers are logged, then each becomes the FSRS grade the scheduler uses (acerto 4, facil/ok 3, dificil/quase_errei 2, errei 1)', () => {
    const log = RESPOSTAS.map((resposta, i) => answer(i + 1, resposta, '2026-03-01', 0));
    const { histories } = reviewHistories(log);
    expect(histories.map((h) => h[0]![0])).toEqual([4, 3, 3, 2, 2, 1]);
    expect(histories.map((h) => h[0]![0])).toEqual(RESPOSTAS.map((r) => FSRS_GRADES[r]));
  });

  it('when a card is answered on several days, then each answer carries the whole local days since the previous one (0 the same day)', () => {
    const { histories, reviews } = reviewHistories([
      answer(7, 'ok', '2026-02-27', 0),
      answer(7, 'errei', '2026-02-27', 1),
      answer(7, 'ok', '2026-03-01', 2),
      answer(7, 'acerto', '2026-03-31', 3),
      answer(9, 'dificil', '2025-12-31', 0),
      answer(9, 'quase_errei', '2026-01-01', 1),
    ]);
    expect(histories).toEqual([
      [
        [3, 0],
        [1, 0],
        [3, 2],
        [4, 30],
      ],
      [
        [2, 0],
        [2, 1],
      ],
    ]);
    expect(reviews).toBe(6);
  });

  it('when a card was first studied before the log existed, then none of its answers is used', () => {
    const { histories, reviews } = reviewHistories([
      answer(1, 'ok', '2026-03-01', 4),
      answer(1, 'ok', '2026-03-05', 5),
      answer(2, 'ok', '2026-03-01', 0),
    ]);
    expect(histories).toEqual([[[3, 0]]]);
    expect(reviews).toBe(1);
  });
});
