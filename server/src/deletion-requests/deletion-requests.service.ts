import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { HttpError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import { withTransaction } from '../lib/transaction.js';
import { parseSignedRequest, SignedRequestError } from './signed-request.js';
import { CONFIRMATION_CODE_LENGTH, confirmationCodeSchema } from './deletion-requests.schemas.js';
import { deletionRequestsRepository, type DeletionRequestRow, type DeletionStatus } from './deletion-requests.repository.js';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ONE_DAY_MS = 24 * 60 * 60 * 1000;
/** The admin table shows the newest requests; older ones stay in the database. */
const LIST_LIMIT = 500;

/** Uniform random alphanumeric code (rejection sampling keeps every character equally likely). */
export function newConfirmationCode(length = CONFIRMATION_CODE_LENGTH): string {
  let code = '';
  while (code.length < length) {
    for (const byte of crypto.randomBytes(length * 2)) {
      if (byte < 248 && code.length < length) code += ALPHANUMERIC[byte % ALPHANUMERIC.length];
    }
  }
  return code;
}

export interface DeletionStatusView {
  confirmation_code: string;
  status: DeletionStatus;
  recebido_em: string;
  concluido_em: string | null;
}

export function deletionRequestsService(deps: { db: Knex; logger: Logger; appSecret?: string; publicUrl: string }) {
  const { db, logger } = deps;
  const repo = deletionRequestsRepository(db);

  const statusUrl = (code: string) => `${deps.publicUrl}/deletion-status?code=${code}`;

  return {
    /**
     * Facebook's data deletion callback. A repeat for the same user within a day returns the code already
     * issued, so retries by Facebook do not pile up rows.
     *
     * No table links an account to a Facebook user id (the product never logs in with Facebook and stores no
     * Facebook data), so there is nothing to erase: the request is recorded and marked concluded at once, and
     * the status page says so. If a Facebook login is ever added, erase the linked account here, in this
     * transaction, before marking the request concluded.
     */
    async receive(signedRequest: string): Promise<{ url: string; confirmation_code: string }> {
      let facebookId: string;
      try {
        facebookId = parseSignedRequest(signedRequest, deps.appSecret).user_id;
      } catch (error) {
        if (error instanceof SignedRequestError) {
          if (error.reason === 'sem-segredo') logger.warn('FACEBOOK_APP_SECRET not set: data deletion callback refused');
          else logger.warn({ reason: error.reason }, 'invalid Facebook signed_request');
          throw new HttpError(400, 'signed_request inválido.');
        }
        throw error;
      }
      const row = await withTransaction(db, async (trx) => {
        const repo = deletionRequestsRepository(trx);
        await repo.lockFacebookId(facebookId);
        const existing = await repo.findRecent(facebookId, new Date(Date.now() - ONE_DAY_MS));
        if (existing) return existing;
        return repo.insert({
          facebook_id: facebookId,
          confirmation_code: newConfirmationCode(),
          status: 'concluida',
          concluido_em: trx.fn.now(),
        });
      });
      return { url: statusUrl(row.confirmation_code), confirmation_code: row.confirmation_code };
    },

    async list(): Promise<Pick<DeletionRequestRow, 'id' | 'facebook_id' | 'confirmation_code' | 'status' | 'recebido_em' | 'concluido_em'>[]> {
      return repo.listRecent(LIST_LIMIT);
    },

    async status(code: string): Promise<DeletionStatusView> {
      const parsed = confirmationCodeSchema.safeParse(code);
      const row = parsed.success ? await repo.findByCode(parsed.data) : undefined;
      if (!row) throw new HttpError(404, 'Solicitação não encontrada.');
      return {
        confirmation_code: row.confirmation_code,
        status: row.status,
        recebido_em: new Date(row.recebido_em).toISOString(),
        concluido_em: row.concluido_em ? new Date(row.concluido_em).toISOString() : null,
      };
    },
  };
}
export type DeletionRequestsService = ReturnType<typeof deletionRequestsService>;
