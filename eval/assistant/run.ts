/**
 * Replays the evaluation set through the offline assistant, in-process, turn by turn with each conversation's history,
 * and prints routing accuracy, misleading answers and latency per style (eval/assistant/README.md, "Runner").
 * `npm run eval:assistant` writes eval/assistant/results.json.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { ConversationTurn } from '../../server/src/ai/assistant-provider.js';
import { KnowledgeBase } from '../../server/src/ai/knowledge-base.js';
import { knowledgeAssistant } from '../../server/src/ai/knowledge-assistant.js';
import {
  BLIND_FILE,
  BLIND4_FILE,
  BLIND6_FILE,
  BLIND7_FILE,
  BLIND8_FILE,
  BLIND9_FILE,
  BLIND11_FILE,
  BLIND12_FILE,
  BLIND13_FILE,
  BLIND14_FILE,
  BLIND15_FILE,
  BLIND16_FILE,
  BLIND18_FILE,
  BLIND19_FILE,
  BLIND20_FILE,
  BLIND21_FILE,
  BLIND22_FILE,
  BLIND23_FILE,
  BLIND24_FILE,
  BLIND25_FILE,
  BLIND26_FILE,
  BLIND27_FILE,
  BLIND28_FILE,
  BLIND29_FILE,
  BLIND30_FILE,
  BLIND31_FILE,
  BLIND_STYLE_DEV_FILES,
  blindFileSchema,
  EVAL_DIR,
  HELD_OUT_DIR,
  RESULTS_FILE,
  STYLES,
  loadEvalSet,
  type BlindTurn,
  type EvalTurn,
  type Expectation,
  type LoadedConversation,
} from './schema.js';

/** The blind batches whose misses stay unread: name (for `--<name>-failures`), label and file. */
const UNSEEN_BATCHES: [string, string, string][] = [
  ['blind4', 'Fourth', BLIND4_FILE],
  ['blind6', 'Sixth', BLIND6_FILE],
  ['blind7', 'Seventh', BLIND7_FILE],
  ['blind8', 'Eighth', BLIND8_FILE],
  ['blind9', 'Ninth', BLIND9_FILE],
  ['blind11', 'Eleventh', BLIND11_FILE],
  ['blind12', 'Twelfth', BLIND12_FILE],
  ['blind13', 'Thirteenth', BLIND13_FILE],
  ['blind14', 'Fourteenth', BLIND14_FILE],
  ['blind15', 'Fifteenth', BLIND15_FILE],
  ['blind16', 'Sixteenth', BLIND16_FILE],
  ['blind18', 'Eighteenth', BLIND18_FILE],
  ['blind19', 'Nineteenth', BLIND19_FILE],
  ['blind20', 'Twentieth', BLIND20_FILE],
  ['blind21', 'Twenty-first', BLIND21_FILE],
  ['blind22', 'Twenty-second', BLIND22_FILE],
  ['blind23', 'Twenty-third', BLIND23_FILE],
  ['blind24', 'Twenty-fourth', BLIND24_FILE],
  ['blind25', 'Twenty-fifth', BLIND25_FILE],
  ['blind26', 'Twenty-sixth', BLIND26_FILE],
  ['blind27', 'Twenty-seventh', BLIND27_FILE],
  ['blind28', 'Twenty-eighth', BLIND28_FILE],
  ['blind29', 'Twenty-ninth', BLIND29_FILE],
  ['blind30', 'Thirtieth', BLIND30_FILE],
  ['blind31', 'Thirty-first', BLIND31_FILE],
];

/** Only the last messages reach the assistant, as in the service. */
const HISTORY_LIMIT = 10;

/** What the runner scores in one reply. */
export interface ScoredReply {
  text: string;
  outcome: 'answer' | 'handoff' | 'offTopic' | 'abuse' | 'smalltalk';
  articles: string[];
  handoffReason?: 'human' | 'unknown' | 'complaint';
  handoff?: boolean;
}

export interface TurnResult {
  conversation: string;
  file: string;
  /** Scored on the reply: a hand-off/decline label, or a turn with `mustSay`. Unlabelled answers count only for routing. */
  answerLabelled: boolean;
  answered: boolean;
  /** The `mustSay` groups the reply missed and the `mustNot` patterns it hit, for the failure list. */
  missed: string[];
  chars: number;
  turn: number;
  styles: string[];
  user: string;
  expect: Expectation;
  got: { outcome: ScoredReply['outcome']; articles: string[]; handoffReason?: string };
  routed: boolean;
  promiseBait: boolean;
  misleading: boolean;
  ms: number;
  answer: string;
}

