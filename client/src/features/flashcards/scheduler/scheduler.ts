import { addMinutesLocal, compareLocal, toLocalDateTime, type LocalDateTime } from './local-time';

/** The six answers of the study page (SPEC §2.13), in button and keyboard (1–6) order. */
export const RESPOSTAS = ['acerto', 'facil', 'ok', 'dificil', 'quase_errei', 'errei'] as const;
export type Resposta = (typeof RESPOSTAS)[number];

export const MIN_LEVEL = 0;
export const MAX_LEVEL = 12;
/** Interval tables have 12 entries (levels 0..11); levels above use the last one. */
export const LAST_INTERVAL_INDEX = 11;

/** SPEC §9: minutes until the next review, per answer, for the new level 0..11. */
export const INTERVALS_MINUTES: Readonly<Record<Resposta, readonly number[]>> = {
  errei: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  quase_errei: [1, 2, 3, 4, 5, 6, 8, 10, 15, 25, 40, 60],
  dificil: [2, 3, 4, 5, 6, 8, 10, 15, 20, 30, 60, 120],
  ok: [3, 4, 5, 6, 8, 10, 15, 24, 36, 60, 120, 180],
  facil: [4, 6, 8, 10, 13, 18, 25, 36, 60, 90, 150, 240],
  acerto: [5, 10, 20, 40, 80, 160, 320, 1440, 10080, 20160, 43200, 86400],
};

export const RESPOSTA_LABELS: Readonly<Record<Resposta, string>> = {
  acerto: 'Acertei',
  facil: 'Fácil',
  ok: 'Ok',
  dificil: 'Difícil',
  quase_errei: 'Quase errei',
  errei: 'Errei',
};

/** The review fields of a card (SPEC §3). Dates other than proxima_revisao are ISO instants. */
export interface ReviewState {
  nivel: number;
  revisoes: number;
  acertos: number;
  erros: number;
  proxima_revisao: LocalDateTime | null;
  ultima_revisao: string | null;
  ultimo_acerto: string | null;
  ultimo_erro: string | null;
}

function clampLevel(level: number): number {
  if (!Number.isFinite(level)) return MIN_LEVEL;
  return Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, Math.trunc(level)));
}

/** errei → 0; any other answer → one level up, capped at 12 (SPEC §4.4). */
export function nextLevel(level: number, resposta: Resposta): number {
  return resposta === 'errei' ? MIN_LEVEL : Math.min(MAX_LEVEL, clampLevel(level) + 1);
}

/** The table entry for the *new* level, whose index is capped at 11. */
export function intervalMinutes(resposta: Resposta, newLevel: number): number {
  return INTERVALS_MINUTES[resposta][Math.min(clampLevel(newLevel), LAST_INTERVAL_INDEX)]!;
}

/** What an answer would schedule for a card now at `level` (the buttons show it before answering). */
export function previewInterval(level: number, resposta: Resposta): number {
  return intervalMinutes(resposta, nextLevel(level, resposta));
}

/**
 * The card after an answer given at `answeredAt`: new level, counters, last-review instants and the next
 * review as a local wall-clock string = local answer time + interval of the new level.
 */
export function review<T extends ReviewState>(card: T, resposta: Resposta, answeredAt: Date): T {
  const nivel = nextLevel(card.nivel, resposta);
  const instant = answeredAt.toISOString();
  const wrong = resposta === 'errei';
  return {
    ...card,
    nivel,
    revisoes: card.revisoes + 1,
    acertos: wrong ? card.acertos : card.acertos + 1,
    erros: wrong ? card.erros + 1 : card.erros,
    ultima_revisao: instant,
    ultimo_acerto: wrong ? card.ultimo_acerto : instant,
    ultimo_erro: wrong ? instant : card.ultimo_erro,
    proxima_revisao: addMinutesLocal(toLocalDateTime(answeredAt), intervalMinutes(resposta, nivel)),
  };
}

/** Never reviewed, or due at or before `now` (inclusive boundary). */
export function isAvailable(card: Pick<ReviewState, 'proxima_revisao'>, now: LocalDateTime): boolean {
  return card.proxima_revisao === null || compareLocal(card.proxima_revisao, now) <= 0;
}

/** '5 min', '2 h 40 min', '1 dia', '7 dias'. */
export function formatInterval(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 1440) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  const days = Math.floor(minutes / 1440);
  const hours = Math.round((minutes % 1440) / 60);
  const dayText = days === 1 ? '1 dia' : `${days} dias`;
  return hours ? `${dayText} ${hours} h` : dayText;
}
