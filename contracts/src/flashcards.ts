import { z } from 'zod';
import { RESPOSTAS, SCHEDULERS, type FsrsState } from './flashcards-answers.js';

/** Decks and cards (`/api/decks`, `/api/flashcards`) and the stored audio of a card side (`/api/tts/salvar`). */

export const deckSchema = z.object({
  id: z.number(),
  materia: z.string(),
  assunto: z.string(),
  autor: z.string(),
  grupo: z.string().nullable(),
  subgrupo: z.string().nullable(),
  ano: z.number(),
  /** The deck's scheduler and FSRS's desired retention (0.80–0.97); the server always sends both. */
  agendador: z.enum(SCHEDULERS).optional(),
  retencao_desejada: z.number().optional(),
  /** FSRS weights fitted on the owner's log, when they asked for it; null: FSRS-6 defaults. */
  fsrs_parametros: z.array(z.number()).nullable().optional(),
  /** When the weights were fitted (ISO instant) and on how many logged answers. */
  fsrs_otimizado_em: z.string().nullable().optional(),
  fsrs_revisoes_usadas: z.number().nullable().optional(),
});
export type Deck = z.infer<typeof deckSchema>;

/** GET /api/decks?agora=: each deck with its counts at the browser's local time. */
export const deckSummarySchema = deckSchema.extend({
  total_cards: z.number(),
  cards_novos: z.number(),
  cards_para_revisar: z.number(),
});
export type DeckSummary = z.infer<typeof deckSummarySchema>;

/** POST /api/decks and PUT /api/decks/{id} (docs/product.md, API calls): subgrupo optional, ano the current year when absent. */
export const deckInputSchema = z.object({
  materia: z.string(),
  assunto: z.string(),
  autor: z.string(),
  grupo: z.string(),
  subgrupo: z.string().nullish(),
  ano: z.number().optional(),
});
export type DeckInput = z.infer<typeof deckInputSchema>;

/** POST /api/decks/exemplos: the starter decks that were added (none when the student has them all). */
export const demoDecksResponseSchema = z.object({ decks: z.array(deckSchema) });
export type DemoDecksResponse = z.infer<typeof demoDecksResponseSchema>;

export const flashcardSchema = z.object({
  id: z.number(),
  deck_id: z.number(),
  frente: z.string(),
  verso: z.string(),
  ordem: z.number(),
  /** Local wall-clock 'YYYY-MM-DD HH:mm:ss', returned exactly as sent. */
  proxima_revisao: z.string().nullable(),
  revisoes: z.number(),
  acertos: z.number(),
  erros: z.number(),
  nivel: z.number(),
  /** ISO 8601. */
  ultima_revisao: z.string().nullable(),
  ultimo_acerto: z.string().nullable(),
  ultimo_erro: z.string().nullable(),
  /** FSRS memory state once a FSRS deck scheduled the card; null before. */
  fsrs: z.custom<FsrsState>().nullable().optional(),
});
export type Flashcard = z.infer<typeof flashcardSchema>;

/** Longest front or back of a card the server stores. */
export const CARD_TEXT_MAX_CHARS = 10_000;

/** POST /api/flashcards/{deckId}. */
export const cardTextSchema = z.object({ frente: z.string(), verso: z.string() });
export type CardText = z.infer<typeof cardTextSchema>;

/** PUT /api/flashcards/{deckId}/{cardId}: texts and ordem on edit, or the full card after a study answer. */
export const cardUpdateSchema = flashcardSchema.omit({ id: true, deck_id: true, fsrs: true }).partial();
export type CardUpdate = z.infer<typeof cardUpdateSchema>;

/** PUT /api/flashcards/{deckId}/ordem: every card id of the deck in its new order (204). */
export const reorderRequestSchema = z.object({ ids: z.array(z.number()) });
export type ReorderRequest = z.infer<typeof reorderRequestSchema>;

/**
 * POST /api/flashcards/importar/{deckId} (multipart, field `arquivo`), optional `?repetidos=pular|importar`: what to do
 * with rows whose front and back a card of the deck already has. Without the choice such a file is refused with 409
 * (importDuplicatesSchema) so that importing the same file twice never doubles a deck silently.
 */
