import type { Knex } from 'knex';
import { messageWhatsappText, type Entrega, type WhatsappStatus } from '@app/contracts';
import type { Config } from '../config.js';
import { HttpError } from '../lib/errors.js';
import type { Queue } from '../lib/queue.js';
import { withTransaction } from '../lib/transaction.js';
import { missingCredentials } from './cloud-api.js';
import { failureReason, OUTSIDE_WINDOW_CODE } from './meta-errors.js';
import { windowOpen } from './window.js';
import { whatsappRepository, type EnvioRow, type EnvioStatus, type NewEnvio } from './whatsapp.repository.js';
import type { ForwardInput } from './whatsapp.schemas.js';

export const WHATSAPP_QUEUE = 'whatsapp-envio';

export interface WhatsappJob {
  envioId: number;
}

/** Staff replies overtake a marketing fan-out waiting in the same queue. */
const PRIORITY = { texto: 10, modelo: 0 } as const;
/** Rows (and jobs) per statement in a fan-out. */
const BATCH = 1000;

/** What staff see of one forwarded message. */
export interface EnvioView {
  id: number;
  mensagem_id: number | null;
  status: EnvioStatus;
  entrega: Entrega | null;
  fora_da_janela: boolean;
  tentativas: number;
  /** The "new answer" template went instead of the text (24-hour window closed). */
  via_modelo: boolean;
  erro_codigo: number | null;
  /** Portuguese reason when status is falhou. */
  motivo: string | null;
  criado_em: Date;
  atualizado_em: Date;
}

function toEnvioView(row: EnvioRow): EnvioView {
  return {
    id: Number(row.id),
    mensagem_id: row.mensagem_id === null ? null : Number(row.mensagem_id),
    status: row.status,
    entrega: row.entrega ?? null,
    fora_da_janela: row.status === 'falhou' && row.erro_codigo === OUTSIDE_WINDOW_CODE,
    tentativas: row.tentativas,
    via_modelo: row.tipo === 'texto' && row.status === 'enviado' && row.modelo !== null,
    erro_codigo: row.status === 'falhou' ? row.erro_codigo : null,
    motivo: row.status === 'falhou' ? failureReason(row.erro_codigo, row.erro_mensagem) : null,
    criado_em: row.criado_em,
    atualizado_em: row.atualizado_em,
  };
}

export const WINDOW_CLOSED =
  'A janela de 24 horas do WhatsApp está fechada: só um modelo aprovado chega a esta pessoa. Use "Enviar modelo".';

export interface WhatsappDeps {
  db: Knex;
  config: Config;
  /** pg-boss; without it (some tests) envios wait as rows and the next queue start picks them up (requeueOrphans). */
  queue?: Queue;
}

/**
 * Queues WhatsApp messages and shows staff how they went. The enqueue methods take the caller's `db`: given a
 * transaction, the envio and its job commit or roll back with the caller's rows (a campaign, a reset link).
 */
