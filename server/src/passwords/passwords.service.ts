import bcrypt from 'bcrypt';
import type { Knex } from 'knex';
import {
  PASSWORD_RESET_TTL_MINUTES,
  type ForgotPasswordAnswer,
  type PasswordResetLink,
  type PendingResets,
  type ResetChannels,
  type ResetLinkSent,
} from '@app/contracts';
import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import type { Mailer } from '../lib/mailer.js';
import type { Realtime } from '../lib/realtime.js';
import { withTransaction } from '../lib/transaction.js';
import { clearLoginThrottle } from '../accounts/index.js';
import type { WhatsappService } from '../whatsapp/index.js';
import { passwordsRepository, type PasswordsRepository, type ResetRecipient } from './passwords.repository.js';
import { INVALID_LINK, type ChangePasswordInput, type ResetPasswordInput } from './passwords.schemas.js';
import { hashResetToken, newResetToken, resetUrl, type ResetToken } from './reset-token.js';
import { resetMail } from './reset-mail.js';

export const WRONG_CURRENT_PASSWORD = 'Senha atual incorreta.';
const USER_NOT_FOUND = 'Usuário não encontrado.';
const ACCOUNT_GONE = 'Conta não encontrada.';
export const NO_CHANNEL_FOR_USER =
  'Não há como enviar o link a esta pessoa (sem e-mail configurado no servidor nem WhatsApp com modelo de senha). Gere o link e entregue-o em particular.';
export const DEACTIVATED_NO_LINK = 'Esta conta está desativada: reative-a antes de enviar um link.';
export const SEND_FAILED = 'Não foi possível enviar o link agora. Tente de novo ou gere o link e entregue-o em particular.';

export interface PasswordsDeps {
  db: Knex;
  logger: Logger;
  realtime: Realtime;
  /** bcrypt's cost for the new password (config PASSWORD_HASH_COST). */
  passwordHashCost: number;
  appUrl: string;
  /** Set when SMTP_URL is: e-mail comes first. */
  mailer?: Mailer;
  /** With WHATSAPP_RESET_TEMPLATE (the approved template that carries the link), used when there is no mailer. */
  whatsapp?: Pick<WhatsappService, 'configured' | 'enqueueTemplate'>;
  whatsappResetTemplate?: string;
  /** Runs delivery after the answer has gone (tests may hold it back to look at what ran before). */
  inBackground?: (task: () => Promise<void>) => void;
  /** The repository and the token source; tests wrap them to record the work each request does. */
  repo?: PasswordsRepository;
  newToken?: () => ResetToken;
}

