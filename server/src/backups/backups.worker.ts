import type { AppContext } from '../context.js';
import type { BackupsService } from './backups.service.js';

export const BACKUP_QUEUE = 'backup-diario';

/**
 * The daily backup as a pg-boss schedule, like the retention job (retention.worker.ts): pg-boss fires the cron once
 * across instances and one worker makes the backup and prunes old files. A failure is recorded in the run log (the
 * dashboard shows it) and not retried: the next day's run comes anyway, and a retry storm on a full disk helps nobody.
 */
export async function startBackupJobs(ctx: AppContext, service: BackupsService): Promise<void> {
  const queue = ctx.queue;
  if (!queue) throw new Error('startBackupJobs needs ctx.queue');
  const hour = ctx.config.BACKUP_HOUR;
  if (hour === null) {
    await queue.boss.unschedule(BACKUP_QUEUE).catch(() => undefined);
    return;
  }
  await queue.boss.createQueue(BACKUP_QUEUE, {
    name: BACKUP_QUEUE,
    policy: 'singleton',
    retryLimit: 0,
    expireInSeconds: 6 * 60 * 60,
  });
  await queue.boss.schedule(BACKUP_QUEUE, `0 ${hour} * * *`, {}, { tz: 'America/Sao_Paulo' });
  await queue.boss.work(BACKUP_QUEUE, { pollingIntervalSeconds: Math.max(queue.pollingIntervalSeconds, 5) }, async () => {
    try {
      await service.create('agendada');
    } catch (error) {
      // Already logged and recorded as failed by the service; 409 means another run is on its way.
      ctx.logger.warn({ err: error }, 'scheduled backup did not complete');
    }
  });
}
