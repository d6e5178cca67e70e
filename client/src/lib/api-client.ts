import { CSRF_ERROR } from '@app/contracts';
import { dropEarlyGets, takeEarlyGet, type EarlyResponse } from './early-requests';

/**
 * The one HTTP client, on the browser's own fetch (axios was 20 KB brotli of every app page for
 * what fetch already does). What is ours: the XSRF-TOKEN cookie copied to X-XSRF-TOKEN, one retry after a stale
 * token, GETs answered by the requests the page started early (lib/early-requests.ts), and every failure surfaced as
 * an ApiError carrying the server's `{ error }`.
 */

type ParamValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query string; null and undefined values are left out. */
  params?: Record<string, ParamValue>;
  signal?: AbortSignal;
  /** Milliseconds before the request is given up (default 30 s). */
  timeout?: number;
  /** 'json' (default; a body that is not JSON comes back as text), 'text' or 'blob'. */
  responseType?: 'json' | 'text' | 'blob';
  /** The request outlives the page (a study answer sent just before the tab is closed or left); small bodies only. */
  keepalive?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    /** The server's `{ error }` field when it sent one. */
    readonly serverMessage: string | undefined,
    /** The whole answer body, for errors that carry more than a message (parse it with its contracts schema). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const NETWORK_FAILED = 'Sem conexão com o servidor. Verifique sua internet e tente de novo.';
const TIMED_OUT = 'O servidor demorou demais para responder. Tente de novo.';

/** The same path and query string the early requests are keyed by. */
function requestUrl(url: string, params?: Record<string, ParamValue>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) if (value !== null && value !== undefined) query.append(name, String(value));
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

function xsrfToken(): string | undefined {
  const cookie = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
  return cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : undefined;
}

let csrfPrimed: Promise<unknown> | null = null;

/**
 * A fresh page may POST before any GET handed out the token: fetch it once first. The whole answer is read, not just
 * its headers: express-session sends the headers (and the new cookie) before the session row is stored and holds back
 * the end of the body until it is, so a POST sent on the headers alone can reach a session that does not exist yet.
 */
function fetchCsrfToken(): Promise<unknown> {
  csrfPrimed ??= fetch('/api/csrf', { credentials: 'same-origin' })
    .then((response) => response.text())
    .finally(() => {
      csrfPrimed = null;
    });
  return csrfPrimed.catch(() => undefined);
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One answer, read as the caller asked: from the network (a Response) or from an early GET (its text). */
async function readAnswer(answer: Response | EarlyResponse, responseType: RequestOptions['responseType']) {
  if (answer instanceof Response) {
    if (responseType === 'blob' && answer.ok) return answer.blob();
    const text = await answer.text();
    return responseType === 'text' && answer.ok ? text : parseBody(text);
  }
  return responseType === 'text' && answer.status < 400 ? answer.body : parseBody(answer.body);
}

function failure(status: number, body: unknown): ApiError {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as { error?: unknown; erro?: unknown };
  const serverMessage = fields.error ?? fields.erro;
  const message = typeof serverMessage === 'string' ? serverMessage : `Falha na requisição (${status}).`;
  return new ApiError(message, status, typeof serverMessage === 'string' ? serverMessage : undefined, body);
}

/** The caller's signal and the timeout as one: fetch takes a single signal (AbortSignal.any is too new for some phones). */
function deadline(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

/** Resolves with the early answer, or rejects with the caller's abort; null when the early request itself failed. */
function awaitEarly(early: Promise<EarlyResponse>, signal: AbortSignal): Promise<EarlyResponse | null> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    early.then(resolve, () => resolve(null)).finally(() => signal.removeEventListener('abort', abort));
  });
}

async function send(method: string, url: string, body: unknown, options: RequestOptions = {}, csrfRetried = false): Promise<ApiResponse<unknown>> {
  const target = requestUrl(url, options.params);
  const unsafe = method !== 'GET' && method !== 'HEAD';
  if (unsafe && !xsrfToken()) await fetchCsrfToken();

  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
  const token = xsrfToken();
  if (token) headers['X-XSRF-TOKEN'] = token;
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['Content-Type'] = 'application/json';
  }

  const limit = deadline(options.signal, options.timeout ?? DEFAULT_TIMEOUT_MS);
  let answer: Response | EarlyResponse;
  let data: unknown;
  try {
    // An early answer unclaimed until after an edit (the table read before a user was created) is stale by then.
    if (method !== 'GET') dropEarlyGets();
    const early = method === 'GET' ? takeEarlyGet(target) : undefined;
    const earlyAnswer = early ? await awaitEarly(early, limit.signal) : null;
    answer = earlyAnswer ?? (await fetch(target, { method, headers, body: payload, credentials: 'same-origin', signal: limit.signal, keepalive: options.keepalive }));
    data = await readAnswer(answer, options.responseType);
  } catch (error) {
    if (options.signal?.aborted) throw error; // the caller gave up: theirs to ignore, not a failure to show
    throw new ApiError(limit.timedOut() ? TIMED_OUT : NETWORK_FAILED, undefined, undefined);
  } finally {
    limit.done();
  }

  if (answer.status >= 200 && answer.status < 300) {
    return { data, status: answer.status, headers: new Headers(answer.headers) };
  }
  // The session that held the token expired (or was never stored): take a new token and send once more.
  const error = failure(answer.status, data);
  if (answer.status === 403 && error.serverMessage === CSRF_ERROR && !csrfRetried) {
    await fetchCsrfToken();
    return send(method, url, body, options, true);
  }
  throw error;
}

/**
 * A POST whose answer is read as it arrives (the assistant's turn streams its events): the body's stream on a 2xx,
 * else the same ApiError as any request. No timeout: the caller's signal ends it (a new question, the widget closed).
 */
async function postStream(url: string, body: unknown, signal: AbortSignal, csrfRetried = false): Promise<ReadableStream<Uint8Array>> {
  if (!xsrfToken()) await fetchCsrfToken();
  const headers: Record<string, string> = { Accept: 'application/x-ndjson, application/json', 'Content-Type': 'application/json' };
  const token = xsrfToken();
  if (token) headers['X-XSRF-TOKEN'] = token;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin', signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError(NETWORK_FAILED, undefined, undefined);
  }
  if (response.ok && response.body) return response.body;
  const error = failure(response.status, parseBody(await response.text().catch(() => '')));
  if (response.status === 403 && error.serverMessage === CSRF_ERROR && !csrfRetried) {
    await fetchCsrfToken();
    return postStream(url, body, signal, true);
  }
  throw error;
}

export const api = {
  stream: postStream,
  get: <T = unknown>(url: string, options?: RequestOptions) => send('GET', url, undefined, options) as Promise<ApiResponse<T>>,
  /** `options.body`: a JSON body, for the one DELETE that carries one (account deletion sends the password). */
  delete: <T = unknown>(url: string, options?: RequestOptions & { body?: unknown }) =>
    send('DELETE', url, options?.body, options) as Promise<ApiResponse<T>>,
  post: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) => send('POST', url, body, options) as Promise<ApiResponse<T>>,
  put: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) => send('PUT', url, body, options) as Promise<ApiResponse<T>>,
  patch: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) => send('PATCH', url, body, options) as Promise<ApiResponse<T>>,
};