export const IMPORT_DUPLICATE_CHOICES = ['pular', 'importar'] as const;
export type ImportDuplicateChoice = (typeof IMPORT_DUPLICATE_CHOICES)[number];
export const importResultSchema = z.object({
  importados: z.number(),
  repetidos_ignorados: z.number().optional(),
  /** An Anki package's media files and notes of other note types, left out. */
  ignorados: z.object({ midia: z.number(), outros_tipos: z.number() }).optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
/** The 409 body: how many of the file's rows the deck already has, out of how many. */
export const importDuplicatesSchema = z.object({ error: z.string(), repetidos: z.number(), total: z.number() });
export type ImportDuplicates = z.infer<typeof importDuplicatesSchema>;

export const CARD_SIDES = ['frente', 'verso'] as const;
export type CardSide = (typeof CARD_SIDES)[number];

/** POST /api/tts/salvar: the speech of one side of a card, generated once and stored. */
export const cardAudioRequestSchema = z.object({
  text: z.string(),
  deckId: z.number(),
  cardId: z.number(),
  tipo: z.enum(CARD_SIDES),
});
export type CardAudioRequest = z.infer<typeof cardAudioRequestSchema>;

/** A same-origin path to the stored audio. */
export const cardAudioResponseSchema = z.object({ path: z.string().startsWith('/') });
export type CardAudioResponse = z.infer<typeof cardAudioResponseSchema>;

/** PUT /api/decks/{id}/agendador: the deck's scheduler; switching keeps every card's counters and review log. */
export const deckSchedulingSchema = z.object({ agendador: z.enum(SCHEDULERS), retencao_desejada: z.number().optional() });
export type DeckSchedulingInput = z.infer<typeof deckSchedulingSchema>;

/** Where "Otimizar com o meu histórico" takes its answers from: this deck's log, or every deck of the learner. */
export const FSRS_OPTIMIZATION_SOURCES = ['deck', 'todos'] as const;
export type FsrsOptimizationSource = (typeof FSRS_OPTIMIZATION_SOURCES)[number];

/** POST /api/decks/{id}/fsrs/otimizar. */
export const fsrsOptimizationInputSchema = z.object({ origem: z.enum(FSRS_OPTIMIZATION_SOURCES).optional() });
export type FsrsOptimizationInput = z.infer<typeof fsrsOptimizationInputSchema>;

/**
 * GET /api/decks/{id}/fsrs (and the answer of POST .../fsrs/otimizar and DELETE .../fsrs/parametros): whether the log
 * is big enough to fit FSRS's weights (`revisoes` usable answers per source against `minimo`), and the deck with its
 * current fit (weights, date, answers used) when there is one.
 */
export const fsrsOptimizationStatusSchema = z.object({
  minimo: z.number(),
  revisoes: z.object({ deck: z.number(), todos: z.number() }),
  deck: deckSchema,
  /** After a fit or a reset: how many of the deck's FSRS cards had their memory state recomputed with the weights. */
  cards_recalculados: z.number().optional(),
});
export type FsrsOptimizationStatus = z.infer<typeof fsrsOptimizationStatusSchema>;

/**
 * POST /api/flashcards/{deckId}/{cardId}/respostas: one study answer. The server schedules it with the deck's scheduler
 * and logs it in the same transaction. `chave` (a UUID made by the page) makes a repeated submit harmless; `revisoes`
 * is the card's count as the page showed it, so a second different answer to the same showing is refused (409).
 */
export const studyAnswerRequestSchema = z.object({
  chave: z.string(),
  resposta: z.enum(RESPOSTAS),
  /** The device's wall clock at the answer, 'YYYY-MM-DD HH:mm:ss'. */
  respondido_em_local: z.string(),
  revisoes: z.number(),
  tempo_resposta_ms: z.number().optional(),
});
export type StudyAnswerRequest = z.infer<typeof studyAnswerRequestSchema>;
export const studyAnswerResponseSchema = z.object({
  card: flashcardSchema,
  revisao: z.object({ chave: z.string(), intervalo_minutos: z.number(), repetida: z.boolean() }),
});
export type StudyAnswerResponse = z.infer<typeof studyAnswerResponseSchema>;

/** POST /api/flashcards/respostas/{chave}/desfazer: the card exactly as it was before that answer. */
export const undoAnswerResponseSchema = z.object({ card: flashcardSchema });
export type UndoAnswerResponse = z.infer<typeof undoAnswerResponseSchema>;

/** GET /api/flashcards/estatisticas?agora=&deckId=: the learner's study statistics, computed from the review log. */
export const studyStatsSchema = z.object({
  hoje: z.string(),
  /** Reviews per local day over the last 365 days (days without reviews left out). */
  por_dia: z.array(z.object({ dia: z.string(), revisoes: z.number() })),
  sequencia_atual: z.number(),
  maior_sequencia: z.number(),
  /** Cards due on each of the next 30 days (today includes every overdue card). */
  previsao: z.array(z.object({ dia: z.string(), cards: z.number() })),
  /** Reviews of cards that had been reviewed before, and how many of them were not "errei". */
  retencao: z.object({ revisoes: z.number(), lembradas: z.number(), taxa: z.number().nullable() }),
  maturidade: z.object({ novos: z.number(), aprendendo: z.number(), jovens: z.number(), maduros: z.number() }),
  para_hoje: z.number(),
});
export type StudyStats = z.infer<typeof studyStatsSchema>;

/**
 * POST /api/flashcards/importar-anki/{deckId} (multipart `arquivo`: Anki's plain-text export or an `.apkg`). With `?previa=1`: the
 * headers read, the column names and the first rows, nothing imported. Otherwise `?frente=&verso=` (0-based columns)
 * import every note into the deck, all or nothing, answered like the CSV import.
 */
export const ankiPreviewSchema = z.object({
  deck: z.string().nullable(),
  html: z.boolean(),
  colunas: z.array(z.string()),
  linhas: z.array(z.array(z.string())),
  total: z.number(),
  /** Only for an `.apkg`: media files and notes of other note types (cloze, one field) left out. */
  ignorados: z.object({ midia: z.number(), outros_tipos: z.number() }).optional(),
});
export type AnkiPreview = z.infer<typeof ankiPreviewSchema>;

/**
 * POST /api/flashcards/importar-anki (multipart: `arquivo` plus the deck's fields of POST /api/decks as form fields):
 * the same export into a new deck, created with its cards in one transaction. `?previa=1` previews the file alone.
 */
export const ankiNewDeckResultSchema = importResultSchema.extend({ deck: deckSchema });
export type AnkiNewDeckResult = z.infer<typeof ankiNewDeckResultSchema>;
