import type { Knex } from 'knex';

export interface QuickReplyRow {
  id: number;
  atalho: string;
  texto: string;
}

export function quickRepliesRepository(db: Knex) {
  return {
    list: (): Promise<QuickReplyRow[]> => db('respostas_rapidas').orderBy('atalho').select('id', 'atalho', 'texto'),

    /** The new row, or undefined when the shortcut is taken (unique index; racing creators get one row). */
    async create(row: { atalho: string; texto: string; autor_id: number }): Promise<QuickReplyRow | undefined> {
      const [created] = (await db('respostas_rapidas').insert(row).onConflict('atalho').ignore().returning(['id', 'atalho', 'texto'])) as QuickReplyRow[];
      return created;
    },

    async usernameOf(userId: number): Promise<string | undefined> {
      return (await db('users').where({ id: userId }).first<{ username: string } | undefined>('username'))?.username;
    },

    remove: (id: number): Promise<number> => db('respostas_rapidas').where({ id }).delete(),
  };
}
