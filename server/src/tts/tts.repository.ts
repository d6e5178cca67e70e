import type { Knex } from 'knex';

export interface StoredAudio {
  id: string;
  mime: string;
}

export function ttsRepository(knex: Knex) {
  return {
    async findByHash(userId: number, hash: string): Promise<StoredAudio | undefined> {
      return knex('audio').where({ user_id: userId, hash }).first('id', 'mime');
    },

    /** Inserts once per (user, hash); a concurrent twin's row wins and is returned instead. */
    async insert(row: { user_id: number; hash: string; voice: string; mime: string; bytes: Buffer }): Promise<StoredAudio> {
      const [inserted] = await knex('audio').insert(row).onConflict(['user_id', 'hash']).ignore().returning(['id', 'mime']);
      if (inserted) return inserted as StoredAudio;
      const existing = await this.findByHash(row.user_id, row.hash);
      if (!existing) throw new Error('áudio sumiu entre a inserção e a leitura');
      return existing;
    },

    async findOwned(id: string, userId: number): Promise<{ mime: string; bytes: Buffer } | undefined> {
      return knex('audio').where({ id, user_id: userId }).first('mime', 'bytes');
    },
  };
}
export type TtsRepository = ReturnType<typeof ttsRepository>;
