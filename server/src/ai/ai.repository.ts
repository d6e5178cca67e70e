import type { Knex } from 'knex';
import type { StatusIa } from '@app/contracts';
import type { ConversationTurn } from './assistant-provider.js';

export function aiRepository(knex: Knex) {
  return {
    async findAsker(userId: number): Promise<{ username: string; status_ia: StatusIa } | undefined> {
      return knex('users').where({ id: userId }).first('username', 'status_ia');
    },

    /** The last `limit` messages of a conversation, oldest first. */
    async lastMessages(userId: number, limit: number): Promise<ConversationTurn[]> {
      const rows: ConversationTurn[] = await knex('mensagens')
        .where({ user_id: userId })
        .orderBy([
          { column: 'criado_em', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit)
        .select('autor', 'mensagem');
      return rows.reverse();
    },
  };
}
export type AiRepository = ReturnType<typeof aiRepository>;
