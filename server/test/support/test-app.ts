import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type Config } from '../../src/config.js';
import { createApp, type App, type AppDeps } from '../../src/app.js';
import { createLogger } from '../../src/lib/logger.js';
import { startQueue, type Queue } from '../../src/lib/queue.js';
import { startWhatsappWorkers, type WhatsappWorkerOptions } from '../../src/whatsapp/index.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';

export const PUBLIC_ORIGIN = 'http://localhost:3000';
export const APP_ORIGIN = 'http://app.localhost:3000';

export interface TestApp extends App {
  db: TestDatabase;
  config: Config;
  stop(): Promise<void>;
}

export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PUBLIC_URL: PUBLIC_ORIGIN,
    APP_URL: APP_ORIGIN,
    STATIC_DIR: '/nonexistent-client-build',
    // Backups made by a test land in a folder of their own, never in the worktree's ./data.
    BACKUP_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'backups-test-')),
    // bcrypt at its lowest cost: registrations and logins are the suite's costliest CPU work at the product's 12. A test
    // whose subject is the time a real hash takes stores one itself (accounts/access-version.test.ts). A file that runs
    // the app as production gets production's cost, since the config refuses less outside NODE_ENV=test.
    PASSWORD_HASH_COST: (env.NODE_ENV ?? 'test') === 'test' ? '4' : undefined,
    ...env,
  });
}

export interface TestQueueOptions {
  pollingIntervalSeconds?: number;
  whatsapp?: WhatsappWorkerOptions;
}

/** createApp over a fresh migrated database; `stop()` closes sockets and drops the database. */
export async function startTestApp(
  options: {
    env?: Record<string, string | undefined>;
    deps?: Partial<AppDeps>;
    db?: TestDatabase;
    /** Starts pg-boss and the WhatsApp workers (fast polling, 1 s backoff base unless overridden). */
    queue?: boolean | TestQueueOptions;
  } = {},
): Promise<TestApp> {
  const db = options.db ?? (await createTestDatabase());
  const config = testConfig(options.env);
  const logger = createLogger(config.LOG_LEVEL);
  const queueOptions = options.queue === true ? {} : options.queue || undefined;
  let queue: Queue | undefined;
  if (queueOptions) queue = await startQueue(db.knex, logger, { pollingIntervalSeconds: queueOptions.pollingIntervalSeconds ?? 0.5 });
  const app = createApp(config, { db: db.knex, logger, queue, ...options.deps });
  if (queueOptions) await startWhatsappWorkers(app, { retryDelaySeconds: 1, ...queueOptions.whatsapp });
  return {
    ...app,
    db,
    config,
    stop: async () => {
      await app.close();
      if (app.server.listening) await new Promise<void>((resolve) => app.server.close(() => resolve()));
      await app.ctx.queue?.stop();
      await db.drop();
    },
  };
}

/**
 * One test app for the whole file: started before its first test, stopped (database dropped) after its last.
 * Returns a handle whose fields read the running app, so a file says `const t = useTestApp();` once at the top.
 */
export function useTestApp(options: Parameters<typeof startTestApp>[0] = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await startTestApp(options);
  });
  afterAll(async () => {
    await current?.stop();
  });
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!current) throw new Error('useTestApp: the app is read before beforeAll started it');
      return Reflect.get(current, key);
    },
  });
}
