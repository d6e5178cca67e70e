import type { Knex } from 'knex';
import type { StatusAtendimento, StatusIa } from '@app/contracts';
import type { Actor } from '../lib/auth.js';
import type { ContactService, ConversationService } from '../conversation/index.js';
import type { PipelineService } from '../pipeline/index.js';
import { HttpError } from '../lib/errors.js';
import type { Realtime } from '../lib/realtime.js';
import { ticketsRepository } from './tickets.repository.js';
import type { ListTicketsQuery } from './tickets.schemas.js';

export function ticketsService(deps: {
  db: Knex;
  realtime: Pick<Realtime, 'toStaff'>;
  pipeline: Pick<PipelineService, 'move'>;
  conversation: Pick<ConversationService, 'setAssistant'>;
  contacts: Pick<ContactService, 'duplicatesOf'>;
}) {
  const repo = ticketsRepository(deps.db);

  return {
    async list({ pagina, porPagina }: ListTicketsQuery) {
      const { total, rows } = await repo.page(porPagina, (pagina - 1) * porPagina);
      // "Possível duplicata": an unproven account and a WhatsApp lead with the same number, on this page.
      const duplicates = new Map((await deps.contacts.duplicatesOf(rows.map((r) => r.user_id))).map((d) => [d.user_id, d]));
      const chamados = rows.map((row) => {
        const d = duplicates.get(row.user_id);
        return d ? { ...row, duplicata: { userId: d.other_id, username: d.other_name, numero: d.numero, lead: d.other_lead } } : row;
      });
      return { chamados, total, pagina, porPagina, paginas: Math.max(1, Math.ceil(total / porPagina)) };
    },
    /** The staff's assistant switch: on hands the conversation back to the assistant (the conversation's rule). */
    async setStatusIa(actor: Actor, userId: number, status_ia: StatusIa) {
      // Only users with role usuario are tickets: staff accounts are "not found" here.
      if (!(await repo.find(userId))) throw new HttpError(404, 'Usuário não encontrado.');
      await deps.conversation.setAssistant(actor, userId, status_ia);
      return (await repo.find(userId))!;
    },
    /** The dropdown moves the prospect through the pipeline (history, version) with last write wins. */
    async setStatusAtendimento(actor: Actor, userId: number, status_atendimento: StatusAtendimento) {
      if (!(await repo.find(userId))) throw new HttpError(404, 'Usuário não encontrado.');
      await deps.pipeline.move(actor, userId, { etapa: status_atendimento });
      return (await repo.find(userId))!;
    },
  };
}
export type TicketsService = ReturnType<typeof ticketsService>;
