import bcrypt from 'bcrypt';
import { BCRYPT_COST } from '@app/db';
import type { SessionUser } from '@app/contracts';
import { HttpError } from '../lib/errors.js';
import type { Actor } from '../lib/auth.js';
import type { AccountsRepository } from './accounts.repository.js';
import type { LoginInput, RegisterInput } from './accounts.schemas.js';

export const INVALID_CREDENTIALS = 'E-mail ou senha inválidos.';

/** Compared against when the e-mail is unknown, so both paths spend one bcrypt verification. */
const DUMMY_HASH = bcrypt.hashSync('senha-que-nao-existe', BCRYPT_COST);

export function accountsService(repo: AccountsRepository) {
  return {
    /** Public registration always yields `usuario`; any other role needs an admin session. */
    async register(input: RegisterInput, actor: Actor | undefined): Promise<SessionUser> {
      const role = input.role ?? 'usuario';
      if (role !== 'usuario' && actor?.role !== 'admin') {
        throw new HttpError(403, 'Apenas administradores podem criar contas com esse papel.');
      }
      const existing = await repo.findByEmail(input.email);
      if (existing) throw new HttpError(409, 'Este e-mail já está cadastrado.');
      const created = await repo.insert({
        username: input.username,
        email: input.email,
        password_hash: await bcrypt.hash(input.password, BCRYPT_COST),
        role,
        whatsapp: input.whatsapp ?? null,
      });
      if (!created) throw new HttpError(409, 'Este e-mail já está cadastrado.');
      return created;
    },

    async authenticate(input: LoginInput): Promise<SessionUser> {
      const row = await repo.findByEmail(input.email);
      const ok = await bcrypt.compare(input.password, row?.password_hash ?? DUMMY_HASH);
      if (!row || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
      const { password_hash: _hash, ...user } = row;
      void _hash;
      return user;
    },

    async currentUser(userId: number): Promise<SessionUser | undefined> {
      return repo.findById(userId);
    },
  };
}
export type AccountsService = ReturnType<typeof accountsService>;
