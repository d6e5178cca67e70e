/**
 * GETs started from the URL alone, before the app's code has arrived (main.tsx), so the session and a page's
 * first data travel alongside the route's code instead of after it. The first identical GET the app makes
 * takes the answer (lib/early-adapter.ts); each answer is used once, so a later identical GET (a reload after
 * an edit) goes to the network. Plain fetch and no imports: this runs in the entry chunk, shared with the landing.
 */
export interface EarlyResponse {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
}

/** An answer nobody claimed by then belongs to a page that was left: drop it rather than serve it late. */
const UNCLAIMED_MS = 15_000;

const pending = new Map<string, Promise<EarlyResponse>>();

export function startEarlyGet(url: string): Promise<EarlyResponse> {
  const response = fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then(async (res) => ({
    status: res.status,
    statusText: res.statusText,
    headers: Object.fromEntries(res.headers),
    body: await res.text(),
  }));
  pending.set(url, response);
  // A network failure is the claimer's to handle (it asks again); unclaimed, it is nobody's.
  response.catch(() => undefined);
  setTimeout(() => {
    if (pending.get(url) === response) pending.delete(url);
  }, UNCLAIMED_MS);
  return response;
}

/** A change was sent (a POST, PUT, PATCH or DELETE): an answer read before it may be stale, so none is served after. */
export function dropEarlyGets(): void {
  pending.clear();
}

/** The early answer for this exact path and query, at most once. */
export function takeEarlyGet(url: string): Promise<EarlyResponse> | undefined {
  const response = pending.get(url);
  pending.delete(url);
  return response;
}
