/**
 * `npm run bench`: every benchmark named in the issues, against a freshly started production server on
 * the local Postgres (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). Writes
 * bench/results.json and prints each goal with ✔ or ✘. `npm run bench -- --only reads,socket` runs a subset.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import util from 'node:util';
import { execSync } from 'node:child_process';
import { migrateLatest } from '@app/db';
import { benchRedisUrl, freshDatabase, startBenchServer, ROOT } from './lib/server.js';
import { benchHttpReads } from './http-reads.js';
import { benchLayers } from './http-layers.js';
import { benchSocketFanout } from './socket-fanout.js';
import { benchLoginFlood } from './login-flood.js';
import { benchListarChamados } from './listar-chamados.js';
import { benchCsvImport } from './csv-import.js';
import { benchAnkiImport } from './anki-import.js';
import { landingBaseline, landingRawBytesByFile, measureLanding } from './landing-size.js';
import { runLighthouse } from './lighthouse.js';
import { load } from './lib/load.js';
import { benchFirstContent } from './first-content.js';
import { benchAudio } from './audio.js';
import { benchWhatsappWebhook } from './whatsapp-webhook.js';
import { benchWhatsappWebhookEmbedded } from './whatsapp-webhook-embedded.js';
import { benchFunil } from './funil.js';
import { benchFlashcardsSimulation, benchFlashcardsStats } from './flashcards-sim.js';
import { benchBackup } from './backup.js';
import { benchWidgetTurn } from './widget-turn.js';
import { benchFootprint, type FootprintRun } from './footprint.js';

interface Goal {
  name: string;
  value: number | string;
  goal: string;
  pass: boolean;
}

const only = (() => {
  const i = process.argv.indexOf('--only');
  return i >= 0 ? new Set(process.argv[i + 1]!.split(',')) : null;
})();
const wanted = (name: string) => !only || only.has(name);

const goals: Goal[] = [];
const results: Record<string, unknown> = { startedAt: new Date().toISOString(), machine: { cpus: (await import('node:os')).cpus().length, node: process.version } };
const check = (name: string, value: number, goal: string, pass: boolean) => goals.push({ name, value: Number(value.toFixed?.(2) ?? value), goal, pass });

/** Runs a section when `--only` names it (or no `--only` was given); its figures go in results.json under `key`. */
async function section<T>(name: string, run: () => Promise<T>, key = name): Promise<T | undefined> {
  if (!wanted(name)) return undefined;
  const t0 = performance.now();
  process.stdout.write(`\n▶ ${name} … `);
  try {
    const value = await run();
    results[key] = value;
    process.stdout.write(`${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
    return value;
  } catch (error) {
    // fetch's "fetch failed" says nothing by itself: the reason is in its cause (ECONNRESET, UND_ERR_…).
    const cause = error instanceof Error && error.cause ? ` (${String((error.cause as { code?: string }).code ?? error.cause)})` : '';
    results[key] = { error: `${String(error)}${cause}` };
    process.stdout.write(`falhou: ${String(error)}${cause}\n`);
    goals.push({ name, value: 'erro', goal: 'executar', pass: false });
    return undefined;
  }
}

// Memory first, while no other bench server shares the machine (bench/footprint.ts).
const footprint = await section('footprint', () => benchFootprint());
if (footprint) {
  const report = (run: FootprintRun, prefix: string, goals: boolean) => {
    const { firstBoot, laterBoot } = run.pglite;
    const pg = run.postgres;
    check(`${prefix}PGlite, primeira inicialização: pico de RSS do servidor (MB)`, firstBoot.bootPeakRssMb, '—', true);
    // What the machine must hold: the server and the process that creates the cluster, summed.
    check(`${prefix}PGlite, primeira inicialização: pico de RSS do servidor + processo que cria o cluster (MB)`, firstBoot.machinePeakRssMb, goals ? '≤ 512' : '—', !goals || firstBoot.machinePeakRssMb <= 512);
    check(`${prefix}PGlite, primeira inicialização: primeiro 200 em /healthz (ms)`, firstBoot.firstOkMs, '—', true);
    check(`${prefix}PGlite, inicialização seguinte: primeiro 200 em /healthz (ms)`, laterBoot.firstOkMs, goals ? '≤ 3000' : '—', !goals || laterBoot.firstOkMs <= 3000);
    check(`${prefix}PGlite, inicialização seguinte: primeiro 200 na página inicial (ms)`, laterBoot.landingOkMs, goals ? '≤ 3000' : '—', !goals || laterBoot.landingOkMs <= 3000);
    check(`${prefix}PGlite, inicialização seguinte: RSS ocioso (MB)`, laterBoot.idleRssMb, goals ? '≤ 350' : '—', !goals || laterBoot.idleRssMb <= 350);
    if (laterBoot.load) {
      const clean = laterBoot.load.errors === 0;
      check(`${prefix}PGlite, RSS ocioso após ${footprint.loadSeconds} s de carga mista (MB)`, laterBoot.load.idleRssAfterMb, '—', clean);
      check(`${prefix}PGlite, pico de RSS durante a carga (MB)`, laterBoot.load.peakRssMb, '—', clean);
    }
    check(`${prefix}Postgres: primeiro 200 (ms)`, pg.firstOkMs, '—', true);
    check(`${prefix}Postgres: RSS ocioso (MB)`, pg.idleRssMb, goals ? '≤ 150' : '—', !goals || pg.idleRssMb <= 150);
    if (pg.load) {
      const clean = pg.load.errors === 0;
      check(`${prefix}Postgres, RSS ocioso após ${footprint.loadSeconds} s de carga mista (MB)`, pg.load.idleRssAfterMb, '—', clean);
      check(`${prefix}Postgres, pico de RSS durante a carga (MB)`, pg.load.peakRssMb, '—', clean);
    }
  };
  report(footprint.current, '', true);
  if (footprint.before) report(footprint.before, `antes (${footprint.before.commit}): `, false);
}

if (!fs.existsSync(path.join(ROOT, 'client/dist/.vite/manifest.json'))) {
  process.stdout.write('Compilando o cliente…\n');
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}

const secret = crypto.randomBytes(32).toString('hex');
const db = await freshDatabase('server');
await migrateLatest(db.knex);
const server = await startBenchServer({
  DATABASE_URL: db.url,
  SESSION_SECRET: secret,
  PUBLIC_URL: 'http://localhost:3000',
  APP_URL: 'http://app.localhost:3000',
  ADMIN_PASSWORD: 'admin-bench-123',
  // The card read's floor also runs with its session in Redis when one answers here.
  BENCH_REDIS_URL: benchRedisUrl(),
  // The card read built up layer by layer (bench/layers.ts), for the `layers` section.
  ...(wanted('layers') ? { BENCH_LAYERS: '1' } : {}),
});

try {
  // Before/after in the same run: BENCH_BEFORE_SERVER names a checkout of an earlier commit (docs/performance.md) with
  // its own node_modules; its server runs on this same database beside this one, and the card read takes turns on both.
  const beforeServerDir = process.env.BENCH_BEFORE_SERVER;
  const reads = await section('reads', async () => {
    if (!beforeServerDir) return benchHttpReads(server, db.knex);
    const commit = execSync('git rev-parse --short HEAD', { cwd: beforeServerDir }).toString().trim();
    const old = await startBenchServer(
      {
        DATABASE_URL: db.url,
        SESSION_SECRET: secret,
        PUBLIC_URL: 'http://localhost:3000',
        APP_URL: 'http://app.localhost:3000',
        ADMIN_PASSWORD: 'admin-bench-123',
        STATIC_DIR: path.join(ROOT, 'client/dist'),
      },
      path.resolve(beforeServerDir),
    );
    try {
      return await benchHttpReads(server, db.knex, { before: { server: old, commit } });
    } finally {
      await old.stop();
    }
  });
  if (reads) {
    check('GET /api/flashcards/:deckId ÷ baseline (req/s)', reads.flashcards.ratio, '≥ 0.5', reads.flashcards.ratio >= 0.5);
    check('piso da leitura de cards (node:http + 2 prepared statements): p99 (ms)', reads.floor.p99Ms, '—', reads.floor.errors + reads.floor.non2xx === 0);
    check('GET /api/flashcards/:deckId ÷ piso (req/s)', Number(reads.flashcards.floorRatio.toFixed(2)), '≥ 0.7', reads.flashcards.floorRatio >= 0.7);
    check('GET /api/flashcards/:deckId p99 (ms)', reads.flashcards.p99Ms, '≤ 50', reads.flashcards.p99Ms <= 50);
    check('GET /api/flashcards/:deckId erros', reads.flashcards.errors + reads.flashcards.non2xx, '0', reads.flashcards.errors + reads.flashcards.non2xx === 0);
    check('GET /api/decks ÷ baseline (req/s)', reads.decks.ratio, '≥ 0.5', reads.decks.ratio >= 0.5);
    check('GET /api/decks p99 (ms)', reads.decks.p99Ms, '≤ 50', reads.decks.p99Ms <= 50);
    check('GET /api/decks erros', reads.decks.errors + reads.decks.non2xx, '0', reads.decks.errors + reads.decks.non2xx === 0);
    check('consultas ao session store por leitura', reads.sessionQueriesPerRead, '1', reads.sessionQueriesPerRead <= 1);
    if (reads.before) {
      const { flashcards: old } = reads.before;
      check(`antes (${reads.before.commit}): GET /api/flashcards/:deckId ÷ piso (req/s)`, Number(old.floorRatio.toFixed(2)), '—', true);
      check(`antes (${reads.before.commit}): GET /api/flashcards/:deckId p99 (ms)`, old.p99Ms, '—', true);
      const gain = reads.flashcards.requestsPerSecond / old.requestsPerSecond;
      check('GET /api/flashcards/:deckId depois ÷ antes (req/s)', Number(gain.toFixed(2)), '> 1', gain > 1);
    }
    if (reads.redisFloor) {
      const ratio = reads.redisFloor.ratioToPostgresFloor;
      const clean = reads.redisFloor.errors + reads.redisFloor.non2xx === 0;
      check('piso com a sessão no Redis ÷ piso com a sessão no Postgres (req/s)', Number(ratio.toFixed(2)), '—', clean);
    }
  }

  // What each layer of the card read adds to the server's CPU per request (bench/http-layers.ts).
  const layers = await section('layers', () => benchLayers(server, db.knex));
  if (layers) {
    for (const [name, layer] of Object.entries(layers.layers)) {
      const added = layer.addedCpuUs === null ? '' : ` (${layer.addedCpuUs >= 0 ? '+' : '−'}${Math.abs(layer.addedCpuUs)} µs)`;
      const clean = layer.errors + layer.non2xx === 0;
      check(`leitura de cards, camada ${name}${added}: CPU do servidor por leitura, 1 conexão (µs)`, layer.serverCpuUsPerRequest ?? NaN, '—', clean);
    }
  }

  const socket = await section('socket', () => benchSocketFanout(server, db.knex, secret));
  if (socket) {
    check('Socket.IO 1 000 clientes, 20 respostas/s: p99 (ms)', socket.p99Ms, '≤ 50', socket.p99Ms <= 50);
    check('Socket.IO entregues / enviadas', socket.delivered / socket.replies, '1', socket.delivered === socket.replies);
  }

  const flood = await section('login-flood', () => benchLoginFlood(server, db.knex));
  if (flood) {
    check('GETs durante 10 logins/s: p99 (ms)', flood.reads.p99Ms, '≤ 150', flood.reads.p99Ms <= 150);
    check('logins com falha durante o flood', flood.loginFailures, '0', flood.loginFailures === 0);
  }

  const turn = await section('widget-turn', () => benchWidgetTurn(server, db.knex));
  if (turn) {
    check('widget, 150 ms RTT / 1,6 Mbit/s: resposta visível, antes → depois (ms)', turn.after.answerVisibleMedianMs, `antes ${turn.before.answerVisibleMedianMs}`, turn.answerVisibleRatio < 1);
    check('widget: resposta visível depois ÷ antes', turn.answerVisibleRatio, '< 1', turn.answerVisibleRatio < 1);
    check('widget, 150 ms RTT / 1,6 Mbit/s: início do áudio, antes → depois (ms)', turn.after.audioStartMedianMs, `antes ${turn.before.audioStartMedianMs}`, turn.audioStartRatio < 1);
    check('widget: início do áudio depois ÷ antes', turn.audioStartRatio, '< 1', turn.audioStartRatio < 1);
  }

  const landing = await section('landing', () => measureLanding(path.join(ROOT, 'client/dist/.vite/manifest.json')));
  if (landing) {
    check('JS inicial da landing (KB gz)', landing.gzipBytes / 1024, '≤ 120', landing.gzipBytes <= 120 * 1024);
    // Exact: code of the app host (the panel, its service worker, the device copy) must not move the landing by a byte.
    const baseline = await landingBaseline();
    const expected = Object.values(baseline).reduce((sum, bytes) => sum + bytes, 0);
    check('JS inicial da landing, bytes por arquivo', landing.rawBytes, `= ${expected} (bench/landing-initial-js.json)`, util.isDeepStrictEqual(landingRawBytesByFile(landing), baseline));
  }

  const lighthouse = await section('lighthouse', () => runLighthouse(`http://localhost:${server.port}/`));
  if (lighthouse) {
    check('Lighthouse performance', lighthouse.performance, '≥ 90', lighthouse.performance >= 90);
    check('Lighthouse acessibilidade', lighthouse.accessibility, '≥ 95', lighthouse.accessibility >= 95);
    check('Lighthouse boas práticas', lighthouse.bestPractices, '≥ 95', lighthouse.bestPractices >= 95);
  }

  // The help centre's article page: rendered and compressed once per revision, one revision query shared by waiting requests.
  // The machine is shared: the 1-minute load average beside each figure says whether it was quiet.
  const help = await section('help-centre', async () => {
    const loadBefore = os.loadavg()[0]!;
    const article = await load({ url: `http://localhost:${server.port}/duvidas/custos`, connections: 50, durationSeconds: 8 });
    const loadAfterArticle = os.loadavg()[0]!;
    const lighthouse = await runLighthouse(`http://localhost:${server.port}/duvidas/custos`);
    return { article, lighthouse, load1m: { before: loadBefore, afterArticle: loadAfterArticle, afterLighthouse: os.loadavg()[0]! } };
  });
  if (help) {
    check('página de artigo /duvidas: p97,5 a 50 conexões (ms)', help.article.p97_5Ms, '≤ 20', help.article.p97_5Ms <= 20);
    check('página de artigo /duvidas: erros e não-2xx', help.article.errors + help.article.non2xx, '0', help.article.errors + help.article.non2xx === 0);
    check('Lighthouse /duvidas performance', help.lighthouse.performance, '≥ 95', help.lighthouse.performance >= 95);
    check('Lighthouse /duvidas acessibilidade', help.lighthouse.accessibility, '≥ 95', help.lighthouse.accessibility >= 95);
    check('Lighthouse /duvidas boas práticas', help.lighthouse.bestPractices, '≥ 95', help.lighthouse.bestPractices >= 95);
    check('Lighthouse /duvidas SEO', help.lighthouse.seo, '≥ 95', help.lighthouse.seo >= 95);
    check('/duvidas: carga da máquina (média de 1 min) antes da medida', help.load1m.before, '—', true);
  }

  const firstContent = await section('first-content', () => benchFirstContent(server, db.knex));
  if (firstContent) {
    for (const [link, limit] of [['local', 600], ['throttled', 1500]] as const) {
      const label = link === 'local' ? 'local' : '150 ms RTT, 1,6 Mbit/s';
      const { deck, dashboard } = firstContent[link];
      check(`conteúdo visível, página do deck (${label}, ms)`, deck.medianMs, `≤ ${limit}`, deck.medianMs <= limit);
      check(`conteúdo visível, dashboard (${label}, ms)`, dashboard.medianMs, `≤ ${limit}`, dashboard.medianMs <= limit);
    }
  }

  // Before/after in the same run: BENCH_BEFORE_CLIENT names a client/dist built from an earlier commit (docs/performance.md),
  // served by this same server code on the same database, so only the client differs.
  const beforeDir = process.env.BENCH_BEFORE_CLIENT;
  const before =
    firstContent && beforeDir
      ? await section('first-content-before', async () => {
          const old = await startBenchServer({
            DATABASE_URL: db.url,
            SESSION_SECRET: secret,
            PUBLIC_URL: 'http://localhost:3000',
            APP_URL: 'http://app.localhost:3000',
            ADMIN_PASSWORD: 'admin-bench-123',
            STATIC_DIR: path.resolve(beforeDir),
          });
          try {
            return await benchFirstContent(old, db.knex);
          } finally {
            await old.stop();
          }
        })
      : undefined;
  if (firstContent && before) {
    for (const link of ['local', 'throttled'] as const) {
      for (const page of ['deck', 'dashboard'] as const) {
        const ratio = firstContent[link][page].medianMs / before[link][page].medianMs;
        check(`conteúdo visível, ${page} (${link}): depois ÷ antes`, Number(ratio.toFixed(2)), '< 1', ratio < 1);
      }
    }
  }
} finally {
  await server.stop();
  await db.drop();
}

const chamados = await section('listar-chamados', async () => {
  const ticketsDb = await freshDatabase('tickets');
  try {
    await migrateLatest(ticketsDb.knex);
    return await benchListarChamados(ticketsDb.knex);
  } finally {
    await ticketsDb.drop();
  }
});
if (chamados) check('listar-chamados p95, 10 000 usuários / 1 000 000 mensagens (ms)', chamados.p95Ms, '≤ 150', chamados.p95Ms <= 150);

const funil = await section('funil', async () => {
  const funilDb = await freshDatabase('funil');
  try {
    await migrateLatest(funilDb.knex);
    return await benchFunil(funilDb.knex);
  } finally {
    await funilDb.drop();
  }
});
if (funil) {
  check('funil: página de coluna p95, 10 000 prospectos (ms)', funil.columnP95Ms, '≤ 150', funil.columnP95Ms <= 150);
  check('funil: números p95, 10 000 prospectos / 100 000 históricos (ms)', funil.numbersP95Ms, '≤ 200', funil.numbersP95Ms <= 200);
}

// The embedded default (PGlite) first: a burst of 500 events in 5 s must be answered, stored and applied in full.
const embedded = await section('whatsapp-webhook', () => benchWhatsappWebhookEmbedded({ sessionSecret: secret }), 'whatsapp-webhook-embedded');
if (embedded) {
  const answered = embedded.connectionErrors === 0 && embedded.neverAcknowledged === 0;
  check('webhook WhatsApp, banco embutido, 500 eventos em 5 s: resposta mais lenta (ms)', embedded.answerMaxMs, '≤ 5000', embedded.answerMaxMs <= 5000 && answered);
  check('webhook WhatsApp, banco embutido: erros de conexão', embedded.connectionErrors, '0', embedded.connectionErrors === 0);
  check('webhook WhatsApp, banco embutido: /healthz p99 durante a rajada (ms)', embedded.healthzP99Ms, '< 1000', embedded.healthzP99Ms < 1000);
  check('webhook WhatsApp, banco embutido: mensagens perdidas', embedded.lost, '0', embedded.lost === 0);
  check('webhook WhatsApp, banco embutido: mensagens duplicadas', embedded.doubled, '0', embedded.doubled === 0);
}

const whatsapp = await section('whatsapp-webhook', async () => {
  const waDb = await freshDatabase('whatsapp');
  await migrateLatest(waDb.knex);
  const appSecret = crypto.randomBytes(16).toString('hex');
  const waServer = await startBenchServer({
    DATABASE_URL: waDb.url,
    SESSION_SECRET: secret,
    PUBLIC_URL: 'http://localhost:3000',
    APP_URL: 'http://app.localhost:3000',
    ADMIN_PASSWORD: 'admin-bench-123',
    WHATSAPP_APP_SECRET: appSecret,
    WHATSAPP_VERIFY_TOKEN: 'bench-verify',
    BENCH_WEBHOOK_PROBE: '1',
  });
  try {
    return await benchWhatsappWebhook(waServer, waDb.knex, { appSecret, sessionSecret: secret });
  } finally {
    await waServer.stop();
    await waDb.drop();
  }
});
if (whatsapp) {
  check('webhook WhatsApp, 200 eventos/s: confirmação p50 (ms)', whatsapp.ackP50Ms, '—', true);
  check('webhook WhatsApp, 200 eventos/s: confirmação p99 (ms)', whatsapp.ackP99Ms, '≤ 100', whatsapp.ackP99Ms <= 100 && whatsapp.non200 + whatsapp.errors === 0);
  check('webhook WhatsApp: POSTs sem resposta (conexão reiniciada)', whatsapp.errors, '0', whatsapp.errors === 0);
  check('webhook WhatsApp: efeitos duplicados (10 % repetidos)', whatsapp.duplicateEffects, '0', whatsapp.duplicateEffects === 0 && whatsapp.storedMessages === whatsapp.distinctMessages);
  check('webhook WhatsApp → tela da equipe p50 (ms)', whatsapp.staffSocketP50Ms, '—', true);
  check('webhook WhatsApp → tela da equipe p99 (ms)', whatsapp.staffSocketP99Ms, '—', whatsapp.staffSocketReceived === whatsapp.distinctMessages);
}

const audio = await section('audio', () => benchAudio({ secret }));
if (audio) {
  check('áudio: KB por segundo de fala', audio.bytesPerSecondOfSpeech / 1024, '≤ 5', audio.bytesPerSecondOfSpeech <= 5 * 1024);
  const health = audio.healthzDuringDownloads;
  check('/healthz p99 durante 20 downloads de áudio longo (ms)', health.p99Ms, '≤ 200', health.p99Ms <= 200);
  check('downloads de áudio com falha', health.failed, '0', health.failed === 0);
  const victim = audio.victimDuringFlood;
  check('TTS curto de outro usuário durante 25 longos (ms)', victim.victimMs, '≤ 1000', victim.victimStatus === 200 && victim.victimMs <= 1000);
}

const csv = await section('csv-import', () => benchCsvImport({ rows: 20_000 }));
if (csv) {
  check('importação CSV de 20 000 linhas (ms)', csv.importMs, '≤ 5000', csv.importMs <= 5000 && csv.status < 300);
  check('atraso do event loop p99 durante a importação (ms)', csv.eventLoopDelayP99Ms, '≤ 100', csv.eventLoopDelayP99Ms <= 100);
}

const anki = await section('anki-import', () => benchAnkiImport({ notes: 20_000 }));
if (anki) {
  check('prévia de pacote Anki atual com 20 000 notas, thread nova (ms)', anki.previewCold.ms, '≤ 5000', anki.previewCold.ms <= 5000);
  check('prévia de pacote Anki atual com 20 000 notas, thread aquecida (ms)', anki.previewWarm.ms, '≤ 5000', anki.previewWarm.ms <= 5000);
  const worstHealth = Math.max(anki.previewCold.healthMaxMs, anki.previewWarm.healthMaxMs);
  check('/healthz máximo durante as prévias do Anki (ms)', worstHealth, '≤ 200', worstHealth <= 200);
  check('/healthz p99 durante as prévias ÷ p99 sem carga', Math.max(anki.previewCold.healthP99Ms, anki.previewWarm.healthP99Ms) / Math.max(anki.idleHealthP99Ms, 0.1), '—', true);
  check('importação de pacote Anki com 20 000 notas num deck novo (ms)', anki.importNewDeck.ms, '—', anki.importNewDeck.imported === 20_000);
}

const sim = await section('flashcards-sim', async () => benchFlashcardsSimulation());
if (sim) {
  const fsrs90 = sim.fsrs['0.9']!;
  check('revisões por card lembrado: FSRS 0,90 otimizado ÷ tabela (365 dias)', sim.ratio, '≤ 0,85', sim.ratio <= 0.85 && fsrs90.recallAtEnd >= sim.tabela.recallAtEnd);
  check('lembrança no dia 365: tabela', sim.tabela.recallAtEnd, '—', true);
  check('lembrança no dia 365: FSRS 0,90 otimizado', fsrs90.recallAtEnd, '≥ tabela', fsrs90.recallAtEnd >= sim.tabela.recallAtEnd);
  check('lembrança no dia 365: FSRS 0,90 com os pesos padrão', sim.fsrsDefault.recallAtEnd, '—', true);
  check(
    'revisões por card lembrado, à mesma lembrança: FSRS ÷ tabela',
    sim.matched?.ratio ?? Number.NaN,
    `≤ 0,85 (retenção ${sim.matched?.retention ?? 'nenhuma ≤ 0,97'})`,
    sim.matched !== null && sim.matched.ratio <= 0.85,
  );
}
const backup = await section('backup', () => benchBackup());
if (backup) {
  for (const engine of ['postgres', 'pglite'] as const) {
    const r = backup[engine];
    check(`backup ${engine}, 10 000 usuários / 1 000 000 mensagens: arquivo (MB)`, r.fileBytes / 1024 / 1024, '—', r.restoredRows === r.rows);
    check(`backup ${engine}: tempo (s)`, r.backupMs / 1000, '—', true);
    check(`backup ${engine}: banco retido pela cópia (s)`, r.snapshotMs / 1000, '—', true);
    check(`restauração ${engine} num banco vazio: tempo (s)`, r.restoreMs / 1000, '—', r.restoredRows === r.rows);
  }
}
const fcStats = await section('flashcards-stats', () => benchFlashcardsStats());
if (fcStats) check('estatísticas de estudo p95, 100 000 respostas no log (ms)', fcStats.p95Ms, '≤ 100', fcStats.p95Ms <= 100);

results.goals = goals;
results.finishedAt = new Date().toISOString();
const resultsFile = path.join(ROOT, 'bench/results.json');
// A partial run (--only) updates its own sections and goals and keeps the rest of the last full run's figures.
if (only && fs.existsSync(resultsFile)) {
  const previous = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as Record<string, unknown> & { goals?: Goal[] };
  const ranSections = new Set(Object.keys(results));
  const keptGoals = (previous.goals ?? []).filter((g) => !goals.some((n) => n.name === g.name));
  Object.assign(results, Object.fromEntries(Object.entries(previous).filter(([key]) => !ranSections.has(key))), { goals: [...keptGoals, ...goals] });
}
fs.writeFileSync(resultsFile, JSON.stringify(results, null, 2) + '\n');

const width = Math.max(...goals.map((g) => g.name.length));
process.stdout.write('\n' + 'Meta'.padEnd(width) + '  valor        objetivo\n');
for (const g of goals) process.stdout.write(`${g.pass ? '✔' : '✘'} ${g.name.padEnd(width)}  ${String(g.value).padEnd(11)}  ${g.goal}\n`);
process.stdout.write(`\n${goals.filter((g) => g.pass).length} de ${goals.length} metas atingidas. Resultados em bench/results.json\n`);
process.exit(0);
