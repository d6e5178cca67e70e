import type { AppContext } from '../context.js';
import type { RetentionService } from './retention.service.js';

export const RETENTION_QUEUE = 'retencao-dados';

/**
 * The daily retention run as a pg-boss schedule: pg-boss fires the cron once across every instance (its schedule
 * table is shared), and one worker runs it. Needs a queue started with `schedule: true`.
 */
export async function startRetentionJobs(ctx: AppContext, service: RetentionService): Promise<void> {
  const queue = ctx.queue;
  if (!queue) throw new Error('startRetentionJobs needs ctx.queue');
  await queue.boss.createQueue(RETENTION_QUEUE, {
    name: RETENTION_QUEUE,
    policy: 'singleton',
    retryLimit: 3,
    retryDelay: 300,
    expireInSeconds: 30 * 60,
  });
  await queue.boss.schedule(RETENTION_QUEUE, ctx.config.RETENTION_CRON, {}, { tz: 'America/Sao_Paulo' });
  await queue.boss.work(RETENTION_QUEUE, { pollingIntervalSeconds: Math.max(queue.pollingIntervalSeconds, 5) }, async () => {
    await service.run();
  });
}
