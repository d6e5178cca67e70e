/**
 * Photos of the public site: admins upload advisors' and students' photos (checked by content, bounded in bytes and
 * pixels, resized to WebP, audited), the content uses them once saved, anyone reads them with long-lived caching, and
 * nobody else may upload. A refused upload stores nothing.
 */
import sharp from 'sharp';
import type { Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import { binary, TestClient } from '../support/client.js';
import { loggedIn } from '../support/factories.js';
import { APP_ORIGIN, useTestApp } from '../support/test-app.js';

const t = useTestApp();

const CONTENT = {
  nome_assessoria: 'Assessoria das fotos',
  whatsapp: '+55 11 98765-4321',
  mensagem_whatsapp: 'Olá! Vim pelo site.',
  horario_atendimento: null,
  cnpj: null,
  email_contato: null,
  contato_privacidade: null,
  assessores: [] as Array<Record<string, unknown>>,
};
const ADVISOR = { tratamento: 'Dra.', nome: 'Ana Lima', telefone: '5511912345678', nota: 'Médica' };

/** A photo-like image (smooth blotches, so it compresses like a real one) of the given size and format. */
async function image(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 };
  const size = { width: Math.ceil(width / 10), height: Math.ceil(height / 10) };
  const small = await sharp({ create: { ...size, channels: 3, background: '#888', noise } })
    .png()
    .toBuffer();
  return sharp(small).resize(width, height, { fit: 'fill' })[format]().toBuffer();
}

async function upload(client: TestClient, bytes: Buffer, query = '?tipo=assessor', filename = 'foto.jpg'): Promise<Response> {
  await client.prime();
  return client.agent
    .post(`/api/admin/site/fotos${query}`)
    .set('Origin', APP_ORIGIN)
    .set('X-XSRF-TOKEN', client.xsrf ?? '')
    .attach('arquivo', bytes, { filename, contentType: 'image/jpeg' });
}

const photoCount = async () => Number((await t.db.knex('fotos_site').count({ n: '*' }))[0]!.n);
const auditDetails = (userId: number) =>
  t.db.knex('auditoria').where({ ator_id: userId, acao: 'editar_site' }).orderBy('id').pluck('detalhes');

