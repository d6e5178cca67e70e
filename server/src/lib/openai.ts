import OpenAI from 'openai';
import type { Config } from '../config.js';
import { HttpError } from './errors.js';
import type { Logger } from './logger.js';

/** The OpenAI client when a key is configured (chat and speech share it), else undefined (offline providers). */
export function createOpenAiClient(config: Config): OpenAI | undefined {
  if (!config.OPENAI_API_KEY) return undefined;
  return new OpenAI({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    timeout: config.OPENAI_TIMEOUT_MS,
    // One retry for a transient failure; more would pile up requests behind a struggling provider.
    maxRetries: 1,
  });
}

/**
 * Logs a provider failure with what helps diagnose it and returns the error the user sees:
 * 503 when the provider is unreachable or slow, 502 when it answered with an error.
 */
export function providerFailure(logger: Logger, error: unknown, what: string, userMessage: string): HttpError {
  if (error instanceof HttpError) return error;
  const details =
    error instanceof OpenAI.APIError
      ? { status: error.status, code: error.code, type: error.type, requestId: error.requestID, message: error.message }
      : { message: error instanceof Error ? error.message : String(error) };
  const unreachable =
    error instanceof OpenAI.APIConnectionError || (error instanceof OpenAI.APIError && (error.status ?? 0) >= 500);
  logger.error({ provider: what, ...details, err: error instanceof Error ? error : undefined }, `${what} failed`);
  return new HttpError(unreachable ? 503 : 502, userMessage);
}
