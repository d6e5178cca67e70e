import type { Knex } from 'knex';
import type { Autor, StatusIa } from '@app/contracts';

export interface StoredMessage {
  id: number;
  autor: Autor;
  mensagem: string;
  criado_em: string;
  /** The staff member who wrote it, for admin/colaborador messages (null once that account is deleted). */
  autor_nome: string | null;
}

interface MessageRow {
  id: number | string;
  autor: Autor;
  mensagem: string;
  criado_em: Date | string;
  autor_nome?: string | null;
}

/** Rows come back with `Date` timestamps (timestamptz); the API speaks ISO strings. */
function toMessage(row: MessageRow): StoredMessage {
  return {
    id: Number(row.id),
    autor: row.autor,
    mensagem: row.mensagem,
    criado_em: new Date(row.criado_em).toISOString(),
    autor_nome: row.autor_nome ?? null,
  };
}

/** The newest messages a history shows; older ones stay stored. */
export const HISTORY_LIMIT = 1000;

export function chatRepository(knex: Knex) {
  return {
    async findUser(userId: number): Promise<{ id: number; status_ia: StatusIa } | undefined> {
      return knex('users').where({ id: userId }).first('id', 'status_ia');
    },

    /** Stores the message and the ticket list's "last message" columns; run it in a transaction to keep them together. */
    async insertMessage(input: { userId: number; autor: Autor; autorId: number | null; texto: string }): Promise<StoredMessage> {
      const [row] = await knex('mensagens')
        .insert({ user_id: input.userId, autor: input.autor, autor_id: input.autorId, mensagem: input.texto })
        .returning(['id', 'autor', 'mensagem', 'criado_em']);
      const author = input.autorId ? await knex('users').where({ id: input.autorId }).first<{ username: string } | undefined>('username') : undefined;
      const message = toMessage({ ...row, autor_nome: author?.username ?? null });
      await knex('users').where({ id: input.userId }).update({
        ultima_mensagem: message.mensagem,
        ultima_mensagem_autor: message.autor,
        ultima_mensagem_em: message.criado_em,
      });
      return message;
    },

    /** Oldest first. */
    async history(userId: number): Promise<StoredMessage[]> {
      const rows = await knex
        .select('*')
        .from(
          knex('mensagens as m')
            .leftJoin('users as staff', 'staff.id', 'm.autor_id')
            .where({ 'm.user_id': userId })
            .orderBy([
              { column: 'm.criado_em', order: 'desc' },
              { column: 'm.id', order: 'desc' },
            ])
            .limit(HISTORY_LIMIT)
            .select('m.id', 'm.autor', 'm.mensagem', 'm.criado_em', 'staff.username as autor_nome')
            .as('recent'),
        )
        .orderBy([
          { column: 'criado_em', order: 'asc' },
          { column: 'id', order: 'asc' },
        ]);
      return rows.map(toMessage);
    },
  };
}
export type ChatRepository = ReturnType<typeof chatRepository>;
