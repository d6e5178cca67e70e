import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { FSRS_GRADES, FSRS_PARAMETER_COUNTS, type Resposta } from '@app/contracts';

/**
 * The fewest logged answers before "Otimizar com o meu histórico" runs. Anki's manual (FSRS section of the deck
 * options) advises optimising once a preset has at least 1 000 reviews; with fewer, the fit mostly reproduces the
 * defaults (fsrs-rs then only adjusts the initial stabilities) and can overfit a handful of cards.
 */
export const FSRS_MIN_REVIEWS = 1000;

/** One logged answer, in the order the optimiser reads them: by card, then by time of answer. */
export interface LoggedAnswer {
  flashcard_id: number;
  resposta: Resposta;
  /** The learner's local calendar day of the answer, 'YYYY-MM-DD'. */
  dia: string;
  /** The card's review count before this answer (0: the card was new). */
  revisoes_antes: number;
}

/** Per card: each answer as [FSRS grade 1–4, whole days since the card's previous answer (0 for the first)]. */
export type ReviewHistory = Array<[number, number]>;

const DAY_MS = 86_400_000;
const dayNumber = (dia: string) => Math.round(Date.parse(`${dia}T00:00:00Z`) / DAY_MS);

/**
 * The log as the optimiser's input. The six answers map on FSRS's grades exactly as the scheduler does
 * (FSRS_GRADES, docs/flashcards.md), and the days between answers are local calendar days, as Anki counts them. Only
 * cards whose whole history is in the log are kept: a card first answered before the log existed (its first logged
 * answer finds revisoes > 0) would start FSRS from a wrong first review.
 */
export function reviewHistories(answers: readonly LoggedAnswer[]): { histories: ReviewHistory[]; reviews: number } {
  const histories: ReviewHistory[] = [];
  let reviews = 0;
  let card: number | null = null;
  let current: ReviewHistory | null = null;
  let previousDay = 0;
  for (const answer of answers) {
    if (answer.flashcard_id !== card) {
      card = answer.flashcard_id;
      current = answer.revisoes_antes === 0 ? [] : null;
      if (current) histories.push(current);
      previousDay = dayNumber(answer.dia);
    }
    if (!current) continue;
    const day = dayNumber(answer.dia);
    current.push([FSRS_GRADES[answer.resposta], current.length === 0 ? 0 : Math.max(0, day - previousDay)]);
    previousDay = day;
    reviews += 1;
  }
  return { histories, reviews };
}

export class FsrsOptimizerError extends Error {}

const WORKER_PATH = fileURLToPath(new URL('./fsrs-optimizer.worker.mjs', import.meta.url));
/** Longest one fit may take; a log of ~100 000 answers took about 4 s on the shared 2-core machine. */
const TIMEOUT_MS = 120_000;

/** One fit at a time per server: the optimiser keeps a core busy, and the request waits its turn. */
let queue: Promise<unknown> = Promise.resolve();

function runOptimizer(histories: ReviewHistory[]): Promise<number[]> {
  return new Promise((resolve, reject) => {
    // A child process, not a worker thread: a panic in fsrs-rs aborts its process, and that must not be the server.
    const child = fork(WORKER_PATH, [], { execArgv: [], serialization: 'advanced', stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString();
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill();
      outcome();
    };
    const timer = setTimeout(
      () => settle(() => reject(new FsrsOptimizerError('A otimização demorou demais. Tente de novo mais tarde.'))),
      TIMEOUT_MS,
    );
    child.once('message', (message: { parameters?: number[]; error?: string }) => {
      const w = message.parameters;
      if (w && (FSRS_PARAMETER_COUNTS as readonly number[]).includes(w.length) && w.every(Number.isFinite))
        settle(() => resolve(w));
      else
        settle(() =>
          reject(
            new FsrsOptimizerError(
              `O otimizador do FSRS não conseguiu ajustar os parâmetros (${message.error ?? 'parâmetros inválidos'}).`,
            ),
          ),
        );
    });
    child.once('error', (error) =>
      settle(() => reject(new FsrsOptimizerError(`O otimizador do FSRS não pôde ser iniciado (${error.message}).`))),
    );
    child.once('exit', (code, signal) => {
      const why = stderr.split('\n').find((line) => line.trim() && !line.startsWith('thread ')) ?? `código ${code ?? signal}`;
      settle(() => reject(new FsrsOptimizerError(`O otimizador do FSRS parou sem resultado (${why.trim().slice(0, 200)}).`)));
    });
    child.send({ histories });
  });
}

/** FSRS's weights fitted on the histories, in a child process; the server's event loop stays free meanwhile. */
export function optimizeFsrsParameters(histories: ReviewHistory[]): Promise<number[]> {
  const run = queue.then(() => runOptimizer(histories));
  queue = run.catch(() => undefined);
  return run;
}
