/**
 * Format of the assistant evaluation set (eval/assistant/*.json) and its loader.
 * See eval/assistant/README.md for the label scheme. A runner (`npm run eval:assistant`)
 * calls loadEvalSet() and sends each conversation's turns, in order, to the assistant.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Knowledge articles shipped today (server/src/ai/knowledge/<id>.md). */
export const EXISTING_ARTICLE_IDS = [
  'cronograma-prazos',
  'custos',
  'documentos-matricula',
  'falar-com-assessor',
  'legalizacao-apostilamento',
  'revalidacao-brasil',
  'universidades-paraguai',
  'vida-no-paraguai',
  'visto-residencia',
] as const;

/** Articles added after the first evaluation files were written (their `new-topic` turns); all exist now. */
export const PLANNED_ARTICLE_IDS = [
  'seguranca',
  'familia',
  'trabalhar-estudando',
  'transferencia',
  'idade-menores',
  'honorarios-assessoria',
  'bolsas-financiamento',
] as const;

export const ARTICLE_IDS = [...EXISTING_ARTICLE_IDS, ...PLANNED_ARTICLE_IDS] as const;
export const articleIdSchema = z.enum(ARTICLE_IDS);
export type ArticleId = z.infer<typeof articleIdSchema>;

export const STYLES = [
  'informal',
  'typos',
  'spanish',
  'portunhol',
  'voice',
  'emoji',
  'short',
  'multi-turn',
  'yes-no',
  'promise-bait',
  'multi-topic',
  'off-topic',
  'abuse',
  'complaint',
  'human-request',
  'unknown',
  'new-topic',
] as const;
export const styleSchema = z.enum(STYLES);
export type Style = z.infer<typeof styleSchema>;

const articleList = (min: number) =>
  z
    .array(articleIdSchema)
    .min(min)
    .refine((ids) => new Set(ids).size === ids.length, 'article ids repeat');

export const expectSchema = z.union([
  /** Any one of these articles is a correct route. */
  z.strictObject({ articles: articleList(1) }),
  /** A multi-topic message: the answer must cover every one of these articles. */
  z.strictObject({ allOf: articleList(2) }),
  /** The conversation must be flagged for staff (a person asked for, nothing in the knowledge base, a complaint). */
  z.strictObject({ handoff: z.literal(true), reason: z.enum(['human', 'unknown', 'complaint']) }),
  /** Outside the advisory's subject: a polite decline, no article, no flag. */
  z.strictObject({ offTopic: z.literal(true) }),
  /** An insult: a calm reply, no flag. */
  z.strictObject({ abuse: z.literal(true) }),
]);
export type Expectation = z.infer<typeof expectSchema>;

export const turnSchema = z.strictObject({
  user: z.string().trim().min(1),
  expect: expectSchema,
  /**
   * What the reply must not contain: "promise" (no guaranteed outcome: admission, seat, Revalida, visa, price, date), or a
   * regular expression matched against the reply without accents, case-insensitive (the previous turn's block, an
   * unrelated article's content, a "Sim" where the truth is no). A match counts as misleading.
   */
  mustNot: z.array(z.string().min(1)).min(1).optional(),
  /**
   * What the reply must say for this ask: every group must match, a group matches when one of its regular expressions
   * does, against the reply without accents, case-insensitive. A turn with `mustSay` is scored on its reply.
   */
  mustSay: z
    .array(z.array(z.string().min(1)).min(1))
    .min(1)
    .optional(),
  /** Other outcomes that are also correct: "handoff" where an honest hand-off is as good as the answer. */
  alsoOk: z
    .array(z.enum(['handoff']))
    .min(1)
    .optional(),
  /**
   * The knowledge base has no fact that answers this ask (the subject is known, this aspect is not): the right reply is
   * an honest hand-off, whatever article the routing label names.
   */
  needsHandoff: z.literal(true).optional(),
  /**
   * Facts the reply must state, as case-insensitive regular expressions ("revalid" for "is the diploma recognised by the
   * MEC?"): a reply without one of them leaves out the truth the question turns on and counts as misleading.
   */
  mustMention: z.array(z.string().min(1)).min(1).optional(),
  /** Why the label is what it is, for a reader; never used for scoring. */
  note: z.string().optional(),
});
export type EvalTurn = z.infer<typeof turnSchema>;

export const conversationSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    style: z.array(styleSchema).min(1),
    /** Part of the reduced set run by `npm test`. */
    reduced: z.literal(true).optional(),
    turns: z.array(turnSchema).min(1),
  })
  .superRefine((c, ctx) => {
    if (c.turns.length > 1 !== c.style.includes('multi-turn')) {
      ctx.addIssue({
        code: 'custom',
        path: ['style'],
        message: '"multi-turn" is required exactly when there is more than one turn',
      });
    }
  });
