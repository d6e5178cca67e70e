import { isStaffRole, type StatusIa } from '@app/contracts';
import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import type { Realtime } from '../lib/realtime.js';
import type { ChatRepository, StoredMessage } from './chat.repository.js';
import type { SaveMessageInput } from './chat.schemas.js';

export interface SavedMessage extends StoredMessage {
  userId: number;
}

export interface SaveOptions {
  /** True when this session received exactly this text from the assistant (see ai-reply-receipts). */
  consumeAiReceipt(text: string): boolean;
}

const OWN_CONVERSATION_ONLY = 'Você só pode acessar a sua própria conversa.';

export function chatService(deps: { repo: ChatRepository; realtime: Realtime }) {
  const { repo, realtime } = deps;

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
        if (input.autor === 'ia' && !options.consumeAiReceipt(input.texto)) {
          throw new HttpError(403, 'Só respostas geradas pelo assistente podem ser salvas como mensagem da IA.');
        }
      }

      const message = await repo.insertMessage({ userId: input.userId, autor: input.autor, autorId, texto: input.texto });
      realtime.toUserAndStaff(input.userId, 'nova-mensagem', {
        userId: input.userId,
        autor: message.autor,
        mensagem: message.mensagem,
        criado_em: message.criado_em,
      });
      realtime.toStaff('chamado-atualizado', { userId: input.userId });
      return { ...message, userId: input.userId };
    },

    async history(actor: Actor, userId: number): Promise<StoredMessage[]> {
      await assertCanRead(actor, userId);
      return repo.history(userId);
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
