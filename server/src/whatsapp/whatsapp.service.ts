import type { Knex } from 'knex';
import type { WhatsappStatus } from '@app/contracts';
import type { AppContext } from '../context.js';
import type { Config } from '../config.js';
import { HttpError } from '../lib/errors.js';
import { missingCredentials } from './cloud-api.js';
import { failureReason } from './meta-errors.js';
import * as repo from './whatsapp.repository.js';
import type { EnvioRow, EnvioStatus } from './whatsapp.repository.js';
import type { ForwardInput } from './whatsapp.schemas.js';

export const WHATSAPP_QUEUE = 'whatsapp-envio';

export interface WhatsappJob {
  envioId: number;
}

/** Staff replies overtake a marketing fan-out waiting in the same queue. */
const PRIORITY = { texto: 10, modelo: 0 } as const;

type Executor = Knex | Knex.Transaction;

async function enqueue(ctx: AppContext, trx: Executor, envio: repo.NewEnvio): Promise<number> {
  if (!trx.isTransaction) return ctx.db.transaction((t) => enqueue(ctx, t, envio));
  const id = await repo.insertEnvio(trx, envio);
  // Same transaction as the row: both exist or neither does. Without a running queue (some tests), the
  // row alone waits and the next queue start picks it up (see whatsapp.worker.ts, requeueOrphans).
  if (ctx.queue)
    await ctx.queue.send(trx, WHATSAPP_QUEUE, { envioId: id } satisfies WhatsappJob, { priority: PRIORITY[envio.tipo] });
  return id;
}

/** Queues a free-form text to a WhatsApp number; returns the envio id. Call inside the caller's transaction. */
export function enqueueWhatsappText(
  ctx: AppContext,
  trx: Executor,
  input: { userId?: number | null; mensagemId?: number | null; numero: string; texto: string },
): Promise<number> {
  return enqueue(ctx, trx, {
    user_id: input.userId ?? null,
    mensagem_id: input.mensagemId ?? null,
    campanha_id: null,
    numero: input.numero,
    tipo: 'texto',
    texto: input.texto,
    modelo: null,
  });
}

/**
 * Queues an approved template (marketing, a password-reset link); returns the envio id. `parametros` fill the
 * template's body variables in order and are cleared once the envio is settled. Call inside the caller's transaction.
 */
export function enqueueWhatsappTemplate(
  ctx: AppContext,
  trx: Executor,
  input: {
    userId?: number | null;
    campanhaId?: number | null;
    numero: string;
    modelo: string;
    languageCode: 'pt_BR';
    parametros?: string[];
  },
): Promise<number> {
  return enqueue(ctx, trx, {
    user_id: input.userId ?? null,
    mensagem_id: null,
    campanha_id: input.campanhaId ?? null,
    numero: input.numero,
    tipo: 'modelo',
    texto: null,
    modelo: input.modelo,
    parametros: input.parametros ?? null,
  });
}

/** Rows (and jobs) per statement in a fan-out. */
const BATCH = 1000;

/**
 * Queues one template per recipient (a marketing fan-out) with a few batched statements instead of two per
 * recipient; rows and jobs belong to the caller's transaction. Returns the envio ids in recipient order.
 */
export async function enqueueWhatsappTemplates(
  ctx: AppContext,
  trx: Executor,
  input: {
    campanhaId?: number | null;
    modelo: string;
    languageCode: 'pt_BR';
    recipients: ReadonlyArray<{ userId?: number | null; numero: string }>;
  },
): Promise<number[]> {
  if (!trx.isTransaction) return ctx.db.transaction((t) => enqueueWhatsappTemplates(ctx, t, input));
  const ids: number[] = [];
  for (let i = 0; i < input.recipients.length; i += BATCH) {
    const chunk = input.recipients.slice(i, i + BATCH);
    const chunkIds = await repo.insertEnvios(
      trx,
      chunk.map((r) => ({
        user_id: r.userId ?? null,
        mensagem_id: null,
        campanha_id: input.campanhaId ?? null,
        numero: r.numero,
        tipo: 'modelo' as const,
        texto: null,
        modelo: input.modelo,
      })),
    );
    if (ctx.queue) {
      await ctx.queue.insert(
        trx,
        chunkIds.map((envioId) => ({ name: WHATSAPP_QUEUE, data: { envioId } satisfies WhatsappJob, priority: PRIORITY.modelo })),
      );
    }
    ids.push(...chunkIds);
  }
  return ids;
}

