import type { Knex } from 'knex';
import type { Realtime } from '../lib/realtime.js';
import type { Logger } from '../lib/logger.js';
import { withTransaction } from '../lib/transaction.js';
import { chatRepository } from '../chat/index.js';
import { handoffsRepository, type AiService } from '../ai/index.js';
import { inboundRepository } from './inbound.repository.js';
import type { WhatsappService } from './whatsapp.service.js';
import { windowOpen } from './window.js';

const HANDOFF_NOTE =
  'IA desligada automaticamente: a pessoa precisa de um assessor (pediu atendimento ou o assistente não soube responder).';

export interface AssistantDeps {
  db: Knex;
  logger: Logger;
  realtime: Pick<Realtime, 'toStaff' | 'toUserAndStaff'>;
  ai: Pick<AiService, 'answerConversation'>;
  whatsapp: Pick<WhatsappService, 'enqueueText'>;
}

/**
 * The assistant answering on WhatsApp (job `whatsapp-ia`): only while the conversation's AI is Ligada and the
 * 24-hour window is open, only the newest of a burst of messages, once per message. The answer is saved and queued
 * for WhatsApp in one transaction that re-reads the AI switch under a lock, so a staff reply that arrived while the
 * assistant was thinking wins and the answer is dropped.
 */
export function whatsappAssistant(deps: AssistantDeps) {
  return async function answer(mensagemId: number, now = new Date()): Promise<void> {
    const inbound = await inboundRepository(deps.db).answerable(mensagemId);
    if (!inbound || inbound.newer || inbound.answered || !windowOpen(inbound.whatsapp_entrada_em, now)) return;
    const reply = await deps.ai.answerConversation(inbound.user_id, inbound.mensagem);
    if (!reply) return;

    const saved = await withTransaction(deps.db, async (trx) => {
      const repo = inboundRepository(trx);
      const conversation = await repo.lockConversation(inbound.user_id);
      if (!conversation || conversation.status_ia !== 'Ligada') return null;
      const stored = await repo.insertAnswer(inbound.user_id, reply.response, mensagemId);
      if (!stored) return null;
      const chat = chatRepository(trx);
      await chat.setLastMessage(inbound.user_id, {
        mensagem: reply.response,
        autor: 'ia',
        criado_em: stored.criado_em.toISOString(),
      });
      if (conversation.whatsapp) {
        await deps.whatsapp.enqueueText(trx, {
          userId: inbound.user_id,
          mensagemId: stored.id,
          numero: conversation.whatsapp,
          texto: reply.response,
        });
      }
      // The same hand-off rule as the widget: a person takes over, so the assistant stops answering here.
      const note =
        reply.handoff && (await chat.switchAiOff(inbound.user_id))
          ? await chat.insertNote({ userId: inbound.user_id, autor: 'ia', autorId: null, texto: HANDOFF_NOTE })
          : null;
      const flag = reply.handoff
        ? await handoffsRepository(trx).flag(inbound.user_id, reply.handoff, inbound.mensagem)
        : undefined;
      return { stored, note, flag };
    });
    if (!saved) return;
    deps.logger.info({ mensagemId, answer: saved.stored.id, handoff: reply.handoff }, 'assistant answered on WhatsApp');
    deps.realtime.toUserAndStaff(inbound.user_id, 'nova-mensagem', {
      userId: inbound.user_id,
      id: saved.stored.id,
      autor: 'ia',
      mensagem: reply.response,
      criado_em: saved.stored.criado_em.toISOString(),
      autor_nome: null,
      canal: 'whatsapp',
    });
    if (saved.note) deps.realtime.toStaff('nota-conversa', { userId: inbound.user_id, ...saved.note });
    deps.realtime.toStaff(
      'chamado-atualizado',
      saved.flag ? { userId: inbound.user_id, aguardandoAssessor: saved.flag } : { userId: inbound.user_id },
    );
  };
}
