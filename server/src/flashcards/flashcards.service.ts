import type { Knex } from 'knex';
import { scheduleAnswer, type FsrsOptimizationSource, type FsrsOptimizationStatus, type AnkiNewDeckResult, type AnkiPreview, type ImportDuplicateChoice, type ImportResult, type StudyStats } from '@app/contracts';
import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import { withTransaction } from '../lib/transaction.js';
import type { TtsService } from '../tts/index.js';
import { ALREADY_ANSWERED, answerSync } from './answer-sync.js';
import { parseCardsCsv } from './csv-import.js';
import { ankiExportCards, previewAnkiExport } from './anki-import.js';
import { splitByExisting } from './import-duplicates.js';
import { DEMO_DECKS } from './demo-decks.js';
import { flashcardsRepository, type CardRow, type DeckRow, type DeckSummaryRow } from './flashcards.repository.js';
import type { CardAudioInput, CardUpdate, DeckInput, DeckSchedulingInput, StudyAnswerInput } from './flashcards.schemas.js';
import { studyStatsRepository } from './study-stats.repository.js';
import { FSRS_MIN_REVIEWS, FsrsOptimizerError, optimizeFsrsParameters, reviewHistories } from './fsrs-optimizer.js';
import { recomputedMemoryStates } from './fsrs-memory.js';

const DECK_NOT_FOUND = 'Deck não encontrado.';
const CARD_NOT_FOUND = 'Card não encontrado.';
const CARDS_CHANGED = 'A lista de cards mudou desde que a página foi aberta. Recarregue a página.';
const ANSWER_NOT_FOUND = 'Resposta não encontrada.';
/** An offline answer older than this is not applied: the card's schedule has long moved on without it. */
const OFFLINE_ANSWER_MAX_AGE_MS = 30 * 86_400_000;
const OFFLINE_ANSWER_TOO_OLD = 'Resposta dada há mais de 30 dias sem conexão: não foi aplicada.';
/** A device's wall clock is at most 14 h ahead of or 12 h behind UTC; a little slack for a skewed clock. */
const LOCAL_CLOCK_SLACK_MS = 26 * 3600 * 1000;
/** The spec's TTS voice for card sides. */
const CARD_VOICE = 'nova';

function duplicatesMessage(repeated: number, total: number): string {
  const which =
    repeated === total ? (total === 1 ? 'O card deste arquivo' : `Todos os ${total} cards deste arquivo`) : `${repeated} dos ${total} cards deste arquivo`;
  return `${which} já ${repeated === 1 ? 'existe' : 'existem'} no deck (mesma frente e verso). Escolha se quer pular os repetidos ou importar todos.`;
}

