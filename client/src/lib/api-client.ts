import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { CSRF_ERROR } from '@app/contracts';
import { answerFromEarlyGets } from './early-adapter';

/**
 * The one HTTP client: same-origin cookies, the XSRF-TOKEN cookie copied to X-XSRF-TOKEN (axios default
 * names, set explicitly), and `{ error }` bodies surfaced as ApiError messages.
 */
export const api = axios.create({
  baseURL: '/',
  withCredentials: true,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  timeout: 30_000,
});

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

function hasXsrfCookie(): boolean {
  return document.cookie.split('; ').some((c) => c.startsWith('XSRF-TOKEN='));
}

let csrfPrimed: Promise<unknown> | null = null;

function fetchCsrfToken(): Promise<unknown> {
  csrfPrimed ??= axios.get('/api/csrf', { withCredentials: true }).finally(() => {
    csrfPrimed = null;
  });
  return csrfPrimed.catch(() => undefined);
}

// A fresh page may POST before any GET handed out the token: fetch it once first.
api.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
  const method = (config.method ?? 'get').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && !hasXsrfCookie()) await fetchCsrfToken();
  return config;
});

api.interceptors.request.use(answerFromEarlyGets(api));

type RetriableConfig = InternalAxiosRequestConfig & { csrfRetried?: boolean };

api.interceptors.response.use(
  (response) => response,
  async (error: AxiosError<{ error?: string; erro?: string }>) => {
    // The session that held the token expired (or was never stored): take a new token and send once more.
    const config = error.config as RetriableConfig | undefined;
    if (error.response?.status === 403 && error.response.data?.error === CSRF_ERROR && config && !config.csrfRetried) {
      config.csrfRetried = true;
      await fetchCsrfToken();
      return api.request(config);
    }
    const serverMessage = error.response?.data?.error ?? error.response?.data?.erro;
    return Promise.reject(
      new ApiError(
        serverMessage ?? error.message,
        error.response?.status,
        typeof serverMessage === 'string' ? serverMessage : undefined,
        error.response?.data,
      ),
    );
  },
);

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
