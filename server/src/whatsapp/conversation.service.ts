import type { Knex } from 'knex';
import {
  MODELO_ESTADOS_BLOQUEADOS,
  isStaffRole,
  marketingTemplateOptions,
  type ModeloSaude,
  type WhatsappConversa,
} from '@app/contracts';
import type { Config } from '../config.js';
import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import type { Realtime } from '../lib/realtime.js';
import { withTransaction } from '../lib/transaction.js';
import { chatRepository } from '../chat/index.js';
import { handoffsRepository } from '../ai/index.js';
import { whatsappRepository } from './whatsapp.repository.js';
import type { WhatsappService } from './whatsapp.service.js';
import { windowClosesAt, windowOpen } from './window.js';

const LANGUAGE = 'pt_BR';
const USER_NOT_FOUND = 'Usuário não encontrado.';
const NO_NUMBER = 'Esta pessoa não informou um WhatsApp.';

const STATE_WORDS: Record<string, string> = {
  PAUSED: 'pausado pelo WhatsApp por baixa qualidade',
  REJECTED: 'rejeitado pelo WhatsApp',
  DISABLED: 'desativado pelo WhatsApp',
  PENDING: 'ainda em análise pelo WhatsApp',
  PENDING_DELETION: 'sendo excluído',
  DELETED: 'excluído',
  ARCHIVED: 'arquivado',
  LOCKED: 'bloqueado para edição e envio',
};

export interface ConversationDeps {
  db: Knex;
  config: Config;
  realtime: Pick<Realtime, 'toStaff'>;
  whatsapp: Pick<WhatsappService, 'enqueueTemplate' | 'enqueueText' | 'assertWindowOpen'>;
}

/**
 * What the reply box needs around WhatsApp: the 24-hour window, the templates staff may pick once it closed (with
 * what Meta last said about each), sending one of them, and sending a failed reply again.
 */