describe('site photos', () => {
  it('when an admin uploads a 4000 × 3000 JPEG for an advisor, then a 300 × 400 WebP is stored, served cacheable, and audited', async () => {
    const { client, user } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const res = await upload(client, await image(4000, 3000));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ foto: expect.stringMatching(/^\/api\/site\/fotos\/\d+$/), largura: 300, altura: 400 });

    const served = await binary(new TestClient(t.app).agent.get(res.body.foto));
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 400]);

    const again = await new TestClient(t.app).agent.get(res.body.foto).set('If-None-Match', served.headers.etag!);
    expect(again.status).toBe(304);
    await expect.poll(() => auditDetails(user.id)).toEqual([{ acao: 'foto', tipo: 'assessor', foto: res.body.foto }]);
  });

  it('when an admin uploads a portrait photo for a banner slide, then it is cropped to 4:3: 1080 × 810, or smaller without enlarging', async () => {
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const res = await upload(client, await image(1500, 2000), '?tipo=banner');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ largura: 1080, altura: 810 });
    const meta = await sharp((await binary(new TestClient(t.app).agent.get(res.body.foto))).body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1080, 810]);
    const small = await upload(client, await image(600, 800), '?tipo=banner');
    expect(small.body).toMatchObject({ largura: 600, altura: 450 });
  });

  it('when an admin saves an advisor with an uploaded photo, then the public site shows its path', async () => {
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const { foto } = (await upload(client, await image(600, 800, 'png'), '?tipo=assessor', 'retrato.png')).body as {
      foto: string;
    };
    const saved = await client.put('/api/admin/site', { ...CONTENT, assessores: [{ ...ADVISOR, foto }] });
    expect(saved.status).toBe(200);
    expect(saved.body.alterados).toContain('assessores');
    const site = await new TestClient(t.app).get('/api/site');
    expect(site.body.assessores).toEqual([{ ...ADVISOR, foto }]);
  });

  it("when an admin saves students' photos, then the carousel shows them and the checklist counts them as done", async () => {
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const res = await upload(client, await image(1200, 900, 'webp'), '?tipo=assessorado', 'turma.webp');
    expect(res.body).toMatchObject({ largura: 800, altura: 800 });
    const saved = await client.put('/api/admin/site', { ...CONTENT, assessorados: [res.body.foto] });
    expect(saved.status).toBe(200);
    expect(saved.body.checklist.find((s: { item: string }) => s.item === 'fotos').configurado).toBe(true);
    expect((await new TestClient(t.app).get('/api/site')).body.assessorados).toEqual([res.body.foto]);
  });

  it('when a save names a photo that was never uploaded, or is not a photo path, then 400 and nothing is stored', async () => {
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const before = await t.db.knex('conteudo_site').where({ id: 1 }).first();
    const cases = [
      [{ assessores: [{ ...ADVISOR, foto: '/api/site/fotos/2147483000' }] }, /não existe mais/],
      [{ assessores: [{ ...ADVISOR, foto: '<img src=x onerror=alert(1)>' }] }, /Foto inválida/],
      [{ assessores: [{ ...ADVISOR, foto: 'https://example.com/a.jpg' }] }, /Foto inválida/],
      [{ assessorados: ['javascript:alert(1)'] }, /Foto inválida/],
    ] as const;
    for (const [change, message] of cases) {
      const res = await client.put('/api/admin/site', { ...CONTENT, ...change });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
    }
    expect(await t.db.knex('conteudo_site').where({ id: 1 }).first()).toEqual(before);
  });

  it.each([
    [
      'an SVG sent as image/png',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      /JPEG, PNG ou WebP/,
    ],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
      /JPEG, PNG ou WebP/,
    ],
    ['a text file', () => Buffer.from('não sou uma foto'), /JPEG, PNG ou WebP/],
    ['a truncated JPEG', async () => (await image(800, 600)).subarray(0, 2000), /corrompido ou incompleto/],
    ['a PNG 6001 pixels wide', () => image(6001, 200, 'png'), /6001 × 200 pixels/],
    ['a PNG 199 pixels high', () => image(300, 199, 'png'), /300 × 199 pixels: use uma de pelo menos 200/],
    ['5 MB and one byte', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 - 2)]), /até 5 MB/],
    // One byte under the limit goes through to the decoder, which refuses it for what it is.
    [
      '5 MB of junk after a JPEG signature',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 - 3)]),
      /corrompido/,
    ],
  ])('when an admin uploads %s, then 400 with a Portuguese error and nothing is stored', async (_case, make, message) => {
    const { client, user } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const before = await photoCount();
    const res = await upload(client, await make());
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect(await photoCount()).toBe(before);
    expect(await auditDetails(user.id)).toEqual([]);
  });

  it('when a PNG is 6000 × 200 pixels, then it is accepted, cropped to the square and never enlarged', async () => {
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const res = await upload(client, await image(6000, 200, 'png'), '?tipo=assessorado');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ largura: 200, altura: 200 });
  });

  it.each([
    ['no kind', ''],
    ['an unknown kind', '?tipo=capa'],
  ])('when the upload names %s, then 400', async (_case, query) => {
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const res = await upload(client, await image(200, 200), query);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/tipo=assessor/);
  });

  it('when the upload carries no file, then 400', async () => {
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const res = await client.post('/api/admin/site/fotos?tipo=assessor', {});
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/campo "arquivo"/);
  });

  it('when a colaborador or a student uploads, then 403 and nothing is stored', async () => {
    const before = await photoCount();
    for (const role of ['colaborador', 'usuario'] as const) {
      const { client } = await loggedIn(t.app, t.db.knex, { role });
      const res = await upload(client, await image(200, 200));
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual(expect.any(String));
    }
    expect(await photoCount()).toBe(before);
  });

  it('when a save leaves photos unused, then those uploaded over a day ago are deleted and fresh ones kept', async () => {
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const old = (await upload(client, await image(200, 200))).body.foto as string;
    const fresh = (await upload(client, await image(200, 200))).body.foto as string;
    const id = (path: string) => Number(path.split('/').pop());
    await t.db
      .knex('fotos_site')
      .where({ id: id(old) })
      .update({ criado_em: t.db.knex.raw("now() - interval '25 hours'") });
    expect((await client.put('/api/admin/site', CONTENT)).status).toBe(200);
    expect(
      await t.db
        .knex('fotos_site')
        .whereIn('id', [id(old), id(fresh)])
        .pluck('id'),
    ).toEqual([id(fresh)]);
    expect((await new TestClient(t.app).get(old)).status).toBe(404);
  });
});
