/**
 * Every audited route, reached through every spelling Express routes to the same handler: a trailing slash, other
 * letter case (of the route and of the whole path), %-encoded ids, and all of these at once. Each spelling is either
 * not found (404) or recorded, with the decoded id the handler used. The routes come from the audit middleware's own
 * list (AUDIT_RULES), and their requests from the authorization matrix's rows: a new audited route without a matrix
 * row that lets some actor through fails here rather than going unchecked.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import type { SessionUser } from '@app/contracts';
import { AUDIT_RULES, type AuditRule } from '../../src/audit/audit.middleware.js';
import type { TestClient } from '../support/client.js';
import { createUser } from '../support/factories.js';
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp.js';
import { startSecurityApp, type SecurityApp } from './support.js';
import { FACEBOOK_APP_SECRET, MATRIX_BACKUP_DIR, type AccountActor, type Cell, type MatrixActor, type MatrixRequest, type MatrixRow } from './authorization/matrix.js';
import { ACCOUNT_ROWS } from './authorization/accounts.rows.js';
import { ADMIN_ROWS } from './authorization/admin.rows.js';
import { CHAT_ROWS } from './authorization/chat.rows.js';
import { TICKET_ROWS } from './authorization/tickets.rows.js';
import { WHATSAPP_ROWS } from './authorization/whatsapp.rows.js';
import { PIPELINE_ROWS } from './authorization/pipeline.rows.js';
import { KNOWLEDGE_ROWS } from './authorization/knowledge.rows.js';
import { BACKUP_ROWS } from './authorization/backups.rows.js';
import { SITE_CONTENT_ROWS } from './authorization/site-content.rows.js';
import { send as sendMatrixRequest } from './authorization/run-matrix.js';

const ROWS: readonly MatrixRow[] = [
  ...ACCOUNT_ROWS,
  ...ADMIN_ROWS,
  ...CHAT_ROWS,
  ...TICKET_ROWS,
  ...WHATSAPP_ROWS,
  ...PIPELINE_ROWS,
  ...KNOWLEDGE_ROWS,
  ...BACKUP_ROWS,
  ...SITE_CONTENT_ROWS,
];
const is2xx = (status: number) => status >= 200 && status < 300;
const roleOf = (actor: AccountActor) => (actor === 'colaborador' || actor === 'admin' ? actor : 'usuario');

/**
 * Routes whose matrix rows let nobody through in the matrix's setup (no delivery channel there): the request that
 * succeeds once the app has one (this file starts it with an SMTP server).
 */
const EXTRA_ROWS: readonly MatrixRow[] = [
  {
    method: 'POST',
    path: '/api/admin/usuarios/:id/enviar-link-senha',
    case: 'a fresh account, by e-mail',
    expect: { anonymous: 401, usuario: 403, otherUsuario: 403, colaborador: 403, admin: 200 },
    request: async ({ knex }) => ({ url: `/api/admin/usuarios/${(await createUser(knex)).id}/enviar-link-senha` }),
  },
  {
    method: 'POST',
    path: '/api/usuario/whatsapp/confirmar',
    case: 'the right code, as one sent to the number would be',
    expect: { anonymous: 401, usuario: 200, otherUsuario: 200, colaborador: 403, admin: 403 },
    // The matrix app sends no WhatsApp: the pending code is written as the code request would store it.
    request: async ({ knex, me }) => {
      const code = '424242';
      if (me) {
        const { whatsapp } = await knex('users').where({ id: me.id }).first('whatsapp');
        await knex('users').where({ id: me.id }).update({ whatsapp_verificado_em: null });
        const codigo_hash = crypto.createHmac('sha256', t.config.sessionSecret).update(`${me.id}:${whatsapp}:${code}`).digest('hex');
        await knex('whatsapp_verificacoes')
          .insert({ user_id: me.id, numero: whatsapp, codigo_hash, expira_em: new Date(Date.now() + 600_000) })
          .onConflict('user_id')
          .merge();
      }
      return { url: '/api/usuario/whatsapp/confirmar', body: { codigo: code } };
    },
  },
];

/** The spellings of one concrete URL that Express may route to the same handler. */
function spellings(url: string): Array<[string, string]> {
  const [path, query = ''] = url.split('?');
  const suffix = query ? `?${query}` : '';
  const rest = path!.slice('/api'.length);
  const encodeIds = (p: string) =>
    p.replace(/\/(\d+)(?=\/|$)/g, (_m, id: string) => `/${[...id].map((d) => `%${d.charCodeAt(0).toString(16).toUpperCase()}`).join('')}`);
  return [
    ['as declared', url],
    ['trailing slash', `${path}/${suffix}`],
    ['route in upper case', `/api${rest.toUpperCase()}${suffix}`],
    ['whole path in upper case', `${path!.toUpperCase()}${suffix}`],
    ['%-encoded ids', `${encodeIds(path!)}${suffix}`],
    ['all at once', `/API${encodeIds(rest).toUpperCase()}/${suffix}`],
  ];
}

