import 'dotenv/config';
import path from 'node:path';
import { createClient, type RedisClientType } from 'redis';
import { connectDatabase, migrateLatest, seedAdmin, DataDirLockedError } from '@app/db';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './lib/logger.js';
import { createApp } from './app.js';
import { startQueue } from './lib/queue.js';
import { startWhatsappWorkers } from './whatsapp/index.js';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);

  const db = await connectDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pg'),
  });
  await migrateLatest(db.knex);
  const admin = await seedAdmin(db.knex, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);

  let redis: { client: RedisClientType; pub: RedisClientType; sub: RedisClientType } | undefined;
  if (config.REDIS_URL) {
    const client = createClient({ url: config.REDIS_URL }) as RedisClientType;
    client.on('error', (err) => logger.error({ err }, 'redis error'));
    await client.connect();
    const pub = client.duplicate();
    const sub = client.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    redis = { client, pub, sub };
  }

  // Web and workers share this process (required in embedded mode: one process per PGlite directory).
  const queue = await startQueue(db.knex, logger);
  const app = createApp(config, { db: db.knex, logger, redis, queue });
  await startWhatsappWorkers(app.ctx);
  await new Promise<void>((resolve) => app.server.listen(config.PORT, config.HOST, resolve));

  const lines = [
    '',
    `  Site público:  ${config.publicUrl}`,
    `  Aplicativo:    ${config.appUrl}/login`,
    `  Banco:         ${db.kind === 'pglite' ? `PGlite embutido em ${path.resolve(config.DATA_DIR, 'pg')}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Admin:         ${admin.email}`,
    admin.generatedPassword
      ? `  Senha gerada:  ${admin.generatedPassword}   (exibida só agora; guarde-a ou defina ADMIN_PASSWORD)`
      : config.ADMIN_PASSWORD
        ? '  Senha:         a de ADMIN_PASSWORD'
        : '  Senha:         a exibida na primeira inicialização (defina ADMIN_PASSWORD para trocá-la)',
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // Stop accepting, let in-flight requests finish, then close sockets, Redis and the database.
    const closed = new Promise<void>((resolve) => app.server.close(() => resolve()));
    app.server.closeIdleConnections();
    await app.close();
    await closed;
    // Running sends finish and record their result; queued ones wait for the next start.
    await queue.stop();
    if (redis) await Promise.allSettled([redis.client.quit(), redis.pub.quit(), redis.sub.quit()]);
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`\n${error.message}\n\n`);
  } else {
    process.stderr.write(`\nFalha ao iniciar: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n\n`);
  }
  process.exit(1);
});
