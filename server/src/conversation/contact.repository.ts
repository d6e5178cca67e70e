import type { Knex } from 'knex';
import type { StatusIa } from '@app/contracts';

/**
 * Queries of contacts: who a WhatsApp number belongs to (a proven account, else the number's lead), one-time codes
 * that prove a number, and the merge of a lead into an account. Rules are in contact.service.ts.
 */

/** The conversation an inbound number belongs to. */
export interface NumberOwner {
  id: number;
  status_ia: StatusIa;
  lead: boolean;
}

export interface PendingCode {
  user_id: number;
  numero: string;
  codigo_hash: string;
  tentativas: number;
  expira_em: Date;
  criado_em: Date;
}

/** Longest name a lead gets from a WhatsApp profile (users.username). */
const NAME_MAX = 120;

/**
 * What a merge does with each column that points at a person (`users.id`): `move` gives the lead's rows to the
 * account, `drop` leaves them to be deleted with the lead (nothing a lead can have), `staff` marks columns that only
 * ever name staff. The merge test reads the schema's foreign keys and fails when a column is missing here, so a new
 * table that belongs to a person cannot ship without saying what a merge does with it.
 */
export const MERGE_COVERAGE: Readonly<Record<string, Readonly<Record<string, 'move' | 'drop' | 'staff'>>>> = {
  users: { responsavel_id: 'staff' },
  sessions: { user_id: 'drop' },
  mensagens: { user_id: 'move', autor_id: 'staff' },
  whatsapp_envios: { user_id: 'move' },
  campanhas_marketing: { criado_por: 'staff' },
  decks: { user_id: 'move' },
  audio: { user_id: 'move' },
  arquivos: { user_id: 'move' },
  password_reset_tokens: { user_id: 'drop' },
  consentimentos: { user_id: 'move' },
  auditoria: { ator_id: 'staff', alvo_id: 'move' },
  etapas_historico: { user_id: 'move', autor_id: 'staff' },
  documentos_prospecto: { user_id: 'move', marcado_por: 'staff' },
  origens_lead: { user_id: 'move' },
  respostas_rapidas: { autor_id: 'staff' },
  flashcard_revisoes: { user_id: 'move' },
  flashcard_estudo_dias: { user_id: 'move' },
  assistente_encaminhamentos: { user_id: 'move', resolvido_por: 'staff' },
  conhecimento_artigos: { atualizado_por: 'staff' },
  conhecimento_historico: { editado_por: 'staff' },
  whatsapp_verificacoes: { user_id: 'drop' },
  pedidos_senha: { user_id: 'drop' },
};

/** Tables whose key includes the person: a lead's row moves only where the account has no row with the same key. */
const KEYED_BY_PERSON: Readonly<Record<string, readonly string[]>> = {
  documentos_prospecto: ['documento_id'],
  origens_lead: [],
  flashcard_estudo_dias: ['deck_id', 'dia'],
};

