import { beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { consentToMarketing, createUser, loggedIn, uniqueSuffix } from '../support/factories.js';

// No queue here: envios are written and wait as rows (the queue tests are in marketing-delivery.test.ts).
const t = useTestApp();
let admin: TestClient;
beforeAll(async () => {
  ({ client: admin } = await loggedIn(t.app, t.db.knex, { role: 'admin' }));
});

let numberSeq = 0;
function numero(): string {
  numberSeq += 1;
  return `55119${String(((Date.now() % 1e5) * 1000 + numberSeq) % 1e8).padStart(8, '0')}`;
}

async function prospect(knex: Knex, overrides: { whatsapp?: string | null; opt_out?: boolean; role?: 'usuario' | 'colaborador' | 'admin' } = {}) {
  const user = await createUser(knex, { role: overrides.role ?? 'usuario', whatsapp: overrides.whatsapp === undefined ? numero() : overrides.whatsapp });
  await consentToMarketing(knex, [user.id]);
  if (overrides.opt_out) {
    await knex('consentimentos').insert({ user_id: user.id, finalidade: 'marketing_whatsapp', valor: false, canal: 'configuracoes', versao_texto: 'v', texto: 't' });
    await knex('users').where({ id: user.id }).update({ marketing_opt_out: true });
  }
  return user;
}

const countRows = async (table: string) => Number((await t.db.knex(table).count({ n: '*' }).first())?.n);

describe('GET /api/prospectos', () => {
  it('when an admin asks, then registered usuarios with a WhatsApp who did not opt out come back as {id, nome, whatsapp}', async () => {
    const knex = t.db.knex;
    const ok = await prospect(knex);
    const optedOut = await prospect(knex, { opt_out: true });
    const noPhone = await prospect(knex, { whatsapp: null });
    const staff = await prospect(knex, { role: 'colaborador' });

    const res = await admin.get('/api/prospectos');
    expect(res.status).toBe(200);
    const ids = (res.body as { id: number }[]).map((p) => p.id);
    expect(res.body.find((p: { id: number }) => p.id === ok.id)).toEqual({ id: ok.id, nome: ok.username, whatsapp: ok.whatsapp });
    expect(ids).not.toContain(optedOut.id);
    expect(ids).not.toContain(noPhone.id);
    expect(ids).not.toContain(staff.id);
  });

  it('when a usuario or colaborador asks, then 403; anonymous, then 401', async () => {
    for (const role of ['usuario', 'colaborador'] as const) {
      const { client } = await loggedIn(t.app, t.db.knex, { role });
      expect((await client.get('/api/prospectos')).status).toBe(403);
    }
    expect((await new TestClient(t.app).get('/api/prospectos')).status).toBe(401);
  });
});

describe('POST /api/enviar-modelo-marketing', () => {
  it('when an admin sends a known template, then a campaign and one queued template per contact exist', async () => {
    const knex = t.db.knex;
    const a = await prospect(knex);
    const b = await prospect(knex);
    const res = await admin.post('/api/enviar-modelo-marketing', {
      contatos: [
        { id: a.id, nome: a.username, whatsapp: a.whatsapp },
        { id: b.id, nome: b.username, whatsapp: b.whatsapp },
      ],
      nomeModelo: 'anuncio_medicina_paraguai',
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ sucesso: true, enfileiradas: 2, ignorados: 0 });
    const envios = await knex('whatsapp_envios').where({ campanha_id: res.body.campanhaId }).orderBy('user_id');
    expect(envios.map((e) => [e.user_id, e.numero, e.tipo, e.modelo, e.status])).toEqual(
      [a, b].sort((x, y) => x.id - y.id).map((u) => [u.id, u.whatsapp, 'modelo', 'anuncio_medicina_paraguai', 'na_fila']),
    );
    const campaign = await knex('campanhas_marketing').where({ id: res.body.campanhaId }).first();
    expect(campaign).toMatchObject({ modelo: 'anuncio_medicina_paraguai' });
  });

  it('when the template is not on the server list, then 400 with erro and nothing is stored', async () => {
    const a = await prospect(t.db.knex);
    const [campaigns, envios] = [await countRows('campanhas_marketing'), await countRows('whatsapp_envios')];
    for (const nomeModelo of ['anuncio_outro_produto', 'HELLO_WORLD', '', 'x'.repeat(500)]) {
      const res = await admin.post('/api/enviar-modelo-marketing', { contatos: [{ id: a.id, nome: a.username, whatsapp: a.whatsapp }], nomeModelo });
      expect(res.status).toBe(400);
      expect(res.body.erro).toBeTypeOf('string');
    }
    const unknown = await admin.post('/api/enviar-modelo-marketing', { contatos: [{ id: a.id }], nomeModelo: 'anuncio_outro_produto' });
    expect(unknown.body).toMatchObject({ sucesso: false, erro: 'Modelo de mensagem desconhecido.' });
    expect(await countRows('campanhas_marketing')).toBe(campaigns);
    expect(await countRows('whatsapp_envios')).toBe(envios);
  });

  it('when contacts repeat, share a number, opted out or are not prospects, then each number gets one message and the rest is ignored', async () => {
    const knex = t.db.knex;
    const shared = numero();
    const a = await prospect(knex, { whatsapp: shared });
    const twin = await prospect(knex, { whatsapp: shared });
    const b = await prospect(knex);
    const optedOut = await prospect(knex, { opt_out: true });
    const staff = await prospect(knex, { role: 'admin' });
    const res = await admin.post('/api/enviar-modelo-marketing', {
      contatos: [a, a, twin, b, optedOut, staff, { id: 2_000_000_000 }].map((u) => ({ id: u.id, whatsapp: '5511900000000' })),
      nomeModelo: 'hello_world',
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ sucesso: true, enfileiradas: 2, ignorados: 5 });
    const envios = await knex('whatsapp_envios').where({ campanha_id: res.body.campanhaId });
    // Numbers come from the accounts, never from the request.
    expect(envios.map((e) => e.numero).sort()).toEqual([shared, b.whatsapp].sort());
  });

  it('when the body is malformed, then a clean 400 with erro', async () => {
    for (const body of [{}, { contatos: 'todos', nomeModelo: 'hello_world' }, { contatos: [], nomeModelo: 'hello_world' }, { contatos: [{ id: 'x' }], nomeModelo: 'hello_world' }]) {
      const res = await admin.post('/api/enviar-modelo-marketing', body);
      expect(res.status).toBe(400);
      expect(res.body.erro).toBeTypeOf('string');
    }
  });

  it('when no contact can receive marketing, then 400 and no campaign', async () => {
    const optedOut = await prospect(t.db.knex, { opt_out: true });
    const campaigns = await countRows('campanhas_marketing');
    const res = await admin.post('/api/enviar-modelo-marketing', { contatos: [{ id: optedOut.id }], nomeModelo: 'hello_world' });
    expect(res.status).toBe(400);
    expect(res.body.erro).toMatch(/Nenhum contato válido/);
    expect(await countRows('campanhas_marketing')).toBe(campaigns);
  });

  it('when a usuario or colaborador sends, then 403; anonymous, then 401; nothing is stored', async () => {
    const a = await prospect(t.db.knex);
    const envios = await countRows('whatsapp_envios');
    for (const role of ['usuario', 'colaborador'] as const) {
      const { client } = await loggedIn(t.app, t.db.knex, { role });
      const res = await client.post('/api/enviar-modelo-marketing', { contatos: [{ id: a.id }], nomeModelo: 'hello_world' });
      expect(res.status).toBe(403);
    }
    const anon = await new TestClient(t.app).post('/api/enviar-modelo-marketing', { contatos: [{ id: a.id }], nomeModelo: 'hello_world' });
    expect(anon.status).toBe(401);
    expect(await countRows('whatsapp_envios')).toBe(envios);
  });

  it('when the list is 1 000 contacts, then 1 000 template jobs exist for one campaign', async () => {
    const knex = t.db.knex;
    const tag = uniqueSuffix();
    const rows: { id: number; username: string; whatsapp: string }[] = await knex('users')
      .insert(
        Array.from({ length: 1000 }, (_, i) => ({
          username: `Prospecto ${tag} ${i}`,
          email: `prospecto-${tag}-${i}@exemplo.com`,
          password_hash: 'x',
          role: 'usuario',
          whatsapp: `55219${String(i).padStart(4, '0')}${tag.slice(0, 4).replace(/\D/g, '7').padEnd(4, '7')}`,
        })),
      )
      .returning(['id', 'username', 'whatsapp']);
    await consentToMarketing(knex, rows.map((r) => r.id));
    expect(new Set(rows.map((r) => r.whatsapp)).size).toBe(1000);
    const started = performance.now();
    const res = await admin.post('/api/enviar-modelo-marketing', {
      contatos: rows.map((r) => ({ id: r.id, nome: r.username, whatsapp: r.whatsapp })),
      nomeModelo: 'anuncio_medicina_paraguai_2',
    });
    const elapsed = performance.now() - started;
    console.info(`[marketing] 1 000 contacts enqueued (no queue running) in ${elapsed.toFixed(0)} ms`);
    expect(res.status).toBe(202);
    expect(res.body.enfileiradas).toBe(1000);
    const envios = await knex('whatsapp_envios').where({ campanha_id: res.body.campanhaId });
    expect(envios).toHaveLength(1000);
    expect(new Set(envios.map((e) => e.user_id))).toEqual(new Set(rows.map((r) => r.id)));
    expect(envios.every((e) => e.tipo === 'modelo' && e.modelo === 'anuncio_medicina_paraguai_2' && e.status === 'na_fila')).toBe(true);
  });

  it('when the contact list is larger than the default 100 kB body limit, then it is still accepted', async () => {
    const a = await prospect(t.db.knex);
    const filler = Array.from({ length: 5000 }, (_, i) => ({ id: 1_500_000_000 + i, nome: `Contato que não existe ${i}`, whatsapp: '5511987654321' }));
    const body = { contatos: [{ id: a.id, nome: a.username, whatsapp: a.whatsapp }, ...filler], nomeModelo: 'hello_world' };
    expect(JSON.stringify(body).length).toBeGreaterThan(100 * 1024);
    const res = await admin.post('/api/enviar-modelo-marketing', body);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ enfileiradas: 1, ignorados: 5000 });
  });
});

