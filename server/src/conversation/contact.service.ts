import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { formatWhatsapp, isStaffRole } from '@app/contracts';
import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import type { Realtime } from '../lib/realtime.js';
import { withTransaction } from '../lib/transaction.js';
import { contactRepository, type NumberOwner } from './contact.repository.js';
import type { OutboundChannel } from './outbound.js';

/** How long a code sent to WhatsApp stays valid, and how many wrong guesses it takes. */
export const CODE_VALID_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;

const NOT_AN_ACCOUNT = 'Só uma conta de assessorado confirma um número de WhatsApp.';
const NO_NUMBER = 'Informe seu WhatsApp em Configurações antes de confirmá-lo.';
const ALREADY_PROVEN = 'Seu número de WhatsApp já está confirmado.';
const NOT_CONFIGURED =
  'O WhatsApp da assessoria ainda não está configurado neste servidor. A equipe confirma o seu número por aqui mesmo.';
const OPEN_THE_WINDOW =
  'Para receber o código, mande um "oi" do seu WhatsApp para o WhatsApp da assessoria e peça o código de novo.';
const WRONG_CODE = 'Código incorreto. Confira a mensagem no seu WhatsApp e tente de novo.';
const CODE_GONE = 'Este código expirou ou já foi usado. Peça um novo código.';
const TOO_MANY_GUESSES = 'Muitas tentativas com este código. Peça um novo código.';

export interface ContactDeps {
  db: Knex;
  logger: Logger;
  realtime: Pick<Realtime, 'toStaff' | 'toUserAndStaff'>;
  outbound: OutboundChannel;
  /** Keys the codes' hashes: a leaked table holds nothing usable. */
  secret: string;
  /** Approved authentication template whose body variable {{1}} is the code (used outside the 24-hour window). */
  codeTemplate?: string;
}

/**
 * Contacts and their channel identities. A WhatsApp number belongs to an account only once proven, by a one-time
 * code sent to that number through the same outbound queue as every send, or by a staff member's audited merge;
 * until then an account that names a lead's number shares nothing with the lead (docs/security.md).
 */