export interface StyleSummary {
  turns: number;
  routed: number;
  routing: number;
  promiseBait: number;
  misleading: number;
  p50: number;
  p95: number;
}

type Replier = (question: string, history: ConversationTurn[]) => Promise<ScoredReply>;

/** The shipped offline assistant: its reply says which articles it used and whether it hands off. */
export function offlineReplier(): Replier {
  const assistant = knowledgeAssistant(new KnowledgeBase());
  return async (question, history) => {
    const reply = await assistant.answer({ question, history, userName: 'Avaliação' });
    const outcome = reply.kind === 'greeting' || reply.kind === 'thanks' ? 'smalltalk' : reply.kind;
    return { text: reply.text, outcome, articles: reply.articles, handoffReason: reply.handoffReason, handoff: reply.handoff };
  };
}

/**
 * Whether a reply goes where the label says. `articles`: the main article is one of them; `allOf`: every one is covered;
 * a hand-off: flagged with the labelled reason.
 */
export function isRouted(expect: Expectation, reply: ScoredReply): boolean {
  if ('articles' in expect) return reply.outcome === 'answer' && expect.articles.includes(reply.articles[0] as never);
  if ('allOf' in expect) return reply.outcome === 'answer' && expect.allOf.every((id) => reply.articles.includes(id));
  if ('handoff' in expect) return reply.handoffReason === expect.reason;
  if ('offTopic' in expect) return reply.outcome === 'offTopic';
  return reply.outcome === 'abuse';
}

const NEGATION = /\b(n[aã]o|nem|nenhum[a]?|ningu[eé]m|nunca|sem|jamais|desconfie)\b/i;

/**
 * An affirmative promise in a reply: it opens with "Sim", or one of its sentences says "garant…", "com certeza",
 * "certeza" or "sem dúvida" with no negation in that sentence ("não há garantia" is honest, "garantimos" is not).
 */
export function isMisleading(text: string): boolean {
  const plain = text.replace(/\*\*/g, '').trim();
  if (/^(?:[\p{L}]+[,!]\s+)?sim\b/iu.test(plain)) return true;
  const sentences = plain.split(/(?<=[.!?;:])\s+|\n+/);
  return sentences.some(
    (sentence) =>
      !sentence.trim().endsWith('?') &&
      /garant|com certeza|\bcerteza\b|sem d[uú]vida/i.test(sentence) &&
      !NEGATION.test(sentence),
  );
}

/** The reply as labels see it: no source line, no accents, no markdown emphasis, lower case. */
export function plainReply(text: string): string {
  // A source line names its page ("Classe Turista: RG no Mercosul…"): it states no fact of the answer.
  return text
    .replace(/^Fonte: .*$/gm, '')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/\*\*/g, '')
    .toLowerCase();
}

/**
 * How much of a reply a prospect reads before deciding whether it answered: the fact must be there, not somewhere in a
 * pasted block below it.
 */
export const LEAD_CHARS = 500;

/** The `mustSay` groups no pattern of which matches within the reply's lead, each shown as its patterns joined by "|". */
export function missingGroups(mustSay: readonly (readonly string[])[] | undefined, text: string): string[] {
  const plain = plainReply(text).slice(0, LEAD_CHARS);
  return (mustSay ?? []).filter((group) => !group.some((p) => new RegExp(p, 'iu').test(plain))).map((g) => g.join('|'));
}

/**
 * The `mustNot` regular expressions ("promise" aside) the reply matches. A pattern about a guarantee ("(?<!nao )garant")
 * forbids a promise, so, as in `isMisleading`, a sentence that denies one ("não há garantia de vaga") does not match it.
 */
export function forbiddenHits(mustNot: readonly string[] | undefined, text: string): string[] {
  const plain = plainReply(text);
  const sentences = plain.split(/(?<=[.!?;:])\s+|\n+/);
  return (mustNot ?? []).filter((p) => {
    if (p === 'promise') return false;
    const pattern = new RegExp(p, 'iu');
    if (!/garant/.test(p)) return pattern.test(plain);
    return sentences.some((sentence) => pattern.test(sentence) && !NEGATION.test(sentence));
  });
}

/**
 * Whether the reply does what the turn needs: a hand-off flagged (a complaint as a complaint), a decline, or an answer
 * that says every `mustSay` fact and none of the `mustNot` ones. `alsoOk: ["handoff"]` accepts an honest hand-off instead.
 */
