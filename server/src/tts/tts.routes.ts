import express, { type Request, type Response } from 'express';
import type { AppContext } from '../context.js';
import { actorOf, requireUser } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import { createLimiter } from '../lib/rate-limit.js';
import { parse } from '../lib/validate.js';
import { etagMatches, parseRange, rangeStillValid } from './audio-range.js';
import type { AudioInfo } from './tts.repository.js';
import { ttsSchema } from './tts.schemas.js';
import type { TtsService } from './tts.service.js';

const NOT_FOUND = 'Áudio não encontrado.';
/** Bytes fetched from Postgres per query while sending: memory per download stays flat whatever the audio's size. */
const SLICE_BYTES = 256 * 1024;
/**
 * Fastest one download is sent after its first slice: 128 times what a player needs for 32 kbit/s MP3 (11 times a
 * 44 KB/s WAV); playback starts with the first slice. Every byte read from bytea costs the main thread CPU (pg
 * sends it as hex text, decoded twice), so clients on a fast link would otherwise take the whole event loop between
 * them and starve every other request.
 */
const SEND_BYTES_PER_SECOND = 512 * 1024;
/** A player asks for a few ranges per audio and caches them for a year: this is far above a person's listening. */
const AUDIO_DOWNLOADS_PER_MINUTE = 300;

type ReadSlice = (offset: number, length: number) => Promise<Buffer | undefined>;

/** Resolves when the socket can take more, or when the client went away. */
function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * Sends a stored audio slice by slice straight from Postgres. A `download` honours If-None-Match (304), If-Range
 * and a single `Range` (media elements seek with it), and is paced; `fresh` audio (just generated, in answer to
 * POST /api/tts) goes whole and at once. HEAD and 304 never read the bytes.
 */
async function sendAudio(req: Request, res: Response, info: AudioInfo, read: ReadSlice, mode: 'download' | 'fresh') {
  const download = mode === 'download';
  const etag = `"${info.hash.slice(0, 32)}-${info.size.toString(36)}"`;
  res.setHeader('Content-Type', info.mime);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', etag);
  if (download && etagMatches(req.get('If-None-Match'), etag)) {
    res.status(304).end();
    return;
  }
  const range =
    download && rangeStillValid(req.get('If-Range'), etag) ? parseRange(req.get('Range'), info.size) : ({ kind: 'whole' } as const);
  if (range.kind === 'unsatisfiable') {
    res.status(416).setHeader('Content-Range', `bytes */${info.size}`).end();
    return;
  }
  const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, info.size - 1];
  if (range.kind === 'partial') res.status(206).setHeader('Content-Range', `bytes ${start}-${end}/${info.size}`);
  res.setHeader('Content-Length', String(end - start + 1));
  if (req.method === 'HEAD' || info.size === 0) {
    res.end();
    return;
  }
  const started = performance.now();
  for (let offset = start; offset <= end && !res.destroyed; offset += SLICE_BYTES) {
    const ahead = ((offset - start) / SEND_BYTES_PER_SECOND) * 1000 - (performance.now() - started);
    if (download && ahead > 0) await new Promise((resolve) => setTimeout(resolve, ahead));
    const slice = await read(offset, Math.min(SLICE_BYTES, end + 1 - offset));
    // Rows are never updated, so this only happens if the audio was deleted mid-download: cut the response.
    if (!slice || slice.length === 0) throw new Error('audio vanished while it was being sent');
    if (!res.write(slice)) await drained(res);
  }
  res.end();
}

export function ttsRouter(ctx: AppContext, tts: TtsService) {
  const router = express.Router();
  const perUser = createLimiter(ctx, {
    name: 'tts-user',
    windowMs: 10 * 60 * 1000,
    limit: 120,
    key: (req) => `user:${req.session.userId}`,
    message: 'Muitos pedidos de áudio em pouco tempo. Aguarde alguns minutos.',
  });
  const downloadsPerUser = createLimiter(ctx, {
    name: 'audio-user',
    windowMs: 60 * 1000,
    limit: AUDIO_DOWNLOADS_PER_MINUTE,
    key: (req) => `user:${req.session.userId}`,
    message: 'Muitos downloads de áudio em pouco tempo. Aguarde um minuto.',
  });

  async function stored(audioId: string, userId: number) {
    const info = await tts.info(audioId, userId);
    if (!info) throw new HttpError(404, NOT_FOUND);
    return { info, read: (offset: number, length: number) => tts.readSlice(audioId, userId, offset, length) };
  }

  router.post('/tts', requireUser, perUser, async (req, res) => {
    const actor = actorOf(req);
    const input = parse(ttsSchema, req.body);
    const audio = await tts.speak({ userId: actor.id, text: input.text, voice: input.voice, instructions: input.instructions });
    const { info, read } = await stored(audio.audioId, actor.id);
    res.setHeader('X-Audio-Id', audio.audioId);
    res.setHeader('X-Audio-Url', `/api/audio/${audio.audioId}`);
    await sendAudio(req, res, info, read, 'fresh');
  });

  // Another user's audio is answered exactly like a missing one.
  router.get('/audio/:id', requireUser, downloadsPerUser, async (req, res) => {
    const actor = actorOf(req);
    const audioId = String(req.params.id);
    const { info, read } = await stored(audioId, actor.id);
    await tts.markPlayed(audioId, actor.id);
    res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    await sendAudio(req, res, info, read, 'download');
  });

  return router;
}
