import express from 'express';
import { actorOf, requireStaff } from '../lib/auth.js';
import { idParam, parse } from '../lib/validate.js';
import type { QuickRepliesService } from './quick-replies.service.js';
import { listQuery, newQuickReplyBody } from './quick-replies.schemas.js';

/** Quick replies: staff list, create and delete them; the list for a prospect comes with its variables filled. */
export function quickRepliesRouter(service: QuickRepliesService) {
  const router = express.Router();

  router.get('/respostas-rapidas', requireStaff, async (req, res) => {
    const { userId } = parse(listQuery, req.query);
    res.json({ respostas: await service.list(actorOf(req), userId) });
  });

  router.post('/respostas-rapidas', requireStaff, async (req, res) => {
    res.status(201).json(await service.create(actorOf(req), parse(newQuickReplyBody, req.body)));
  });

  router.delete('/respostas-rapidas/:id', requireStaff, async (req, res) => {
    await service.remove(parse(idParam, req.params.id));
    res.status(204).end();
  });

  return router;
}