export function passwordsService(deps: PasswordsDeps) {
  const { db, logger, realtime } = deps;
  const repo = deps.repo ?? passwordsRepository(db);
  const newToken = deps.newToken ?? newResetToken;
  const inBackground =
    deps.inBackground ??
    ((task) => setImmediate(() => void task().catch((err: unknown) => logger.error({ err }, 'password reset delivery failed'))));

  function channels(): ResetChannels {
    return { email: Boolean(deps.mailer), whatsapp: Boolean(deps.whatsappResetTemplate && deps.whatsapp?.configured()) };
  }

  function channelFor(user: ResetRecipient): 'email' | 'whatsapp' | undefined {
    const configured = channels();
    if (configured.email) return 'email';
    if (configured.whatsapp && user.whatsapp) return 'whatsapp';
    return undefined;
  }

  /** Stores the user's new link (the older one dies with it) and hands it to the channel. */
  async function deliver(user: ResetRecipient, token: ResetToken, channel: 'email' | 'whatsapp') {
    const url = resetUrl(deps.appUrl, token.token);
    if (channel === 'whatsapp') {
      const modelo = deps.whatsappResetTemplate!;
      // The template's envio and the link commit together: no link without its message, no message with a dead link.
      await withTransaction(db, async (trx) => {
        await passwordsRepository(trx).replaceToken(user.id, token.hash, PASSWORD_RESET_TTL_MINUTES);
        await deps.whatsapp!.enqueueTemplate(trx, {
          userId: user.id,
          numero: user.whatsapp!,
          modelo,
          languageCode: 'pt_BR',
          parametros: [url],
        });
      });
    } else {
      await repo.replaceToken(user.id, token.hash, PASSWORD_RESET_TTL_MINUTES);
      await deps.mailer!.send(resetMail(user, url));
    }
    logger.info({ userId: user.id, channel }, 'password reset link sent');
  }

  return {
    /**
     * Same answer and the same work before answering whether or not the address has an account: a token is drawn
     * and hashed and the address looked up either way; storing and sending happen after the answer has gone.
     */
    async requestReset(email: string): Promise<ForgotPasswordAnswer['entrega']> {
      const token = newToken();
      const user = await repo.findUserByEmail(email);
      const channel = user?.ativo ? channelFor(user) : undefined;
      if (user && channel) inBackground(() => deliver(user, token, channel));
      // Nothing can send this person a link: the team sees the request in the admin area and hands one over.
      if (user?.ativo && !channel) {
        inBackground(async () => {
          await repo.recordPendingRequest(user.id);
          logger.warn({ userId: user.id }, 'password reset asked with no channel to send it: waiting for the team');
        });
      }
      const configured = channels();
      return configured.email || configured.whatsapp ? 'automatica' : 'equipe';
    },

    /** The requests no channel could send, for the admin area. */
    async pendingRequests(): Promise<PendingResets> {
      const rows = await repo.pendingRequests();
      return { pedidos: rows.map((row) => ({ ...row, pedido_em: new Date(row.pedido_em).toISOString() })) };
    },

    /** Sets the new password and ends every session of the account; the link is used up in the same transaction. */
    async reset(input: ResetPasswordInput): Promise<void> {
      const tokenHash = hashResetToken(input.token);
      if (!(await repo.isLive(tokenHash))) throw new HttpError(400, INVALID_LINK);
      const passwordHash = await bcrypt.hash(input.senha, deps.passwordHashCost);
      const userId = await withTransaction(db, async (trx) => {
        const repo = passwordsRepository(trx);
        const used = await repo.consumeToken(tokenHash);
        if (!used?.valid) return undefined;
        const user = await repo.findUserById(used.userId);
        if (!user) return undefined;
        await repo.setPasswordHash(user.id, passwordHash);
        await repo.revokeAccess(user.id);
        // The login throttle stops an account at 100 failures until exactly this: a password reset.
        await clearLoginThrottle(trx, user.id, user.email);
        return user.id;
      });
      // Another request used the link between the check and the transaction, or it expired meanwhile.
      if (userId === undefined) throw new HttpError(400, INVALID_LINK);
      realtime.endUser(userId);
      logger.info({ userId }, 'password reset through a link');
    },

    /**
     * Changes the actor's password; every other session of the account ends, the current one stays under the new access
     * version. Returns that version (the route writes it into the live session object too).
     */
    async changeOwn(actor: Actor, input: ChangePasswordInput, currentSid: string): Promise<number> {
      const stored = await repo.passwordHash(actor.id);
      if (stored === undefined) throw new HttpError(404, ACCOUNT_GONE);
      if (!(await bcrypt.compare(input.senhaAtual, stored))) throw new HttpError(400, WRONG_CURRENT_PASSWORD);
      const passwordHash = await bcrypt.hash(input.novaSenha, deps.passwordHashCost);
      const ended = await withTransaction(db, async (trx) => {
        const repo = passwordsRepository(trx);
        if (!(await repo.setPasswordHash(actor.id, passwordHash))) throw new HttpError(404, ACCOUNT_GONE);
        // A link asked for before the change must not undo it.
        await repo.deleteTokensOf(actor.id);
        const revoked = await repo.revokeAccess(actor.id, currentSid);
        await repo.setSessionAccessVersion(currentSid, revoked.accessVersion);
        return revoked;
      });
      for (const sid of ended.endedSids) realtime.endSession(sid);
      logger.info({ userId: actor.id, endedSessions: ended.endedSids.length }, 'password changed by its owner');
      return ended.accessVersion;
    },

    channels,

    /** An admin sends a person a new link through the channel they would get on their own; waits for the hand-off. */
    async sendLink(actor: Actor, userId: number): Promise<ResetLinkSent> {
      const user = await repo.findUserById(userId);
      if (!user) throw new HttpError(404, USER_NOT_FOUND);
      if (!user.ativo) throw new HttpError(409, DEACTIVATED_NO_LINK);
      const channel = channelFor(user);
      if (!channel) throw new HttpError(409, NO_CHANNEL_FOR_USER);
      try {
        await deliver(user, newToken(), channel);
      } catch (err) {
        logger.error({ err, userId: user.id, channel }, 'password reset link sent by an admin failed');
        throw new HttpError(502, SEND_FAILED);
      }
      await repo.clearPendingRequest(user.id);
      logger.info({ userId: user.id, adminId: actor.id, channel }, 'password reset link sent by an admin');
      return { canal: channel };
    },

    /** An admin's link for a person no channel reaches; it replaces any link sent before. */
    async createLink(actor: Actor, userId: number): Promise<PasswordResetLink> {
      const user = await repo.findUserById(userId);
      if (!user) throw new HttpError(404, USER_NOT_FOUND);
      const token = newToken();
      const expiresAt = await repo.replaceToken(user.id, token.hash, PASSWORD_RESET_TTL_MINUTES);
      await repo.clearPendingRequest(user.id);
      logger.info({ userId: user.id, adminId: actor.id }, 'password reset link generated by an admin');
      return { url: resetUrl(deps.appUrl, token.token), expira_em: expiresAt.toISOString() };
    },
  };
}
export type PasswordsService = ReturnType<typeof passwordsService>;
