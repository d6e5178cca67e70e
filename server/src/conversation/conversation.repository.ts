import type { Knex } from 'knex';
import type { AnswerSource, Arquivo, Autor, Canal, ConversationMessage, MotivoEspera, StatusIa } from '@app/contracts';

/**
 * Queries of the conversation: the only code that writes `mensagens`, and the conversation's summary that lives on
 * the person's row (`users`: last message, WhatsApp window, the assistant switch, the waiting flag). Rules are in
 * conversation.service.ts and assistant-turn.ts.
 */

export type StoredMessage = ConversationMessage;

interface MessageRow {
  id: number | string;
  autor: Autor;
  mensagem: string;
  criado_em: Date | string;
  autor_nome?: string | null;
  canal?: Canal;
  nota?: boolean;
  fontes?: AnswerSource[] | null;
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
  if (row.fontes?.length) message.fontes = row.fontes;
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

/** The person a conversation belongs to, with the switches that decide who answers. */
export interface ConversationPerson {
  id: number;
  username: string;
  role: string;
  lead: boolean;
  whatsapp: string | null;
  whatsapp_entrada_em: Date | null;
  status_ia: StatusIa;
  aguardando_assessor_em: Date | null;
  aguardando_assessor_motivo: MotivoEspera | null;
}

const PERSON_COLUMNS = [
  'id',
  'username',
  'role',
  'lead',
  'whatsapp',
  'whatsapp_entrada_em',
  'status_ia',
  'aguardando_assessor_em',
  'aguardando_assessor_motivo',
] as const;

export interface NewMessage {
  userId: number;
  autor: Autor;
  /** The staff member who wrote it; null for the person and the assistant. */
  autorId: number | null;
  texto: string;
  canal?: Canal;
  nota?: boolean;
  /** WhatsApp's id of an inbound message (UNIQUE: Meta's retries store nothing twice). */
  wamid?: string;
  /** When the person sent it (WhatsApp's timestamp, already clamped to the receipt time). */
  criadoEm?: Date;
  /** The question an assistant answer replies to (UNIQUE: one answer per question). */
  respostaDe?: number;
  /** The client's key of a question (UNIQUE per person: a retried question is stored once). */
  chaveCliente?: string;
  /** An assistant answer's help-centre articles ("Ler mais"). */
  fontes?: AnswerSource[];
}

/** A complaint outranks a request for a person, which outranks a question the base could not answer. */
const RANK: Record<MotivoEspera, number> = { mensagem: 0, unknown: 1, human: 2, complaint: 3 };

/** The newest messages a history shows; older ones stay stored. */
export const HISTORY_LIMIT = 1000;

export function conversationRepository(db: Knex) {
  async function authorName(autorId: number | null): Promise<string | null> {
    if (!autorId) return null;
    const row = await db('users').where({ id: autorId }).first<{ username: string } | undefined>('username');
    return row?.username ?? null;
  }

  return {
    async person(userId: number): Promise<ConversationPerson | undefined> {
      return db('users').where({ id: userId }).first(...PERSON_COLUMNS);
    },

    /** The same, locked until the transaction ends: a staff reply and an assistant answer never interleave. */
    async lockPerson(userId: number): Promise<ConversationPerson | undefined> {
      return db('users').where({ id: userId }).forUpdate().first(...PERSON_COLUMNS);
    },

    /** Stores a message; undefined when one of its unique keys (wamid, resposta_de, client key) is already stored. */
    async insertMessage(input: NewMessage): Promise<StoredMessage | undefined> {
      const rows = (await db('mensagens')
        .insert({
          user_id: input.userId,
          autor: input.autor,
          autor_id: input.autorId,
          mensagem: input.texto,
          canal: input.canal ?? 'site',
          nota: input.nota ?? false,
          wamid: input.wamid ?? null,
          resposta_de: input.respostaDe ?? null,
          chave_cliente: input.chaveCliente ?? null,
          fontes: input.fontes?.length ? JSON.stringify(input.fontes) : null,
          ...(input.criadoEm ? { criado_em: input.criadoEm } : {}),
        })
        .onConflict()
        .ignore()
        .returning(['id', 'autor', 'mensagem', 'criado_em', 'canal', 'nota', 'fontes'])) as MessageRow[];
      const row = rows[0];
      return row && toMessage({ ...row, autor_nome: await authorName(input.autorId) });
    },

    async message(userId: number, id: number): Promise<StoredMessage | undefined> {
      const row = await db('mensagens as m')
        .leftJoin('users as staff', 'staff.id', 'm.autor_id')
        .where({ 'm.id': id, 'm.user_id': userId })
        .first<MessageRow | undefined>('m.id', 'm.autor', 'm.mensagem', 'm.criado_em', 'm.canal', 'm.nota', 'staff.username as autor_nome');
      return row && toMessage(row);
    },

    /** An inbound WhatsApp message (what the assistant's WhatsApp job answers), with its conversation. */
    async inboundWhatsapp(id: number): Promise<{ userId: number; message: StoredMessage } | undefined> {
      const row = await db('mensagens')
        .where({ id, autor: 'user', canal: 'whatsapp' })
        .first<(MessageRow & { user_id: number }) | undefined>('id', 'user_id', 'autor', 'mensagem', 'criado_em', 'canal', 'nota');
      return row && { userId: Number(row.user_id), message: toMessage(row) };
    },

    async byClientKey(userId: number, chave: string): Promise<StoredMessage | undefined> {
      const row = await db('mensagens')
        .where({ user_id: userId, chave_cliente: chave })
        .first<MessageRow | undefined>('id', 'autor', 'mensagem', 'criado_em', 'canal', 'nota');
      return row && toMessage(row);
    },

    /** The assistant's answer to a question, if it was given. */
    async answerTo(questionId: number): Promise<StoredMessage | undefined> {
      const row = await db('mensagens')
        .where({ resposta_de: questionId })
        .first<MessageRow | undefined>('id', 'autor', 'mensagem', 'criado_em', 'canal', 'nota');
      return row && toMessage(row);
    },

    /** The newest message the person can see (not a staff note), with its author. */
    async latestVisible(userId: number): Promise<StoredMessage | undefined> {
      const row = await db('mensagens')
        .where({ user_id: userId, nota: false })
        .orderBy([
          { column: 'criado_em', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .first<MessageRow | undefined>('id', 'autor', 'mensagem', 'criado_em', 'canal', 'nota');
      return row && toMessage(row);
    },

    /** Whether the person wrote after this message (only the newest of a burst gets an answer). */
    async personWroteAfter(userId: number, message: { id: number; criado_em: string }): Promise<boolean> {
      const row = await db('mensagens')
        .where({ user_id: userId, autor: 'user' })
        .whereNot({ id: message.id })
        .whereRaw('(criado_em, id) > (?::timestamptz, ?)', [message.criado_em, message.id])
        .first('id');
      return Boolean(row);
    },

    /**
     * The ticket list's "last message" columns follow the newest message, whatever order messages arrive in (one
     * statement: the columns move only when this message is not older than the one shown).
     */
    async setLastMessage(userId: number, message: Pick<StoredMessage, 'mensagem' | 'autor' | 'criado_em'>): Promise<void> {
      const newer = db.raw('(ultima_mensagem_em is null or ultima_mensagem_em <= ?::timestamptz)', [message.criado_em]);
      await db('users')
        .where({ id: userId })
        .update({
          ultima_mensagem: db.raw('case when ? then ? else ultima_mensagem end', [newer, message.mensagem]),
          ultima_mensagem_autor: db.raw('case when ? then ? else ultima_mensagem_autor end', [newer, message.autor]),
          ultima_mensagem_em: db.raw('case when ? then ?::timestamptz else ultima_mensagem_em end', [newer, message.criado_em]),
        });
    },

    /** The 24-hour window counts from the person's newest WhatsApp message. */
    async touchWhatsappWindow(userId: number, at: Date): Promise<void> {
      await db('users')
        .where({ id: userId })
        .update({ whatsapp_entrada_em: db.raw('greatest(whatsapp_entrada_em, ?::timestamptz)', [at]) });
    },

    /** Sets the assistant switch; true when it changed. */
    async setAssistant(userId: number, status: StatusIa): Promise<boolean> {
      return (await db('users').where({ id: userId }).whereNot({ status_ia: status }).update({ status_ia: status })) > 0;
    },

    /**
     * The conversation waits for a person: keeps the time of the first wait still unanswered and the most serious
     * reason. Returns the flag as it now is.
     */
    async wait(userId: number, motivo: MotivoEspera): Promise<{ desde: string; motivo: MotivoEspera } | undefined> {
      const current = await db('users')
        .where({ id: userId })
        .forUpdate()
        .first<Pick<ConversationPerson, 'aguardando_assessor_em' | 'aguardando_assessor_motivo'> | undefined>(
          'aguardando_assessor_em',
          'aguardando_assessor_motivo',
        );
      if (!current) return undefined;
      const previous = current.aguardando_assessor_motivo;
      const kept = previous && RANK[previous] > RANK[motivo] ? previous : motivo;
      const [row] = await db('users')
        .where({ id: userId })
        .update({ aguardando_assessor_em: current.aguardando_assessor_em ?? db.fn.now(), aguardando_assessor_motivo: kept })
        .returning(['aguardando_assessor_em', 'aguardando_assessor_motivo']);
      return { desde: new Date(row.aguardando_assessor_em).toISOString(), motivo: row.aguardando_assessor_motivo };
    },

    /** One event per assistant hand-off, with the question that caused it (the content gap reads the `unknown` ones). */
    async recordHandoff(userId: number, motivo: Exclude<MotivoEspera, 'mensagem'>, pergunta: string): Promise<void> {
      await db('assistente_encaminhamentos').insert({ user_id: userId, motivo, pergunta });
    },

    /**
     * The person said this assistant reply did not answer them: kept once per message, with the question it answered
     * and the reply, beside the content gap. False when it was already recorded.
     */
    async recordMiss(userId: number, mensagemId: number, pergunta: string, resposta: string): Promise<boolean> {
      const rows = await db('assistente_encaminhamentos')
        .insert({ user_id: userId, motivo: 'miss', pergunta, resposta, mensagem_id: mensagemId })
        .onConflict(db.raw('(mensagem_id) where mensagem_id is not null'))
        .ignore()
        .returning('id');
      return rows.length > 0;
    },

    /** The question an assistant reply answered: the message it replies to, else the person's message before it. */
    async questionBefore(userId: number, answer: { id: number }): Promise<string | undefined> {
      const linked = await db('mensagens as a')
        .join('mensagens as q', 'q.id', 'a.resposta_de')
        .where({ 'a.id': answer.id })
        .first<{ mensagem: string } | undefined>('q.mensagem');
      if (linked) return linked.mensagem;
      const row = await db('mensagens')
        .where({ user_id: userId, autor: 'user', nota: false })
        // Compared with the answer's own row: its time read back into JavaScript keeps only milliseconds, and a question
        // stored in the same millisecond would otherwise count as after it.
        .whereRaw('(criado_em, id) < (select a.criado_em, a.id from mensagens a where a.id = ?)', [answer.id])
        .orderBy([
          { column: 'criado_em', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .first<{ mensagem: string } | undefined>('mensagem');
      return row?.mensagem;
    },

    /** A person answered (or handed the conversation back): the flag goes and open hand-offs are resolved by them. */
    async stopWaiting(userId: number, staffId: number | null): Promise<boolean> {
      const cleared = await db('users')
        .where({ id: userId })
        .whereNotNull('aguardando_assessor_em')
        .update({ aguardando_assessor_em: null, aguardando_assessor_motivo: null });
      await db('assistente_encaminhamentos')
        .where({ user_id: userId })
        .whereNull('resolvido_em')
        .update({ resolvido_em: db.fn.now(), resolvido_por: staffId });
      return cleared > 0;
    },

    /** How many conversations wait for a person, and since when the oldest does. */
    async waitingSummary(): Promise<{ total: number; oldest: Date | null }> {
      const row = await db('users')
        .whereNotNull('aguardando_assessor_em')
        .first<{ total: number | string; oldest: Date | null }>(db.raw('count(*)::int as total'), db.raw('min(aguardando_assessor_em) as oldest'));
      return { total: Number(row?.total ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    /** The last `limit` messages the person can see, oldest first (the assistant's context). */
    async lastMessages(userId: number, limit: number): Promise<Array<{ id: number; autor: Autor; mensagem: string }>> {
      const rows = (await db('mensagens')
        .where({ user_id: userId, nota: false })
        .orderBy([
          { column: 'criado_em', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit)
        .select('id', 'autor', 'mensagem')) as Array<{ id: number | string; autor: Autor; mensagem: string }>;
      return rows.reverse().map((r) => ({ ...r, id: Number(r.id) }));
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
              'm.fontes',
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
      return (rows as MessageRow[]).map(toMessage);
    },
  };
}
export type ConversationRepository = ReturnType<typeof conversationRepository>;