export function conversationService(deps: ConversationDeps) {
  const { db, config } = deps;
  const repo = whatsappRepository(db);

  /** Reply templates first (the configured fallback is the default), then the marketing ones. */
  function candidates(): Array<{ valor: string; nome: string }> {
    const list: Array<{ valor: string; nome: string }> = [];
    if (config.WHATSAPP_REPLY_TEMPLATE) list.push({ valor: config.WHATSAPP_REPLY_TEMPLATE, nome: 'Aviso de nova resposta' });
    for (const option of marketingTemplateOptions(config.MARKETING_PRODUCT_SLUG))
      if (!list.some((t) => t.valor === option.valor)) list.push(option);
    return list;
  }

  async function health(): Promise<ModeloSaude[]> {
    const states = new Map((await repo.templateStates(LANGUAGE)).map((row) => [row.nome, row]));
    return candidates().map(({ valor, nome }) => {
      const state = states.get(valor);
      const estado = state?.estado ?? null;
      return {
        valor,
        nome,
        estado,
        qualidade: state?.qualidade ?? null,
        motivo: state?.motivo ?? null,
        enviavel: !estado || !(MODELO_ESTADOS_BLOQUEADOS as readonly string[]).includes(estado),
        atualizado_em: state ? new Date(state.atualizado_em).toISOString() : null,
      };
    });
  }

  /** Refuses a template Meta paused, rejected or disabled, saying so (409); an unknown one is a 400. */
  async function assertSendable(valor: string): Promise<void> {
    const template = (await health()).find((t) => t.valor === valor);
    if (!template) throw new HttpError(400, 'Modelo de mensagem desconhecido.');
    if (!template.enviavel) {
      const reason = template.motivo ? ` (${template.motivo})` : '';
      throw new HttpError(
        409,
        `O modelo ${template.nome} está ${STATE_WORDS[template.estado ?? ''] ?? template.estado?.toLowerCase()}${reason}: escolha outro.`,
      );
    }
  }

  return {
    templates: health,
    assertSendable,

    async conversation(userId: number): Promise<WhatsappConversa> {
      const row = await repo.conversation(userId);
      if (!row) throw new HttpError(404, USER_NOT_FOUND);
      const closes = windowClosesAt(row.whatsapp_entrada_em);
      return {
        numero: row.whatsapp,
        lead: row.lead,
        entrada_configurada: Boolean(config.WHATSAPP_APP_SECRET),
        janela: {
          aberta: windowOpen(row.whatsapp_entrada_em),
          ultima_entrada_em: row.whatsapp_entrada_em ? new Date(row.whatsapp_entrada_em).toISOString() : null,
          fecha_em: closes ? closes.toISOString() : null,
        },
        modelos: (await health()).filter((t) => t.enviavel),
        modelo_padrao: config.WHATSAPP_REPLY_TEMPLATE ?? null,
      };
    },

    /**
     * Sends an approved template to the conversation's number. The history gets a staff-only note (the template's
     * text lives at Meta) carrying the envio's ticks; like any staff reply it switches the assistant off.
     */
    async sendTemplate(
      actor: Actor,
      input: { userId: number; modelo: string },
    ): Promise<{ id: number; mensagem_id: number; status: 'na_fila' }> {
      const role = actor.role;
      if (!isStaffRole(role)) throw new HttpError(403, 'Acesso negado.');
      await assertSendable(input.modelo);
      const row = await repo.conversation(input.userId);
      if (!row) throw new HttpError(404, USER_NOT_FOUND);
      if (!row.whatsapp) throw new HttpError(409, NO_NUMBER);
      const numero = row.whatsapp;
      const { id, note, aiNote } = await withTransaction(db, async (trx) => {
        const chat = chatRepository(trx);
        const note = await chat.insertNote({
          userId: input.userId,
          autor: role,
          autorId: actor.id,
          texto: `Modelo do WhatsApp enviado: ${input.modelo}`,
        });
        const id = await deps.whatsapp.enqueueTemplate(trx, {
          userId: input.userId,
          mensagemId: note.id,
          numero,
          modelo: input.modelo,
          languageCode: LANGUAGE,
        });
        await handoffsRepository(trx).clear(input.userId, actor.id);
        const aiNote = (await chat.switchAiOff(input.userId))
          ? await chat.insertNote({
              userId: input.userId,
              autor: role,
              autorId: actor.id,
              texto: `IA desligada automaticamente: ${note.autor_nome ?? 'a equipe'} assumiu a conversa.`,
            })
          : null;
        return { id, note, aiNote };
      });
      deps.realtime.toStaff('nota-conversa', { userId: input.userId, ...note });
      if (aiNote) deps.realtime.toStaff('nota-conversa', { userId: input.userId, ...aiNote });
      deps.realtime.toStaff('chamado-atualizado', { userId: input.userId });
      return { id, mensagem_id: note.id, status: 'na_fila' };
    },

    /** "Reenviar": a failed text reply queued again as a new envio (the failed one stays as it was). */
    async resend(envioId: number): Promise<{ id: number; status: 'na_fila' }> {
      const envio = await repo.envioById(envioId);
      if (!envio || envio.tipo !== 'texto' || envio.user_id === null) throw new HttpError(404, 'Envio não encontrado.');
      if (envio.status !== 'falhou') throw new HttpError(409, 'Só um envio que falhou pode ser reenviado.');
      const row = await repo.conversation(envio.user_id);
      if (!row?.whatsapp) throw new HttpError(409, NO_NUMBER);
      await deps.whatsapp.assertWindowOpen(envio.user_id);
      const id = await deps.whatsapp.enqueueText(db, {
        userId: envio.user_id,
        mensagemId: envio.mensagem_id,
        numero: row.whatsapp,
        texto: envio.texto ?? '',
      });
      deps.realtime.toStaff('chamado-atualizado', { userId: envio.user_id });
      return { id, status: 'na_fila' };
    },
  };
}
export type ConversationService = ReturnType<typeof conversationService>;
