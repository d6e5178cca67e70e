import 'dotenv/config';
import path from 'node:path';
import { DataDirLockedError } from '@app/db';
import { ConfigError, loadConfig } from './config.js';
import { runServer } from './server.js';
import { SETUP_BANNER } from './site-content/index.js';

async function main() {
  const config = loadConfig();
  const server = await runServer(config);
  const { admin, app, db, logger } = server;
  // Last line of defence: a bug in one request, socket handler, job or store callback is logged with its context
  // and the process keeps serving everyone else. Each known cause is also handled where it happens.
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));
  process.on('uncaughtException', (err, origin) => logger.error({ err, origin }, 'uncaught exception'));

  const lines = [
    '',
    `  Site público:  ${config.publicUrl}`,
    `  Aplicativo:    ${config.appUrl}/login`,
    // The port really bound (PORT=0 picks a free one).
    `  Escutando em:  ${config.HOST}:${server.port}`,
    `  Banco:         ${db.kind === 'pglite' ? `PGlite embutido em ${path.resolve(config.DATA_DIR, 'pg')}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Admin:         ${admin.email}`,
    admin.generatedPassword
      ? `  Senha gerada:  ${admin.generatedPassword}   (exibida só agora; guarde-a ou defina ADMIN_PASSWORD)`
      : config.ADMIN_PASSWORD
        ? '  Senha:         a de ADMIN_PASSWORD'
        : '  Senha:         a exibida na primeira inicialização (defina ADMIN_PASSWORD para trocá-la)',
    '',
  ];
  // What the owner still has to set before prospects see a complete site (the same list as /admin/site).
  const pending = await app.services.site.pending().catch(() => []);
  if (pending.length) {
    lines.push('  Configuração pendente (veja /admin/site):', ...pending.map((step) => `    - ${SETUP_BANNER[step.item]}`), '');
  }
  process.stdout.write(lines.join('\n') + '\n');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await server.stop();
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