export function answerVerdict(turn: EvalTurn, reply: ScoredReply): { labelled: boolean; ok: boolean; missed: string[] } {
  const { expect } = turn;
  const missed = [...missingGroups(turn.mustSay, reply.text), ...forbiddenHits(turn.mustNot, reply.text).map((p) => `NOT ${p}`)];
  const handedOff = reply.handoff === true || reply.outcome === 'handoff';
  if ('handoff' in expect) {
    const kindOk = expect.reason === 'complaint' ? reply.handoffReason === 'complaint' : handedOff;
    return {
      labelled: true,
      ok: kindOk && missed.length === 0,
      missed: kindOk ? missed : [`handoff:${expect.reason}`, ...missed],
    };
  }
  if ('offTopic' in expect || 'abuse' in expect) {
    const want = 'offTopic' in expect ? 'offTopic' : 'abuse';
    return {
      labelled: true,
      ok: reply.outcome === want && missed.length === 0,
      missed: reply.outcome === want ? missed : [want, ...missed],
    };
  }
  if (turn.needsHandoff) {
    const forbidden = forbiddenHits(turn.mustNot, reply.text).map((p) => `NOT ${p}`);
    return {
      labelled: true,
      ok: handedOff && forbidden.length === 0,
      missed: handedOff ? forbidden : ['a hand-off', ...forbidden],
    };
  }
  if (!turn.mustSay) return { labelled: false, ok: false, missed: [] };
  if (handedOff && turn.alsoOk?.includes('handoff'))
    return { labelled: true, ok: forbiddenHits(turn.mustNot, reply.text).length === 0, missed: [] };
  const ok = reply.outcome === 'answer' && !handedOff && missed.length === 0;
  return { labelled: true, ok, missed: handedOff ? ['answer, not a hand-off', ...missed] : missed };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function summarise(results: TurnResult[]): StyleSummary {
  const routed = results.filter((r) => r.routed).length;
  const ms = results.map((r) => r.ms);
  return {
    turns: results.length,
    routed,
    routing: results.length ? routed / results.length : 0,
    promiseBait: results.filter((r) => r.promiseBait).length,
    misleading: results.filter((r) => r.misleading).length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
  };
}

/** Sends every conversation's turns in order, each with the conversation so far as history. */
export async function evaluate(conversations: LoadedConversation[], reply: Replier = offlineReplier()): Promise<TurnResult[]> {
  const results: TurnResult[] = [];
  for (const conversation of conversations) {
    const history: ConversationTurn[] = [];
    for (const [index, turn] of conversation.turns.entries()) {
      const started = performance.now();
      const answer = await reply(turn.user, history.slice(-HISTORY_LIMIT));
      const ms = performance.now() - started;
      const promiseBait = (turn.mustNot?.includes('promise') ?? false) || turn.mustMention !== undefined;
      const missing = (turn.mustMention ?? []).filter((fact) => !new RegExp(fact, 'iu').test(answer.text));
      const verdict = answerVerdict(turn, answer);
      results.push({
        conversation: conversation.id,
        file: conversation.file,
        answerLabelled: verdict.labelled,
        answered: verdict.ok,
        missed: verdict.missed,
        chars: answer.text.length,
        turn: index + 1,
        styles: conversation.style,
        user: turn.user,
        expect: turn.expect,
        got: { outcome: answer.outcome, articles: answer.articles, handoffReason: answer.handoffReason },
        routed: isRouted(turn.expect, answer),
        promiseBait,
        misleading:
          (turn.mustNot?.includes('promise') === true && isMisleading(answer.text)) ||
          missing.length > 0 ||
          forbiddenHits(turn.mustNot, answer.text).length > 0,
        ms: Math.round(ms * 100) / 100,
        answer: answer.text,
      });
      history.push({ autor: 'user', mensagem: turn.user }, { autor: 'ia', mensagem: answer.text });
    }
  }
  return results;
}

export function summaryTable(results: TurnResult[]): Record<string, StyleSummary> {
  const table: Record<string, StyleSummary> = { overall: summarise(results) };
  for (const style of STYLES) {
    const ofStyle = results.filter((r) => r.styles.includes(style));
    if (ofStyle.length > 0) table[style] = summarise(ofStyle);
  }
  return table;
}

function printTable(table: Record<string, StyleSummary>): void {
  const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
  const rows = Object.entries(table).map(([style, s]) => ({
    style,
    turns: s.turns,
    routed: `${s.routed}/${s.turns}`,
    routing: pct(s.routing),
    misleading: `${s.misleading}/${s.promiseBait}`,
    'p50 ms': s.p50.toFixed(2),
    'p95 ms': s.p95.toFixed(2),
  }));
  console.table(rows);
}

function printFailures(results: TurnResult[]): void {
  for (const f of results.filter((r) => !r.routed || r.misleading)) {
    console.log(
      `✗ ${f.conversation}#${f.turn} ${JSON.stringify(f.user)} expected ${JSON.stringify(f.expect)} got ${JSON.stringify(f.got)}${f.misleading ? ' MISLEADING' : ''}`,
    );
  }
}

/** Answer-level numbers of one group of turns: scored on what the reply says, with the routing number beside it. */
export interface AnswerSummary {
  turns: number;
  labelled: number;
  answered: number;
  answerLevel: number;
  misleading: number;
  medianChars: number;
  p95Chars: number;
  p95Ms: number;
  routing: number;
}

export function answerSummary(
  results: readonly {
    answerLabelled: boolean;
    answered: boolean;
    misleading: boolean;
    chars: number;
    ms: number;
    routed?: boolean;
  }[],
): AnswerSummary {
  const labelled = results.filter((r) => r.answerLabelled);
  const answered = labelled.filter((r) => r.answered).length;
  const routedKnown = results.filter((r) => r.routed !== undefined);
  return {
    turns: results.length,
    labelled: labelled.length,
    answered,
    answerLevel: labelled.length ? answered / labelled.length : 0,
    misleading: results.filter((r) => r.misleading).length,
    medianChars: percentile(
      results.map((r) => r.chars),
      50,
    ),
    p95Chars: percentile(
      results.map((r) => r.chars),
      95,
    ),
    p95Ms: percentile(
      results.map((r) => r.ms),
      95,
    ),
    routing: routedKnown.length ? routedKnown.filter((r) => r.routed).length / routedKnown.length : 0,
  };
}

function printAnswerTable(groups: Record<string, AnswerSummary>, withRouting = true): void {
  const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
  console.table(
    Object.entries(groups).map(([group, s]) => ({
      group,
      turns: s.turns,
      'answer-level': `${s.answered}/${s.labelled} ${pct(s.answerLevel)}`,
      misleading: s.misleading,
      'median chars': s.medianChars,
      'p95 chars': s.p95Chars,
      'p95 ms': s.p95Ms.toFixed(2),
      ...(withRouting ? { routing: pct(s.routing) } : {}),
    })),
  );
}

function printAnswerFailures(results: readonly (TurnResult | BlindResult)[]): void {
  for (const f of results.filter((r) => (r.answerLabelled && !r.answered) || r.misleading)) {
    console.log(
      `✗ ${f.conversation}#${f.turn} ${JSON.stringify(f.user)}${f.misleading ? ' MISLEADING' : ''} missed ${JSON.stringify(f.missed)}\n    → ${JSON.stringify(f.answer.slice(0, 300))}`,
    );
  }
}

export function answerTables(results: TurnResult[]): Record<string, AnswerSummary> {
  const groups: Record<string, AnswerSummary> = { overall: answerSummary(results) };
  for (const file of [...new Set(results.map((r) => r.file))])
    groups[file] = answerSummary(results.filter((r) => r.file === file));
  return groups;
}

export interface BlindResult {
  conversation: string;
  turn: number;
  user: string;
  expect: BlindTurn['expect'];
  answerLabelled: true;
  answered: boolean;
  misleading: boolean;
  missed: string[];
  chars: number;
  ms: number;
  answer: string;
  got: { outcome: ScoredReply['outcome']; handoffReason?: string };
}

/** The outcome class of a reply in the blind batch's terms. */
function blindOutcome(reply: ScoredReply): BlindTurn['expect'] {
  if (reply.handoffReason === 'complaint') return 'complaint';
  if (reply.outcome === 'handoff' || reply.handoff) return 'handoff';
  if (reply.outcome === 'offTopic' || reply.outcome === 'abuse') return 'refuse';
  return 'answer';
}

/** Scores the blind batch's turns on replies alone (it has no article labels, so no routing number). */
export async function evaluateBlind(reply: Replier = offlineReplier(), path = BLIND_FILE): Promise<BlindResult[] | undefined> {
  if (!existsSync(path)) return undefined;
  const file = blindFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  const results: BlindResult[] = [];
  for (const conversation of file.conversations) {
    const history: ConversationTurn[] = [];
    for (const [index, turn] of conversation.turns.entries()) {
      const started = performance.now();
      const answer = await reply(turn.user, history.slice(-HISTORY_LIMIT));
      const ms = performance.now() - started;
      const got = blindOutcome(answer);
      const forbidden = forbiddenHits(turn.mustNot, answer.text);
      const missing = got === 'answer' ? missingGroups(turn.mustSay, answer.text) : [];
      const accepted = [turn.expect, ...(turn.alsoOk ?? [])];
      // A complaint flagged as a plain hand-off still reaches a person; the reverse is not accepted.
      const outcomeOk = accepted.includes(got) || (turn.expect === 'handoff' && got === 'complaint');
      results.push({
        conversation: conversation.id,
        turn: index + 1,
        user: turn.user,
        expect: turn.expect,
        answerLabelled: true,
        answered: outcomeOk && missing.length === 0 && forbidden.length === 0,
        misleading: forbidden.length > 0,
        missed: [...(outcomeOk ? [] : [`${turn.expect}, got ${got}`]), ...missing, ...forbidden.map((p) => `NOT ${p}`)],
        chars: answer.text.length,
        ms: Math.round(ms * 100) / 100,
        answer: answer.text,
        got: { outcome: answer.outcome, handoffReason: answer.handoffReason },
      });
      history.push({ autor: 'user', mensagem: turn.user }, { autor: 'ia', mensagem: answer.text });
    }
  }
  return results;
}

/**
 * The development set (this folder), then the held-out set (held-out/), then the blind batch (blind/blind.json) when it
 * is there, each with its own tables: answer-level accuracy (scored on the reply), misleading replies, reply length and
 * latency, with the routing number beside it. `--reduced` runs only the development set's reduced part; `--development`
 * runs the whole development set and leaves the held-out set and the blind batch alone (for tuning without seeing them).
 */
async function main(): Promise<void> {
  const reduced = process.argv.includes('--reduced');
  const replier = offlineReplier();
  // A first pass warms the stemmer and spelling caches, as a running server would be.
  await evaluate(loadEvalSet({ reduced }), replier);
  const results = await evaluate(loadEvalSet({ reduced }), replier);
  console.log(reduced ? 'Development set, reduced: answer level per file' : 'Development set: answer level per file');
  printAnswerTable(answerTables(results));
  console.log('Development set: routing per style');
  printTable(summaryTable(results));
  if (process.argv.includes('--failures')) {
    printFailures(results);
    printAnswerFailures(results);
  }
  if (reduced) return;
  writeFileSync(
    join(EVAL_DIR, RESULTS_FILE),
    `${JSON.stringify({ answerLevel: answerTables(results), summary: summaryTable(results), turns: results }, null, 2)}\n`,
  );
  // While changing the assistant, its misses on the held-out set must not be seen: `--development` stops here.
  if (process.argv.includes('--development')) return;
  // `--seen`: the development set and the first blind batch, whose misses are no longer unseen.
  if (process.argv.includes('--seen')) {
    const seen = await evaluateBlind(replier, BLIND_FILE);
    if (seen) {
      console.log('First blind batch (seen)');
      printAnswerTable({ blind: answerSummary(seen) }, false);
      if (process.argv.includes('--failures')) printAnswerFailures(seen);
    }
    for (const file of BLIND_STYLE_DEV_FILES) {
      const batch = await evaluateBlind(replier, file);
      if (!batch) continue;
      console.log(`Blind-written development batch ${basename(file)} (read since its first run)`);
      printAnswerTable({ [basename(file, '.json')]: answerSummary(batch) }, false);
      if (process.argv.includes('--failures')) printAnswerFailures(batch);
    }
    return;
  }

  const heldOut = await evaluate(loadEvalSet({ dir: HELD_OUT_DIR }), replier);
  console.log('Held-out set: routing per style');
  printTable(summaryTable(heldOut));
  writeFileSync(
    join(HELD_OUT_DIR, RESULTS_FILE),
    `${JSON.stringify({ summary: summaryTable(heldOut), turns: heldOut }, null, 2)}\n`,
  );

  const blind = await evaluateBlind(replier, BLIND_FILE);
  if (blind) {
    console.log('First blind batch (scored on replies only; its misses have been read since its first run)');
    printAnswerTable({ blind: answerSummary(blind) }, false);
    printAnswerFailures(blind);
  }
  // The other batches are the measure: their misses are printed only when asked for (`--blind4-failures`, …), so that
  // tuning never sees them.
  for (const [name, label, file] of UNSEEN_BATCHES) {
    const batch = await evaluateBlind(replier, file);
    if (!batch) continue;
    console.log(`${label} blind batch (scored on replies only)`);
    printAnswerTable({ [name]: answerSummary(batch) }, false);
    if (process.argv.includes(`--${name}-failures`)) printAnswerFailures(batch);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
