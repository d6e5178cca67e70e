import express, { type Response } from 'express';
import type { AppContext } from '../context.js';
import { actorOf, requireUser } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import { createLimiter } from '../lib/rate-limit.js';
import { parse } from '../lib/validate.js';
import { ttsSchema } from './tts.schemas.js';
import { createTtsService } from './tts.service.js';

/** Sends audio bytes, honouring a single `Range: bytes=a-b` (media elements seek with it). */
function sendAudio(res: Response, rangeHeader: string | undefined, mime: string, bytes: Buffer) {
  res.setHeader('Content-Type', mime);
  res.setHeader('Accept-Ranges', 'bytes');
  const match = rangeHeader ? /^bytes=(\d*)-(\d*)$/.exec(rangeHeader.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) {
    res.send(bytes);
    return;
  }
  const size = bytes.length;
  let start = match[1] === '' ? size - Number(match[2]) : Number(match[1]);
  let end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start < 0) start = 0;
  if (start > end || start >= size) {
    res.status(416).setHeader('Content-Range', `bytes */${size}`).end();
    return;
  }
  end = Math.max(end, start);
  res.status(206).setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
  res.end(bytes.subarray(start, end + 1));
}

export function ttsRouter(ctx: AppContext) {
  const router = express.Router();
  const tts = createTtsService(ctx);
  const perUser = createLimiter(ctx, {
    name: 'tts-user',
    windowMs: 10 * 60 * 1000,
    limit: 120,
    key: (req) => `user:${req.session.userId}`,
    message: 'Muitos pedidos de áudio em pouco tempo. Aguarde alguns minutos.',
  });

  router.post('/tts', requireUser, perUser, async (req, res) => {
    const actor = actorOf(req);
    const input = parse(ttsSchema, req.body);
    const audio = await tts.speak({ userId: actor.id, text: input.text, voice: input.voice, instructions: input.instructions });
    const stored = await tts.read(audio.audioId, actor.id);
    if (!stored) throw new HttpError(404, 'Áudio não encontrado.');
    res.setHeader('X-Audio-Id', audio.audioId);
    res.setHeader('X-Audio-Url', `/api/audio/${audio.audioId}`);
    sendAudio(res, undefined, stored.mime, stored.bytes);
  });

  // Another user's audio is answered exactly like a missing one.
  router.get('/audio/:id', requireUser, async (req, res) => {
    const actor = actorOf(req);
    const stored = await tts.read(String(req.params.id), actor.id);
    if (!stored) throw new HttpError(404, 'Áudio não encontrado.');
    res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    sendAudio(res, req.headers.range, stored.mime, stored.bytes);
  });

  return router;
}
