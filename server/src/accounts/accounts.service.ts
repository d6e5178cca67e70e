import bcrypt from 'bcrypt';
import type { Knex } from 'knex';
import { rotuloOrigem, type SessionUser } from '@app/contracts';
import { HttpError } from '../lib/errors.js';
import { withTransaction } from '../lib/transaction.js';
import type { Actor } from '../lib/auth.js';
import { recordRegistrationChoices } from '../preferences/index.js';
import { accountsRepository } from './accounts.repository.js';
import type { LoginInput, ProfileInput, RegisterInput } from './accounts.schemas.js';
import { loginThrottleRepository } from './login-throttle.repository.js';
import { accountKey, delayAfter, deviceKey, LOGIN_THROTTLE } from './login-throttle.policy.js';
import type { KnownDevice } from './known-device.js';

export const INVALID_CREDENTIALS = 'E-mail ou senha inválidos.';
export const ACCOUNT_DEACTIVATED = 'Esta conta foi desativada. Fale com a assessoria para reativá-la.';
export const ACCESS_CHANGED_DURING_LOGIN = 'O acesso desta conta mudou enquanto você entrava. Entre novamente.';

/** A checked login: the account, and the access version its session is created under (docs/security.md). */
export interface Authenticated {
  user: SessionUser;
  accessVersion: number;
}

