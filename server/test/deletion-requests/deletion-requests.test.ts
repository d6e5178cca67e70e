import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { startTestApp, useTestApp, PUBLIC_ORIGIN } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { loggedIn, uniqueSuffix } from '../support/factories.js';
import { signRequest, DELETION_STATUS_PER_IP_PER_MINUTE } from '../../src/deletion-requests/index.js';

const SECRET = 'segredo-de-teste-do-facebook';
const t = useTestApp({ env: { FACEBOOK_APP_SECRET: SECRET } });

const facebookId = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));
const signed = (userId: string, secret = SECRET, extra: Record<string, unknown> = {}) =>
  signRequest({ algorithm: 'HMAC-SHA256', user_id: userId, issued_at: Math.floor(Date.now() / 1000), ...extra }, secret);

/** Facebook posts a form from its servers: no cookie, no CSRF token, no Origin. */
const callback = (body: string | Record<string, string | undefined>) =>
  request(t.app).post('/api/facebook/data-deletion').type('form').send(body);

const rowsFor = (id: string) => t.db.knex('deletion_requests').where({ facebook_id: id });

describe('POST /api/facebook/data-deletion', () => {
  it('when the signed_request is valid, then the request is stored and the status URL and code come back', async () => {
    const id = facebookId();
    const res = await callback({ signed_request: signed(id) });
    expect(res.status).toBe(200);
    expect(res.body.confirmation_code).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(res.body.url).toBe(`${PUBLIC_ORIGIN}/deletion-status?code=${res.body.confirmation_code}`);
    const rows = await rowsFor(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ facebook_id: id, confirmation_code: res.body.confirmation_code, status: 'concluida' });
    expect(rows[0].recebido_em).toBeInstanceOf(Date);
    expect(Math.abs(rows[0].recebido_em.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('when Facebook repeats the request for the same user within a day, then the same code comes back and one row exists', async () => {
    const id = facebookId();
    const first = await callback({ signed_request: signed(id) });
    const [second, third] = await Promise.all([callback({ signed_request: signed(id) }), callback({ signed_request: signed(id) })]);
    expect(second.body.confirmation_code).toBe(first.body.confirmation_code);
    expect(third.body.confirmation_code).toBe(first.body.confirmation_code);
    expect(await rowsFor(id)).toHaveLength(1);
  });

  it('when the earlier request for that user is older than a day, then a new code is issued', async () => {
    const id = facebookId();
    const first = await callback({ signed_request: signed(id) });
    await rowsFor(id).update({ recebido_em: t.db.knex.raw("now() - interval '25 hours'") });
    const second = await callback({ signed_request: signed(id) });
    expect(second.status).toBe(200);
    expect(second.body.confirmation_code).not.toBe(first.body.confirmation_code);
    expect(await rowsFor(id)).toHaveLength(2);
  });

  it('when the payload was tampered with, then 400 and nothing is stored', async () => {
    const id = facebookId();
    const [signature] = signed(facebookId()).split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ algorithm: 'HMAC-SHA256', user_id: id })).toString('base64url');
    const res = await callback({ signed_request: `${signature}.${forgedPayload}` });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'signed_request inválido.' });
    expect(await rowsFor(id)).toHaveLength(0);
  });

  it('when it was signed with another secret, then 400 and nothing is stored', async () => {
    const id = facebookId();
    const res = await callback({ signed_request: signed(id, 'segredo-errado') });
    expect(res.status).toBe(400);
    expect(await rowsFor(id)).toHaveLength(0);
  });

  it('when the algorithm is not HMAC-SHA256, then 400 and nothing is stored', async () => {
    const id = facebookId();
    const res = await callback({ signed_request: signed(id, SECRET, { algorithm: 'HMAC-SHA1' }) });
    expect(res.status).toBe(400);
    expect(await rowsFor(id)).toHaveLength(0);
  });

  it('when the body is garbage, missing or JSON of the wrong shape, then a clean 400', async () => {
    const before = await t.db.knex('deletion_requests').count({ n: '*' }).first();
    for (const body of [{ signed_request: 'lixo' }, { signed_request: '....' }, { signed_request: 'a'.repeat(10_000) }, {}, 'signed_request=']) {
      const res = await callback(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBeTypeOf('string');
    }
    const json = await request(t.app).post('/api/facebook/data-deletion').send({ signed_request: ['x'] });
    expect(json.status).toBe(400);
    const after = await t.db.knex('deletion_requests').count({ n: '*' }).first();
    expect(after?.n).toBe(before?.n);
  });

  it('when the app secret is not configured, then even a well-formed request is refused and nothing is stored', async () => {
    const other = await startTestApp({ env: { FACEBOOK_APP_SECRET: undefined } });
    try {
      const id = facebookId();
      const res = await request(other.app).post('/api/facebook/data-deletion').type('form').send({ signed_request: signed(id) });
      expect(res.status).toBe(400);
      expect(await other.db.knex('deletion_requests').count({ n: '*' }).first()).toEqual({ n: 0 });
    } finally {
      await other.stop();
    }
  });
});

