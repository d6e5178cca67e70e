/**
 * Replays the evaluation set through the offline assistant, in-process, turn by turn with each conversation's history,
 * and prints routing accuracy, misleading answers and latency per style (eval/assistant/README.md, "Runner").
 * `npm run eval:assistant` writes eval/assistant/results.json.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { ConversationTurn } from '../../server/src/ai/assistant-provider.js';
import { KnowledgeBase } from '../../server/src/ai/knowledge-base.js';
import { knowledgeAssistant } from '../../server/src/ai/knowledge-assistant.js';
import {
  EVAL_DIR,
  HELD_OUT_DIR,
  RESULTS_FILE,
  STYLES,
  loadEvalSet,
  type Expectation,
  type LoadedConversation,
} from './schema.js';

/** Only the last messages reach the assistant, as in the service. */
const HISTORY_LIMIT = 10;

/** What the runner scores in one reply. */
export interface ScoredReply {
  text: string;
  outcome: 'answer' | 'handoff' | 'offTopic' | 'abuse' | 'smalltalk';
  articles: string[];
  handoffReason?: 'human' | 'unknown' | 'complaint';
}

export interface TurnResult {
  conversation: string;
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
    return { text: reply.text, outcome, articles: reply.articles, handoffReason: reply.handoffReason };
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
      results.push({
        conversation: conversation.id,
        turn: index + 1,
        styles: conversation.style,
        user: turn.user,
        expect: turn.expect,
        got: { outcome: answer.outcome, articles: answer.articles, handoffReason: answer.handoffReason },
        routed: isRouted(turn.expect, answer),
        promiseBait,
        misleading: (turn.mustNot?.includes('promise') === true && isMisleading(answer.text)) || missing.length > 0,
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

/**
 * The development set (this folder), then the held-out set (held-out/), each with its own table: the held-out numbers
 * say how the assistant does on questions nobody tuned it against. `--reduced` runs only the development set's reduced part;
 * `--development` runs the whole development set and leaves the held-out set alone (for tuning without seeing it).
 */
async function main(): Promise<void> {
  const reduced = process.argv.includes('--reduced');
  const results = await evaluate(loadEvalSet({ reduced }));
  const table = summaryTable(results);
  console.log(reduced ? 'Development set, reduced' : 'Development set');
  printTable(table);
  printFailures(results);
  if (reduced) return;
  writeFileSync(join(EVAL_DIR, RESULTS_FILE), `${JSON.stringify({ summary: table, turns: results }, null, 2)}\n`);
  // While changing the assistant, its misses on the held-out set must not be seen: `--development` stops here.
  if (process.argv.includes('--development')) return;

  const heldOut = await evaluate(loadEvalSet({ dir: HELD_OUT_DIR }));
  const heldOutTable = summaryTable(heldOut);
  console.log('Held-out set');
  printTable(heldOutTable);
  printFailures(heldOut);
  writeFileSync(join(HELD_OUT_DIR, RESULTS_FILE), `${JSON.stringify({ summary: heldOutTable, turns: heldOut }, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
