import type { Knex } from 'knex';
import type { StatusAtendimento, StatusIa } from '@app/contracts';
import type { Actor } from '../lib/auth.js';
import type { PipelineService } from '../pipeline/index.js';
import { HttpError } from '../lib/errors.js';
import type { Realtime } from '../lib/realtime.js';
import { ticketsRepository } from './tickets.repository.js';
import type { ListTicketsQuery } from './tickets.schemas.js';

export function ticketsService(deps: { db: Knex; realtime: Pick<Realtime, 'toStaff'>; pipeline: Pick<PipelineService, 'move'> }) {
  const repo = ticketsRepository(deps.db);

  async function change(userId: number, value: { status_ia: StatusIa }) {
    // Only users with role usuario are tickets: staff accounts are "not found" here.
    const updated = await repo.update(userId, value);
    if (!updated) throw new HttpError(404, 'Usuário não encontrado.');
    deps.realtime.toStaff('chamado-atualizado', { userId });
    return updated;
  }

  return {
    async list({ pagina, porPagina }: ListTicketsQuery) {
      const { total, rows } = await repo.page(porPagina, (pagina - 1) * porPagina);
      return { chamados: rows, total, pagina, porPagina, paginas: Math.max(1, Math.ceil(total / porPagina)) };
    },
    setStatusIa: (userId: number, status_ia: StatusIa) => change(userId, { status_ia }),
    /** The dropdown moves the prospect through the pipeline (history, version) with last write wins. */
    async setStatusAtendimento(actor: Actor, userId: number, status_atendimento: StatusAtendimento) {
      if (!(await repo.find(userId))) throw new HttpError(404, 'Usuário não encontrado.');
      await deps.pipeline.move(actor, userId, { etapa: status_atendimento });
      return (await repo.find(userId))!;
    },
  };
}
export type TicketsService = ReturnType<typeof ticketsService>;
