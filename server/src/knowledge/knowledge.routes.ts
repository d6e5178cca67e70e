import express from 'express';
import { actorOf, requireRole } from '../lib/auth.js';
import { idParam, parse } from '../lib/validate.js';
import type { KnowledgeService } from './knowledge.service.js';
import { attachGapBody, correctMissBody, createArticleBody, listQuery, updateArticleBody } from './knowledge.schemas.js';

const requireAdmin = requireRole('admin');

/** The assistant's knowledge base and its content gap: admins only (they decide what the assistant says). */
export function knowledgeRouter(service: KnowledgeService) {
  const router = express.Router();

  router.get('/conhecimento/artigos', requireAdmin, async (req, res) => {
    res.json({ artigos: await service.list(parse(listQuery, req.query).busca) });
  });

  router.post('/conhecimento/artigos', requireAdmin, async (req, res) => {
    res.status(201).json(await service.create(actorOf(req), parse(createArticleBody, req.body)));
  });

  router.get('/conhecimento/artigos/:id', requireAdmin, async (req, res) => {
    res.json(await service.article(parse(idParam, req.params.id)));
  });

  router.put('/conhecimento/artigos/:id', requireAdmin, async (req, res) => {
    res.json(await service.update(actorOf(req), parse(idParam, req.params.id), parse(updateArticleBody, req.body)));
  });

  /** Keep the staff's text and dismiss the newer shipped one (adopting it is a normal save of that text). */
  router.post('/conhecimento/artigos/:id/manter-texto', requireAdmin, async (req, res) => {
    res.json(await service.keepOwnText(parse(idParam, req.params.id)));
  });

  router.get('/conhecimento/artigos/:id/historico', requireAdmin, async (req, res) => {
    res.json({ historico: await service.history(parse(idParam, req.params.id)) });
  });

  router.get('/conhecimento/lacunas', requireAdmin, async (_req, res) => {
    res.json({ lacunas: await service.gaps() });
  });

  router.post('/conhecimento/lacunas/anexar', requireAdmin, async (req, res) => {
    res.json(await service.attachGap(parse(attachGapBody, req.body)));
  });

  router.get('/conhecimento/erros', requireAdmin, async (_req, res) => {
    res.json({ erros: await service.misses() });
  });

  router.post('/conhecimento/erros/:id/correcao', requireAdmin, async (req, res) => {
    res.json(await service.correctMiss(actorOf(req), parse(idParam, req.params.id), parse(correctMissBody, req.body)));
  });

  return router;
}