describe('GET /api/deletion-requests', () => {
  it('when an admin asks, then the requests come back newest first with facebook_id, confirmation_code and recebido_em', async () => {
    const older = facebookId();
    const newer = facebookId();
    await callback({ signed_request: signed(older) });
    await rowsFor(older).update({ recebido_em: t.db.knex.raw("now() - interval '1 hour'") });
    const { body: created } = await callback({ signed_request: signed(newer) });
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const res = await client.get('/api/deletion-requests');
    expect(res.status).toBe(200);
    const ids = (res.body as { facebook_id: string }[]).map((r) => r.facebook_id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(res.body[ids.indexOf(newer)]).toMatchObject({ facebook_id: newer, confirmation_code: created.confirmation_code });
    expect(Date.parse(res.body[ids.indexOf(newer)].recebido_em)).not.toBeNaN();
  });

  it('when a usuario or colaborador asks, then 403; anonymous, then 401', async () => {
    for (const role of ['usuario', 'colaborador'] as const) {
      const { client } = await loggedIn(t.app, t.db.knex, { role });
      const res = await client.get('/api/deletion-requests');
      expect(res.status).toBe(403);
      expect(res.body.error).toBeTypeOf('string');
    }
    expect((await new TestClient(t.app).get('/api/deletion-requests')).status).toBe(401);
  });
});

describe('GET /api/deletion-status/:code', () => {
  it('when the code exists, then anyone sees its status and dates', async () => {
    const { body } = await callback({ signed_request: signed(facebookId()) });
    const res = await request(t.app).get(`/api/deletion-status/${body.confirmation_code}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      confirmation_code: body.confirmation_code,
      status: 'concluida',
      recebido_em: expect.any(String),
      concluido_em: expect.any(String),
    });
    expect(res.body).not.toHaveProperty('facebook_id');
    expect(Date.parse(res.body.concluido_em)).toBeGreaterThanOrEqual(Date.parse(res.body.recebido_em));
  });

  it('when the request is still open, then concluido_em is null', async () => {
    const { body } = await callback({ signed_request: signed(facebookId()) });
    await t.db.knex('deletion_requests').where({ confirmation_code: body.confirmation_code }).update({ status: 'em_andamento', concluido_em: null });
    const res = await request(t.app).get(`/api/deletion-status/${body.confirmation_code}`);
    expect(res.body).toMatchObject({ status: 'em_andamento', concluido_em: null });
  });

  it('when the code is unknown or malformed, then 404 with the Portuguese message', async () => {
    for (const code of ['A'.repeat(20), `x${uniqueSuffix()}`, "'%20or%201=1--"]) {
      const res = await request(t.app).get(`/api/deletion-status/${code}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Solicitação não encontrada.' });
    }
  });

  // Last in the file: it spends this app's per-IP budget.
  it('when one address looks up too many codes in a minute, then 429', async () => {
    let last: request.Response | undefined;
    for (let i = 0; i <= DELETION_STATUS_PER_IP_PER_MINUTE; i += 1) {
      last = await request(t.app).get(`/api/deletion-status/${'B'.repeat(20)}`);
    }
    expect(last?.status).toBe(429);
    expect(last?.body.error).toBe('Muitas consultas. Aguarde um minuto e tente novamente.');
  });
});
