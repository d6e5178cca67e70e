import express, { type RequestHandler } from 'express';
import multer from 'multer';
import type {
  AnkiNewDeckResult,
  AnkiPreview,
  CardAudioResponse,
  Deck,
  DeckSummary,
  DemoDecksResponse,
  FsrsOptimizationStatus,
  ImportResult,
  StudyStats,
} from '@app/contracts';
import type { AppContext } from '../context.js';
import { actorOf, requireUser } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import { createLimiter } from '../lib/rate-limit.js';
import { idParam, parse } from '../lib/validate.js';
import { MAX_IMPORT_BYTES } from './csv-import.js';
import type { FlashcardsService } from './flashcards.service.js';
import {
  ankiImportQuerySchema,
  ankiNewDeckQuerySchema,
  answerKeyParam,
  cardAudioSchema,
  cardTextSchema,
  cardUpdateSchema,
  deckInputSchema,
  deckSchedulingSchema,
  decksQuerySchema,
  fsrsOptimizationSchema,
  importQuerySchema,
  reorderSchema,
  statsQuerySchema,
  studyAnswerSchema,
  syncAnswersSchema,
} from './flashcards.schemas.js';

const IMPORT_FIELD = 'arquivo';

/** multer with its failures turned into clean Portuguese 4xx answers. */
function csvUpload(): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, parts: 12 },
  }).single(IMPORT_FIELD);
  return (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') {
          return next(new HttpError(413, `Arquivo grande demais (máximo de ${MAX_IMPORT_BYTES / 1024 / 1024} MB).`));
        }
        if (error.code === 'LIMIT_UNEXPECTED_FILE') return next(new HttpError(400, `Envie o CSV no campo "${IMPORT_FIELD}".`));
        return next(new HttpError(400, 'Envio de arquivo inválido.'));
      }
      // busboy's own parse errors ("Malformed part header", "Boundary not found", "Unexpected end of form") are
      // plain Errors without a status: the body was malformed, not the server.
      next(new HttpError(400, 'Envio de arquivo inválido.'));
    });
  };
}

