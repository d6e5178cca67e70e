import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { scheduleAnswer } from '@app/contracts';
import { addMinutesLocal, compareLocal, formatLocalShort, localParts, toLocalDateTime } from '@/features/flashcards/scheduler/local-time';
import {
  INTERVALS_MINUTES,
  MAX_LEVEL,
  RESPOSTAS,
  formatInterval,
  intervalMinutes,
  isAvailable,
  nextLevel,
  previewInterval,
  review,
  type Resposta,
  type ReviewState,
} from '@/features/flashcards/scheduler/scheduler';

const ZONES = ['UTC', 'America/Sao_Paulo', 'Asia/Tokyo'] as const;
const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

const fresh = (nivel = 0): ReviewState => ({
  nivel,
  revisoes: 0,
  acertos: 0,
  erros: 0,
  proxima_revisao: null,
  ultima_revisao: null,
  ultimo_acerto: null,
  ultimo_erro: null,
});

/** Minutes between two wall-clock strings, on a zone-free calendar. */
function wallClockMinutes(from: string, to: string): number {
  const utc = (s: string) => {
    const p = localParts(s)!;
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  };
  return (utc(to) - utc(from)) / 60_000;
}

/**
 * Every outcome of docs/product.md, Constants and limits, written out from the review table (not computed by the module): for a card at
 * [level], answering [resposta] at local 2025-03-09 23:59:30 gives [new level, minutes, next review].
 */