function throttledMessage(waitSeconds: number): string {
  if (!Number.isFinite(waitSeconds)) {
    return 'Muitas tentativas de login para este e-mail. Use "Esqueci minha senha" para criar uma nova senha.';
  }
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Muitas tentativas de login para este e-mail. Aguarde ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e tente novamente.`;
}

/**
 * Compared against when the e-mail is unknown, so both paths spend one bcrypt verification at the cost new hashes get.
 * Made once per cost, off the event loop, when the first service with that cost is built.
 */
const dummyHashes = new Map<number, Promise<string>>();
function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) dummyHashes.set(cost, (hash = bcrypt.hash('senha-que-nao-existe', cost)));
  return hash;
}

/** A new password lifts the account's login throttle (every key of it), in the caller's transaction. */
export function clearLoginThrottle(trx: Knex, userId: number, email: string): Promise<void> {
  return loginThrottleRepository(trx).clearAccount(userId, email);
}

export interface AccountsDeps {
  db: Knex;
  /** Consecutive failed logins a throttle key gets for free (tests lower it). */
  loginFailuresPerEmail: number;
  /** bcrypt's cost for new passwords (config PASSWORD_HASH_COST). */
  passwordHashCost: number;
}

export function accountsService(deps: AccountsDeps) {
  const repo = accountsRepository(deps.db);
  const throttle = loginThrottleRepository(deps.db, { ...LOGIN_THROTTLE, freeFailures: deps.loginFailuresPerEmail });
  const unknownAccountHash = dummyHash(deps.passwordHashCost);
  return {
    /** Public registration always yields `usuario`; any other role needs an admin session. */
    async register(input: RegisterInput, actor: Actor | undefined): Promise<SessionUser> {
      const role = input.role ?? 'usuario';
      if (role !== 'usuario' && actor?.role !== 'admin') {
        throw new HttpError(403, 'Apenas administradores podem criar contas com esse papel.');
      }
      const existing = await repo.findByEmail(input.email);
      if (existing) throw new HttpError(409, 'Este e-mail já está cadastrado.');
      const account = { username: input.username, email: input.email, password_hash: await bcrypt.hash(input.password, deps.passwordHashCost) };
      const whatsapp = input.whatsapp ?? null;
      // An admin's user-creation form speaks for the office, not the person: no choice of theirs to record.
      const ownSignUp = actor?.role !== 'admin';
      const created = await withTransaction(deps.db, async (trx) => {
        const repo = accountsRepository(trx);
        // A number is the account's only once proven (a code sent to it, or a staff merge): signing up with a lead's
        // number shares nothing with the lead (server/src/conversation/contact.service.ts).
        const user = await repo.insert({ ...account, role, whatsapp });
        if (user && ownSignUp) await recordRegistrationChoices(trx, user.id, input.receber_marketing ?? false);
        if (user && input.origem && role === 'usuario') {
          await repo.recordSource({ user_id: user.id, rotulo: rotuloOrigem(input.origem), ...input.origem });
        }
        return user;
      });
      if (!created) throw new HttpError(409, 'Este e-mail já está cadastrado.');
      return created;
    },

    /**
     * Checks a login under its throttle key (see login-throttle.policy.ts): the account's own known device has a key
     * of its own; any other client shares the account's key. A refused attempt never reaches the password check.
     */
    async authenticate(input: LoginInput, device: KnownDevice | undefined, now = new Date()): Promise<Authenticated> {
      const row = await repo.findByEmail(input.email);
      const key = row && device?.userId === row.id ? deviceKey(row.id, device.deviceId) : accountKey(input.email);
      if ((await throttle.takeAttempt(key, now)) === undefined) {
        const streak = await throttle.find(key);
        const wait = streak ? new Date(streak.ultima_em).getTime() + delayAfter(streak.falhas, throttle.policy) * 1000 - now.getTime() : 0;
        throw new HttpError(429, throttledMessage(wait / 1000));
      }
      const ok = await bcrypt.compare(input.password, row?.password_hash ?? (await unknownAccountHash));
      if (!row || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
      await throttle.clear(key);
      // Told only to whoever knows the password: a deactivated account is no secret from its owner.
      if (!row.ativo) throw new HttpError(403, ACCOUNT_DEACTIVATED);
      const { password_hash: _hash, ativo: _ativo, access_version: accessVersion, ...user } = row;
      void _hash;
      void _ativo;
      return { user, accessVersion };
    },

    /**
     * After the login's session is stored: whether the account still grants the access the password check saw. A
     * deactivation, role change or new password that committed during the bcrypt compare bumped the version, and the
     * login is refused (a change committing after this check still ends the session at its next request).
     */
    async confirmLogin(login: Authenticated): Promise<void> {
      const access = await repo.accessOf(login.user.id);
      if (!access) throw new HttpError(401, INVALID_CREDENTIALS);
      if (!access.ativo) throw new HttpError(403, ACCOUNT_DEACTIVATED);
      if (access.access_version !== login.accessVersion) throw new HttpError(401, ACCESS_CHANGED_DURING_LOGIN);
    },

    /**
     * Correction of one's own data (LGPD art. 18 III) with the registration rules. A new e-mail is where password
     * links go, so changing it asks for the current password; the number and the e-mail must not be another person's.
     */
    async updateProfile(actor: Actor, input: ProfileInput): Promise<SessionUser> {
      return withTransaction(deps.db, async (trx) => {
        const tx = accountsRepository(trx);
        const current = await tx.findById(actor.id);
        if (!current) throw new HttpError(404, 'Conta não encontrada.');
        if (input.email !== current.email.toLowerCase()) {
          if (!input.senhaAtual) throw new HttpError(400, 'Informe sua senha atual para trocar o e-mail.');
          const hash = await tx.passwordHashOf(actor.id);
          if (!(await bcrypt.compare(input.senhaAtual, hash ?? (await unknownAccountHash)))) throw new HttpError(403, 'Senha atual incorreta.');
          const owner = await tx.findByEmail(input.email);
          if (owner && owner.id !== actor.id) throw new HttpError(409, 'Este e-mail já está cadastrado.');
        }
        // A new number must be proven again before its WhatsApp messages reach this account (the repository resets it).
        const whatsapp = input.whatsapp ?? null;
        const updated = await tx.updateProfile(actor.id, { username: input.username, email: input.email, whatsapp });
        if (!updated) throw new HttpError(409, 'Este e-mail já está cadastrado.');
        return updated;
      });
    },

    async currentUser(userId: number): Promise<SessionUser | undefined> {
      return repo.findById(userId);
    },
  };
}
export type AccountsService = ReturnType<typeof accountsService>;