export function flashcardsRouter(ctx: AppContext, service: FlashcardsService) {
  const router = express.Router();
  const audioPerUser = createLimiter(ctx, {
    name: 'card-audio-user',
    windowMs: 10 * 60 * 1000,
    limit: 600,
    key: (req) => `user:${req.session.userId}`,
    message: 'Muitos pedidos de áudio em pouco tempo. Aguarde alguns minutos.',
  });
  const deckId = (value: unknown) => parse(idParam, value);

  router.get('/decks', requireUser, async (req, res) => {
    const { agora } = parse(decksQuerySchema, req.query);
    res.json((await service.listDecks(actorOf(req), agora)) satisfies DeckSummary[]);
  });

  router.post('/decks', requireUser, async (req, res) => {
    res.status(201).json((await service.createDeck(actorOf(req), parse(deckInputSchema, req.body))) satisfies Deck);
  });

  /** Starter decks for an empty panel; adding them twice adds nothing the second time. */
  router.post('/decks/exemplos', requireUser, async (req, res) => {
    res.status(201).json({ decks: await service.addDemoDecks(actorOf(req)) } satisfies DemoDecksResponse);
  });

  router.get('/decks/:id', requireUser, async (req, res) => {
    res.json((await service.ownedDeck(actorOf(req), deckId(req.params.id))) satisfies Deck);
  });

  router.put('/decks/:id', requireUser, async (req, res) => {
    const actor = actorOf(req);
    const id = deckId(req.params.id);
    res.json((await service.updateDeck(actor, id, parse(deckInputSchema, req.body))) satisfies Deck);
  });

  /** The deck's scheduler: the review table or FSRS with a desired retention. */
  router.put('/decks/:id/agendador', requireUser, async (req, res) => {
    const actor = actorOf(req);
    const id = deckId(req.params.id);
    res.json((await service.updateDeckScheduling(actor, id, parse(deckSchedulingSchema, req.body))) satisfies Deck);
  });

  /** "Otimizar com o meu histórico": whether the log is big enough, and the deck's current fit. */
  router.get('/decks/:id/fsrs', requireUser, async (req, res) => {
    res.json((await service.fsrsStatus(actorOf(req), deckId(req.params.id))) satisfies FsrsOptimizationStatus);
  });

  /** Fits FSRS's weights on the owner's log in a worker thread; the request waits for the fit (seconds at most). */
  router.post('/decks/:id/fsrs/otimizar', requireUser, async (req, res) => {
    const actor = actorOf(req);
    const id = deckId(req.params.id);
    const { origem } = parse(fsrsOptimizationSchema, req.body ?? {});
    res.json((await service.optimizeFsrs(actor, id, origem)) satisfies FsrsOptimizationStatus);
  });

  /** Back to FSRS-6's default weights. */
  router.delete('/decks/:id/fsrs/parametros', requireUser, async (req, res) => {
    res.json((await service.resetFsrs(actorOf(req), deckId(req.params.id))) satisfies FsrsOptimizationStatus);
  });

  router.delete('/decks/:id', requireUser, async (req, res) => {
    await service.deleteDeck(actorOf(req), deckId(req.params.id));
    res.status(204).end();
  });

  // The deck is checked before multer reads an upload: someone else's deck costs no buffering.
  const ownedDeckBeforeUpload: RequestHandler = async (req, _res, next) => {
    await service.ownedDeck(actorOf(req), deckId(req.params.deckId));
    next();
  };

  router.post(
    '/flashcards/importar/:deckId',
    requireUser,
    ownedDeckBeforeUpload,
    csvUpload(),
    async (req, res) => {
      if (!req.file || req.file.size === 0) throw new HttpError(400, 'Selecione um arquivo CSV válido.');
      const { repetidos } = parse(importQuerySchema, req.query);
      const result = await service.importCsv(actorOf(req), deckId(req.params.deckId), req.file.buffer, repetidos);
      res.status(201).json(result satisfies ImportResult);
    },
  );

  /** Study statistics from the review log (all decks, or `?deckId=`). Declared before `/flashcards/:deckId`. */
  router.get('/flashcards/estatisticas', requireUser, async (req, res) => {
    const { agora, deckId: onlyDeck } = parse(statsQuerySchema, req.query);
    res.json((await service.studyStats(actorOf(req), agora, onlyDeck)) satisfies StudyStats);
  });

  /**
   * A study answer: the server schedules it and logs it with the card update in one transaction. The
   * spec's PUT below keeps taking whole cards (edits, reorders, old clients) but leaves no log entry.
   */
  router.post('/flashcards/:deckId/:cardId/respostas', requireUser, async (req, res) => {
    const input = parse(studyAnswerSchema, req.body);
    const actor = actorOf(req);
    const id = deckId(req.params.deckId);
    const cardId = parse(idParam, req.params.cardId);
    res.json(await service.answerCard(actor, id, cardId, input));
  });

  /** Answers given offline, sent by the device's outbox once the network is back (see docs/offline-study.md). */
  router.post('/flashcards/respostas/sincronizar', requireUser, async (req, res) => {
    res.json(await service.syncAnswers(actorOf(req), parse(syncAnswersSchema, req.body)));
  });

  /** "Desfazer": takes back the user's last answer still in force, restoring the card as it was. */
  router.post('/flashcards/respostas/:chave/desfazer', requireUser, async (req, res) => {
    const chave = parse(answerKeyParam, req.params.chave);
    res.json({ card: await service.undoAnswer(actorOf(req), chave) });
  });

  /**
   * Anki's plain-text export into a new deck: the deck's fields travel as form fields beside the file, and the deck
   * exists only if every note imports. Declared before `/flashcards/:deckId`, which would take this path.
   */
  router.post('/flashcards/importar-anki', requireUser, csvUpload(), async (req, res) => {
    if (!req.file || req.file.size === 0) throw new HttpError(400, 'Selecione o arquivo de texto exportado do Anki.');
    const { previa, frente, verso } = parse(ankiNewDeckQuerySchema, req.query);
    if (previa) {
      res.json((await service.previewAnkiFile(req.file.buffer)) satisfies AnkiPreview);
      return;
    }
    const deck = parse(deckInputSchema, req.body ?? {});
    const result = await service.importAnkiIntoNewDeck(actorOf(req), deck, req.file.buffer, { frente, verso });
    res.status(201).json(result satisfies AnkiNewDeckResult);
  });

  /** Anki's plain-text export: `?previa=1` shows headers, columns and first rows; otherwise imports. */
  router.post(
    '/flashcards/importar-anki/:deckId',
    requireUser,
    ownedDeckBeforeUpload,
    csvUpload(),
    async (req, res) => {
      if (!req.file || req.file.size === 0) throw new HttpError(400, 'Selecione o arquivo de texto exportado do Anki.');
      const { previa, frente, verso, repetidos } = parse(ankiImportQuerySchema, req.query);
      const actor = actorOf(req);
      const id = deckId(req.params.deckId);
      if (previa) {
        res.json((await service.previewAnki(actor, id, req.file.buffer)) satisfies AnkiPreview);
        return;
      }
      res.status(201).json((await service.importAnki(actor, id, req.file.buffer, { frente, verso }, repetidos)) satisfies ImportResult);
    },
  );

  router.get('/flashcards/:deckId', requireUser, async (req, res) => {
    res.json(await service.listCards(actorOf(req), deckId(req.params.deckId)));
  });

  router.post('/flashcards/:deckId', requireUser, async (req, res) => {
    const actor = actorOf(req);
    const id = deckId(req.params.deckId);
    res.status(201).json(await service.createCard(actor, id, parse(cardTextSchema, req.body)));
  });

  /** Renumbers every card of the deck in one transaction (the batch form of the spec's per-card PUT). */
  router.put('/flashcards/:deckId/ordem', requireUser, async (req, res) => {
    const actor = actorOf(req);
    const id = deckId(req.params.deckId);
    await service.reorder(actor, id, parse(reorderSchema, req.body).ids);
    res.status(204).end();
  });

  router.put('/flashcards/:deckId/:cardId', requireUser, async (req, res) => {
    const actor = actorOf(req);
    const id = deckId(req.params.deckId);
    const cardId = parse(idParam, req.params.cardId);
    res.json(await service.updateCard(actor, id, cardId, parse(cardUpdateSchema, req.body)));
  });

  router.delete('/flashcards/:deckId/:cardId', requireUser, async (req, res) => {
    const actor = actorOf(req);
    await service.deleteCard(actor, deckId(req.params.deckId), parse(idParam, req.params.cardId));
    res.status(204).end();
  });

  router.post('/tts/salvar', requireUser, audioPerUser, async (req, res) => {
    res.json((await service.cardAudio(actorOf(req), parse(cardAudioSchema, req.body))) satisfies CardAudioResponse);
  });

  return router;
}
