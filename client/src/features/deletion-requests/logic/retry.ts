/** docs/product.md, Error messages; Constants and limits: a 403 on the deletion requests is retried at most twice, 500 ms apart (the session may still be settling). */
export const FORBIDDEN_RETRIES = 2;
export const FORBIDDEN_RETRY_DELAY_MS = 500;

export interface RetryOptions {
  retries?: number;
  delayMs?: number;
  /** Decides which failures are worth another try. */
  shouldRetry: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
  /** Stops retrying (e.g. the page was left); the last error is rethrown. */
  signal?: AbortSignal;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `fn`; when it fails with a retryable error, waits and calls again, up to `retries` more times. */
export async function retryWhen<T>(fn: () => Promise<T>, options: RetryOptions): Promise<T> {
  const { retries = FORBIDDEN_RETRIES, delayMs = FORBIDDEN_RETRY_DELAY_MS, shouldRetry, sleep = defaultSleep, signal } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= retries || !shouldRetry(error) || signal?.aborted) throw error;
      await sleep(delayMs);
      if (signal?.aborted) throw error;
    }
  }
}
