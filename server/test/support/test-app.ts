import { loadConfig, type Config } from '../../src/config.js';
import { createApp, type App, type AppDeps } from '../../src/app.js';
import { createLogger } from '../../src/lib/logger.js';
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
    ...env,
  });
}

/** createApp over a fresh migrated database; `stop()` closes sockets and drops the database. */
export async function startTestApp(
  options: { env?: Record<string, string | undefined>; deps?: Partial<AppDeps>; db?: TestDatabase } = {},
): Promise<TestApp> {
  const db = options.db ?? (await createTestDatabase());
  const config = testConfig(options.env);
  const logger = createLogger(config.LOG_LEVEL);
  const app = createApp(config, { db: db.knex, logger, ...options.deps });
  return {
    ...app,
    db,
    config,
    stop: async () => {
      await app.close();
      if (app.server.listening) await new Promise<void>((resolve) => app.server.close(() => resolve()));
      await db.drop();
    },
  };
}