export type EvalConversation = z.infer<typeof conversationSchema>;

export const evalFileSchema = z.strictObject({
  description: z.string().min(1),
  conversations: z.array(conversationSchema).min(1),
});
export type EvalFile = z.infer<typeof evalFileSchema>;

export type LoadedConversation = EvalConversation & { file: string };

export const EVAL_DIR = dirname(fileURLToPath(import.meta.url));
/** The held-out set: written before tuning, measured before and after, never used to tune. */
export const HELD_OUT_DIR = join(EVAL_DIR, 'held-out');
/** Written by the runner beside the set; not part of it. */
export const RESULTS_FILE = 'results.json';

/**
 * Reads and validates every *.json file in `dir` (default: this folder), in name order, and returns their conversations.
 * Throws on an invalid file or an id used twice. `reduced: true` keeps only the conversations marked for `npm test`.
 */
export function loadEvalSet(options: { dir?: string; reduced?: boolean } = {}): LoadedConversation[] {
  const dir = options.dir ?? EVAL_DIR;
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== RESULTS_FILE)
    .sort();
  if (files.length === 0) throw new Error(`no evaluation files in ${dir}`);
  for (const file of files) checkRegexes(file, JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown);
  const seen = new Map<string, string>();
  const conversations: LoadedConversation[] = [];
  for (const file of files) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
    }
    const parsed = evalFileSchema.safeParse(raw);
    if (!parsed.success) throw new Error(`${file}: invalid evaluation file\n${z.prettifyError(parsed.error)}`);
    for (const conversation of parsed.data.conversations) {
      const other = seen.get(conversation.id);
      if (other) throw new Error(`${file}: conversation id "${conversation.id}" is also used in ${other}`);
      seen.set(conversation.id, file);
      conversations.push({ ...conversation, file });
    }
  }
  return options.reduced ? conversations.filter((c) => c.reduced) : conversations;
}

/** Number of user turns in a list of conversations. */
export function countTurns(conversations: readonly EvalConversation[]): number {
  return conversations.reduce((n, c) => n + c.turns.length, 0);
}

/** Every mustSay/mustNot pattern compiles: a typo in a label must fail loudly, not score as a miss. */
function checkRegexes(file: string, raw: unknown): void {
  const conversations = (raw as { conversations?: { id?: string; turns?: { mustSay?: unknown; mustNot?: unknown }[] }[] })
    .conversations;
  for (const c of conversations ?? [])
    for (const t of c.turns ?? [])
      for (const pattern of [
        ...((t.mustSay as string[][] | undefined) ?? []).flat(),
        ...((t.mustNot as string[] | undefined) ?? []),
      ])
        if (typeof pattern === 'string' && pattern !== 'promise') {
          try {
            new RegExp(pattern, 'iu');
          } catch (error) {
            throw new Error(`${file}: ${c.id}: invalid pattern ${pattern}: ${(error as Error).message}`, { cause: error });
          }
        }
}

/**
 * The blind batches (blind/): written without looking at the code or the knowledge base, scored on replies only.
 * The first one's misses have been read since its first run, so it is reported as "seen"; so, since the night of
 * 2026-11-29, are the second's and the third's (development batches below). The later ones are the measure (only their
 * totals are printed).
 */
