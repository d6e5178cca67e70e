/**
 * Runs matrix rows against the real app on its own database.
 *
 * Each row is sent once per actor with a valid CSRF token, against data created for that cell. Besides the status
 * code, every non-2xx answer must be a Portuguese `{ error }` and leave the database exactly as it was (snapshot of
 * all domain tables), and a row's `verify` checks what the request changed or, for ignored fields (role,
 * status_ia, user_id, deck_id, nivel), that it changed nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import type { SessionUser } from '@app/contracts';
import type { TestClient } from '../../support/client.js';
import { clientErrorProblem, snapshot } from '../invariants.js';
import { browserRequest, startSecurityApp, type SecurityApp } from '../support.js';
import {
  ACTORS,
  FACEBOOK_APP_SECRET,
  MATRIX_BACKUP_DIR,
  MATRIX_STATIC_DIR,
  rowKey,
  type AccountActor,
  type Cell,
  type MatrixActor,
  type MatrixRequest,
  type MatrixRow,
} from './matrix.js';

const roleOf = (actor: AccountActor) => (actor === 'colaborador' || actor === 'admin' ? actor : 'usuario');
const is2xx = (status: number) => status >= 200 && status < 300;

/** Sends one cell's request: JSON, or multipart when it carries a file. */
export async function send(client: TestClient, method: MatrixRow['method'], request: MatrixRequest): Promise<Response> {
  if (request.csv) {
    await client.prime();
    const req = browserRequest(client, 'post', request.url);
    for (const [name, value] of Object.entries((request.body ?? {}) as Record<string, string>)) req.field(name, value);
    return req.attach('arquivo', request.csv, {
      filename: 'cards.csv',
      contentType: 'text/csv',
    });
  }
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  if (verb === 'get') return client.get(request.url);
  if (verb === 'delete') return client.delete(request.url, request.body);
  return client[verb](request.url, request.body);
}

export interface MatrixHarness {
  /** Started before the file's first test. */
  readonly app: SecurityApp;
  /** Runs one cell; returns its status and every way it departed from the matrix. */
  runCell(row: MatrixRow, actor: MatrixActor): Promise<{ status: number; problems: string[] }>;
}

/** The matrix app for one test file, with a logged-in account per actor; stopped after the file. */
export function useMatrixApp(): MatrixHarness {
  let t: SecurityApp;
  const accounts = {} as Record<AccountActor, SessionUser>;
  const clients = {} as Record<MatrixActor, TestClient>;

  beforeAll(async () => {
    t = await startSecurityApp({
      env: { FACEBOOK_APP_SECRET, BACKUP_DIR: MATRIX_BACKUP_DIR, STATIC_DIR: MATRIX_STATIC_DIR },
      limits: {
        loginPerIp: 100_000,
        registerPerIp: 100_000,
        loginFailuresPerEmail: 100_000,
        passwordResetPerIp: 100_000,
        passwordResetPerEmail: 100_000,
      },
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
  });

  async function runCell(row: MatrixRow, actor: MatrixActor): Promise<{ status: number; problems: string[] }> {
    const owner = accounts.usuario;
    const cell: Cell = {
      actor,
      me: actor === 'anonymous' ? undefined : accounts[actor],
      owner,
      accounts,
      knex: t.db.knex,
      freshClient: async () => (actor === 'anonymous' ? { client: await t.anonymous() } : t.logIn({ role: roleOf(actor) })),
    };
    const request = row.request ? await row.request(cell) : { url: row.path };
    const before = await snapshot(t.db.knex);
    const res = await send(request.client ?? clients[actor], row.method, request);
    const problems: string[] = [];
    const expected = row.expect[actor];
    if (res.status !== expected) problems.push(`${actor}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body)}`);
    if (res.status >= 400) {
      const problem = clientErrorProblem(res, row.path);
      if (problem) problems.push(`${actor}: ${problem}`);
      if ((await snapshot(t.db.knex)) !== before)
        problems.push(`${actor}: the database changed although the answer was ${res.status}`);
    }
    try {
      await request.verify?.(res);
    } catch (error) {
      problems.push(`${actor}: ${(error as Error).message}`);
    } finally {
      // Rows that switch the owner's ticket must not leak into the next cell.
      await t.db.knex('users').where({ id: owner.id }).update({ status_ia: 'Ligada', status_atendimento: 'Aberto' });
    }
    return { status: res.status, problems };
  }

  return {
    get app() {
      return t;
    },
    runCell,
  };
}

const MATRIX_ROW_TIMEOUT_MS = 120_000;

/** One test per row (all five actors) grouped by domain, then one that no actor got a 2xx the matrix does not allow. */
export function describeMatrix(matrix: MatrixHarness, tables: Record<string, readonly MatrixRow[]>) {
  describe('authorization matrix', () => {
    const unexpected2xx: string[] = [];

    for (const [domain, rows] of Object.entries(tables)) {
      describe(domain, () => {
        it.each(rows.map((row) => [rowKey(row), row] as const))(
          'when each actor calls %s, then the statuses match the matrix',
          async (_name, row) => {
            const problems: string[] = [];
            for (const actor of ACTORS) {
              const result = await matrix.runCell(row, actor);
              problems.push(...result.problems);
              if (is2xx(result.status) && !is2xx(row.expect[actor]))
                unexpected2xx.push(`${rowKey(row)} as ${actor}: ${result.status}`);
            }
            expect(problems).toEqual([]);
          },
          // A row is five logins and requests, a few seconds; cut short by a timeout it would keep writing while the
          // next row checks the database, so the margin covers a machine several times slower.
          MATRIX_ROW_TIMEOUT_MS,
        );
      });
    }

    it('when the whole matrix has run, then no actor got a 2xx the matrix does not allow', () => {
      expect(unexpected2xx).toEqual([]);
    });
  });
}
