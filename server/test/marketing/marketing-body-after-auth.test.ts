import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { APP_ORIGIN, useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { consentToMarketing, createUser, loggedIn } from '../support/factories.js';

const t = useTestApp();

const SEND = '/api/enviar-modelo-marketing';
const JSON_HEADER = { 'Content-Type': 'application/json' };

/** 1.5 MB that no JSON parser accepts: a 400 'JSON malformado.' proves it was read, a 401/403 that it was not. */
const malformedLargeBody = `{"contatos":[${'['.repeat(1_500_000)}`;

describe('the marketing send reads its large body only for admins', () => {
  it('when an anonymous caller with a CSRF token posts 1.5 MB of broken JSON, then 401 before the body is parsed', async () => {
    const anonymous = await new TestClient(t.app).prime();
    const res = await anonymous.send('post', SEND, malformedLargeBody, JSON_HEADER);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Faça login para continuar.');
  });

  it('when a cookieless caller posts 1.5 MB of broken JSON, then 403 from the CSRF check before the body is parsed', async () => {
    const res = await request(t.app).post(SEND).set('Origin', APP_ORIGIN).set(JSON_HEADER).send(malformedLargeBody);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/CSRF/);
  });

  it.each(['usuario', 'colaborador'] as const)(
    'when a %s posts 1.5 MB of broken JSON, then 403 before the body is parsed',
    async (role) => {
      const { client } = await loggedIn(t.app, t.db.knex, { role });
      const res = await client.send('post', SEND, malformedLargeBody, JSON_HEADER);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('Acesso negado.');
    },
  );

  it('when an admin posts 1.5 MB of broken JSON, then the body is parsed and answered 400 JSON malformado', async () => {
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const res = await client.send('post', SEND, malformedLargeBody, JSON_HEADER);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('JSON malformado.');
  });

  it('when an admin posts a valid 1.5 MB contact list, then it is accepted', async () => {
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const prospect = await createUser(t.db.knex);
    await consentToMarketing(t.db.knex, [prospect.id]);
    const filler = Array.from({ length: 19_999 }, (_, i) => ({
      id: 1_500_000_000 + i,
      nome: `Contato que não existe ${i}`,
      whatsapp: '5511987654321',
    }));
    const body = {
      contatos: [{ id: prospect.id, nome: prospect.username, whatsapp: prospect.whatsapp }, ...filler],
      nomeModelo: 'hello_world',
    };
    expect(JSON.stringify(body).length).toBeGreaterThan(1_400_000);
    const res = await client.post(SEND, body);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ enfileiradas: 1, ignorados: 19_999 });
  });

  it('when an admin posts more than 2 MB, then 413 with a Portuguese error', async () => {
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const res = await client.send('post', SEND, `{"contatos":[],"pad":"${'x'.repeat(2_200_000)}"}`, JSON_HEADER);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('Conteúdo grande demais.');
  });

  it('when another API route receives more than 100 kB of JSON, then 413 as before', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const res = await client.send('post', '/api/chatgpt', `{"message":"${'x'.repeat(150_000)}"}`, JSON_HEADER);
    expect(res.status).toBe(413);
  });
});
