import type { Knex } from 'knex';
import type { Arquivo, Autor, Canal, StatusIa } from '@app/contracts';

export interface StoredMessage {
  id: number;
  autor: Autor;
  mensagem: string;
  criado_em: string;
  /** The staff member who wrote it, for admin/colaborador messages (null once that account is deleted). */
  autor_nome: string | null;
  canal?: Canal;
  nota?: boolean;
  arquivo?: Arquivo | null;
}

interface MessageRow {
  id: number | string;
  autor: Autor;
  mensagem: string;
  criado_em: Date | string;
  autor_nome?: string | null;
  canal?: Canal;
  nota?: boolean;
  arquivo_id?: number | string | null;
  arquivo_tipo?: Arquivo['tipo'];
  arquivo_mime?: string | null;
  arquivo_nome?: string | null;
  arquivo_tamanho?: number | null;
  arquivo_estado?: Arquivo['estado'];
  arquivo_motivo?: string | null;
  arquivo_criado_em?: Date | string;
}

/** Rows come back with `Date` timestamps (timestamptz); the API speaks ISO strings. Site messages carry no `canal`. */
export function toMessage(row: MessageRow): StoredMessage {
  const message: StoredMessage = {
    id: Number(row.id),
    autor: row.autor,
    mensagem: row.mensagem,
    criado_em: new Date(row.criado_em).toISOString(),
    autor_nome: row.autor_nome ?? null,
  };
  if (row.canal && row.canal !== 'site') message.canal = row.canal;
  if (row.nota) message.nota = true;
  if (row.arquivo_id !== undefined && row.arquivo_id !== null) {
    message.arquivo = {
      id: Number(row.arquivo_id),
      mensagem_id: Number(row.id),
      tipo: row.arquivo_tipo!,
      mime: row.arquivo_mime ?? null,
      nome: row.arquivo_nome ?? null,
      tamanho: row.arquivo_tamanho ?? null,
      estado: row.arquivo_estado!,
      motivo: row.arquivo_motivo ?? null,
      criado_em: new Date(row.arquivo_criado_em!).toISOString(),
    };
  }
  return message;
}

/** A staff-only line of the history ("IA desligada…"), written by `autor` (a staff role, or the assistant). */
export interface NewNote {
  userId: number;
  autor: Autor;
  autorId: number | null;
  texto: string;
}

/** The newest messages a history shows; older ones stay stored. */
export const HISTORY_LIMIT = 1000;

export function chatRepository(db: Knex) {
  return {
    async findUser(userId: number): Promise<{ id: number; status_ia: StatusIa } | undefined> {
      return db('users').where({ id: userId }).first('id', 'status_ia');
    },

    async insertMessage(input: { userId: number; autor: Autor; autorId: number | null; texto: string }): Promise<StoredMessage> {
      const [row] = await db('mensagens')
        .insert({ user_id: input.userId, autor: input.autor, autor_id: input.autorId, mensagem: input.texto })
        .returning(['id', 'autor', 'mensagem', 'criado_em']);
      const author = input.autorId ? await db('users').where({ id: input.autorId }).first<{ username: string } | undefined>('username') : undefined;
      return toMessage({ ...row, autor_nome: author?.username ?? null });
    },

    /** The ticket list's "last message" columns of the conversation's owner. */
    async setLastMessage(userId: number, message: Pick<StoredMessage, 'mensagem' | 'autor' | 'criado_em'>): Promise<void> {
      await db('users').where({ id: userId }).update({
        ultima_mensagem: message.mensagem,
        ultima_mensagem_autor: message.autor,
        ultima_mensagem_em: message.criado_em,
      });
    },

    /** A note never becomes the ticket's last message: the person did not read it. */
    async insertNote(note: NewNote): Promise<StoredMessage> {
      const [row] = await db('mensagens')
        .insert({ user_id: note.userId, autor: note.autor, autor_id: note.autorId, mensagem: note.texto, nota: true })
        .returning(['id', 'autor', 'mensagem', 'criado_em', 'nota']);
      const author = note.autorId ? await db('users').where({ id: note.autorId }).first<{ username: string } | undefined>('username') : undefined;
      return toMessage({ ...row, autor_nome: author?.username ?? null });
    },

    /** Switches the assistant off when it was on; true when this call switched it (the caller then writes a note). */
    async switchAiOff(userId: number): Promise<boolean> {
      const switched = await db('users').where({ id: userId, status_ia: 'Ligada' }).update({ status_ia: 'Desligada' });
      return switched > 0;
    },

    /** Oldest first; staff notes only when `withNotes` (the person never sees them). */
    async history(userId: number, options: { withNotes: boolean } = { withNotes: false }): Promise<StoredMessage[]> {
      const rows = await db
        .select('*')
        .from(
          db('mensagens as m')
            .leftJoin('users as staff', 'staff.id', 'm.autor_id')
            .leftJoin('arquivos as a', 'a.mensagem_id', 'm.id')
            .where({ 'm.user_id': userId })
            .modify((q) => {
              if (!options.withNotes) q.where('m.nota', false);
            })
            .orderBy([
              { column: 'm.criado_em', order: 'desc' },
              { column: 'm.id', order: 'desc' },
            ])
            .limit(HISTORY_LIMIT)
            .select(
              'm.id',
              'm.autor',
              'm.mensagem',
              'm.criado_em',
              'm.canal',
              'm.nota',
              'staff.username as autor_nome',
              'a.id as arquivo_id',
              'a.tipo as arquivo_tipo',
              'a.mime as arquivo_mime',
              'a.nome as arquivo_nome',
              'a.tamanho as arquivo_tamanho',
              'a.estado as arquivo_estado',
              'a.motivo as arquivo_motivo',
              'a.criado_em as arquivo_criado_em',
            )
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