export function whatsappService({ db, config, queue }: WhatsappDeps) {
  const repo = whatsappRepository(db);

  function enqueue(into: Knex, envio: NewEnvio): Promise<number> {
    // Row and job in one transaction: both exist or neither does.
    return withTransaction(into, async (trx) => {
      const id = await whatsappRepository(trx).insertEnvio(envio);
      if (queue) await queue.send(trx, WHATSAPP_QUEUE, { envioId: id } satisfies WhatsappJob, { priority: PRIORITY[envio.tipo] });
      return id;
    });
  }

  /** Queues a free-form text to a WhatsApp number; returns the envio id. */
  function enqueueText(
    into: Knex,
    input: { userId?: number | null; mensagemId?: number | null; numero: string; texto: string },
  ): Promise<number> {
    return enqueue(into, {
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
   * With the inbound webhook set up, the product knows when the person last wrote: free text outside the 24-hour
   * window would fail at Meta (131047), so it is refused here with the reason. Without it, replies go as before.
   */
  async function assertWindowOpen(userId: number | null) {
    if (!config.WHATSAPP_APP_SECRET) return;
    const conversation = userId === null ? undefined : await repo.conversation(userId);
    if (!windowOpen(conversation?.whatsapp_entrada_em ?? null)) throw new HttpError(409, WINDOW_CLOSED);
  }

  return {
    enqueueText,
    assertWindowOpen,

    /**
     * Queues an approved template (marketing, a password-reset link); returns the envio id. `parametros` fill the
     * template's body variables in order and are cleared once the envio is settled.
     */
    enqueueTemplate(
      into: Knex,
      input: {
        userId?: number | null;
        /** The history line the template belongs to (a template sent from the reply box shows its ticks there). */
        mensagemId?: number | null;
        campanhaId?: number | null;
        numero: string;
        modelo: string;
        languageCode: 'pt_BR';
        parametros?: string[];
      },
    ): Promise<number> {
      return enqueue(into, {
        user_id: input.userId ?? null,
        mensagem_id: input.mensagemId ?? null,
        campanha_id: input.campanhaId ?? null,
        numero: input.numero,
        tipo: 'modelo',
        texto: null,
        modelo: input.modelo,
        parametros: input.parametros ?? null,
      });
    },

    /**
     * Queues one template per recipient (a marketing fan-out) with a few batched statements instead of two per
     * recipient. Returns the envio ids in recipient order.
     */
    enqueueTemplates(
      into: Knex,
      input: {
        campanhaId?: number | null;
        modelo: string;
        languageCode: 'pt_BR';
        recipients: ReadonlyArray<{ userId?: number | null; numero: string }>;
      },
    ): Promise<number[]> {
      return withTransaction(into, async (trx) => {
        const ids: number[] = [];
        for (let i = 0; i < input.recipients.length; i += BATCH) {
          const chunk = input.recipients.slice(i, i + BATCH);
          const chunkIds = await whatsappRepository(trx).insertEnvios(
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
          if (queue) {
            const jobs = chunkIds.map((envioId) => ({
              name: WHATSAPP_QUEUE,
              data: { envioId } satisfies WhatsappJob,
              priority: PRIORITY.modelo,
            }));
            await queue.insert(trx, jobs);
          }
          ids.push(...chunkIds);
        }
        return ids;
      });
    },

    /** Whether messages can leave the queue (WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set). */
    configured(): boolean {
      return missingCredentials(config).length === 0;
    },

    /** Without credentials the workers never start: staff are told so instead of watching 'na fila' forever. */
    status(): WhatsappStatus {
      const faltando = missingCredentials(config);
      return { configurado: faltando.length === 0, faltando };
    },

    /** Counts per state for the admin dashboard (one query). */
    queueHealth(): Promise<Record<EnvioStatus, number>> {
      return repo.statusCounts();
    },

    /** POST /webhook/enviar-whatsapp: links the envio to a user (given, or found by number) and queues it. */
    async forwardReply(input: ForwardInput): Promise<{ id: number; status: 'na_fila' }> {
      let userId = input.userId ?? null;
      if (userId !== null && !(await repo.userExists(userId))) throw new HttpError(404, 'Usuário não encontrado.');
      if (input.mensagemId !== undefined) {
        if (userId === null) throw new HttpError(400, 'Informe o userId junto com o mensagemId.');
        if (!(await repo.messageBelongsTo(input.mensagemId, userId))) throw new HttpError(404, 'Mensagem não encontrada.');
      }
      userId ??= await repo.userIdByWhatsapp(input.numero);
      await assertWindowOpen(userId);
      // A staff reply is written in the chat's Markdown: WhatsApp gets its own formatting instead.
      const id = await enqueueText(db, {
        userId,
        mensagemId: input.mensagemId ?? null,
        numero: input.numero,
        texto: messageWhatsappText(input.mensagem),
      });
      return { id, status: 'na_fila' };
    },

    async userEnvios(userId: number): Promise<EnvioView[]> {
      if (!(await repo.userExists(userId))) throw new HttpError(404, 'Usuário não encontrado.');
      return (await repo.textEnviosOfUser(userId, 200)).map(toEnvioView);
    },

    async envio(id: number): Promise<EnvioView> {
      const row = await repo.envioById(id);
      if (!row) throw new HttpError(404, 'Envio não encontrado.');
      return toEnvioView(row);
    },
  };
}
export type WhatsappService = ReturnType<typeof whatsappService>;