export const BLIND_FILE = join(EVAL_DIR, 'blind', 'blind.json');
/** A fourth, written on 2026-11-29, for a final measure none of the tuning has seen a total of. */
export const BLIND4_FILE = join(EVAL_DIR, 'blind', 'blind4.json');
/** A sixth, written on 2026-11-29 after the fifth was read; the fifth is now `thirteenth-dev.json`. */
export const BLIND6_FILE = join(EVAL_DIR, 'blind', 'blind6.json');
export const BLIND7_FILE = join(EVAL_DIR, 'blind', 'blind7.json');
export const BLIND8_FILE = join(EVAL_DIR, 'blind', 'blind8.json');
export const BLIND9_FILE = join(EVAL_DIR, 'blind', 'blind9.json');
export const BLIND11_FILE = join(EVAL_DIR, 'blind', 'blind11.json');
export const BLIND12_FILE = join(EVAL_DIR, 'blind', 'blind12.json');
export const BLIND13_FILE = join(EVAL_DIR, 'blind', 'blind13.json');
export const BLIND14_FILE = join(EVAL_DIR, 'blind', 'blind14.json');
export const BLIND15_FILE = join(EVAL_DIR, 'blind', 'blind15.json');
export const BLIND16_FILE = join(EVAL_DIR, 'blind', 'blind16.json');
export const BLIND18_FILE = join(EVAL_DIR, 'blind', 'blind18.json');
export const BLIND19_FILE = join(EVAL_DIR, 'blind', 'blind19.json');
export const BLIND20_FILE = join(EVAL_DIR, 'blind', 'blind20.json');
export const BLIND21_FILE = join(EVAL_DIR, 'blind', 'blind21.json');
export const BLIND22_FILE = join(EVAL_DIR, 'blind', 'blind22.json');
export const BLIND23_FILE = join(EVAL_DIR, 'blind', 'blind23.json');
export const BLIND24_FILE = join(EVAL_DIR, 'blind', 'blind24.json');
export const BLIND25_FILE = join(EVAL_DIR, 'blind', 'blind25.json');
export const BLIND26_FILE = join(EVAL_DIR, 'blind', 'blind26.json');
export const BLIND27_FILE = join(EVAL_DIR, 'blind', 'blind27.json');
export const BLIND28_FILE = join(EVAL_DIR, 'blind', 'blind28.json');
export const BLIND29_FILE = join(EVAL_DIR, 'blind', 'blind29.json');
export const BLIND30_FILE = join(EVAL_DIR, 'blind', 'blind30.json');
export const BLIND31_FILE = join(EVAL_DIR, 'blind', 'blind31.json');
/** Written under the blind rules but read since their first run: development batches in the blind format. */
export const BLIND_STYLE_DEV_FILES = [
  // Blind batches whose misses were read on the night of 2026-11-29 (see blind/README.md).
  'blind2.json',
  'blind3.json',
  'eighth-dev.json',
  'ninth-dev.json',
  'tenth-dev.json',
  'eleventh-dev.json',
  'twelfth-dev.json',
  'thirteenth-dev.json',
  'fourteenth-dev.json',
  'fifteenth-dev.json',
  'sixteenth-dev.json',
  'seventeenth-dev.json',
  'eighteenth-dev.json',
  'nineteenth-dev.json',
  'twentieth-dev.json',
  'twenty-first-dev.json',
  'twenty-second-dev.json',
  'twenty-third-dev.json',
  'twenty-fourth-dev.json',
  'twenty-fifth-dev.json',
  'twenty-sixth-dev.json',
  'twenty-seventh-dev.json',
  'twenty-eighth-dev.json',
  'twenty-ninth-dev.json',
  'thirtieth-dev.json',
  'thirty-first-dev.json',
  'thirty-second-dev.json',
  'thirty-third-dev.json',
  'thirty-fourth-dev.json',
  'thirty-fifth-dev.json',
  'thirty-sixth-dev.json',
  'thirty-seventh-dev.json',
  'thirty-eighth-dev.json',
  'thirty-ninth-dev.json',
  'fortieth-dev.json',
  'forty-first-dev.json',
  'forty-second-dev.json',
  'forty-third-dev.json',
  'forty-fourth-dev.json',
  'forty-fifth-dev.json',
  'forty-sixth-dev.json',
  'forty-seventh-dev.json',
  'forty-eighth-dev.json',
  'forty-ninth-dev.json',
  'fiftieth-dev.json',
  'fifty-first-dev.json',
  'fifty-second-dev.json',
  'fifty-third-dev.json',
  'fifty-fourth-dev.json',
  'fifty-fifth-dev.json',
  'fifty-sixth-dev.json',
  'fifty-seventh-dev.json',
  'fifty-eighth-dev.json',
  'fifty-ninth-dev.json',
  'sixtieth-dev.json',
  'sixty-first-dev.json',
  'sixty-second-dev.json',
  'sixty-third-dev.json',
  'sixty-fourth-dev.json',
  'sixty-fifth-dev.json',
  'sixty-sixth-dev.json',
  'sixty-seventh-dev.json',
  'sixty-eighth-dev.json',
  'sixty-ninth-dev.json',
  'seventieth-dev.json',
  'seventy-first-dev.json',
  'seventy-second-dev.json',
  'seventy-third-dev.json',
  'seventy-fourth-dev.json',
  'seventy-fifth-dev.json',
  'seventy-sixth-dev.json',
  // Read on 2026-11-30 to find and fix its one misleading reply (see blind/README.md); its last unseen figure was 69/78.
  'blind10.json',
].map((name) => join(EVAL_DIR, 'blind', name));

export const blindTurnSchema = z.object({
  user: z.string().trim().min(1),
  expect: z.enum(['answer', 'handoff', 'refuse', 'complaint']),
  mustSay: z.array(z.array(z.string().min(1)).min(1)).optional(),
  mustNot: z.array(z.string().min(1)).optional(),
  alsoOk: z.array(z.enum(['handoff', 'answer', 'refuse', 'complaint'])).optional(),
  note: z.string().optional(),
});
export type BlindTurn = z.infer<typeof blindTurnSchema>;
export const blindFileSchema = z.object({
  conversations: z
    .array(z.object({ id: z.string().min(1), channel: z.string().optional(), turns: z.array(blindTurnSchema).min(1) }))
    .min(1),
});
export type BlindFile = z.infer<typeof blindFileSchema>;
