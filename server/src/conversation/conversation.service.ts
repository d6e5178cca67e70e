import type { Knex } from 'knex';
import {
  isStaffRole,
  type AnswerSource,
  type Arquivo,
  messageWhatsappText,
  type Autor,
  type Canal,
  type ConversationState,
  type EntregaResposta,
  type MotivoEspera,
  type StaffReplyResponse,
  type StatusIa,
  type WaitingSummary,
} from '@app/contracts';
import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import type { Realtime } from '../lib/realtime.js';
import { withTransaction } from '../lib/transaction.js';
import { conversationRepository, type ConversationPerson, type StoredMessage } from './conversation.repository.js';
import { estadoOf, messageEvent, stateOf } from './conversation-state.js';
import type { OutboundChannel } from './outbound.js';

export const USER_NOT_FOUND = 'Usuário não encontrado.';
const OWN_CONVERSATION_ONLY = 'Você só pode acessar a sua própria conversa.';
const NOT_AN_ASSISTANT_ANSWER = 'Só respostas geradas pelo assistente podem ser salvas como mensagem da IA.';

/**
 * Work to do once the transaction that stored it commits (realtime events). A ticket update is tagged so that
 * `runAfter` sends one per conversation, however many messages and state changes the transaction made.
 */
export type AfterCommit = Array<(() => void) & { ticket?: { userId: number; waiting?: { desde: string; motivo: MotivoEspera } } }>;

function ticketUpdate(userId: number, waiting?: { desde: string; motivo: MotivoEspera }) {
  return Object.assign(() => undefined, { ticket: { userId, waiting } });
}

export interface AppendInput {
  userId: number;
  autor: Autor;
  autorId: number | null;
  texto: string;
  canal?: Canal;
  nota?: boolean;
  wamid?: string;
  criadoEm?: Date;
  respostaDe?: number;
  chaveCliente?: string;
  /** An assistant answer's help-centre articles ("Ler mais"), kept with it for a reloaded conversation. */
  fontes?: AnswerSource[];
  /** Also queue it to this WhatsApp number (in WhatsApp's own formatting), in the same transaction. */
  whatsappTo?: string;
  /** A file that came with it (a WhatsApp photo or document), recorded in the same transaction. */
  attach?(trx: Knex, stored: StoredMessage): Promise<Arquivo | null>;
}

export interface ConversationDeps {
  db: Knex;
  logger: Logger;
  realtime: Pick<Realtime, 'toStaff' | 'toUserAndStaff'>;
  outbound: OutboundChannel;
  /** The advisory's office hours as people read them ("seg. a sex., 9h às 18h"), when the owner set them. */
  officeHours: () => Promise<string | null>;
  /** Refuses a WhatsApp template Meta paused, rejected or disabled (409), or an unknown one (400). */
  templates: { assertSendable(valor: string): Promise<void> };
}

const RATED_NOT_FOUND = 'Resposta não encontrada.';

/** The history line staff read when a reply of theirs switched the assistant off. */
export function aiOffNote(staffName: string | null): string {
  return `IA desligada automaticamente: ${staffName ?? 'a equipe'} respondeu. Devolva a conversa ao assistente quando quiser.`;
}

/**
 * The conversation between a person and the advisory: every message enters through `appendIn` (stored, the summary
 * updated, the channel send queued in the same transaction, the event emitted once after the commit), and the
 * conversation's state (assistant, waiting for a person, team) changes only here.
 */