export function contactRepository(db: Knex) {
  return {
    /** Serialises everything about one number until the transaction ends (lead creation, proofs, merges). */
    async lockNumber(numero: string): Promise<void> {
      await db.raw('select pg_advisory_xact_lock(hashtext(?))', [`whatsapp:${numero}`]);
    },

    /** The account that proved this number, else the number's lead. */
    async ownerOf(numero: string): Promise<NumberOwner | undefined> {
      return db('users')
        .where({ whatsapp: numero, role: 'usuario' })
        .andWhere((q) => q.where({ lead: true }).orWhereNotNull('whatsapp_verificado_em'))
        .orderBy([{ column: 'lead' }, { column: 'id' }])
        .first('id', 'status_ia', 'lead');
    },

    async createLead(numero: string, profileName: string | null): Promise<NumberOwner> {
      const username = (profileName?.replaceAll('\u0000', '').replace(/[<>]/g, '').trim() || `WhatsApp +${numero}`).slice(0, NAME_MAX);
      await db('users')
        .insert({ username, whatsapp: numero, role: 'usuario', lead: true, email: null, password_hash: null })
        .onConflict(db.raw('(whatsapp) where lead'))
        .ignore();
      return (await db('users').where({ whatsapp: numero, lead: true }).first('id', 'status_ia', 'lead')) as NumberOwner;
    },

    async leadOf(numero: string): Promise<{ id: number; username: string } | undefined> {
      return db('users').where({ whatsapp: numero, lead: true }).first('id', 'username');
    },

    async account(userId: number): Promise<
      { id: number; username: string; role: string; lead: boolean; whatsapp: string | null; whatsapp_verificado_em: Date | null } | undefined
    > {
      return db('users').where({ id: userId }).first('id', 'username', 'role', 'lead', 'whatsapp', 'whatsapp_verificado_em');
    },

    /** Makes this account the proven owner of its number; any other account loses the proof of that number. */
    async prove(userId: number, numero: string): Promise<void> {
      await db('users').where({ whatsapp: numero }).whereNot({ id: userId }).whereNotNull('whatsapp_verificado_em').update({ whatsapp_verificado_em: null });
      await db('users').where({ id: userId }).update({ whatsapp: numero, whatsapp_verificado_em: db.fn.now() });
    },

    async saveCode(code: Omit<PendingCode, 'tentativas' | 'criado_em'>): Promise<void> {
      await db('whatsapp_verificacoes')
        .insert({ ...code, tentativas: 0, criado_em: db.fn.now() })
        .onConflict('user_id')
        .merge(['numero', 'codigo_hash', 'expira_em', 'tentativas', 'criado_em']);
    },

    /** The pending code, locked: two guesses racing are counted one after the other. */
    async lockCode(userId: number): Promise<PendingCode | undefined> {
      return db('whatsapp_verificacoes').where({ user_id: userId }).forUpdate().first();
    },

    async countAttempt(userId: number): Promise<void> {
      await db('whatsapp_verificacoes').where({ user_id: userId }).increment('tentativas', 1);
    },

    async deleteCode(userId: number): Promise<void> {
      await db('whatsapp_verificacoes').where({ user_id: userId }).delete();
    },

    /**
     * Gives everything of the lead to the account (MERGE_COVERAGE), carries the lead's pipeline over an account still
     * at its defaults and the conversation's summary, then deletes the lead. Run in the caller's transaction, after
     * locking the number.
     */
    async mergeLead(leadId: number, accountId: number): Promise<void> {
      for (const [table, columns] of Object.entries(MERGE_COVERAGE)) {
        for (const [column, rule] of Object.entries(columns)) {
          if (rule !== 'move' || table === 'users') continue;
          const keyed = KEYED_BY_PERSON[table];
          if (keyed) {
            const sameKey = keyed.map((k) => `mine.${k} = theirs.${k}`).join(' and ');
            await db.raw(
              `update ?? as theirs set ?? = ? where theirs.?? = ?
                 and not exists (select 1 from ?? as mine where mine.?? = ?${sameKey ? ` and ${sameKey}` : ''})`,
              [table, column, accountId, column, leadId, table, column, accountId],
            );
          } else {
            await db(table).where(column, leadId).update({ [column]: accountId });
          }
        }
      }
      await db.raw(
        `update users a set
            status_atendimento = case when a.status_atendimento = 'Aberto' and a.responsavel_id is null then l.status_atendimento else a.status_atendimento end,
            responsavel_id = case when a.status_atendimento = 'Aberto' and a.responsavel_id is null then l.responsavel_id else a.responsavel_id end,
            etapa_desde = case when a.status_atendimento = 'Aberto' and a.responsavel_id is null then l.etapa_desde else a.etapa_desde end,
            motivo_perda = case when a.status_atendimento = 'Aberto' and a.responsavel_id is null then l.motivo_perda else a.motivo_perda end,
            proximo_contato_em = coalesce(a.proximo_contato_em, l.proximo_contato_em),
            proximo_contato_nota = case when a.proximo_contato_em is null then l.proximo_contato_nota else a.proximo_contato_nota end,
            whatsapp_entrada_em = greatest(a.whatsapp_entrada_em, l.whatsapp_entrada_em),
            status_ia = case when 'Desligada' in (a.status_ia, l.status_ia) then 'Desligada' else 'Ligada' end,
            aguardando_assessor_em = least(a.aguardando_assessor_em, l.aguardando_assessor_em),
            aguardando_assessor_motivo = case
              when a.aguardando_assessor_em is null then l.aguardando_assessor_motivo
              when l.aguardando_assessor_em is null then a.aguardando_assessor_motivo
              when l.aguardando_assessor_em < a.aguardando_assessor_em then l.aguardando_assessor_motivo
              else a.aguardando_assessor_motivo end,
            ultima_mensagem = case when l.ultima_mensagem_em > coalesce(a.ultima_mensagem_em, '-infinity') then l.ultima_mensagem else a.ultima_mensagem end,
            ultima_mensagem_autor = case when l.ultima_mensagem_em > coalesce(a.ultima_mensagem_em, '-infinity') then l.ultima_mensagem_autor else a.ultima_mensagem_autor end,
            ultima_mensagem_em = greatest(a.ultima_mensagem_em, l.ultima_mensagem_em)
           from users l
          where a.id = ? and l.id = ?`,
        [accountId, leadId],
      );
      await db('users').where({ id: leadId, lead: true }).delete();
    },

    /** Accounts whose number is not proven and is a lead's number (and the lead), for the staff's duplicate hints. */
    async duplicatesOf(userIds: number[]): Promise<Array<{ user_id: number; other_id: number; other_name: string; numero: string; other_lead: boolean }>> {
      if (userIds.length === 0) return [];
      const { rows } = (await db.raw(
        `select u.id as user_id, o.id as other_id, o.username as other_name, u.whatsapp as numero, o.lead as other_lead
           from users u
           join users o on o.whatsapp = u.whatsapp and o.id <> u.id and o.role = 'usuario'
          where u.id = any(?) and u.whatsapp is not null and u.role = 'usuario'
            and ((u.lead and not o.lead and o.whatsapp_verificado_em is null)
              or (not u.lead and u.whatsapp_verificado_em is null and o.lead))
          order by u.id, o.id`,
        [userIds],
      )) as { rows: Array<{ user_id: number; other_id: number; other_name: string; numero: string; other_lead: boolean }> };
      return rows.map((r) => ({ ...r, user_id: Number(r.user_id), other_id: Number(r.other_id) }));
    },
  };
}
export type ContactRepository = ReturnType<typeof contactRepository>;