/** Whether messages can leave the queue (WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set). */
export function whatsappConfigured(config: Config): boolean {
  return missingCredentials(config).length === 0;
}

/** Counts per state for the admin dashboard (one query). */
export function whatsappQueueHealth(ctx: AppContext): Promise<Record<EnvioStatus, number>> {
  return repo.statusCounts(ctx.db);
}

/** What staff see of one forwarded message. */
export interface EnvioView {
  id: number;
  mensagem_id: number | null;
  status: EnvioStatus;
  tentativas: number;
  /** The "new answer" template went instead of the text (24-hour window closed). */
  via_modelo: boolean;
  erro_codigo: number | null;
  /** Portuguese reason when status is falhou. */
  motivo: string | null;
  criado_em: Date;
  atualizado_em: Date;
}

export function toEnvioView(row: EnvioRow): EnvioView {
  return {
    id: Number(row.id),
    mensagem_id: row.mensagem_id === null ? null : Number(row.mensagem_id),
    status: row.status,
    tentativas: row.tentativas,
    via_modelo: row.tipo === 'texto' && row.status === 'enviado' && row.modelo !== null,
    erro_codigo: row.status === 'falhou' ? row.erro_codigo : null,
    motivo: row.status === 'falhou' ? failureReason(row.erro_codigo, row.erro_mensagem) : null,
    criado_em: row.criado_em,
    atualizado_em: row.atualizado_em,
  };
}

export const whatsappService = {
  /** POST /webhook/enviar-whatsapp: links the envio to a user (given, or found by number) and queues it. */
  async forwardReply(ctx: AppContext, input: ForwardInput): Promise<{ id: number; status: 'na_fila' }> {
    let userId = input.userId ?? null;
    if (userId !== null && !(await repo.userExists(ctx.db, userId))) throw new HttpError(404, 'Usuário não encontrado.');
    if (input.mensagemId !== undefined) {
      if (userId === null) throw new HttpError(400, 'Informe o userId junto com o mensagemId.');
      if (!(await repo.messageBelongsTo(ctx.db, input.mensagemId, userId))) {
        throw new HttpError(404, 'Mensagem não encontrada.');
      }
    }
    userId ??= await repo.userIdByWhatsapp(ctx.db, input.numero);
    const id = await enqueueWhatsappText(ctx, ctx.db, {
      userId,
      mensagemId: input.mensagemId ?? null,
      numero: input.numero,
      texto: input.mensagem,
    });
    return { id, status: 'na_fila' };
  },

  /** Without credentials the workers never start: staff are told so instead of watching 'na fila' forever. */
  status(ctx: AppContext): WhatsappStatus {
    const faltando = missingCredentials(ctx.config);
    return { configurado: faltando.length === 0, faltando };
  },

  async userEnvios(ctx: AppContext, userId: number): Promise<EnvioView[]> {
    if (!(await repo.userExists(ctx.db, userId))) throw new HttpError(404, 'Usuário não encontrado.');
    return (await repo.textEnviosOfUser(ctx.db, userId, 200)).map(toEnvioView);
  },

  async envio(ctx: AppContext, id: number): Promise<EnvioView> {
    const row = await repo.envioById(ctx.db, id);
    if (!row) throw new HttpError(404, 'Envio não encontrado.');
    return toEnvioView(row);
  },
};
