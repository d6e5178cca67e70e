import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/lib/logger.js';
import { startQueue, type Queue } from '../../src/lib/queue.js';
import { RETENTION_QUEUE, retentionService, startRetentionJobs } from '../../src/retention/index.js';
import { useTestApp, testConfig } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, loggedIn, uniqueSuffix } from '../support/factories.js';

const t = useTestApp();

const DAY = 24 * 60 * 60 * 1000;
/** "Now" for the job: far enough ahead that the rows this test writes are the only ones its cut-offs split. */
const NOW = new Date('2030-06-15T12:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY);
const config = {
  RETENTION_AUDIT_DAYS: 190,
  RETENTION_WEBHOOK_DAYS: 30,
  RETENTION_DELETION_REQUEST_DAYS: 90,
  RETENTION_LOGIN_THROTTLE_DAYS: 30,
  RETENTION_AUDIO_DAYS: 90,
};
const run = () => retentionService({ db: t.db.knex, config, logger: createLogger('silent') }).run(NOW);
async function insertAudio(userId: number, ultimoUsoEm: Date): Promise<string> {
  const [row] = await t.db.knex('audio')
    .insert({ user_id: userId, hash: crypto.randomBytes(32).toString('hex'), voice: 'nova', mime: 'audio/mpeg', bytes: crypto.randomBytes(64), criado_em: ultimoUsoEm, ultimo_uso_em: ultimoUsoEm })
    .returning('id');
  return row.id as string;
}
const exists = async (table: string, where: Record<string, unknown>) => (await t.db.knex(table).where(where).first()) !== undefined;

describe('retention job (time moved by passing "now")', () => {
  it('when audit entries pass 190 days, then exactly those are deleted', async () => {
    const [old] = await t.db.knex('auditoria').insert({ acao: 'login', criado_em: daysBefore(191) }).returning('id');
    const [kept] = await t.db.knex('auditoria').insert({ acao: 'login', criado_em: daysBefore(189) }).returning('id');
    const report = await run();
    expect(report.auditoria).toBeGreaterThanOrEqual(1);
    expect(await exists('auditoria', { id: old.id })).toBe(false);
    expect(await exists('auditoria', { id: kept.id })).toBe(true);
  });

  it('when a stored webhook was processed more than 30 days ago, then it is deleted; recent or unprocessed ones stay', async () => {
    const insert = async (processado_em: Date | null) =>
      (await t.db.knex('whatsapp_eventos').insert({ corpo: JSON.stringify({ n: uniqueSuffix() }), recebido_em: daysBefore(400), processado_em }).returning('id'))[0].id;
    const old = await insert(daysBefore(31));
    const recent = await insert(daysBefore(29));
    const pending = await insert(null);
    await run();
    expect(await exists('whatsapp_eventos', { id: old })).toBe(false);
    expect(await exists('whatsapp_eventos', { id: recent })).toBe(true);
    expect(await exists('whatsapp_eventos', { id: pending })).toBe(true);
  });

  it('when a deletion request is older than 90 days, then its Facebook id is anonymised and its code still answers', async () => {
    const code = () => crypto.randomBytes(10).toString('hex');
    const oldCode = code();
    const recentCode = code();
    const facebookId = `fb-${uniqueSuffix()}`;
    await t.db.knex('deletion_requests').insert([
      { facebook_id: facebookId, confirmation_code: oldCode, status: 'concluida', recebido_em: daysBefore(91) },
      { facebook_id: facebookId, confirmation_code: recentCode, status: 'concluida', recebido_em: daysBefore(89) },
    ]);
    const report = await run();
    expect(report.pedidos_exclusao_anonimizados).toBeGreaterThanOrEqual(1);
    expect(await t.db.knex('deletion_requests').where({ confirmation_code: oldCode }).first()).toMatchObject({
      facebook_id: 'anonimizado',
      status: 'concluida',
    });
    expect((await t.db.knex('deletion_requests').where({ confirmation_code: recentCode }).first()).facebook_id).toBe(facebookId);
    const status = await new TestClient(t.app).get(`/api/deletion-status/${oldCode}`);
    expect(status.status).toBe(200);
    expect(JSON.stringify(status.body)).not.toContain(facebookId);
  });

  it('when sessions, WhatsApp confirmation codes and reset links have expired, then they are deleted and live ones stay', async () => {
    const user = await createUser(t.db.knex);
    const sid = (s: string) => `ret-${s}-${uniqueSuffix()}`;
    const [expiredSid, liveSid] = [sid('old'), sid('live')];
    await t.db.knex('sessions').insert([
      { sid: expiredSid, sess: JSON.stringify({}), expired: new Date(NOW.getTime() - 1000), user_id: null },
      { sid: liveSid, sess: JSON.stringify({}), expired: new Date(NOW.getTime() + DAY), user_id: user.id },
    ]);
    const other = await createUser(t.db.knex);
    await t.db.knex('whatsapp_verificacoes').insert([
      { user_id: user.id, numero: '5511900000001', codigo_hash: 'a'.repeat(64), expira_em: new Date(NOW.getTime() - 1000) },
      { user_id: other.id, numero: '5511900000002', codigo_hash: 'b'.repeat(64), expira_em: new Date(NOW.getTime() + 1000) },
    ]);
    await t.db.knex('password_reset_tokens').insert([
      { user_id: user.id, token_hash: crypto.randomBytes(32).toString('hex'), expira_em: new Date(NOW.getTime() - 1000) },
      { user_id: other.id, token_hash: crypto.randomBytes(32).toString('hex'), expira_em: new Date(NOW.getTime() + 1000) },
    ]);
    await run();
    expect(await exists('sessions', { sid: expiredSid })).toBe(false);
    expect(await exists('sessions', { sid: liveSid })).toBe(true);
    expect(await exists('whatsapp_verificacoes', { user_id: user.id })).toBe(false);
    expect(await exists('whatsapp_verificacoes', { user_id: other.id })).toBe(true);
    expect(await exists('password_reset_tokens', { user_id: user.id })).toBe(false);
    expect(await exists('password_reset_tokens', { user_id: other.id })).toBe(true);
  });

  it('when failed-login counters are older than 30 days, then they are deleted', async () => {
    const [oldKey, newKey] = [`conta:velho-${uniqueSuffix()}@x.com`, `conta:novo-${uniqueSuffix()}@x.com`];
    await t.db.knex('login_throttle').insert([
      { chave: oldKey, falhas: 3, ultima_em: daysBefore(31) },
      { chave: newKey, falhas: 3, ultima_em: daysBefore(29) },
    ]);
    await run();
    expect(await exists('login_throttle', { chave: oldKey })).toBe(false);
    expect(await exists('login_throttle', { chave: newKey })).toBe(true);
  });

  it('when generated audio was last used more than 90 days ago, then its row (with its bytes) and card links are deleted; recently used audio stays', async () => {
    const user = await createUser(t.db.knex);
    const [deck] = await t.db.knex('decks').insert({ user_id: user.id, materia: 'Bio', assunto: 'Cito', autor: 'A', grupo: 'ENEM', ano: 2025 }).returning('id');
    const [card] = await t.db.knex('flashcards').insert({ deck_id: deck.id, ordem: 1, frente: 'F', verso: 'V' }).returning('id');
    const old = await insertAudio(user.id, daysBefore(91));
    const recent = await insertAudio(user.id, daysBefore(89));
    await t.db.knex('flashcard_audio').insert([
      { flashcard_id: card.id, tipo: 'frente', audio_id: old },
      { flashcard_id: card.id, tipo: 'verso', audio_id: recent },
    ]);
    const report = await run();
    expect(report.audios_sem_uso).toBeGreaterThanOrEqual(1);
    expect(await exists('audio', { id: old })).toBe(false);
    expect(await exists('audio', { id: recent })).toBe(true);
    expect(await t.db.knex('flashcard_audio').where({ flashcard_id: card.id }).pluck('tipo')).toEqual(['verso']);
    expect(await exists('flashcards', { id: card.id })).toBe(true);
  });

  it('when an owner plays an old audio, then its last use moves to now and the job keeps it while the unplayed twin goes', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const longAgo = new Date(Date.now() - 100 * DAY);
    const played = await insertAudio(user.id, longAgo);
    const unplayed = await insertAudio(user.id, longAgo);
    const res = await client.get(`/api/audio/${played}`);
    expect(res.status).toBe(200);
    await retentionService({ db: t.db.knex, config, logger: createLogger('silent') }).run(new Date());
    expect(await exists('audio', { id: played })).toBe(true);
    expect(await exists('audio', { id: unplayed })).toBe(false);
  });

  it("when someone else requests an old audio, then its last use does not move", async () => {
    const owner = await createUser(t.db.knex);
    const { client: stranger } = await loggedIn(t.app, t.db.knex);
    const longAgo = new Date(Date.now() - 100 * DAY);
    const audio = await insertAudio(owner.id, longAgo);
    expect((await stranger.get(`/api/audio/${audio}`)).status).toBe(404);
    const row = await t.db.knex('audio').where({ id: audio }).first('ultimo_uso_em');
    expect(new Date(row.ultimo_uso_em).getTime()).toBe(longAgo.getTime());
  });

  it('when the job runs, then nothing else is touched: people, messages and recent audit stay', async () => {
    const user = await createUser(t.db.knex);
    await t.db.knex('mensagens').insert({ user_id: user.id, autor: 'user', mensagem: 'antiga', criado_em: daysBefore(3000) });
    await run();
    expect(await exists('users', { id: user.id })).toBe(true);
    expect(await exists('mensagens', { user_id: user.id })).toBe(true);
  });
});