/** The ids in the concrete URL, which the entry must name (as target or in its details). */
const idsIn = (url: string) => [...url.split('?')[0]!.matchAll(/\/(\d+)(?=\/|$)/g)].map((m) => Number(m[1]));

let t: SecurityApp;
let smtp: FakeSmtp;
const accounts = {} as Record<AccountActor, SessionUser>;
const clients = {} as Record<MatrixActor, TestClient>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await startSecurityApp({
    env: { FACEBOOK_APP_SECRET, SMTP_URL: smtp.url, BACKUP_DIR: MATRIX_BACKUP_DIR },
    limits: { loginPerIp: 100_000, registerPerIp: 100_000, loginFailuresPerEmail: 100_000, passwordResetPerIp: 100_000, passwordResetPerEmail: 100_000 },
  });
  for (const actor of ['usuario', 'otherUsuario', 'colaborador', 'admin'] as const) {
    const { user, client } = await t.logIn({ role: roleOf(actor) });
    accounts[actor] = user;
    clients[actor] = client;
  }
  clients.anonymous = await t.anonymous();
});

afterAll(async () => {
  await t?.stop();
  await smtp?.close();
});

/** A row of this route and an actor it lets through, preferring staff (most audited routes record staff only). */
function passage(rule: AuditRule): { row: MatrixRow; actor: MatrixActor } | undefined {
  const order: MatrixActor[] = ['admin', 'colaborador', 'usuario', 'otherUsuario', 'anonymous'];
  for (const row of [...EXTRA_ROWS, ...ROWS]) {
    if (`${row.method} ${row.path}` !== rule.route) continue;
    const actor = order.find((a) => is2xx(row.expect[a]));
    if (actor) return { row, actor };
  }
  return undefined;
}

async function send(client: TestClient, method: MatrixRow['method'], request: MatrixRequest, url: string): Promise<Response> {
  return sendMatrixRequest(client, method, { ...request, url });
}

async function entriesOf(acao: string) {
  // recordLater writes after the answer has gone: wait until it is there (or clearly is not).
  for (let i = 0; i < 40; i++) {
    const rows = await t.db.knex('auditoria').where({ acao });
    if (rows.length > 0) return rows as Array<{ alvo_id: number | null; detalhes: Record<string, unknown> | null }>;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return [];
}

describe('the audit trail cannot be dodged by how a path is spelled', () => {
  it('when the audit middleware lists its routes, then each has a request that some actor gets through', () => {
    expect(AUDIT_RULES.length).toBeGreaterThan(15);
    expect(AUDIT_RULES.filter((rule) => !passage(rule)).map((rule) => rule.route)).toEqual([]);
  });

  it.each(AUDIT_RULES.map((rule) => [rule.route, rule] as const))(
    'when %s is called under every spelling, then each answer is a 404 or a recorded entry naming the decoded id',
    async (_route, rule) => {
      const { row, actor } = passage(rule)!;
      const problems: string[] = [];
      let recorded = 0;
      for (const [label] of spellings('/api/x')) {
        const cell: Cell = {
          actor,
          me: actor === 'anonymous' ? undefined : accounts[actor],
          owner: accounts.usuario,
          accounts,
          knex: t.db.knex,
          freshClient: async () => (actor === 'anonymous' ? { client: await t.anonymous() } : t.logIn({ role: roleOf(actor as AccountActor) })),
        };
        const request = row.request ? await row.request(cell) : { url: row.path };
        const url = spellings(request.url).find(([name]) => name === label)![1];
        // What building the request recorded (a fresh login) is written after its answer: let it land, then clear.
        await new Promise((resolve) => setTimeout(resolve, 100));
        await t.db.knex('auditoria').delete();
        const res = await send(request.client ?? clients[actor], row.method, request, url);
        await t.db.knex('users').where({ id: accounts.usuario.id }).update({ status_ia: 'Ligada', status_atendimento: 'Aberto' });
        if (res.status === 404 && label !== 'as declared') continue;
        if (!is2xx(res.status)) {
          problems.push(`${label} ${row.method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
          continue;
        }
        const entries = await entriesOf(rule.acao);
        if (entries.length !== 1) {
          problems.push(`${label} ${row.method} ${url}: ${res.status} with ${entries.length} '${rule.acao}' entries`);
          continue;
        }
        recorded += 1;
        const named = [entries[0]!.alvo_id, ...Object.values(entries[0]!.detalhes ?? {})];
        for (const id of idsIn(request.url)) {
          // A document's or article's own id sits in the details; the person's is the target.
          if (!named.includes(id)) problems.push(`${label} ${row.method} ${url}: entry ${JSON.stringify(entries[0])} does not name ${id}`);
        }
      }
      expect(problems).toEqual([]);
      expect(recorded).toBeGreaterThanOrEqual(1);
    },
    120_000,
  );
});
