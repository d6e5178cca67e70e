import express from 'express';
import type { UpdatedTicket } from '@app/contracts';
import { actorOf, requireStaff } from '../lib/auth.js';
import { parse } from '../lib/validate.js';
import type { TicketsService } from './tickets.service.js';
import { listTicketsQuery, statusAtendimentoBody, statusIaBody } from './tickets.schemas.js';

/** The staff inbox: ticket list and the two switches on each ticket. */
export function ticketsRouter(service: TicketsService) {
  const router = express.Router();

  router.get('/chat/listar-chamados', requireStaff, async (req, res) => {
    res.json(await service.list(parse(listTicketsQuery, req.query)));
  });

  router.post('/atualizar-status-ia', requireStaff, async (req, res) => {
    const { userId, status_ia } = parse(statusIaBody, req.body);
    res.json((await service.setStatusIa(actorOf(req), userId, status_ia)) satisfies UpdatedTicket);
  });

  router.post('/atualizar-status-atendimento', requireStaff, async (req, res) => {
    const { userId, status_atendimento } = parse(statusAtendimentoBody, req.body);
    res.json((await service.setStatusAtendimento(actorOf(req), userId, status_atendimento)) satisfies UpdatedTicket);
  });

  return router;
}
