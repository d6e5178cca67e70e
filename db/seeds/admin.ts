import crypto from 'node:crypto';
import bcrypt from 'bcrypt';
import type { Knex } from 'knex';

export const BCRYPT_COST = 12;

export interface AdminSeedResult {
  email: string;
  /** Set only when this run generated the password: it is shown once and never stored in clear. */
  generatedPassword?: string;
  created: boolean;
}

/**
 * Ensures the administrator account exists. With `password` unset, a first run generates one;
 * with `password` set, the stored hash follows it (so changing ADMIN_PASSWORD resets it).
 */
export async function seedAdmin(knex: Knex, email: string, password?: string, hashCost = BCRYPT_COST): Promise<AdminSeedResult> {
  const existing = await knex('users').whereRaw('lower(email) = lower(?)', [email]).first('id', 'password_hash');
  if (existing) {
    if (password && !(await bcrypt.compare(password, existing.password_hash))) {
      await knex('users')
        .where({ id: existing.id })
        .update({ password_hash: await bcrypt.hash(password, hashCost), role: 'admin' });
    }
    return { email, created: false };
  }
  const generatedPassword = password ? undefined : crypto.randomBytes(12).toString('base64url');
  // Two replicas starting together may both get here: the unique index decides, quietly.
  const inserted = await knex('users')
    .insert({
      username: 'Administrador',
      email,
      password_hash: await bcrypt.hash(password ?? generatedPassword!, hashCost),
      role: 'admin',
    })
    .onConflict(knex.raw('(lower(email))'))
    .ignore()
    .returning('id');
  if (inserted.length === 0) return { email, created: false };
  return { email, generatedPassword, created: true };
}
