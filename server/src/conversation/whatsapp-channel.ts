import type { Knex } from 'knex';
import type { Arquivo } from '@app/contracts';
import type { Logger } from '../lib/logger.js';
import type { AssistantTurn } from './assistant-turn.js';
import type { ContactService } from './contact.service.js';
import { assistantAnswers } from './conversation-state.js';
import { conversationRepository } from './conversation.repository.js';
import type { AfterCommit, ConversationService } from './conversation.service.js';
import type { OutboundChannel } from './outbound.js';

/** An inbound WhatsApp message as the webhook reads it. */
export interface InboundWhatsappMessage {
  wamid: string;
  from: string;
  profileName: string | null;
  sentAt: Date;
  text: string;
}

export interface WhatsappChannelDeps {
  db: Knex;
  logger: Logger;
  contacts: Pick<ContactService, 'ownerOfInbound'>;
  conversation: Pick<ConversationService, 'appendIn' | 'personWrote' | 'runAfter'>;
  turn: AssistantTurn;
  outbound: Pick<OutboundChannel, 'windowOpenFor'>;
}

/**
 * WhatsApp as a channel of the conversation: an inbound message joins its owner's conversation (the proven account
 * of the number, else its lead) through the same append as every message, and the assistant answers it with the
 * same turn as the widget.
 */
export function whatsappChannel(deps: WhatsappChannelDeps) {
  return {
    /**
     * Stores an inbound message once per wamid in the caller's transaction; null for a duplicate. `answer` says
     * whether the assistant should answer it (queued by the caller as a job).
     */
    async receive(
      trx: Knex.Transaction,
      message: InboundWhatsappMessage,
      announcements: Array<() => void>,
      attach?: (trx: Knex, stored: { id: number; userId: number }) => Promise<Arquivo | null>,
    ): Promise<{ userId: number; messageId: number; answer: boolean } | null> {
      const after: AfterCommit = [];
      announcements.push(() => deps.conversation.runAfter(after));
      const owner = await deps.contacts.ownerOfInbound(trx, message.from, message.profileName);
      const person = await conversationRepository(trx).lockPerson(owner.id);
      if (!person) return null;
      const appended = await deps.conversation.appendIn(
        trx,
        { userId: owner.id, autor: 'user', autorId: null, texto: message.text, canal: 'whatsapp', wamid: message.wamid, criadoEm: message.sentAt, attach: attach && ((tx, stored) => attach(tx, { id: stored.id, userId: owner.id })) },
        after,
      );
      if (!appended) return null;
      const answer = await deps.conversation.personWrote(trx, person, after);
      return { userId: owner.id, messageId: appended.stored.id, answer };
    },

    /**
     * The assistant's answer to one inbound message (job `whatsapp-ia`): only the newest of a burst, once, while the
     * 24-hour window is open and the assistant answers this conversation.
     */
    async answer(messageId: number): Promise<void> {
      const repo = conversationRepository(deps.db);
      const inbound = await repo.inboundWhatsapp(messageId);
      if (!inbound) return;
      const question = inbound.message;
      const person = await repo.person(inbound.userId);
      if (!person?.whatsapp || !assistantAnswers(person)) return;
      if ((await repo.answerTo(messageId)) || (await repo.personWroteAfter(person.id, question))) return;
      if (!(await deps.outbound.windowOpenFor(person.whatsapp))) return;
      const answer = await deps.turn.run({ userId: person.id, question, canal: 'whatsapp', whatsappTo: person.whatsapp });
      if (answer) deps.logger.info({ messageId, answer: answer.message.id, handoff: answer.handoff }, 'assistant answered on WhatsApp');
    },
  };
}
export type WhatsappChannel = ReturnType<typeof whatsappChannel>;
