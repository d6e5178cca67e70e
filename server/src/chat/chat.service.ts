import type { Knex } from 'knex';
import { isStaffRole, type StatusIa } from '@app/contracts';
import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import type { Realtime } from '../lib/realtime.js';
import { withTransaction } from '../lib/transaction.js';
import { aiReplyReceipts, handoffsRepository } from '../ai/index.js';
import { chatRepository, type StoredMessage } from './chat.repository.js';
import type { SaveMessageInput } from './chat.schemas.js';

export interface SavedMessage extends StoredMessage {
  userId: number;
}

export interface SaveOptions {
  /** The saving session: a usuario's "ia" message spends the receipt this session got from the assistant. */
  sessionId: string;
}

/** The history line staff read when a reply of theirs switched the assistant off. */
export function aiOffNote(staffName: string | null): string {
  return `IA desligada automaticamente: ${staffName ?? 'a equipe'} respondeu. Ligue de novo na lista de chamados se quiser.`;
}

const OWN_CONVERSATION_ONLY = 'Você só pode acessar a sua própria conversa.';
const NOT_AN_ASSISTANT_ANSWER = 'Só respostas geradas pelo assistente podem ser salvas como mensagem da IA.';

export function chatService(deps: { db: Knex; realtime: Realtime }) {
  const { db, realtime } = deps;
  const repo = chatRepository(db);

  /** A usuario sees only their own conversation (403 otherwise); staff see any existing user's (404 if none). */
  async function assertCanRead(actor: Actor, userId: number) {
    if (!isStaffRole(actor.role)) {
      if (actor.id !== userId) throw new HttpError(403, OWN_CONVERSATION_ONLY);
      return;
    }
    if (!(await repo.findUser(userId))) throw new HttpError(404, 'Usuário não encontrado.');
  }

  return {
    async save(actor: Actor, input: SaveMessageInput, options: SaveOptions): Promise<SavedMessage> {
      let autorId: number | null = null;
      if (isStaffRole(actor.role)) {
        // Staff reply under their own role, never as the student or the assistant.
        if (input.autor !== actor.role) throw new HttpError(403, `Você só pode responder como ${actor.role}.`);
        if (!(await repo.findUser(input.userId))) throw new HttpError(404, 'Usuário não encontrado.');
        autorId = actor.id;
      } else {
        if (actor.id !== input.userId) throw new HttpError(403, OWN_CONVERSATION_ONLY);
        if (input.autor !== 'user' && input.autor !== 'ia') throw new HttpError(403, 'Autor inválido para a sua conta.');
      }

      // Only a usuario gets here with "ia". Its receipt is spent in the message's transaction: racing saves store it once.
      // The ticket list's "last message" columns change in the same transaction as the message, or not at all.
      const { message, note } = await withTransaction(db, async (trx) => {
        if (input.autor === 'ia') {
          const spent = await aiReplyReceipts(trx).consume({ userId: actor.id, sessionId: options.sessionId, text: input.texto });
          if (!spent) throw new HttpError(403, NOT_AN_ASSISTANT_ANSWER);
        }
        const repo = chatRepository(trx);
        const stored = await repo.insertMessage({ userId: input.userId, autor: input.autor, autorId, texto: input.texto });
        await repo.setLastMessage(input.userId, stored);
        // A person answered: the assistant steps back so it never talks over them (staff may switch it on again).
        const aiOff = autorId !== null && (await repo.switchAiOff(input.userId));
        const note = aiOff ? await repo.insertNote({ userId: input.userId, autor: input.autor, autorId, texto: aiOffNote(stored.autor_nome) }) : null;
        // The person no longer waits for an advisor once one has answered.
        if (autorId !== null) await handoffsRepository(trx).clear(input.userId, autorId);
        return { message: stored, note };
      });
      realtime.toUserAndStaff(input.userId, 'nova-mensagem', {
        userId: input.userId,
        autor: message.autor,
        mensagem: message.mensagem,
        criado_em: message.criado_em,
        autor_nome: message.autor_nome,
      });
      if (note) realtime.toStaff('nota-conversa', { userId: input.userId, ...note });
      realtime.toStaff('chamado-atualizado', { userId: input.userId });
      return { ...message, userId: input.userId };
    },

    async history(actor: Actor, userId: number): Promise<StoredMessage[]> {
      await assertCanRead(actor, userId);
      return repo.history(userId, { withNotes: isStaffRole(actor.role) });
    },

    async statusIa(actor: Actor, userId: number): Promise<StatusIa> {
      // Same rule as assertCanRead, with the one lookup it needs anyway.
      if (!isStaffRole(actor.role) && actor.id !== userId) throw new HttpError(403, OWN_CONVERSATION_ONLY);
      const user = await repo.findUser(userId);
      if (!user) throw new HttpError(404, 'Usuário não encontrado.');
      return user.status_ia;
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;