const HEATMAP_DAYS = 365;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus n days, on the UTC calendar. */
function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Runs of consecutive study days in ascending distinct days: the longest, and the one still alive (its last day is
 * today or yesterday: today's study may not have happened yet).
 */
export function streaks(days: string[], today: string): { atual: number; maior: number } {
  let maior = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of days) {
    if (day > today) continue;
    run = previous !== null && addDays(previous, 1) === day ? run + 1 : 1;
    maior = Math.max(maior, run);
    previous = day;
  }
  const alive = previous !== null && previous >= addDays(today, -1);
  return { atual: alive ? run : 0, maior };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A local wall-clock 'YYYY-MM-DD HH:mm:ss' read as if it were UTC, in milliseconds. */
function wallClockMs(local: string): number {
  return Date.parse(`${local.replace(' ', 'T')}Z`);
}

/** 'YYYY-MM-DD HH:mm:ss' of the server's own clock, for callers that do not send theirs. */
function serverLocalNow(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * All or nothing: the whole file was validated first, then inserted after the last card in one transaction. Rows
 * the deck already has (same front and back) are refused with their count until the caller says whether to skip
 * them or import them anyway, so importing one file twice never doubles a deck unnoticed.
 */
function insertImported(
  db: Knex,
  actor: Actor,
  deckId: number,
  cards: Array<{ frente: string; verso: string }>,
  repetidos?: ImportDuplicateChoice,
): Promise<ImportResult> {
  return withTransaction(db, async (trx) => {
    const repo = flashcardsRepository(trx);
    if (!(await repo.lockDeck(actor.id, deckId))) throw new HttpError(404, DECK_NOT_FOUND);
    const { fresh, repeated } = splitByExisting(cards, await repo.cardTexts(deckId));
    if (repeated > 0 && !repetidos) {
      throw new HttpError(409, duplicatesMessage(repeated, cards.length), { repetidos: repeated, total: cards.length });
    }
    const toInsert = repetidos === 'pular' ? fresh : cards;
    await repo.insertCards(deckId, await repo.nextOrdem(deckId), toInsert);
    return repetidos === 'pular' ? { importados: toInsert.length, repetidos_ignorados: repeated } : { importados: toInsert.length };
  });
}

/** Every operation acts only on the actor's own decks: someone else's deck or card is a plain 404. */
export function flashcardsService(deps: { db: Knex; tts: Pick<TtsService, 'speak'> }) {
  const { db, tts } = deps;
  const repo = flashcardsRepository(db);

  async function ownedDeck(actor: Actor, deckId: number): Promise<DeckRow> {
    const deck = await repo.findDeck(actor.id, deckId);
    if (!deck) throw new HttpError(404, DECK_NOT_FOUND);
    return deck;
  }

  /** "Otimizar com o meu histórico": how many usable answers each source has, and the deck's current fit. */
  async function fsrsStatus(actor: Actor, deckId: number): Promise<FsrsOptimizationStatus> {
    const deck = await ownedDeck(actor, deckId);
    return { minimo: FSRS_MIN_REVIEWS, revisoes: await repo.countOptimizerAnswers(actor.id, deckId), deck };
  }

  /**
   * Keeps the deck's FSRS weights (fitted, or null for FSRS-6's defaults) and recomputes with them the memory state of
   * its cards FSRS schedules, from their answers in force, in one transaction. The cards are locked before their log
   * is read, and an answer reads its deck only once it holds its card (answerCard): an answer given meanwhile is
   * either in the replay or scheduled after it with the new weights. Due dates stay; the next answers use the new
   * state. Returns how many cards were recomputed.
   */
  async function saveWeights(actor: Actor, deckId: number, fit: { parametros: number[]; revisoes: number } | null) {
    return withTransaction(db, async (trx) => {
      const repo = flashcardsRepository(trx);
      const deck = await repo.saveFsrsParameters(actor.id, deckId, fit);
      if (!deck) throw new HttpError(404, DECK_NOT_FOUND);
      await repo.lockFsrsCards(deckId);
      const answers = await repo.fsrsCardAnswers(actor.id, deckId);
      const states = await recomputedMemoryStates(answers, deck.retencao_desejada, deck.fsrs_parametros);
      await repo.updateCardsFsrs(states);
      return states.length;
    });
  }

  const service = {
    ownedDeck,

    listDecks(actor: Actor, agora: string | undefined): Promise<DeckSummaryRow[]> {
      return repo.listDecks(actor.id, agora);
    },

    createDeck(actor: Actor, input: DeckInput): Promise<DeckRow> {
      return repo.insertDeck(actor.id, input);
    },

    async updateDeck(actor: Actor, deckId: number, input: DeckInput): Promise<DeckRow> {
      const deck = await repo.updateDeck(actor.id, deckId, input);
      if (!deck) throw new HttpError(404, DECK_NOT_FOUND);
      return deck;
    },

    async deleteDeck(actor: Actor, deckId: number): Promise<void> {
      if (!(await repo.deleteDeck(actor.id, deckId))) throw new HttpError(404, DECK_NOT_FOUND);
    },

    /** Adds the starter decks the student does not have yet (same matéria and assunto), in one transaction. */
    async addDemoDecks(actor: Actor): Promise<DeckRow[]> {
      return withTransaction(db, async (trx) => {
        const repo = flashcardsRepository(trx);
        const have = new Set((await repo.deckSubjects(actor.id)).map((d) => `${d.materia}\n${d.assunto}`));
        const created: DeckRow[] = [];
        for (const demo of DEMO_DECKS) {
          if (have.has(`${demo.deck.materia}\n${demo.deck.assunto}`)) continue;
          const deck = await repo.insertDeck(actor.id, { ...demo.deck, ano: new Date().getFullYear() });
          await repo.insertCards(deck.id, 0, demo.cards);
          created.push(deck);
        }
        return created;
      });
    },

    async listCards(actor: Actor, deckId: number): Promise<CardRow[]> {
      const cards = await repo.listOwnedCards(actor.id, deckId);
      if (!cards) throw new HttpError(404, DECK_NOT_FOUND);
      return cards;
    },

    /** A single card, appended after the last one. */
    async createCard(actor: Actor, deckId: number, card: { frente: string; verso: string }): Promise<CardRow> {
      return withTransaction(db, async (trx) => {
        const repo = flashcardsRepository(trx);
        if (!(await repo.lockDeck(actor.id, deckId))) throw new HttpError(404, DECK_NOT_FOUND);
        return repo.insertCard(deckId, { ...card, ordem: await repo.nextOrdem(deckId) });
      });
    },

    /** A side whose text changes loses its stored audio link: that audio says the old text. */
    async updateCard(actor: Actor, deckId: number, cardId: number, changes: CardUpdate): Promise<CardRow> {
      return withTransaction(db, async (trx) => {
        const repo = flashcardsRepository(trx);
        const before = await repo.lockCard(actor.id, deckId, cardId);
        if (!before) throw new HttpError(404, CARD_NOT_FOUND);
        const updated = await repo.updateCard(cardId, changes);
        const staleSides = (['frente', 'verso'] as const).filter((side) => changes[side] !== undefined && changes[side] !== before[side]);
        if (staleSides.length > 0) await repo.unlinkAudio(cardId, staleSides);
        return updated;
      });
    },

    async deleteCard(actor: Actor, deckId: number, cardId: number): Promise<void> {
      if (!(await repo.deleteCard(actor.id, deckId, cardId))) throw new HttpError(404, CARD_NOT_FOUND);
    },

    /** Renumbers the deck's cards 0..n-1 in the given order; the ids must be exactly the deck's cards. */
    async reorder(actor: Actor, deckId: number, ids: number[]): Promise<void> {
      await withTransaction(db, async (trx) => {
        const repo = flashcardsRepository(trx);
        if (!(await repo.lockDeck(actor.id, deckId))) throw new HttpError(404, DECK_NOT_FOUND);
        const current = await repo.cardIds(deckId);
        const wanted = new Set(ids);
        if (current.length !== ids.length || current.some((id) => !wanted.has(id))) throw new HttpError(409, CARDS_CHANGED);
        await repo.renumber(deckId, ids);
      });
    },

    /** A CSV of cards (frente, verso), imported as insertImported says. */
    async importCsv(actor: Actor, deckId: number, bytes: Buffer, repetidos?: ImportDuplicateChoice): Promise<ImportResult> {
      await ownedDeck(actor, deckId);
      return insertImported(db, actor, deckId, await parseCardsCsv(bytes), repetidos);
    },

    /** Anki's plain-text export: the preview (headers, columns, first rows), or the import of the chosen columns. */
    async previewAnki(actor: Actor, deckId: number, bytes: Buffer): Promise<AnkiPreview> {
      await ownedDeck(actor, deckId);
      return previewAnkiExport(bytes);
    },

    async importAnki(
      actor: Actor,
      deckId: number,
      bytes: Buffer,
      columns: { frente: number; verso: number },
      repetidos?: ImportDuplicateChoice,
    ): Promise<ImportResult> {
      await ownedDeck(actor, deckId);
      const { cards, skipped } = await ankiExportCards(bytes, columns);
      const result = await insertImported(db, actor, deckId, cards, repetidos);
      return skipped ? { ...result, ignorados: skipped } : result;
    },

    /** The preview of an export whose deck does not exist yet (the import into a new deck). */
    async previewAnkiFile(bytes: Buffer): Promise<AnkiPreview> {
      return previewAnkiExport(bytes);
    },

    /** A new deck with every note of the export, created together: a file that fails leaves no empty deck behind. */
    async importAnkiIntoNewDeck(
      actor: Actor,
      input: DeckInput,
      bytes: Buffer,
      columns: { frente: number; verso: number },
    ): Promise<AnkiNewDeckResult> {
      const { cards, skipped } = await ankiExportCards(bytes, columns);
      return withTransaction(db, async (trx) => {
        const repo = flashcardsRepository(trx);
        const deck = await repo.insertDeck(actor.id, input);
        await repo.insertCards(deck.id, 0, cards);
        return { importados: cards.length, deck, ...(skipped ? { ignorados: skipped } : {}) };
      });
    },

    fsrsStatus,

    /**
     * Fits FSRS's weights on the owner's log (this deck's, or all their decks') in a child process and keeps them on
     * the deck, which FSRS then schedules with, its cards' memory state recomputed (saveWeights). Refused (422) below
     * FSRS_MIN_REVIEWS usable answers.
     */
    async optimizeFsrs(actor: Actor, deckId: number, origem: FsrsOptimizationSource): Promise<FsrsOptimizationStatus> {
      await ownedDeck(actor, deckId);
      const answers = await repo.optimizerAnswers(actor.id, origem === 'deck' ? deckId : null);
      const { histories, reviews } = reviewHistories(answers);
      if (reviews < FSRS_MIN_REVIEWS) {
        throw new HttpError(
          422,
          `São necessárias ${FSRS_MIN_REVIEWS} revisões para otimizar; você tem ${reviews}${origem === 'deck' ? ' neste deck' : ''}.`,
        );
      }
      let parametros: number[];
      try {
        parametros = await optimizeFsrsParameters(histories);
      } catch (error) {
        if (error instanceof FsrsOptimizerError) throw new HttpError(409, error.message);
        throw error;
      }
      const recomputed = await saveWeights(actor, deckId, { parametros, revisoes: reviews });
      return { ...(await fsrsStatus(actor, deckId)), cards_recalculados: recomputed };
    },

    /** Back to FSRS-6's default weights (and the memory states recomputed with them). */
    async resetFsrs(actor: Actor, deckId: number): Promise<FsrsOptimizationStatus> {
      const recomputed = await saveWeights(actor, deckId, null);
      return { ...(await fsrsStatus(actor, deckId)), cards_recalculados: recomputed };
    },

    async updateDeckScheduling(actor: Actor, deckId: number, input: DeckSchedulingInput): Promise<DeckRow> {
      const deck = await repo.updateDeckScheduling(actor.id, deckId, input);
      if (!deck) throw new HttpError(404, DECK_NOT_FOUND);
      return deck;
    },

    /**
     * One study answer: the card is locked, scheduled with its deck's scheduler, updated, and the answer logged with
     * the card's previous review fields, all in one transaction. The same `chave` again returns the card as saved
     * (a double submit or a retry); another answer to a card whose review count moved on meanwhile is refused.
     */
    async answerCard(actor: Actor, deckId: number, cardId: number, input: StudyAnswerInput, givenAt?: Date) {
      const now = new Date();
      // An answer given offline carries its own instant; its local wall clock is checked against that instant.
      if (Math.abs(wallClockMs(input.respondido_em_local) - (givenAt ?? now).getTime()) > LOCAL_CLOCK_SLACK_MS) {
        throw new HttpError(400, 'O relógio deste aparelho parece errado: acerte a data e a hora e tente de novo.');
      }
      if (givenAt && now.getTime() - givenAt.getTime() > OFFLINE_ANSWER_MAX_AGE_MS) throw new HttpError(422, OFFLINE_ANSWER_TOO_OLD);
      return withTransaction(db, async (trx) => {
        const repo = flashcardsRepository(trx);
        const locked = await repo.lockFullCard(actor.id, deckId, cardId);
        // The deck (its scheduler and weights) is read once the card is held: an answer that waited for new weights'
        // recomputation (saveWeights) schedules with those weights.
        const deck = await repo.findDeck(actor.id, deckId);
        if (!deck) throw new HttpError(404, DECK_NOT_FOUND);
        if (!locked) throw new HttpError(404, CARD_NOT_FOUND);
        const { snapshot, ...card } = locked;
        const earlier = await repo.findReview(actor.id, input.chave);
        if (earlier) {
          if (earlier.flashcard_id !== cardId) throw new HttpError(409, 'Esta resposta já foi registrada para outro card.');
          return { card, revisao: { chave: earlier.chave, intervalo_minutos: earlier.intervalo_minutos, repetida: true } };
        }
        if (card.revisoes !== input.revisoes) throw new HttpError(409, ALREADY_ANSWERED);
        // A device clock a little ahead cannot log an answer in the future, nor one behind before the card's last one.
        const answeredAt = givenAt ? new Date(Math.min(now.getTime(), Math.max(givenAt.getTime(), card.ultima_revisao?.getTime() ?? 0))) : now;
        const fields = {
          nivel: card.nivel,
          revisoes: card.revisoes,
          acertos: card.acertos,
          erros: card.erros,
          proxima_revisao: card.proxima_revisao,
          ultima_revisao: iso(card.ultima_revisao),
          ultimo_acerto: iso(card.ultimo_acerto),
          ultimo_erro: iso(card.ultimo_erro),
          fsrs: card.fsrs,
        };
        const next = scheduleAnswer(fields, input.resposta, answeredAt, input.respondido_em_local, deck);
        const secondsSince = card.ultima_revisao ? Math.max(0, Math.round((answeredAt.getTime() - card.ultima_revisao.getTime()) / 1000)) : null;
        const updated = await repo.updateCard(cardId, next.card);
        await repo.insertReview({
          user_id: actor.id,
          deck_id: deckId,
          flashcard_id: cardId,
          chave: input.chave,
          resposta: input.resposta,
          agendador: deck.agendador,
          respondido_em: answeredAt,
          respondido_em_local: input.respondido_em_local,
          nivel_antes: card.nivel,
          nivel_depois: next.card.nivel,
          estado_antes: snapshot,
          proxima_revisao: next.card.proxima_revisao!,
          intervalo_minutos: next.minutes,
          segundos_desde_anterior: secondsSince,
          tempo_resposta_ms: input.tempo_resposta_ms ?? null,
        });
        await repo.bumpStudyDay(
          {
            user_id: actor.id,
            deck_id: deckId,
            dia: input.respondido_em_local.slice(0, 10),
            resposta: input.resposta,
            segundos_desde_anterior: secondsSince,
          },
          1,
        );
        return { card: updated, revisao: { chave: input.chave, intervalo_minutos: next.minutes, repetida: false } };
      });
    },

    /**
     * "Desfazer": only the user's most recent answer that is still in force can be taken back; the card gets back
     * every review field exactly as that answer found it. Undoing again takes back the answer before, and so on.
     */
    async undoAnswer(actor: Actor, chave: string): Promise<CardRow> {
      return withTransaction(db, async (trx) => {
        const repo = flashcardsRepository(trx);
        const review = await repo.findReview(actor.id, chave);
        if (!review) throw new HttpError(404, ANSWER_NOT_FOUND);
        if (review.flashcard_id === null || !(await repo.lockCardOfUser(actor.id, review.flashcard_id))) {
          throw new HttpError(409, 'O card desta resposta foi excluído.');
        }
        const locked = await repo.lockReview(actor.id, chave);
        if (!locked) throw new HttpError(404, ANSWER_NOT_FOUND);
        if (locked.desfeita_em) throw new HttpError(409, 'Esta resposta já foi desfeita.');
        const latest = await repo.latestActiveReview(actor.id);
        if (latest?.id !== locked.id) throw new HttpError(409, 'Só é possível desfazer a sua última resposta.');
        if (locked.deck_id !== null) {
          await repo.bumpStudyDay(
            { user_id: actor.id, deck_id: locked.deck_id, dia: locked.dia, resposta: locked.resposta, segundos_desde_anterior: locked.segundos_desde_anterior },
            -1,
          );
        }
        return repo.restoreBeforeReview(locked.id, review.flashcard_id);
      });
    },

    /** The learner's statistics, at their local clock `agora` (the server's when absent), for all decks or one. */
    async studyStats(actor: Actor, agora: string | undefined, deckId: number | undefined): Promise<StudyStats> {
      if (deckId !== undefined) await ownedDeck(actor, deckId);
      const now = agora ?? serverLocalNow();
      const scope = { userId: actor.id, deckId, now, today: now.slice(0, 10) };
      const stats = studyStatsRepository(db);
      const [days, previsao, maturidade, paraHoje] = await Promise.all([
        stats.days(scope),
        stats.forecast(scope),
        stats.maturity(scope),
        stats.dueToday(scope),
      ]);
      const { atual, maior } = streaks(days.map((d) => d.dia), scope.today);
      const firstDay = addDays(scope.today, -(HEATMAP_DAYS - 1));
      const lastYear = days.filter((d) => d.dia >= firstDay && d.dia <= scope.today);
      const revisoes = lastYear.reduce((sum, d) => sum + d.testes, 0);
      const lembradas = lastYear.reduce((sum, d) => sum + d.lembradas, 0);
      return {
        hoje: scope.today,
        por_dia: lastYear.map(({ dia, revisoes: n }) => ({ dia, revisoes: n })),
        sequencia_atual: atual,
        maior_sequencia: maior,
        previsao,
        retencao: { revisoes, lembradas, taxa: revisoes > 0 ? lembradas / revisoes : null },
        maturidade,
        para_hoje: paraHoje,
      };
    },

    /**
     * Speech for one side of the owner's card. The stored text is spoken (the request's copy only says what the
     * client shows), so this endpoint cannot be used to synthesise arbitrary text.
     */
    async cardAudio(actor: Actor, input: CardAudioInput): Promise<{ path: string }> {
      const card = await repo.findCard(actor.id, input.deckId, input.cardId);
      if (!card) throw new HttpError(404, CARD_NOT_FOUND);
      const audio = await tts.speak({ userId: actor.id, text: card[input.tipo], voice: CARD_VOICE });
      if (!(await repo.linkAudio(card.id, input.tipo, audio.audioId))) throw new HttpError(404, CARD_NOT_FOUND);
      return { path: `/api/audio/${audio.audioId}` };
    },
  };
  // Offline answers go through the very same answer path, one at a time.
  return { ...service, ...answerSync(service) };
}
export type FlashcardsService = ReturnType<typeof flashcardsService>;
