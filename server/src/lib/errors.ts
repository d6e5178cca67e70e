import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { Logger } from './logger.js';

/** The one error type the app throws on purpose: its message is Portuguese and safe to show. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Fields the answer carries beside `error` (what a client needs to offer a choice). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFoundApi: RequestHandler = () => {
  throw new HttpError(404, 'Recurso não encontrado.');
};

export const SESSION_ENDED_MESSAGE = 'Sua sessão terminou. Faça login novamente.';

/**
 * A write that lost a race with a deletion (Postgres foreign_key_violation): when the deleted row is the caller's
 * own account, the caller is simply no longer logged in (401); otherwise what it referred to is gone (409).
 */
async function foreignKeyError(db: Knex, req: Request): Promise<HttpError> {
  const userId = req.session?.userId;
  if (userId && !(await db('users').where({ id: userId }).first('id'))) return new HttpError(401, SESSION_ENDED_MESSAGE);
  return new HttpError(409, 'O registro relacionado não existe mais. Recarregue a página.');
}

/**
 * Turns every failure into `{ error }`: zod → 400 with the first message, HttpError → its status, a write that lost
 * a race with a deletion → 401/409, else 500 (logged with the request that caused it).
 */
export function errorHandler(logger: Logger, db: Knex): ErrorRequestHandler {
  return async (err, req, res, _next) => {
    void _next;
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    if (err?.code === FOREIGN_KEY_VIOLATION) {
      try {
        err = await foreignKeyError(db, req);
      } catch (lookupError) {
        logger.error({ err: lookupError }, 'foreign key error lookup failed');
      }
      if (res.headersSent) return;
    }
    if (err instanceof HttpError) {
      res.status(err.status).json({ ...err.details, error: err.message });
      return;
    }
    if (err instanceof z.ZodError) {
      res.status(400).json({ error: firstZodMessage(err) });
      return;
    }
    // Errors raised by body-parser, multer and friends carry a 4xx status of their own.
    const status = typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      res.status(status).json({ error: clientErrorMessage(status, err) });
      return;
    }
    logger.error({ err, method: req.method, url: req.originalUrl, userId: req.session?.userId }, 'unhandled error');
    res.status(500).json({ error: 'Erro interno.' });
  };
}

const FOREIGN_KEY_VIOLATION = '23503';

export function firstZodMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue?.message ?? 'Dados inválidos.';
}

function clientErrorMessage(status: number, err: { type?: string; code?: string }): string {
  if (err.type === 'entity.parse.failed') return 'JSON malformado.';
  if (err.type === 'entity.too.large' || status === 413 || err.code === 'LIMIT_FILE_SIZE') return 'Conteúdo grande demais.';
  if (err.type === 'charset.unsupported' || err.type === 'encoding.unsupported') return 'Codificação não suportada.';
  if (status === 403) return 'Acesso negado.';
  return 'Requisição inválida.';
}