describe('campaign status', () => {
  it('when an admin opens a campaign, then counts per state and failures with a Portuguese reason come back', async () => {
    const knex = t.db.knex;
    const a = await prospect(knex);
    const b = await prospect(knex);
    const c = await prospect(knex);
    const sent = await admin.post('/api/enviar-modelo-marketing', { contatos: [a, b, c].map((u) => ({ id: u.id })), nomeModelo: 'hello_world' });
    const id = sent.body.campanhaId;
    await knex('whatsapp_envios').where({ campanha_id: id, user_id: a.id }).update({ status: 'enviado', wa_message_id: 'wamid.X' });
    await knex('whatsapp_envios')
      .where({ campanha_id: id, user_id: b.id })
      .update({ status: 'falhou', erro_codigo: 131026, erro_mensagem: 'Message undeliverable' });

    const res = await admin.get(`/api/campanhas-marketing/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, modelo: 'hello_world', total: 3, na_fila: 1, enviado: 1, falhou: 1 });
    expect(res.body.falhas).toEqual([{ nome: b.username, numero: b.whatsapp, erro_codigo: 131026, motivo: expect.any(String) }]);
    expect(res.body.falhas[0].motivo.length).toBeGreaterThan(5);

    const list = await admin.get('/api/campanhas-marketing');
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ id, total: 3, enviado: 1, falhou: 1, na_fila: 1 });
  });

  it('when the campaign does not exist, then 404; non-admins get 403 and anonymous 401', async () => {
    expect((await admin.get('/api/campanhas-marketing/999999')).status).toBe(404);
    expect((await admin.get('/api/campanhas-marketing/abc')).status).toBe(400);
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    expect((await client.get('/api/campanhas-marketing')).status).toBe(403);
    expect((await client.get('/api/modelos-marketing')).status).toBe(403);
    expect((await new TestClient(t.app).get('/api/campanhas-marketing/1')).status).toBe(401);
  });

  it('when an admin asks for the templates, then the server list derived from the product slug', async () => {
    const res = await admin.get('/api/modelos-marketing');
    expect(res.body.map((o: { valor: string }) => o.valor)).toEqual(['anuncio_medicina_paraguai', 'anuncio_medicina_paraguai_2', 'hello_world']);
  });
});
