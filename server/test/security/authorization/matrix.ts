/**
 * Who may call what: every route of the app × five actors → the expected HTTP status, and the request that shows it.
 *
 * Actors: `anonymous` (no session), `usuario` (the student who owns the resource in the request),
 * `otherUsuario` (another student), `colaborador` and `admin` (staff). Every route the router declares must
 * appear in one of the `*.rows.ts` tables at least once (route-coverage.test.ts walks the router and fails on a
 * missing or stale row); extra rows for the same route are IDOR and field-level cases.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Response } from 'supertest';
import type { SessionUser } from '@app/contracts';
import type { TestClient } from '../../support/client.js';
import type { HttpMethod } from '../support.js';

export const ACTORS = ['anonymous', 'usuario', 'otherUsuario', 'colaborador', 'admin'] as const;
export type MatrixActor = (typeof ACTORS)[number];
export type AccountActor = Exclude<MatrixActor, 'anonymous'>;
export type Expectation = Record<MatrixActor, number>;

/** Where the matrix app keeps its backups (the download rows put a file there). */
export const MATRIX_BACKUP_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-matrix-'));

/** A client build of one empty page, so the public pages the server renders answer as they do in production. */
export const MATRIX_STATIC_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'static-matrix-'));
fs.writeFileSync(path.join(MATRIX_STATIC_DIR, 'index.html'), '<!doctype html><html><head><title>SPA</title></head><body><div id="root"></div></body></html>');

/** The secret the matrix app verifies Facebook's `signed_request` with. */
export const FACEBOOK_APP_SECRET = 'segredo-do-app-facebook-para-testes';

/** One actor calling one row, against data created for that call. */
export interface Cell {
  actor: MatrixActor;
  /** The actor's account (undefined for anonymous). */
  me: SessionUser | undefined;
  /** The student who owns the resources in the request. */
  owner: SessionUser;
  accounts: Record<AccountActor, SessionUser>;
  knex: Knex;
  /** A fresh session of the actor's role (or a fresh anonymous client), so the shared sessions survive. */
  freshClient(): Promise<{ client: TestClient; user?: SessionUser }>;
}

export interface MatrixRequest {
  url: string;
  body?: unknown;
  /** Multipart upload in the `arquivo` field instead of a JSON body (then `body`'s entries are sent as form fields). */
  csv?: Buffer;
  /** A client other than the actor's shared one (fresh sessions for login, logout, account deletion). */
  client?: TestClient;
  /** Checked after the request, whatever its status. */
  verify?: (res: Response) => Promise<void>;
}

export interface MatrixRow {
  method: HttpMethod;
  path: string;
  /** What the request carries; unique per route. */
  case: string;
  expect: Expectation;
  /** Builds the request for one cell; without it, the bare path with no body. */
  request?: (cell: Cell) => Promise<MatrixRequest>;
}

export const rowKey = (row: MatrixRow) => `${row.method} ${row.path} :: ${row.case}`;

/** A row for `route` ("PUT /api/decks/:id"). */
export function row(route: string, kase: string, expect: Expectation, request?: MatrixRow['request']): MatrixRow {
  const [method, path] = route.split(' ') as [HttpMethod, string];
  return { method, path, case: kase, expect, request };
}

export const everyone = (status: number): Expectation => ({
  anonymous: status,
  usuario: status,
  otherUsuario: status,
  colaborador: status,
  admin: status,
});
/** Any logged-in account, acting on its own data. */
export const loggedIn = (ok: number): Expectation => ({
  anonymous: 401,
  usuario: ok,
  otherUsuario: ok,
  colaborador: ok,
  admin: ok,
});
/** The owner's deck, card or audio: anyone else gets the same 404 as for a missing one (no existence oracle). */
export const ownerOnly = (ok: number, others = 404): Expectation => ({
  anonymous: 401,
  usuario: ok,
  otherUsuario: others,
  colaborador: others,
  admin: others,
});
export const staffOnly = (ok: number): Expectation => ({
  anonymous: 401,
  usuario: 403,
  otherUsuario: 403,
  colaborador: ok,
  admin: ok,
});
export const adminOnly = (ok: number): Expectation => ({
  anonymous: 401,
  usuario: 403,
  otherUsuario: 403,
  colaborador: 403,
  admin: ok,
});
/** Only that account may: every other one gets a 403. */
export const only = (actor: AccountActor, ok: number): Expectation => ({ ...everyone(403), anonymous: 401, [actor]: ok });

export async function userRow(knex: Knex, id: number) {
  return knex('users')
    .where({ id })
    .first<{ role: string; status_ia: string; status_atendimento: string; marketing_opt_out: boolean } | undefined>();
}