const GOLDEN: [number, Resposta, number, number, string][] = [
  [0, 'acerto', 1, 10, '2025-03-10 00:09:30'],
  [0, 'facil', 1, 6, '2025-03-10 00:05:30'],
  [0, 'ok', 1, 4, '2025-03-10 00:03:30'],
  [0, 'dificil', 1, 3, '2025-03-10 00:02:30'],
  [0, 'quase_errei', 1, 2, '2025-03-10 00:01:30'],
  [0, 'errei', 0, 1, '2025-03-10 00:00:30'],
  [1, 'acerto', 2, 20, '2025-03-10 00:19:30'],
  [1, 'facil', 2, 8, '2025-03-10 00:07:30'],
  [1, 'ok', 2, 5, '2025-03-10 00:04:30'],
  [1, 'dificil', 2, 4, '2025-03-10 00:03:30'],
  [1, 'quase_errei', 2, 3, '2025-03-10 00:02:30'],
  [1, 'errei', 0, 1, '2025-03-10 00:00:30'],
  [2, 'acerto', 3, 40, '2025-03-10 00:39:30'],
  [2, 'facil', 3, 10, '2025-03-10 00:09:30'],
  [2, 'ok', 3, 6, '2025-03-10 00:05:30'],
  [2, 'dificil', 3, 5, '2025-03-10 00:04:30'],
  [2, 'quase_errei', 3, 4, '2025-03-10 00:03:30'],
  [2, 'errei', 0, 1, '2025-03-10 00:00:30'],
  [3, 'acerto', 4, 80, '2025-03-10 01:19:30'],
  [3, 'facil', 4, 13, '2025-03-10 00:12:30'],
  [3, 'ok', 4, 8, '2025-03-10 00:07:30'],
  [3, 'dificil', 4, 6, '2025-03-10 00:05:30'],
  [3, 'quase_errei', 4, 5, '2025-03-10 00:04:30'],
  [3, 'errei', 0, 1, '2025-03-10 00:00:30'],
  [4, 'acerto', 5, 160, '2025-03-10 02:39:30'],
  [4, 'facil', 5, 18, '2025-03-10 00:17:30'],
  [4, 'ok', 5, 10, '2025-03-10 00:09:30'],
  [4, 'dificil', 5, 8, '2025-03-10 00:07:30'],
  [4, 'quase_errei', 5, 6, '2025-03-10 00:05:30'],
  [4, 'errei', 0, 1, '2025-03-10 00:00:30'],
  [5, 'acerto', 6, 320, '2025-03-10 05:19:30'],
  [5, 'facil', 6, 25, '2025-03-10 00:24:30'],
  [5, 'ok', 6, 15, '2025-03-10 00:14:30'],
  [5, 'dificil', 6, 10, '2025-03-10 00:09:30'],
  [5, 'quase_errei', 6, 8, '2025-03-10 00:07:30'],
  [5, 'errei', 0, 1, '2025-03-10 00:00:30'],
  [6, 'acerto', 7, 1440, '2025-03-10 23:59:30'],
  [6, 'facil', 7, 36, '2025-03-10 00:35:30'],
  [6, 'ok', 7, 24, '2025-03-10 00:23:30'],
  [6, 'dificil', 7, 15, '2025-03-10 00:14:30'],
  [6, 'quase_errei', 7, 10, '2025-03-10 00:09:30'],
  [6, 'errei', 0, 1, '2025-03-10 00:00:30'],
  [7, 'acerto', 8, 10080, '2025-03-16 23:59:30'],
  [7, 'facil', 8, 60, '2025-03-10 00:59:30'],
  [7, 'ok', 8, 36, '2025-03-10 00:35:30'],
  [7, 'dificil', 8, 20, '2025-03-10 00:19:30'],
  [7, 'quase_errei', 8, 15, '2025-03-10 00:14:30'],
  [7, 'errei', 0, 1, '2025-03-10 00:00:30'],
  [8, 'acerto', 9, 20160, '2025-03-23 23:59:30'],
  [8, 'facil', 9, 90, '2025-03-10 01:29:30'],
  [8, 'ok', 9, 60, '2025-03-10 00:59:30'],
  [8, 'dificil', 9, 30, '2025-03-10 00:29:30'],
  [8, 'quase_errei', 9, 25, '2025-03-10 00:24:30'],
  [8, 'errei', 0, 1, '2025-03-10 00:00:30'],
  [9, 'acerto', 10, 43200, '2025-04-08 23:59:30'],
  [9, 'facil', 10, 150, '2025-03-10 02:29:30'],
  [9, 'ok', 10, 120, '2025-03-10 01:59:30'],
  [9, 'dificil', 10, 60, '2025-03-10 00:59:30'],
  [9, 'quase_errei', 10, 40, '2025-03-10 00:39:30'],
  [9, 'errei', 0, 1, '2025-03-10 00:00:30'],
  [10, 'acerto', 11, 86400, '2025-05-08 23:59:30'],
  [10, 'facil', 11, 240, '2025-03-10 03:59:30'],
  [10, 'ok', 11, 180, '2025-03-10 02:59:30'],
  [10, 'dificil', 11, 120, '2025-03-10 01:59:30'],
  [10, 'quase_errei', 11, 60, '2025-03-10 00:59:30'],
  [10, 'errei', 0, 1, '2025-03-10 00:00:30'],
  [11, 'acerto', 12, 86400, '2025-05-08 23:59:30'],
  [11, 'facil', 12, 240, '2025-03-10 03:59:30'],
  [11, 'ok', 12, 180, '2025-03-10 02:59:30'],
  [11, 'dificil', 12, 120, '2025-03-10 01:59:30'],
  [11, 'quase_errei', 12, 60, '2025-03-10 00:59:30'],
  [11, 'errei', 0, 1, '2025-03-10 00:00:30'],
  [12, 'acerto', 12, 86400, '2025-05-08 23:59:30'],
  [12, 'facil', 12, 240, '2025-03-10 03:59:30'],
  [12, 'ok', 12, 180, '2025-03-10 02:59:30'],
  [12, 'dificil', 12, 120, '2025-03-10 01:59:30'],
  [12, 'quase_errei', 12, 60, '2025-03-10 00:59:30'],
  [12, 'errei', 0, 1, '2025-03-10 00:00:30'],
];

