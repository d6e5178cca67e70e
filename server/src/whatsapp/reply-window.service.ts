import type { Knex } from 'knex';
import { MODELO_ESTADOS_BLOQUEADOS, marketingTemplateOptions, type ModeloSaude, type WhatsappConversa } from '@app/contracts';
import type { Config } from '../config.js';
import { HttpError } from '../lib/errors.js';
import type { Realtime } from '../lib/realtime.js';
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

export interface ReplyWindowDeps {
  db: Knex;
  config: Config;
  realtime: Pick<Realtime, 'toStaff'>;
  whatsapp: Pick<WhatsappService, 'enqueueText' | 'assertWindowOpen'>;
}

/**
 * What the reply box needs around WhatsApp: the 24-hour window, the templates staff may pick once it closed (with
 * what Meta last said about each), and sending a failed reply again. Sending a template is a conversation action
 * (server/src/conversation), which checks the template here first.
 */
export function replyWindowService(deps: ReplyWindowDeps) {
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
export type ReplyWindowService = ReturnType<typeof replyWindowService>;
