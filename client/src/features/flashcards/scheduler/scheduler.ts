import { RETENTION_DEFAULT, scheduleAnswer, type DeckScheduling, type Resposta } from '@app/contracts';
import { compareLocal, toLocalDateTime, type LocalDateTime } from './local-time';

/**
 * The review table (docs/product.md, Constants and limits) and its level rule live in @app/contracts, shared with the server that now schedules
 * and logs each answer; they are re-exported here unchanged for the study page and its golden tests.
 */
export {
  INTERVALS_MINUTES,
  LAST_INTERVAL_INDEX,
  MAX_LEVEL,
  MIN_LEVEL,
  RESPOSTAS,
  intervalMinutes,
  nextLevel,
  previewInterval,
  type Resposta,
} from '@app/contracts';

export const RESPOSTA_LABELS: Readonly<Record<Resposta, string>> = {
  acerto: 'Acertei',
  facil: 'Fácil',
  ok: 'Ok',
  dificil: 'Difícil',
  quase_errei: 'Quase errei',
  errei: 'Errei',
};

/** The review fields of a card (docs/product.md, Entities). Dates other than proxima_revisao are ISO instants. */
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

/** The review table (the retention belongs to FSRS; the table ignores it). */
const TABLE: DeckScheduling = { agendador: 'tabela', retencao_desejada: RETENTION_DEFAULT };

/**
 * The card after an answer given at `answeredAt` under the review table: new level, counters, last-review instants
 * and the next review as a local wall-clock string = local answer time + interval of the new level. The rule is
 * contracts' scheduleAnswer, the one the server applies.
 */
export function review<T extends ReviewState>(card: T, resposta: Resposta, answeredAt: Date): T {
  return scheduleAnswer(card, resposta, answeredAt, toLocalDateTime(answeredAt), TABLE).card;
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
