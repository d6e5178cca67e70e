import type PgBoss from 'pg-boss';

/**
 * A pg-boss batch handler that settles every job on its own: a job that throws is failed (so only it is retried),
 * the rest complete with the batch. `onFailure` sees the error first (to log it).
 */
export function settleEachJob<T>(
  boss: PgBoss,
  queueName: string,
  run: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
  onFailure?: (error: unknown, job: PgBoss.JobWithMetadata<T>) => void,
) {
  return async (jobs: PgBoss.JobWithMetadata<T>[]) => {
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await run(job);
        } catch (error) {
          onFailure?.(error, job);
          await boss.fail(queueName, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
      }),
    );
  };
}