export function conversationService(deps: ConversationDeps) {
  const { db, realtime } = deps;
  const repo = conversationRepository(db);

  function runAfter(after: AfterCommit) {
    const tickets = new Map<number, { desde: string; motivo: MotivoEspera } | undefined>();
    for (const work of after) {
      if (work.ticket) tickets.set(work.ticket.userId, work.ticket.waiting ?? tickets.get(work.ticket.userId));
      else work();
    }
    for (const [userId, waiting] of tickets) realtime.toStaff('chamado-atualizado', waiting ? { userId, aguardandoAssessor: waiting } : { userId });
  }

  async function appendIn(trx: Knex, input: AppendInput, after: AfterCommit): Promise<{ stored: StoredMessage; envioId: number | null } | undefined> {
    const tx = conversationRepository(trx);
    const inserted = await tx.insertMessage(input);
    if (!inserted) return undefined;
    const arquivo = input.attach ? await input.attach(trx, inserted) : null;
    const stored: StoredMessage = arquivo ? { ...inserted, arquivo } : inserted;
    if (!input.nota) await tx.setLastMessage(input.userId, stored);
    if (input.canal === 'whatsapp' && input.autor === 'user' && input.criadoEm) await tx.touchWhatsappWindow(input.userId, input.criadoEm);
    const envioId = input.whatsappTo
      ? await deps.outbound.sendText(trx, { userId: input.userId, mensagemId: stored.id, numero: input.whatsappTo, texto: messageWhatsappText(input.texto) })
      : null;
    const event = messageEvent(input.userId, stored);
    after.push(() => (stored.nota ? realtime.toStaff('nota-conversa', event) : realtime.toUserAndStaff(input.userId, 'nova-mensagem', event)));
    if (!stored.nota) after.push(ticketUpdate(input.userId));
    return { stored, envioId };
  }

  async function announceState(userId: number) {
    const person = await repo.person(userId);
    if (person) realtime.toUserAndStaff(person.id, 'conversa-estado', stateOf(person, await deps.officeHours().catch(() => null)));
  }

  /** After the commit: the person's screens and the staff list learn the new state. */
  function stateChanged(userId: number, after: AfterCommit, waiting?: { desde: string; motivo: MotivoEspera }) {
    after.push(() => void announceState(userId).catch((err: unknown) => deps.logger.error({ err, userId }, 'could not announce the conversation state')));
    after.push(ticketUpdate(userId, waiting));
  }

  /**
   * The person wrote: when the team handles the conversation (the assistant is off), it now waits for them and moves
   * up the staff's list with its waiting time. Returns whether the assistant should answer.
   */
  async function personWrote(trx: Knex, person: ConversationPerson, after: AfterCommit): Promise<boolean> {
    const estado = estadoOf(person);
    if (estado === 'assistente') return true;
    if (estado === 'equipe') stateChanged(person.id, after, await conversationRepository(trx).wait(person.id, 'mensagem'));
    return false;
  }

  /** A usuario reads only their own conversation (403 otherwise); staff read any existing person's (404 if none). */
  async function readable(actor: Actor, userId: number): Promise<ConversationPerson> {
    if (!isStaffRole(actor.role) && actor.id !== userId) throw new HttpError(403, OWN_CONVERSATION_ONLY);
    const person = await repo.person(userId);
    if (!person) throw new HttpError(404, USER_NOT_FOUND);
    return person;
  }

  async function staffTarget(actor: Actor, trx: Knex, userId: number): Promise<ConversationPerson> {
    if (!isStaffRole(actor.role)) throw new HttpError(403, 'Acesso negado.');
    const person = await conversationRepository(trx).lockPerson(userId);
    if (!person || person.role !== 'usuario') throw new HttpError(404, USER_NOT_FOUND);
    return person;
  }

  /** A staff reply's effects on the conversation: the assistant steps back and the wait for a person ends. */
  async function staffTookOver(trx: Knex, actor: Actor, person: ConversationPerson, after: AfterCommit) {
    const tx = conversationRepository(trx);
    if (await tx.setAssistant(person.id, 'Desligada')) {
      const name = (await tx.person(actor.id))?.username ?? null;
      await appendIn(trx, { userId: person.id, autor: actor.role as Autor, autorId: actor.id, texto: aiOffNote(name), nota: true }, after);
    }
    await tx.stopWaiting(person.id, actor.id);
    stateChanged(person.id, after);
  }

  return {
    appendIn,
    personWrote,
    runAfter,
    stateChanged,

    async history(actor: Actor, userId: number): Promise<StoredMessage[]> {
      await readable(actor, userId);
      return repo.history(userId, { withNotes: isStaffRole(actor.role) });
    },

    async statusIa(actor: Actor, userId: number): Promise<StatusIa> {
      return (await readable(actor, userId)).status_ia;
    },

    async state(actor: Actor, userId: number): Promise<ConversationState> {
      return stateOf(await readable(actor, userId), await deps.officeHours().catch(() => null));
    },

    /** The person's own message from the site; says whether the assistant should answer it. */
    async personMessage(
      actor: Actor,
      input: { texto: string; chave?: string },
    ): Promise<{ question: StoredMessage; answer: boolean; existing: boolean }> {
      const after: AfterCommit = [];
      const outcome = await withTransaction(db, async (trx) => {
        const tx = conversationRepository(trx);
        const person = await tx.lockPerson(actor.id);
        if (!person) throw new HttpError(401, 'Faça login para continuar.');
        const appended = await appendIn(trx, { userId: actor.id, autor: 'user', autorId: null, texto: input.texto, chaveCliente: input.chave }, after);
        if (!appended) {
          // The same question sent again (a retry after a lost connection): it was stored once.
          const existing = await tx.byClientKey(actor.id, input.chave ?? '');
          if (!existing) throw new HttpError(409, 'Esta mensagem já foi enviada.');
          return { question: existing, answer: false, existing: true };
        }
        return { question: appended.stored, answer: await personWrote(trx, person, after), existing: false };
      });
      runAfter(after);
      return outcome;
    },

    /**
     * POST /api/chat/salvar, as documented: the person saves their message, staff save a reply under their own role
     * (the client forwards it to WhatsApp itself), and an "ia" message is accepted only as the assistant's latest
     * answer, which the server already stored: nothing a client sends is stored as the assistant's words.
     */
    async saveDocumented(actor: Actor, input: { userId: number; autor: Autor; texto: string }): Promise<StoredMessage> {
      if (isStaffRole(actor.role)) {
        if (input.autor !== actor.role) throw new HttpError(403, `Você só pode responder como ${actor.role}.`);
        const after: AfterCommit = [];
        const stored = await withTransaction(db, async (trx) => {
          const person = await staffTarget(actor, trx, input.userId);
          const appended = await appendIn(trx, { userId: person.id, autor: input.autor, autorId: actor.id, texto: input.texto }, after);
          await staffTookOver(trx, actor, person, after);
          return appended!.stored;
        });
        runAfter(after);
        return stored;
      }
      if (actor.id !== input.userId) throw new HttpError(403, OWN_CONVERSATION_ONLY);
      if (input.autor === 'ia') {
        const latest = await repo.latestVisible(actor.id);
        if (latest?.autor !== 'ia' || latest.mensagem.trim() !== input.texto.trim()) throw new HttpError(403, NOT_AN_ASSISTANT_ANSWER);
        return latest;
      }
      if (input.autor !== 'user') throw new HttpError(403, 'Autor inválido para a sua conta.');
      return (await this.personMessage(actor, { texto: input.texto })).question;
    },

    /**
     * A staff reply as one action: stored, delivered to the person's screens, and queued to their WhatsApp when they
     * are reachable there (a number, and the 24-hour window open when this server knows it), atomically.
     */
    async staffReply(actor: Actor, userId: number, texto: string): Promise<StaffReplyResponse> {
      const after: AfterCommit = [];
      const outcome = await withTransaction(db, async (trx) => {
        const person = await staffTarget(actor, trx, userId);
        let whatsapp: EntregaResposta = 'na_fila';
        if (!person.whatsapp) whatsapp = 'sem_numero';
        else if (!(await deps.outbound.windowOpenFor(person.whatsapp, new Date(), trx))) whatsapp = 'janela_fechada';
        const appended = await appendIn(
          trx,
          { userId, autor: actor.role as Autor, autorId: actor.id, texto, whatsappTo: whatsapp === 'na_fila' ? person.whatsapp! : undefined },
          after,
        );
        await staffTookOver(trx, actor, person, after);
        if (whatsapp === 'na_fila' && !deps.outbound.configured()) whatsapp = 'sem_whatsapp';
        return { mensagem: appended!.stored, whatsapp, envioId: appended!.envioId };
      });
      runAfter(after);
      return outcome;
    },

    /**
     * The staff's assistant switch. Switching it on hands the conversation back to the assistant (a visible staff
     * action, noted in the history): the wait for a person ends too.
     */
    async setAssistant(actor: Actor, userId: number, status: StatusIa): Promise<{ user_id: number; status_ia: StatusIa }> {
      const after: AfterCommit = [];
      await withTransaction(db, async (trx) => {
        const person = await staffTarget(actor, trx, userId);
        const tx = conversationRepository(trx);
        const changed = await tx.setAssistant(userId, status);
        if (status === 'Ligada') {
          const stopped = await tx.stopWaiting(userId, actor.id);
          if (changed || stopped) {
            const name = (await tx.person(actor.id))?.username ?? 'a equipe';
            await appendIn(trx, { userId, autor: actor.role as Autor, autorId: actor.id, texto: `${name} devolveu a conversa ao assistente virtual.`, nota: true }, after);
          }
        }
        if (person) stateChanged(userId, after);
      });
      runAfter(after);
      return { user_id: userId, status_ia: status };
    },

    /** Staff take the conversation without a reply yet: the assistant stops and the person is told the team answers. */
    async takeOver(actor: Actor, userId: number): Promise<void> {
      const after: AfterCommit = [];
      await withTransaction(db, async (trx) => {
        const person = await staffTarget(actor, trx, userId);
        if (await conversationRepository(trx).setAssistant(person.id, 'Desligada')) {
          const name = (await conversationRepository(trx).person(actor.id))?.username ?? 'a equipe';
          await appendIn(trx, { userId, autor: actor.role as Autor, autorId: actor.id, texto: `${name} assumiu a conversa.`, nota: true }, after);
        }
        stateChanged(userId, after);
      });
      runAfter(after);
    },

    /**
     * Sends an approved WhatsApp template to the person (the window closed): the history gets a staff-only note that
     * carries the envio's ticks (the template's text lives at Meta), and like any staff reply the team takes over.
     */
    async sendTemplate(actor: Actor, input: { userId: number; modelo: string }): Promise<{ id: number; mensagem_id: number; status: 'na_fila' }> {
      if (!isStaffRole(actor.role)) throw new HttpError(403, 'Acesso negado.');
      await deps.templates.assertSendable(input.modelo);
      const after: AfterCommit = [];
      const outcome = await withTransaction(db, async (trx) => {
        const person = await staffTarget(actor, trx, input.userId);
        if (!person.whatsapp) throw new HttpError(409, 'Esta pessoa não informou um WhatsApp.');
        const note = (await appendIn(
          trx,
          { userId: person.id, autor: actor.role as Autor, autorId: actor.id, texto: `Modelo do WhatsApp enviado: ${input.modelo}`, nota: true },
          after,
        ))!.stored;
        const id = await deps.outbound.sendTemplate(trx, { userId: person.id, mensagemId: note.id, numero: person.whatsapp, modelo: input.modelo });
        await staffTookOver(trx, actor, person, after);
        return { id, mensagem_id: note.id, status: 'na_fila' as const };
      });
      runAfter(after);
      return outcome;
    },

    /**
     * "Isso respondeu?" on an assistant reply of one's own conversation. 👎 keeps the miss (question and reply) for
     * staff and flags the conversation for a person; 👍 changes nothing. Rating twice counts once.
     */
    async rateAnswer(actor: Actor, messageId: number, util: boolean): Promise<{ aguardandoAssessor: boolean }> {
      const message = await repo.message(actor.id, messageId);
      if (!message || message.autor !== 'ia' || message.nota) throw new HttpError(404, RATED_NOT_FOUND);
      if (util) return { aguardandoAssessor: false };
      const after: AfterCommit = [];
      await withTransaction(db, async (trx) => {
        const tx = conversationRepository(trx);
        const pergunta = (await tx.questionBefore(actor.id, message)) ?? '';
        if (!(await tx.recordMiss(actor.id, message.id, pergunta.slice(0, 2000), message.mensagem.slice(0, 4000)))) return;
        stateChanged(actor.id, after, await tx.wait(actor.id, 'unknown'));
      });
      runAfter(after);
      return { aguardandoAssessor: true };
    },

    async waitingSummary(): Promise<WaitingSummary> {
      const { total, oldest } = await repo.waitingSummary();
      return { total, mais_antiga_desde: oldest ? oldest.toISOString() : null };
    },
  };
}
export type ConversationService = ReturnType<typeof conversationService>;
