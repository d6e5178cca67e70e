import type { StatusAtendimento, StatusIa } from '@app/contracts';
import type { AppContext } from '../context.js';
import { HttpError } from '../lib/errors.js';
import { listTickets, updateTicket } from './tickets.repository.js';
import type { ListTicketsQuery } from './tickets.schemas.js';

export function ticketsService(ctx: AppContext) {
  async function change(userId: number, value: { status_ia: StatusIa } | { status_atendimento: StatusAtendimento }) {
    // Only users with role usuario are tickets: staff accounts are "not found" here.
    const updated = await updateTicket(ctx.db, userId, value);
    if (!updated) throw new HttpError(404, 'Usuário não encontrado.');
    ctx.realtime.toStaff('chamado-atualizado', { userId });
    return updated;
  }

  return {
    async list({ pagina, porPagina }: ListTicketsQuery) {
      const { total, rows } = await listTickets(ctx.db, porPagina, (pagina - 1) * porPagina);
      return { chamados: rows, total, pagina, porPagina, paginas: Math.max(1, Math.ceil(total / porPagina)) };
    },
    setStatusIa: (userId: number, status_ia: StatusIa) => change(userId, { status_ia }),
    setStatusAtendimento: (userId: number, status_atendimento: StatusAtendimento) => change(userId, { status_atendimento }),
  };
}
