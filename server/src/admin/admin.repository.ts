import type { Knex } from 'knex';
import type { MotivoEspera } from '@app/contracts';
import { STATUS_ATENDIMENTO, type Role, type StatusAtendimento } from '@app/contracts';

export interface UserListItem {
  id: number;
  username: string;
  email: string;
  role: Role;
}

export interface DailyCount {
  dia: string;
  total: number;
}

export interface WaitingChat {
  id: number;
  username: string;
  ultima_mensagem_em: Date | null;
  aguardando_assessor_em: Date;
  aguardando_assessor_motivo: MotivoEspera;
}

/** Calendar days of the dashboard are Brazilian days, whatever the server's zone (a constant, inlined as SQL). */
export const DASHBOARD_TIME_ZONE = 'America/Sao_Paulo';
const TZ = `'${DASHBOARD_TIME_ZONE}'`;

/** The last 7 local days (today included) with a count for each, zeros filled in: one query. */
function dailyCountsSql(table: 'users' | 'mensagens', extraWhere: string): string {
  return `
    with dias as (
      select generate_series(
        (now() at time zone ${TZ})::date - 6,
        (now() at time zone ${TZ})::date,
        interval '1 day'
      )::date as dia
    ),
    contagem as (
      select (criado_em at time zone ${TZ})::date as dia, count(*) as total
      from ${table}
      where criado_em >= ((now() at time zone ${TZ})::date - 6)::timestamp at time zone ${TZ} ${extraWhere}
      group by 1
    )
    select to_char(dias.dia, 'YYYY-MM-DD') as dia, coalesce(contagem.total, 0) as total
    from dias left join contagem using (dia)
    order by dias.dia`;
}

export function adminRepository(db: Knex) {
  return {
    async listUsers(): Promise<UserListItem[]> {
      return db('users').where({ lead: false }).select('id', 'username', 'email', 'role').orderBy([{ column: 'criado_em', order: 'desc' }, { column: 'id', order: 'desc' }]);
    },

    /** Prospects (role usuario) per attendance status, every status present even when zero. */
    async prospectsByStatus(): Promise<{ status: StatusAtendimento; total: number }[]> {
      const rows: { status: StatusAtendimento; total: number }[] = (
        await db.raw(
          `select status_atendimento as status, count(*) as total from users where role = 'usuario' group by status_atendimento`,
        )
      ).rows;
      const byStatus = new Map(rows.map((r) => [r.status, Number(r.total)]));
      return STATUS_ATENDIMENTO.map((status) => ({ status, total: byStatus.get(status) ?? 0 }));
    },

    async registrationsLast7Days(): Promise<DailyCount[]> {
      // Leads (WhatsApp contacts without an account) did not register.
      return (await db.raw(dailyCountsSql('users', `and role = 'usuario' and not lead`))).rows;
    },

    async messagesLast7Days(): Promise<DailyCount[]> {
      return (await db.raw(dailyCountsSql('mensagens', 'and not nota'))).rows;
    },

    /**
     * AI off and the last word is the user's, or the assistant handed the conversation over: someone must answer.
     * Oldest wait first; the total rides along.
     */
    async waitingForHuman(limit: number): Promise<{ total: number; oldest: WaitingChat[] }> {
      const rows: (WaitingChat & { total: number })[] = (
        await db.raw(
          `select id, username, ultima_mensagem_em, aguardando_assessor_em, aguardando_assessor_motivo, count(*) over () as total
           from users
           where aguardando_assessor_em is not null
           order by aguardando_assessor_em asc, id
           limit ?`,
          [limit],
        )
      ).rows;
      return {
        total: rows.length > 0 ? Number(rows[0]!.total) : 0,
        oldest: rows.map(({ total: _total, ...chat }) => chat),
      };
    },

    /** The questions the knowledge base could not answer (reason `unknown`) and no article resolves yet, newest first. */
    async unanswered(limit: number): Promise<{ pergunta: string; criado_em: Date }[]> {
      return db('assistente_encaminhamentos')
        .where({ motivo: 'unknown' })
        .whereNull('lacuna_resolvida_em')
        .orderBy('id', 'desc')
        .limit(limit)
        .select('pergunta', 'criado_em');
    },
  };
}
