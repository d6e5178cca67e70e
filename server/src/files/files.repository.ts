import type { Knex } from 'knex';
import type { Arquivo, ArquivoTipo } from '@app/contracts';

interface ArquivoRow {
  id: number | string;
  user_id: number;
  mensagem_id: number | string;
  media_id: string;
  tipo: ArquivoTipo;
  mime: string | null;
  nome: string | null;
  tamanho: number | null;
  estado: Arquivo['estado'];
  motivo: string | null;
  criado_em: Date | string;
}

const COLUMNS = [
  'id',
  'user_id',
  'mensagem_id',
  'media_id',
  'tipo',
  'mime',
  'nome',
  'tamanho',
  'estado',
  'motivo',
  'criado_em',
] as const;

export interface StoredFile extends Arquivo {
  user_id: number;
  media_id: string;
}

function toFile(row: ArquivoRow): StoredFile {
  return {
    id: Number(row.id),
    user_id: row.user_id,
    mensagem_id: Number(row.mensagem_id),
    media_id: row.media_id,
    tipo: row.tipo,
    mime: row.mime,
    nome: row.nome,
    tamanho: row.tamanho === null ? null : Number(row.tamanho),
    estado: row.estado,
    motivo: row.motivo,
    criado_em: new Date(row.criado_em).toISOString(),
  };
}

export const toArquivo = ({ user_id: _u, media_id: _m, ...file }: StoredFile): Arquivo => file;

/** Queries of stored files; who may read them is decided in files.service.ts. */
export function filesRepository(db: Knex) {
  return {
    async insertPending(file: {
      userId: number;
      mensagemId: number;
      mediaId: string;
      tipo: ArquivoTipo;
      mime: string | null;
      nome: string | null;
    }): Promise<StoredFile> {
      const [row] = await db('arquivos')
        .insert({
          user_id: file.userId,
          mensagem_id: file.mensagemId,
          media_id: file.mediaId,
          tipo: file.tipo,
          mime: file.mime,
          nome: file.nome,
        })
        .returning([...COLUMNS]);
      return toFile(row as ArquivoRow);
    },

    async find(id: number): Promise<StoredFile | undefined> {
      const row = (await db('arquivos')
        .where({ id })
        .first(...COLUMNS)) as ArquivoRow | undefined;
      return row && toFile(row);
    },

    /** Only a file still downloading takes bytes: a duplicate download job changes nothing. */
    async store(id: number, content: { bytes: Buffer; mime: string; sha256: string }): Promise<StoredFile | undefined> {
      const [row] = await db('arquivos')
        .where({ id, estado: 'baixando' })
        .update({
          conteudo: content.bytes,
          mime: content.mime,
          sha256: content.sha256,
          tamanho: content.bytes.length,
          estado: 'pronto',
          motivo: null,
        })
        .returning([...COLUMNS]);
      return row && toFile(row as ArquivoRow);
    },

    async fail(id: number, motivo: string, tamanho?: number): Promise<StoredFile | undefined> {
      const [row] = await db('arquivos')
        .where({ id, estado: 'baixando' })
        .update({ estado: 'falhou', motivo: motivo.slice(0, 500), ...(tamanho !== undefined ? { tamanho } : {}) })
        .returning([...COLUMNS]);
      return row && toFile(row as ArquivoRow);
    },

    async ofUser(userId: number, limit: number): Promise<StoredFile[]> {
      const rows = (await db('arquivos')
        .where({ user_id: userId })
        .orderBy('id', 'desc')
        .limit(limit)
        .select(...COLUMNS)) as ArquivoRow[];
      return rows.map(toFile);
    },

    /** `length` bytes from `offset`: Postgres reads only those chunks (storage external). */
    async slice(id: number, offset: number, length: number): Promise<Buffer> {
      const row = await db('arquivos')
        .where({ id })
        .first<{ slice: Uint8Array | null } | undefined>(
          db.raw('substring(conteudo from ?::int for ?::int) as slice', [offset + 1, length]),
        );
      return row?.slice ? Buffer.from(row.slice.buffer, row.slice.byteOffset, row.slice.byteLength) : Buffer.alloc(0);
    },
  };
}
