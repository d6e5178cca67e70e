import type { Knex } from 'knex';
import type { Config } from '../config.js';
import type { Logger } from '../lib/logger.js';
import { retentionRepository } from './retention.repository.js';

type RetentionConfig = Pick<
  Config,
  | 'RETENTION_AUDIT_DAYS'
  | 'RETENTION_WEBHOOK_DAYS'
  | 'RETENTION_DELETION_REQUEST_DAYS'
  | 'RETENTION_LOGIN_THROTTLE_DAYS'
  | 'RETENTION_AUDIO_DAYS'
>;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export interface RetentionReport {
  auditoria: number;
  webhooks_processados: number;
  pedidos_exclusao_anonimizados: number;
  sessoes_expiradas: number;
  codigos_whatsapp_expirados: number;
  links_senha_expirados: number;
  tentativas_login: number;
  audios_sem_uso: number;
}

/**
 * What the product stops keeping, and when (documented in docs/lgpd.md and the privacy page). `now` is a parameter so
 * tests move time instead of waiting for it.
 */
export function retentionService(deps: { db: Knex; config: RetentionConfig; logger: Logger }) {
  const { config } = deps;
  return {
    async run(now: Date = new Date()): Promise<RetentionReport> {
      const repo = retentionRepository(deps.db);
      const report: RetentionReport = {
        auditoria: await repo.deleteAuditBefore(daysBefore(now, config.RETENTION_AUDIT_DAYS)),
        webhooks_processados: await repo.deleteProcessedWebhooksBefore(daysBefore(now, config.RETENTION_WEBHOOK_DAYS)),
        pedidos_exclusao_anonimizados: await repo.anonymiseDeletionRequestsBefore(
          daysBefore(now, config.RETENTION_DELETION_REQUEST_DAYS),
        ),
        sessoes_expiradas: await repo.deleteExpiredSessions(now),
        codigos_whatsapp_expirados: await repo.deleteExpiredNumberCodes(now),
        links_senha_expirados: await repo.deleteExpiredResetLinks(now),
        tentativas_login: await repo.deleteLoginThrottleBefore(daysBefore(now, config.RETENTION_LOGIN_THROTTLE_DAYS)),
        audios_sem_uso: await repo.deleteAudioUnusedSince(daysBefore(now, config.RETENTION_AUDIO_DAYS)),
      };
      deps.logger.info({ report }, 'retention job finished');
      return report;
    },
  };
}
export type RetentionService = ReturnType<typeof retentionService>;