describe('retention schedule', () => {
  let queue: Queue;
  afterAll(async () => {
    await queue?.stop();
  });

  it('when the jobs start, then a daily pg-boss schedule exists and a run of the queue applies the retention', async () => {
    queue = await startQueue(t.db.knex, createLogger('silent'), { pollingIntervalSeconds: 0.5, schedule: true });
    const retention = retentionService({ db: t.db.knex, config, logger: createLogger('silent') });
    await startRetentionJobs({ ...t.ctx, queue, config: testConfig({ RETENTION_CRON: '30 3 * * *' }) }, retention);
    const schedules = await queue.boss.getSchedules();
    expect(schedules).toEqual([expect.objectContaining({ name: RETENTION_QUEUE, cron: '30 3 * * *', options: expect.objectContaining({ tz: 'America/Sao_Paulo' }) })]);

    // The scheduled run uses the real clock: an audit entry from 200 days ago is past the default 190.
    const [old] = await t.db.knex('auditoria').insert({ acao: 'login', criado_em: new Date(Date.now() - 200 * DAY) }).returning('id');
    await queue.boss.send(RETENTION_QUEUE, {});
    await expect.poll(() => exists('auditoria', { id: old.id }), { timeout: 15_000, interval: 250 }).toBe(false);
  });
});
