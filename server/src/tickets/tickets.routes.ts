import express from 'express';
import type { AppContext } from '../context.js';
import { requireStaff } from '../lib/auth.js';
import { parse } from '../lib/validate.js';
import { ticketsService } from './tickets.service.js';
import { listTicketsQuery, statusAtendimentoBody, statusIaBody } from './tickets.schemas.js';

/** The staff inbox: ticket list and the two switches on each ticket. */
export function ticketsRouter(ctx: AppContext) {
  const router = express.Router();
  const service = ticketsService(ctx);

  router.get('/chat/listar-chamados', requireStaff, async (req, res) => {
    res.json(await service.list(parse(listTicketsQuery, req.query)));
  });

  router.post('/atualizar-status-ia', requireStaff, async (req, res) => {
    const { userId, status_ia } = parse(statusIaBody, req.body);
    res.json(await service.setStatusIa(userId, status_ia));
  });

  router.post('/atualizar-status-atendimento', requireStaff, async (req, res) => {
    const { userId, status_atendimento } = parse(statusAtendimentoBody, req.body);
    res.json(await service.setStatusAtendimento(userId, status_atendimento));
  });

  return router;
}
