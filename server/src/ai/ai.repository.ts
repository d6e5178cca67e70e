import type { Knex } from 'knex';
import type { StatusIa } from '@app/contracts';
import type { ConversationTurn } from './assistant-provider.js';

export function aiRepository(db: Knex) {
  return {
    async findAsker(userId: number): Promise<{ username: string; status_ia: StatusIa } | undefined> {
      return db('users').where({ id: userId }).first('username', 'status_ia');
    },

    /** The last `limit` messages of a conversation, oldest first. */
    async lastMessages(userId: number, limit: number): Promise<ConversationTurn[]> {
      const rows: ConversationTurn[] = await db('mensagens')
        .where({ user_id: userId, nota: false })
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
