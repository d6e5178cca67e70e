/**
 * A fuzz target: one mutating route, who calls it, and a valid body the generators mutate. Every mutating route the
 * router declares needs one (route-coverage.test.ts fails otherwise).
 */
import type { SessionUser } from '@app/contracts';
import type { TestClient } from '../../support/client.js';
import type { HttpMethod } from '../support.js';

/** A pool student, with a deck of two cards and the assistant on before every property. */
export interface Member {
  user: SessionUser;
  client: TestClient;
  deckId: number;
  cardIds: number[];
}

/** The accounts the targets act as and on; run-fuzz.ts creates them and keeps them usable. */
export interface FuzzFixtures {
  pool: Member[];
  colaborador: TestClient;
  admin: TestClient;
  anonymous: TestClient;
  /** An account whose e-mail is taken: register mutations that stay valid end in a cheap 409, not a bcrypt hash. */
  taken: SessionUser;
  /** An account outside the pool with a live reset link (using it ends that account's sessions, none of the pool's). */
  resetTarget: SessionUser;
  resetLinkToken: string;
  /** The account the admin's user-management routes act on (edited, deactivated, reactivated, finally deleted). */
  managed: SessionUser;
}

/**
 * Who calls the route: the run's pool student, staff, the shared anonymous visitor, a new visitor without a CSRF
 * cookie yet, or a new student logged in for each request (the snapshot baseline is taken after that login).
 */
export type Caller = 'student' | 'colaborador' | 'admin' | 'anonymous' | 'newVisitor' | 'newStudent';

export interface FuzzTarget {
  method: HttpMethod;
  /** The route as the router declares it, e.g. `/api/decks/:id`. */
  path: string;
  /** Default: the run's pool student. */
  as?: Caller;
  /** The real id behind each `:param` when the run does not put junk there. */
  ids?: (m: Member, f: FuzzFixtures) => Record<string, number | string | undefined>;
  valid: (m: Member, f: FuzzFixtures) => Record<string, unknown>;
  /** The route's body limit: targeted strings just under it, a body past it (default 100 kB). */
  limitBytes?: number;
  /** An upload route: runs may carry generated files. */
  multipartFile?: boolean;
}

export const targetKey = (target: FuzzTarget) => `${target.method} ${target.path}`;
export const paramCount = (target: FuzzTarget) => (target.path.match(/:\w+/g) ?? []).length;

/** The path with each `:param` replaced by the run's junk or, where the run left `null`, the real id. */
export function targetUrl(target: FuzzTarget, m: Member, f: FuzzFixtures, params: ReadonlyArray<string | null>): string {
  const ids = target.ids?.(m, f) ?? {};
  let index = 0;
  return target.path.replace(/:(\w+)/g, (_, name: string) => params[index++] ?? String(ids[name]));
}
