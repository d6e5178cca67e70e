import express from 'express';
import type { Cartao, Coluna, DocumentoItem, MinhaMatricula, NumerosFunil, Prospecto, Quadro } from '@app/contracts';
import { actorOf, requireRole, requireStaff } from '../lib/auth.js';
import { idParam, parse } from '../lib/validate.js';
import type { PipelineService } from './pipeline.service.js';
import { boardQuery, columnQuery, documentBody, followUpBody, moveBody, newDocumentBody } from './pipeline.schemas.js';

/** The admissions board (staff) and the student's read-only 'Minha matrícula'. */
export function pipelineRouter(service: PipelineService) {
  const router = express.Router();

  router.get('/funil', requireStaff, async (req, res) => {
    res.json((await service.board(actorOf(req), parse(boardQuery, req.query))) satisfies Quadro);
  });

  router.get('/funil/coluna', requireStaff, async (req, res) => {
    res.json((await service.column(actorOf(req), parse(columnQuery, req.query))) satisfies Coluna);
  });

  router.get('/funil/equipe', requireStaff, async (_req, res) => {
    res.json({ equipe: await service.staff() });
  });

  router.get('/funil/numeros', requireStaff, async (_req, res) => {
    res.json((await service.numbers()) satisfies NumerosFunil);
  });

  router.get('/funil/prospectos/:userId', requireStaff, async (req, res) => {
    res.json((await service.prospect(parse(idParam, req.params.userId))) satisfies Prospecto);
  });

  router.post('/funil/prospectos/:userId/etapa', requireStaff, async (req, res) => {
    const userId = parse(idParam, req.params.userId);
    res.json((await service.move(actorOf(req), userId, parse(moveBody, req.body))) satisfies Cartao);
  });

  router.put('/funil/prospectos/:userId/acompanhamento', requireStaff, async (req, res) => {
    const userId = parse(idParam, req.params.userId);
    res.json((await service.setFollowUp(userId, parse(followUpBody, req.body))) satisfies Cartao);
  });

  router.post('/funil/prospectos/:userId/acompanhamento/manter', requireStaff, async (req, res) => {
    res.json((await service.keepFollowUp(parse(idParam, req.params.userId))) satisfies Cartao);
  });

  router.put('/funil/prospectos/:userId/documentos/:documentoId', requireStaff, async (req, res) => {
    const userId = parse(idParam, req.params.userId);
    const documentoId = parse(idParam, req.params.documentoId);
    const body = parse(documentBody, req.body);
    res.json({ documentos: (await service.setDocument(actorOf(req), userId, documentoId, body)) satisfies DocumentoItem[] });
  });

  router.post('/funil/documentos', requireRole('admin'), async (req, res) => {
    res.status(201).json(await service.addDocument(parse(newDocumentBody, req.body)));
  });

  router.delete('/funil/documentos/:documentoId', requireRole('admin'), async (req, res) => {
    await service.retireDocument(parse(idParam, req.params.documentoId));
    res.status(204).end();
  });

  router.get('/minha-matricula', requireRole('usuario'), async (req, res) => {
    res.json((await service.mine(actorOf(req))) satisfies MinhaMatricula);
  });

  return router;
}