describe('golden table: 6 answers × 13 levels', () => {
  it('lists all 78 outcomes', () => {
    expect(GOLDEN).toHaveLength(78);
    expect(new Set(GOLDEN.map(([level, resposta]) => `${level}:${resposta}`)).size).toBe(78);
  });

  it.each(ZONES)('when answered at local 2025-03-09 23:59:30 in %s, then every outcome matches the table', (zone) => {
    process.env.TZ = zone;
    const answeredAt = new Date(2025, 2, 9, 23, 59, 30);
    for (const [level, resposta, newLevel, minutes, next] of GOLDEN) {
      expect(previewInterval(level, resposta), `${level} ${resposta}`).toBe(minutes);
      const after = review(fresh(level), resposta, answeredAt);
      expect([after.nivel, after.proxima_revisao], `${level} ${resposta}`).toEqual([newLevel, next]);
    }
  });
});

describe('scheduler properties', () => {
  const level = fc.integer({ min: 0, max: MAX_LEVEL });
  const resposta = fc.constantFrom(...RESPOSTAS);
  const instant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-12-31T23:59:59Z'), noInvalidDate: true });
  const zone = fc.constantFrom(...ZONES);

  it('when any card is answered, then the new level is in 0..12 and the interval is the table entry for min(new level, 11)', () => {
    fc.assert(
      fc.property(level, resposta, instant, zone, (nivel, r, at, tz) => {
        process.env.TZ = tz;
        const after = review(fresh(nivel), r, at);
        expect(after.nivel).toBeGreaterThanOrEqual(0);
        expect(after.nivel).toBeLessThanOrEqual(12);
        expect(after.nivel).toBe(r === 'errei' ? 0 : Math.min(nivel + 1, 12));
        const expected = INTERVALS_MINUTES[r][Math.min(after.nivel, 11)]!;
        expect(intervalMinutes(r, after.nivel)).toBe(expected);
        expect(wallClockMinutes(toLocalDateTime(at), after.proxima_revisao!)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('when the answer is errei, then the level is 0 and the next review is 1 minute later, whatever the level', () => {
    fc.assert(
      fc.property(level, instant, (nivel, at) => {
        const after = review(fresh(nivel), 'errei', at);
        expect(after.nivel).toBe(0);
        expect(wallClockMinutes(toLocalDateTime(at), after.proxima_revisao!)).toBe(1);
        expect(after.ultimo_erro).toBe(at.toISOString());
      }),
    );
  });

  it('when a fresh card receives any sequence of answers, then acertos + erros = revisoes and each answer counts once', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(resposta, instant), { maxLength: 40 }), (answers) => {
        let card = fresh();
        for (const [r, at] of answers) {
          const before = card;
          card = review(card, r, at);
          expect(card.revisoes).toBe(before.revisoes + 1);
          expect(card.acertos + card.erros).toBe(card.revisoes);
          expect(card.ultima_revisao).toBe(at.toISOString());
          if (r === 'errei') expect([card.erros, card.acertos]).toEqual([before.erros + 1, before.acertos]);
          else expect([card.acertos, card.erros, card.ultimo_acerto]).toEqual([before.acertos + 1, before.erros, at.toISOString()]);
        }
        expect(card.revisoes).toBe(answers.length);
      }),
    );
  });

  it('when now is exactly proxima_revisao, then the card is due; one second earlier it is not (inclusive boundary)', () => {
    fc.assert(
      fc.property(level, resposta, instant, (nivel, r, at) => {
        const after = review(fresh(nivel), r, at);
        const due = after.proxima_revisao!;
        expect(isAvailable(after, due)).toBe(true);
        expect(isAvailable(after, addMinutesLocal(due, -1 / 60))).toBe(false);
        expect(isAvailable(after, addMinutesLocal(due, 1 / 60))).toBe(true);
        expect(isAvailable(after, toLocalDateTime(at))).toBe(false);
      }),
    );
  });

  it('when the same local moment is used in UTC, São Paulo and Tokyo, then results are identical', () => {
    fc.assert(
      fc.property(level, resposta, instant, (nivel, r, at) => {
        // The same wall-clock reading in each zone (the instants differ; the student's clock says the same).
        const results = ZONES.map((tz) => {
          process.env.TZ = 'UTC';
          const wall = [at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds()] as const;
          process.env.TZ = tz;
          const local = new Date(...wall);
          if (local.getHours() !== wall[3]) return 'gap'; // a wall-clock hour skipped by a DST change
          const after = review(fresh(nivel), r, local);
          return [after.nivel, after.proxima_revisao, after.revisoes, after.acertos, after.erros];
        }).filter((result) => result !== 'gap');
        for (const result of results) expect(result).toEqual(results[0]);
      }),
      { numRuns: 300 },
    );
  });

  it('when TZ changes, then Date really reads another wall clock (so the zone tests above can fail)', () => {
    const instantUtc = new Date(Date.UTC(2025, 0, 1, 12, 0, 0));
    const readings = ZONES.map((tz) => {
      process.env.TZ = tz;
      return toLocalDateTime(instantUtc);
    });
    expect(readings).toEqual(['2025-01-01 12:00:00', '2025-01-01 09:00:00', '2025-01-01 21:00:00']);
  });
});

describe('wall-clock arithmetic', () => {
  it('when São Paulo still had daylight saving (2018), then 7 days later is the same wall-clock time', () => {
    process.env.TZ = 'America/Sao_Paulo';
    const answeredAt = new Date(2018, 10, 3, 23, 55, 0);
    const after = review(fresh(7), 'acerto', answeredAt);
    expect(after.proxima_revisao).toBe('2018-11-10 23:55:00');
  });

  it('when strings carry fractions or a T separator, then they still compare chronologically', () => {
    expect(compareLocal('2025-01-01 10:00:00.123', '2025-01-01T10:00:00')).toBe(0);
    expect(compareLocal('2025-01-01 09:59:59', '2025-01-01 10:00:00')).toBe(-1);
    expect(compareLocal('2025-12-31 23:59:59', '2025-02-01 00:00:00')).toBe(1);
  });

  it('formats the upcoming-review date as dd/MM/yyyy HH:mm', () => {
    expect(formatLocalShort('2025-03-10 00:09:30')).toBe('10/03/2025 00:09');
    expect(formatLocalShort(null)).toBe('—');
    expect(formatLocalShort('amanhã')).toBe('Data invalida');
  });
});

describe('interval labels', () => {
  it.each([
    [1, '1 min'],
    [5, '5 min'],
    [60, '1 h'],
    [80, '1 h 20 min'],
    [320, '5 h 20 min'],
    [1440, '1 dia'],
    [10080, '7 dias'],
    [86400, '60 dias'],
  ])('%i minutes read "%s"', (minutes, label) => {
    expect(formatInterval(minutes)).toBe(label);
  });

  it('shows, for a card at level 0, acerto → 10 min (the level-1 entry) and errei → 1 min', () => {
    expect(formatInterval(previewInterval(0, 'acerto'))).toBe('10 min');
    expect(formatInterval(previewInterval(0, 'errei'))).toBe('1 min');
    expect(nextLevel(12, 'acerto')).toBe(12);
    expect(previewInterval(12, 'acerto')).toBe(86400);
  });
});

describe('the shared scheduleAnswer under the table (what the server now applies)', () => {
  it('when any card gets any answer, then it equals the golden-tested review() of the study page', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.constantFrom(...RESPOSTAS),
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }),
        (nivel, revisoes, resposta, at) => {
          const card = { ...fresh(nivel), revisoes, acertos: revisoes };
          const shared = scheduleAnswer(card, resposta, at, toLocalDateTime(at), { agendador: 'tabela', retencao_desejada: 0.9 }).card;
          expect(shared).toEqual(review(card, resposta, at));
        },
      ),
    );
  });
});