export function contactService(deps: ContactDeps) {
  const { db } = deps;
  const repo = contactRepository(db);

  const hash = (userId: number, numero: string, code: string) =>
    crypto.createHmac('sha256', deps.secret).update(`${userId}:${numero}:${code}`).digest('hex');

  async function ownAccount(actor: Actor) {
    const account = await repo.account(actor.id);
    if (!account || account.lead || account.role !== 'usuario') throw new HttpError(403, NOT_AN_ACCOUNT);
    if (!account.whatsapp) throw new HttpError(409, NO_NUMBER);
    return account as typeof account & { whatsapp: string };
  }

  /** Gives the lead's conversation to the account and makes the number proven, in the caller's transaction. */
  async function proveAndMerge(trx: Knex.Transaction, accountId: number, numero: string): Promise<number | null> {
    const tx = contactRepository(trx);
    await tx.lockNumber(numero);
    const lead = await tx.leadOf(numero);
    await tx.prove(accountId, numero);
    if (lead) await tx.mergeLead(lead.id, accountId);
    return lead?.id ?? null;
  }

  return {
    /** The account whose number it is once proven, else the number's lead (created on its first message). */
    async ownerOfInbound(trx: Knex.Transaction, numero: string, profileName: string | null): Promise<NumberOwner> {
      const tx = contactRepository(trx);
      await tx.lockNumber(numero);
      return (await tx.ownerOf(numero)) ?? tx.createLead(numero, profileName);
    },

    /** Whether the account's number is proven (the settings page offers the code when it is not). */
    async numberStatus(actor: Actor): Promise<{ numero: string | null; confirmado: boolean; codigo_disponivel: boolean }> {
      const account = await repo.account(actor.id);
      if (!account) throw new HttpError(404, 'Conta não encontrada.');
      return {
        numero: account.whatsapp,
        confirmado: Boolean(account.whatsapp && account.whatsapp_verificado_em),
        codigo_disponivel: deps.outbound.configured(),
      };
    },

    /** Sends a new one-time code to the account's number (it replaces any earlier one). */
    async requestCode(actor: Actor): Promise<{ enviado_para: string; expira_em: string }> {
      const account = await ownAccount(actor);
      if (account.whatsapp_verificado_em) throw new HttpError(409, ALREADY_PROVEN);
      if (!deps.outbound.configured()) throw new HttpError(409, NOT_CONFIGURED);
      const numero = account.whatsapp;
      const windowOpen = await deps.outbound.windowOpenFor(numero);
      if (!windowOpen && !deps.codeTemplate) throw new HttpError(409, OPEN_THE_WINDOW);
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      const expira = new Date(Date.now() + CODE_VALID_MINUTES * 60_000);
      await withTransaction(db, async (trx) => {
        await contactRepository(trx).saveCode({ user_id: account.id, numero, codigo_hash: hash(account.id, numero, code), expira_em: expira });
        // Code and send commit together: a code nobody was sent never waits to be guessed.
        if (windowOpen) {
          await deps.outbound.sendText(trx, {
            userId: null,
            numero,
            texto: `Seu código de confirmação do WhatsApp é ${code}. Ele vale por ${CODE_VALID_MINUTES} minutos. Se não foi você que pediu, ignore esta mensagem.`,
          });
        } else {
          await deps.outbound.sendTemplate(trx, { numero, modelo: deps.codeTemplate!, parametros: [code] });
        }
      });
      deps.logger.info({ userId: account.id }, 'WhatsApp confirmation code queued');
      return { enviado_para: formatWhatsapp(numero), expira_em: expira.toISOString() };
    },

    /** Checks a code; the right one proves the number and gives the account the number's lead conversation. */
    async verifyCode(actor: Actor, codigo: string): Promise<{ confirmado: true; conversa_unida: boolean }> {
      const account = await ownAccount(actor);
      const outcome = await withTransaction(db, async (trx) => {
        const tx = contactRepository(trx);
        const pending = await tx.lockCode(account.id);
        if (!pending || pending.numero !== account.whatsapp || new Date(pending.expira_em).getTime() <= Date.now()) {
          return { error: new HttpError(410, CODE_GONE) };
        }
        if (pending.tentativas >= CODE_MAX_ATTEMPTS) {
          await tx.deleteCode(account.id);
          return { error: new HttpError(429, TOO_MANY_GUESSES) };
        }
        const expected = Buffer.from(pending.codigo_hash, 'hex');
        const given = Buffer.from(hash(account.id, pending.numero, codigo), 'hex');
        if (!crypto.timingSafeEqual(expected, given)) {
          // Counted in its own statement that commits: a wrong guess is never rolled back.
          await tx.countAttempt(account.id);
          return { error: new HttpError(400, pending.tentativas + 1 >= CODE_MAX_ATTEMPTS ? TOO_MANY_GUESSES : WRONG_CODE) };
        }
        await tx.deleteCode(account.id);
        const leadId = await proveAndMerge(trx, account.id, pending.numero);
        return { leadId };
      });
      if ('error' in outcome) throw outcome.error;
      deps.logger.info({ userId: account.id, leadId: outcome.leadId }, 'WhatsApp number proven by code');
      deps.realtime.toStaff('chamado-atualizado', { userId: account.id });
      return { confirmado: true, conversa_unida: outcome.leadId !== null };
    },

    /**
     * Staff's "this account is this lead": after checking, the lead's conversation becomes the account's and the
     * lead's number is proven for it. Audited (the route is on the audit list).
     */
    async mergeLead(actor: Actor, accountId: number, leadId: number): Promise<{ userId: number }> {
      if (!isStaffRole(actor.role)) throw new HttpError(403, 'Acesso negado.');
      const account = await repo.account(accountId);
      const lead = await repo.account(leadId);
      if (!account || account.lead || account.role !== 'usuario') throw new HttpError(404, 'Conta não encontrada.');
      if (!lead || !lead.lead || !lead.whatsapp) throw new HttpError(404, 'Prospecto do WhatsApp não encontrado.');
      const numero = lead.whatsapp;
      await withTransaction(db, async (trx) => {
        const merged = await proveAndMerge(trx, accountId, numero);
        // The lead was merged or deleted by someone else between the checks and the lock.
        if (merged !== leadId) throw new HttpError(409, 'Este prospecto acabou de ser unido a outra conta. Atualize a lista.');
      });
      deps.logger.info({ accountId, leadId, staffId: actor.id }, 'WhatsApp lead merged into an account by staff');
      deps.realtime.toStaff('chamado-atualizado', { userId: accountId });
      deps.realtime.toStaff('chamado-atualizado', { userId: leadId });
      return { userId: accountId };
    },

    /** "Possível duplicata" hints for a page of tickets. */
    duplicatesOf: (userIds: number[]) => repo.duplicatesOf(userIds),
  };
}
export type ContactService = ReturnType<typeof contactService>;
