import type { Knex } from 'knex';

export interface StoredAudio {
  id: string;
  mime: string;
}

export interface AudioInfo {
  mime: string;
  /** sha256 of engine, voice and text: what the audio says. */
  hash: string;
  size: number;
}

/** pg hands bytea back as a Buffer, PGlite as a Uint8Array. */
const asBuffer = (bytes: Uint8Array) => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

export function ttsRepository(db: Knex) {
  return {
    async findByHash(userId: number, hash: string): Promise<StoredAudio | undefined> {
      return db('audio').where({ user_id: userId, hash }).first('id', 'mime');
    },

    /**
     * Records that an audio was served or reused, for the retention job. At most one write per audio an hour: a player
     * fetching ranges of one audio does not turn every read into an update.
     */
    async markUsed(id: string, userId: number): Promise<void> {
      await db('audio').where({ id, user_id: userId }).where('ultimo_uso_em', '<', db.raw("now() - interval '1 hour'")).update({ ultimo_uso_em: db.fn.now() });
    },

    /** Inserts once per (user, hash); a concurrent twin's row wins and is returned instead. */
    async insert(row: { user_id: number; hash: string; voice: string; mime: string; bytes: Buffer }): Promise<StoredAudio> {
      const [inserted] = await db('audio').insert(row).onConflict(['user_id', 'hash']).ignore().returning(['id', 'mime']);
      if (inserted) return inserted as StoredAudio;
      const existing = await this.findByHash(row.user_id, row.hash);
      if (!existing) throw new Error('audio vanished between its insert and its read');
      return existing;
    },

    /** Type and size of an owned audio, without reading its bytes (octet_length does not detoast). */
    async findOwnedInfo(id: string, userId: number): Promise<AudioInfo | undefined> {
      const row = await db('audio')
        .where({ id, user_id: userId })
        .first<{ mime: string; hash: string; size: number | string } | undefined>('mime', 'hash', db.raw('octet_length(bytes) as size'));
      return row && { mime: row.mime, hash: row.hash, size: Number(row.size) };
    },

    /** `length` bytes from `offset` (0-based) of an owned audio: Postgres sends only that slice. */
    async readOwnedSlice(id: string, userId: number, offset: number, length: number): Promise<Buffer | undefined> {
      const row = await db('audio')
        .where({ id, user_id: userId })
        .first<{ slice: Uint8Array } | undefined>(db.raw('substring(bytes from ?::int for ?::int) as slice', [offset + 1, length]));
      return row && asBuffer(row.slice);
    },
  };
}
