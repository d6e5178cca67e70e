import crypto from 'node:crypto';
import bcrypt from 'bcrypt';
import type { Knex } from 'knex';
import type { Express } from 'express';
import { MARKETING_CONSENT_TEXT, type Role, type SessionUser } from '@app/contracts';
import { TestClient } from './client.js';

export const DEFAULT_PASSWORD = 'senha-segura-123';
// Factories hash cheaply; login still runs the real bcrypt compare against this hash.
const DEFAULT_HASH = bcrypt.hashSync(DEFAULT_PASSWORD, 4);

export function uniqueSuffix(): string {
  return crypto.randomBytes(4).toString('hex');
}

/**
 * A unique tag with no digits, for searches: the staff searches also match WhatsApp numbers by the query's digits, so
 * a hex tag such as `4f3a21` would find whoever's number contains 4321.
 */
export function uniqueWord(): string {
  return crypto
    .randomBytes(6)
    .toString('hex')
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);
}

export interface UserFactoryInput {
  role?: Role;
  username?: string;
  email?: string;
  whatsapp?: string | null;
  /** False: the account only typed its number and never proved it (no code confirmed, no staff merge). */
  whatsappProven?: boolean;
  status_ia?: 'Ligada' | 'Desligada';
  status_atendimento?: string;
}

export async function createUser(knex: Knex, input: UserFactoryInput = {}): Promise<SessionUser> {
  const suffix = uniqueSuffix();
  const whatsapp = input.whatsapp === undefined ? `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` : input.whatsapp;
  // One proven account per number: a test that gives two accounts the same number proves it for the first only.
  const provenElsewhere = whatsapp !== null && (await knex('users').where({ whatsapp }).whereNotNull('whatsapp_verificado_em').first('id'));
  const [row] = await knex('users')
    .insert({
      username: input.username ?? `Pessoa ${suffix}`,
      email: input.email ?? `pessoa-${suffix}@exemplo.com`,
      password_hash: DEFAULT_HASH,
      role: input.role ?? 'usuario',
      whatsapp,
      status_ia: input.status_ia ?? 'Ligada',
      status_atendimento: input.status_atendimento ?? 'Aberto',
      // The number counts as proven (a code was confirmed) unless a test says otherwise: most suites are not about
      // proving numbers, and an unproven number never receives its WhatsApp messages.
      whatsapp_verificado_em: input.whatsappProven === false || whatsapp === null || provenElsewhere ? null : new Date(),
    })
    .returning(['id', 'username', 'email', 'role', 'whatsapp']);
  return row as SessionUser;
}

/** Records a "yes" to marketing from the settings page for these users: the latest record is what makes a prospect. */
export async function consentToMarketing(knex: Knex, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await knex('users').whereIn('id', userIds).update({ marketing_opt_out: false });
  await knex('consentimentos').insert(
    userIds.map((user_id) => ({
      user_id,
      finalidade: 'marketing_whatsapp',
      valor: true,
      canal: 'configuracoes',
      versao_texto: MARKETING_CONSENT_TEXT.versao,
      texto: MARKETING_CONSENT_TEXT.texto,
    })),
  );
}

/** A user of the given role plus a TestClient logged in as them. */
export async function loggedIn(app: Express, knex: Knex, input: UserFactoryInput = {}) {
  const user = await createUser(knex, input);
  const client = new TestClient(app);
  await client.login(user.email, DEFAULT_PASSWORD);
  return { user, client };
}
