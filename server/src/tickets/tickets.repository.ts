import type { Knex } from 'knex';
import type { MotivoEspera, StatusAtendimento, StatusIa } from '@app/contracts';

export interface TicketRow {
  user_id: number;
  username: string;
  whatsapp: string | null;
  ultima_mensagem: string | null;
  ultima_mensagem_autor: string | null;
  /** Time of the last message, or of the account for users who never wrote. */
  criado_em: Date;
  status_atendimento: StatusAtendimento;
  status_ia: StatusIa;
  /** Present (true) only for a WhatsApp contact without an account. */
  lead?: true;
  /** The conversation waits for a person and no one has answered yet. */
  aguardando_assessor: { desde: string; motivo: MotivoEspera } | null;
  /** The lead source's label, when the registration recorded one. */
  origem?: string;
}

/** Long messages are cut server-side: the table shows 44 characters, tags stripped. */
const PREVIEW_SOURCE_CHARS = 500;

/** Queries of the staff inbox over the denormalised `users` columns; rules are in tickets.service.ts. */
export function ticketsRepository(db: Knex) {
  return {
    /**
     * One page of tickets and the total, in one statement (no join on mensagens): newest activity first, users
     * without messages after them, newest accounts first. The order follows users_tickets_idx (ids grow with criado_em).
     */
    async page(limit: number, offset: number): Promise<{ total: number; rows: TicketRow[] }> {
      type PageRow = Omit<TicketRow, 'lead' | 'aguardando_assessor' | 'origem'> & {
        lead: boolean;
        origem: string | null;
        aguardando_assessor_em: Date | string | null;
        aguardando_assessor_motivo: MotivoEspera | null;
      };
      const { rows } = (await db.raw(
        `with total as (select count(*)::int as n from users where role = 'usuario')
         select total.n as total, page.*
           from total
           left join lateral (
             select id as user_id, username, whatsapp, lead,
                    left(ultima_mensagem, ${PREVIEW_SOURCE_CHARS}) as ultima_mensagem, ultima_mensagem_autor,
                    coalesce(ultima_mensagem_em, criado_em) as criado_em, status_atendimento, status_ia,
                    aguardando_assessor_em, aguardando_assessor_motivo,
                    (select rotulo from origens_lead o where o.user_id = users.id) as origem
               from users
              where role = 'usuario'
              order by ultima_mensagem_em desc nulls last, id desc
              limit ? offset ?
           ) page on true`,
        [limit, offset],
      )) as { rows: Array<PageRow & { total: number; user_id: number | null }> };
      const total = Number(rows[0]?.total ?? 0);
      const tickets = rows
        .filter((r) => r.user_id !== null)
        .map(({ total: _total, lead, origem, aguardando_assessor_em, aguardando_assessor_motivo, ...rest }) => {
          const ticket: TicketRow = {
            ...rest,
            ...(origem ? { origem } : {}),
            aguardando_assessor:
              aguardando_assessor_em && aguardando_assessor_motivo
                ? { desde: new Date(aguardando_assessor_em).toISOString(), motivo: aguardando_assessor_motivo }
                : null,
          };
          return lead ? { ...ticket, lead: true as const } : ticket;
        });
      return { total, rows: tickets };
    },

    async find(userId: number): Promise<{ user_id: number; status_ia: StatusIa; status_atendimento: StatusAtendimento } | undefined> {
      const row = await db('users').where({ id: userId, role: 'usuario' }).first('id', 'status_ia', 'status_atendimento');
      return row ? { user_id: row.id, status_ia: row.status_ia, status_atendimento: row.status_atendimento } : undefined;
    },
  };
}
