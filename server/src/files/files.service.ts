import type { Knex } from 'knex';
import { isStaffRole, type Arquivo } from '@app/contracts';
import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import type { ArquivoTipo } from '@app/contracts';
import { filesRepository, toArquivo, type StoredFile } from './files.repository.js';

const NOT_FOUND = 'Arquivo não encontrado.';
/** Files of one conversation the "Arquivos" list shows. */
const LIST_LIMIT = 200;
/** Bytes per query when serving a file (one TOAST-friendly slice at a time, never the whole value in memory). */
export const SLICE_BYTES = 256 * 1024;

/**
 * Files people sent (WhatsApp media). Staff read any; a usuario only their own, and someone else's file is a plain
 * 404 (its existence is nobody else's business).
 */
/** A file announced by an inbound message, waiting for its download; recorded in the caller's transaction. */
export function recordPendingFile(
  trx: Knex,
  file: { userId: number; mensagemId: number; mediaId: string; tipo: ArquivoTipo; mime: string | null; nome: string | null },
): Promise<StoredFile> {
  return filesRepository(trx).insertPending(file);
}

export function filesService(deps: { db: Knex }) {
  const repo = filesRepository(deps.db);

  function canRead(actor: Actor, file: { user_id: number }) {
    return isStaffRole(actor.role) || actor.id === file.user_id;
  }

  return {
    /** A file by id, whatever its state (the download job and the checklist read it); no permission check. */
    find: (id: number) => repo.find(id),
    /** The downloaded bytes; undefined when the file was no longer waiting for them. */
    store: (id: number, content: { bytes: Buffer; mime: string; sha256: string }) => repo.store(id, content),
    /** The download failed or was refused; undefined when the file was no longer waiting. */
    fail: (id: number, motivo: string, tamanho?: number) => repo.fail(id, motivo, tamanho),

    async list(actor: Actor, userId: number): Promise<Arquivo[]> {
      if (!isStaffRole(actor.role) && actor.id !== userId)
        throw new HttpError(403, 'Você só pode ver os seus próprios arquivos.');
      return (await repo.ofUser(userId, LIST_LIMIT)).map(toArquivo);
    },

    /** A ready file the actor may download, with a reader of its bytes. */
    async open(actor: Actor, id: number): Promise<{ file: StoredFile; read(offset: number, length: number): Promise<Buffer> }> {
      const file = await repo.find(id);
      if (!file || !canRead(actor, file)) throw new HttpError(404, NOT_FOUND);
      if (file.estado !== 'pronto')
        throw new HttpError(
          409,
          file.estado === 'baixando'
            ? 'O arquivo ainda está sendo baixado.'
            : `Arquivo indisponível: ${file.motivo ?? 'falha no download'}.`,
        );
      return { file, read: (offset, length) => repo.slice(id, offset, length) };
    },
  };
}
export type FilesService = ReturnType<typeof filesService>;
