import crypto from 'node:crypto';
import express, { type Request, type Response } from 'express';
import { z } from 'zod';
import { HELP_SEARCH_MAX_CHARS, helpRatingRequestSchema } from '@app/contracts';
import type { AppContext } from '../context.js';
import { createLimiter } from '../lib/rate-limit.js';
import { parse } from '../lib/validate.js';
import type { HelpCentreService } from './help-centre.service.js';

const listQuery = z.object({
  busca: z.string({ message: 'Busca inválida.' }).max(HELP_SEARCH_MAX_CHARS, 'Busca muito longa.').optional(),
});
const slugParam = z.string().regex(/^[a-z0-9-]{1,80}$/, 'Artigo não encontrado.');

/**
 * Sends a public answer that any cache may keep but must revalidate: its ETag is the articles' revision (and the
 * URL's own query), so staff's next edit changes it and an unchanged one costs a 304.
 */
function sendRevalidated(req: Request, res: Response, revision: string, body: unknown) {
  const etag = `W/"${crypto.createHash('sha1').update(`${revision}\n${req.originalUrl}`).digest('base64url').slice(0, 22)}"`;
  res.setHeader('Cache-Control', 'public, no-cache');
  res.setHeader('ETag', etag);
  const held = req.get('If-None-Match');
  if (held && held.split(',').some((tag) => tag.trim() === etag)) {
    res.status(304).end();
    return;
  }
  res.json(body);
}

/** The help centre's data for anyone: the published articles, their public fields only. */
export function helpCentreRouter(ctx: AppContext, service: HelpCentreService) {
  const router = express.Router();
  // Votes are anonymous, so a script could inflate an article's count: a visitor (an IP, IPv6 by its /56) votes a few
  // times per article page visit, never hundreds.
  const votesPerIp = createLimiter(ctx, {
    name: 'help-vote-ip',
    windowMs: 10 * 60 * 1000,
    limit: ctx.limits.helpVotesPerIp,
    message: 'Muitas avaliações em pouco tempo. Aguarde alguns minutos.',
  });

  router.get('/duvidas', async (req, res) => {
    const { revision, body } = await service.list(parse(listQuery, req.query).busca);
    sendRevalidated(req, res, revision, body);
  });

  router.get('/duvidas/:slug', async (req, res) => {
    const parsed = slugParam.safeParse(req.params.slug);
    if (!parsed.success) {
      res.status(404).json({ error: 'Artigo não encontrado.' });
      return;
    }
    const { revision, body } = await service.article(parsed.data);
    sendRevalidated(req, res, revision, body);
  });

  router.post('/duvidas/:slug/avaliacao', votesPerIp, async (req, res) => {
    const slug = slugParam.safeParse(req.params.slug);
    if (!slug.success) {
      res.status(404).json({ error: 'Artigo não encontrado.' });
      return;
    }
    await service.rate(slug.data, parse(helpRatingRequestSchema, req.body).util);
    res.status(204).end();
  });

  return router;
}
