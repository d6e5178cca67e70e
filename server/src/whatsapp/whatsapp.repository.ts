import type { Knex } from 'knex';

import type { Entrega, EnvioStatus } from '@app/contracts';

export type { EnvioStatus };

export interface EnvioRow {
  id: number;
  user_id: number | null;
  mensagem_id: number | null;
  campanha_id: number | null;
  numero: string;
  tipo: 'texto' | 'modelo';
  texto: string | null;
  modelo: string | null;
  /** A template's body variables; cleared once the envio is settled (they may be secret). */
  parametros: string[] | null;
  status: EnvioStatus;
  tentativas: number;
  wa_message_id: string | null;
  erro_codigo: number | null;
  erro_mensagem: string | null;
  entrega: Entrega | null;
  criado_em: Date;
  atualizado_em: Date;
}

export type NewEnvio = Pick<EnvioRow, 'user_id' | 'mensagem_id' | 'campanha_id' | 'numero' | 'tipo' | 'texto' | 'modelo'> &
  Partial<Pick<EnvioRow, 'parametros'>>;

/** jsonb goes in as JSON text: the pg driver would send a JS array as a Postgres array. */
function toInsert(envio: NewEnvio) {
  const { parametros, ...rest } = envio;
  return { ...rest, parametros: parametros ? JSON.stringify(parametros) : null, status: 'na_fila' };
}

/** Queries of the WhatsApp envios; the rules (queueing, retries, who may see what) are in the service and the worker. */
export function whatsappRepository(db: Knex) {
  return {
    async insertEnvio(envio: NewEnvio): Promise<number> {
      const [row] = await db('whatsapp_envios').insert(toInsert(envio)).returning('id');
      return Number((row as { id: number }).id);
    },

    /** Many rows in one statement; ids come back in insertion order. */
    async insertEnvios(envios: NewEnvio[]): Promise<number[]> {
      if (envios.length === 0) return [];
      const rows = await db('whatsapp_envios').insert(envios.map(toInsert)).returning('id');
      return (rows as Array<{ id: number }>).map((r) => Number(r.id)).sort((a, b) => a - b);
    },

    /**
     * Takes the envio for one sending attempt: only a queued row whose lease is free, so a duplicate job or a
     * second worker gets nothing and sends nothing.
     */
    async claimEnvio(id: number, leaseSeconds: number): Promise<EnvioRow | undefined> {
      const [row] = await db('whatsapp_envios')
        .where({ id, status: 'na_fila' })
        .andWhere((q) => q.whereNull('reservado_ate').orWhere('reservado_ate', '<', db.fn.now()))
        .update({
          tentativas: db.raw('tentativas + 1'),
          reservado_ate: db.raw(`now() + make_interval(secs => ?)`, [leaseSeconds]),
          atualizado_em: db.fn.now(),
        })
        .returning('*');
      return row as EnvioRow | undefined;
    },

    async markSent(id: number, waMessageId: string, fallbackTemplate: string | null) {
      const update: Record<string, unknown> = {
        status: 'enviado',
        wa_message_id: waMessageId,
        parametros: null,
        erro_codigo: null,
        erro_mensagem: null,
        reservado_ate: null,
        atualizado_em: db.fn.now(),
      };
      // A text reply that had to go as the "new answer" template records which template reached the user.
      if (fallbackTemplate) update.modelo = fallbackTemplate;
      await db('whatsapp_envios').where({ id, status: 'na_fila' }).update(update);
    },

    async markFailed(id: number, code: number | null, message: string) {
      await db('whatsapp_envios')
        .where({ id, status: 'na_fila' })
        .update({
          status: 'falhou',
          parametros: null,
          erro_codigo: code,
          erro_mensagem: message.slice(0, 2000),
          reservado_ate: null,
          atualizado_em: db.fn.now(),
        });
    },

    /** Gives the lease back after a temporary failure, keeping the last error for whoever looks. */
    async releaseForRetry(id: number, code: number | null, message: string) {
      await db('whatsapp_envios')
        .where({ id, status: 'na_fila' })
        .update({
          erro_codigo: code,
          erro_mensagem: message.slice(0, 2000),
          reservado_ate: null,
          atualizado_em: db.fn.now(),
        });
    },

    /** Envios shown in a conversation: forwarded texts and templates sent from the reply box (linked to a note). */
    async textEnviosOfUser(userId: number, limit: number): Promise<EnvioRow[]> {
      return db('whatsapp_envios')
        .where({ user_id: userId })
        .andWhere((q) => q.where({ tipo: 'texto' }).orWhereNotNull('mensagem_id'))
        .orderBy('id', 'desc')
        .limit(limit)
        .select<EnvioRow[]>('*');
    },

    async envioById(id: number): Promise<EnvioRow | undefined> {
      return db('whatsapp_envios').where({ id }).first<EnvioRow | undefined>();
    },

    async statusCounts(): Promise<Record<EnvioStatus, number>> {
      const row = await db('whatsapp_envios')
        .select(
          db.raw(`count(*) filter (where status = 'na_fila')::int as na_fila`),
          db.raw(`count(*) filter (where status = 'enviado')::int as enviado`),
          db.raw(`count(*) filter (where status = 'falhou')::int as falhou`),
        )
        .first<Record<EnvioStatus, number>>();
      return { na_fila: Number(row.na_fila), enviado: Number(row.enviado), falhou: Number(row.falhou) };
    },

    /** Queued envios that have no live pg-boss job (written without a queue, or whose job was lost). */
    async orphanEnvioIds(queueName: string): Promise<number[]> {
      const { rows } = (await db.raw(
        `select e.id from whatsapp_envios e
          where e.status = 'na_fila'
            and not exists (
              select 1 from pgboss.job j
               where j.name = ? and j.state < 'completed' and j.data->>'envioId' = e.id::text)
          order by e.id`,
        [queueName],
      )) as { rows: Array<{ id: number }> };
      return rows.map((r) => Number(r.id));
    },

    async userExists(userId: number): Promise<boolean> {
      return Boolean(await db('users').where({ id: userId }).first('id'));
    },

    async messageBelongsTo(mensagemId: number, userId: number): Promise<boolean> {
      return Boolean(await db('mensagens').where({ id: mensagemId, user_id: userId }).first('id'));
    },

    /** When the person last wrote on WhatsApp (the 24-hour window counts from it), or undefined for no such user. */
    async conversation(
      userId: number,
    ): Promise<{ whatsapp: string | null; lead: boolean; whatsapp_entrada_em: Date | null } | undefined> {
      return db('users').where({ id: userId }).first('whatsapp', 'lead', 'whatsapp_entrada_em');
    },

    async templateStates(
      idioma: string,
    ): Promise<
      Array<{ nome: string; estado: string | null; qualidade: string | null; motivo: string | null; atualizado_em: Date }>
    > {
      return db('whatsapp_modelos').where({ idioma }).select('nome', 'estado', 'qualidade', 'motivo', 'atualizado_em');
    },

    async userIdByWhatsapp(numero: string): Promise<number | null> {
      const row = await db('users').where({ whatsapp: numero }).orderBy('id').first<{ id: number } | undefined>('id');
      return row ? row.id : null;
    },
  };
}
