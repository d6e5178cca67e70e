/**
 * The advisory's site content: a fresh install shows no contact number; admins save it (validated, audited) and the
 * public read changes at once; the shipped example is marked as one and carries no phone; the checklist follows the
 * configuration; the waiting notice quotes the office hours the advisory set.
 */
import { describe, expect, it } from 'vitest';
import { siteContentService } from '../../src/site-content/index.js';
import { loggedIn } from '../support/factories.js';
import { TestClient } from '../support/client.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

const VALID = {
  nome_assessoria: 'Assessoria Caminho da Medicina',
  whatsapp: '+55 (11) 98765-4321',
  mensagem_whatsapp: 'Olá! Quero estudar medicina no Paraguai.',
  horario_atendimento: 'segunda a sexta, das 9h às 18h',
  cnpj: '12.345.678/0001-90',
  email_contato: 'contato@caminho.com.br',
  contato_privacidade: 'Ana Lima, privacidade@caminho.com.br',
  assessores: [{ tratamento: 'Dra.', nome: 'Ana Lima', telefone: '5511912345678', nota: 'Médica pela UCP (2019-2024)' }],
};

const SLIDE = {
  selo: 'Matrículas abertas',
  titulo: 'Turma de março',
  descricao: 'Inscrições até fevereiro.',
  imagem: '/assets/banner/banner-turma.svg',
  acao: { texto: 'Tirar dúvidas', destino: 'assistente' },
};

/** The public read of an instance with no copy yet (this app's instance keeps one for 3 s). */
const freshRead = () =>
  siteContentService({ db: t.db.knex, integrations: { email: false, whatsappApi: false, openai: false } }).publicSite();
const storedRow = () => t.db.knex('conteudo_site').where({ id: 1 }).first();
const publicSite = async () => (await new TestClient(t.app).get('/api/site')).body as Record<string, unknown>;

describe('site content', () => {
  it('when nothing was set, then the public read holds no phone number and every checklist item is pending', async () => {
    const body = await publicSite();
    expect(body).toMatchObject({ whatsapp: null, assessores: [], assessorados: [], horario_atendimento: null });
    expect(JSON.stringify(body)).not.toMatch(/\d{8,}/);

    const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const admin = await client.get('/api/admin/site');
    expect(admin.status).toBe(200);
    expect(admin.body.exemplo).toBe(false);
    expect(admin.body.atualizado_em).toBeNull();
    expect(admin.body.checklist).toEqual([
      { item: 'contato', configurado: false, opcional: false },
      { item: 'assessores', configurado: false, opcional: false },
      { item: 'fotos', configurado: false, opcional: false },
      { item: 'email', configurado: false, opcional: false },
      { item: 'whatsapp_api', configurado: false, opcional: false },
      { item: 'openai', configurado: false, opcional: true },
    ]);
  });

  it.each([
    ['a phone that cannot be a WhatsApp', { whatsapp: '12345' }, /Número de WhatsApp inválido/],
    [
      "an advisor's bad phone",
      { assessores: [{ ...VALID.assessores[0], telefone: '+55 11 1234' }] },
      /Número de WhatsApp inválido/,
    ],
    ['HTML in a text', { horario_atendimento: '<b>9h às 18h</b>' }, /Não use HTML/],
    [
      "HTML in an advisor's note",
      { assessores: [{ ...VALID.assessores[0], nota: '<img src=x onerror=alert(1)>' }] },
      /Não use HTML/,
    ],
    ['an empty name', { nome_assessoria: '   ' }, /Preencha: nome da assessoria/],
    ['an 81-character name', { nome_assessoria: 'a'.repeat(81) }, /até 80 caracteres/],
    ['a malformed CNPJ', { cnpj: '12' }, /CNPJ inválido/],
    ['a malformed e-mail', { email_contato: 'contato@' }, /E-mail de contato inválido/],
    ['13 advisors', { assessores: Array.from({ length: 13 }, () => VALID.assessores[0]) }, /até 12 assessores/],
    ['a slide whose image is another address', { banner: [{ ...SLIDE, imagem: 'https://example.com/x.png' }] }, /Foto inválida/],
    ['HTML in a slide title', { banner: [{ ...SLIDE, titulo: '<script>alert(1)</script>' }] }, /Não use HTML/],
    ['a slide without a title', { banner: [{ ...SLIDE, titulo: ' ' }] }, /Preencha: título do slide/],
    [
      'a slide button leading elsewhere',
      { banner: [{ ...SLIDE, acao: { texto: 'Ir', destino: 'https://example.com' } }] },
      /Destino do botão do slide inválido/,
    ],
    [
      'a slide button without text',
      { banner: [{ ...SLIDE, acao: { texto: '', destino: 'assistente' } }] },
      /Preencha: texto do botão do slide/,
    ],
    ['7 slides', { banner: Array.from({ length: 7 }, () => SLIDE) }, /até 6 slides/],
  ])('when an admin sends %s, then 400 with a Portuguese error and nothing is stored', async (_case, change, message) => {
    const { client, user } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const before = await storedRow();
    const res = await client.put('/api/admin/site', { ...VALID, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect(await storedRow()).toEqual(before);
    expect(await t.db.knex('auditoria').where({ ator_id: user.id, acao: 'editar_site' }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('when a broken character (a lone surrogate) is sent, then the text is stored with the replacement character, never a 500', async () => {
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const res = await client.put('/api/admin/site', { ...VALID, nome_assessoria: 'Assessoria \ud800x' });
    expect(res.status).toBe(200);
    expect((await storedRow()).dados.nome_assessoria).toBe('Assessoria \ufffdx');
  });

  it('when an 80-character name is sent, then it is stored', async () => {
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const res = await client.put('/api/admin/site', { ...VALID, nome_assessoria: 'a'.repeat(80) });
    expect(res.status).toBe(200);
    expect((await storedRow()).dados.nome_assessoria).toBe('a'.repeat(80));
  });

  it('when a colaborador or a student saves, then 403 and nothing changes', async () => {
    const before = await storedRow();
    for (const role of ['colaborador', 'usuario'] as const) {
      const { client } = await loggedIn(t.app, t.db.knex, { role });
      expect((await client.put('/api/admin/site', VALID)).status).toBe(403);
      expect((await client.get('/api/admin/site')).status).toBe(403);
    }
    expect(await storedRow()).toEqual(before);
  });

  it('when an admin saves the content, then the public read shows it at once, numbers as digits, and the change is audited', async () => {
    const { client, user } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    await client.put('/api/admin/site', { ...VALID, whatsapp: null, horario_atendimento: '' });
    const res = await client.put('/api/admin/site', VALID);
    expect(res.status).toBe(200);
    expect(res.body.alterados).toEqual(['whatsapp', 'horario_atendimento']);
    expect(res.body.exemplo).toBe(false);
    expect(res.body.checklist.slice(0, 2)).toEqual([
      { item: 'contato', configurado: true, opcional: false },
      { item: 'assessores', configurado: true, opcional: false },
    ]);

    expect(await publicSite()).toEqual({
      ...VALID,
      whatsapp: '5511987654321',
      assessores: [{ ...VALID.assessores[0], foto: null }],
      assessorados: [],
      banner: expect.any(Array),
    });
    await expect
      .poll(
        async () => await t.db.knex('auditoria').where({ ator_id: user.id, acao: 'editar_site' }).orderBy('id').pluck('detalhes'),
      )
      .toEqual([{ campos: expect.any(Array) }, { campos: ['whatsapp', 'horario_atendimento'] }]);
  });

  it('when an admin loads the example, then it is marked as one, keeps the real number, and adds no phone of its own', async () => {
    const { client, user } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    expect((await client.put('/api/admin/site', VALID)).status).toBe(200);
    const loaded = await client.post('/api/admin/site/exemplo', {});
    expect(loaded.status).toBe(200);
    expect(loaded.body.exemplo).toBe(true);
    expect(loaded.body.conteudo.whatsapp).toBe('5511987654321');
    expect(loaded.body.conteudo.assessores.map((a: { telefone: unknown }) => a.telefone)).toEqual([null, null, null]);
    expect(loaded.body.checklist.find((s: { item: string }) => s.item === 'assessores').configurado).toBe(false);

    const shown = await publicSite();
    expect((shown.assessorados as string[]).length).toBe(19);
    expect(JSON.stringify(shown.assessores)).not.toMatch(/\d{8,}/);
    await expect
      .poll(
        async () => await t.db.knex('auditoria').where({ ator_id: user.id, acao: 'editar_site' }).orderBy('id').pluck('detalhes'),
      )
      .toEqual([{ campos: expect.any(Array) }, { acao: 'exemplo' }]);

    // Saving the admin's own content ends the example; its drawings of students stay but never count as real photos.
    const own = await client.put('/api/admin/site', VALID);
    expect(own.body.exemplo).toBe(false);
    expect(own.body.checklist.find((s: { item: string }) => s.item === 'fotos').configurado).toBe(false);
    expect(((await publicSite()).assessorados as string[]).length).toBe(19);
  });

  it('when nothing was set, then the banner has the shipped slides, with no date, class or number; the example adds its class', async () => {
    await t.db.knex('conteudo_site').delete();
    const fresh = (await freshRead()).banner;
    expect(fresh.map((slide) => slide.titulo)).toEqual([
      'Matrículas abertas para Medicina no Paraguai',
      'Tire suas dúvidas com a nossa IA ou com a equipe',
    ]);
    expect(JSON.stringify(fresh)).not.toMatch(/\d{4}|garant/i);
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    await client.post('/api/admin/site/exemplo', {});
    expect((await freshRead()).banner.length).toBe(3);
  });

  it('when content was saved before the banner could be edited, then the shipped slides show, and a save without slides keeps them', async () => {
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    await client.put('/api/admin/site', VALID);
    const row = await storedRow();
    expect(row.dados.banner).toBeDefined();
    const { banner: _banner, ...older } = row.dados;
    await t.db
      .knex('conteudo_site')
      .where({ id: 1 })
      .update({ dados: JSON.stringify(older) });
    expect((await freshRead()).banner.length).toBe(2);
    await client.put('/api/admin/site', { ...VALID, banner: [SLIDE] });
    expect((await client.put('/api/admin/site', VALID)).status).toBe(200);
    expect((await freshRead()).banner).toEqual([SLIDE]);
  });

  it('when an admin saves slides with an uploaded photo, then the landing shows them in order and the change is audited', async () => {
    const { client, user } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const [photo] = (await t.db
      .knex('fotos_site')
      .insert({ conteudo: Buffer.from('webp'), mime: 'image/webp', largura: 1080, altura: 810, sha256: 'x'.repeat(64) })
      .returning('id')) as Array<{ id: number }>;
    const uploaded = { ...SLIDE, titulo: 'Nossa turma', imagem: `/api/site/fotos/${photo!.id}`, acao: null };
    const res = await client.put('/api/admin/site', { ...VALID, banner: [uploaded, SLIDE] });
    expect(res.status).toBe(200);
    expect(res.body.alterados).toContain('banner');
    expect((await publicSite()).banner).toEqual([uploaded, SLIDE]);
    await expect
      .poll(
        async () => await t.db.knex('auditoria').where({ ator_id: user.id, acao: 'editar_site' }).orderBy('id').pluck('detalhes'),
      )
      .toEqual([{ campos: expect.arrayContaining(['banner']) }]);

    // A slide pointing at a photo that is gone is refused, and the slides stay as they were.
    const gone = await client.put('/api/admin/site', { ...VALID, banner: [{ ...SLIDE, imagem: '/api/site/fotos/999999' }] });
    expect(gone.status).toBe(400);
    expect(gone.body.error).toMatch(/Uma das fotos não existe mais/);
    expect((await publicSite()).banner).toEqual([uploaded, SLIDE]);
  });

  it('when the advisory set its office hours, then the notice of a conversation the team took quotes them', async () => {
    const { client: admin } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const { client: student, user } = await loggedIn(t.app, t.db.knex);
    await admin.put('/api/admin/site', { ...VALID, horario_atendimento: '' });
    expect((await admin.post(`/api/conversa/${user.id}/assumir`)).status).toBe(200);
    const without = await student.get(`/api/conversa/${user.id}/estado`);
    expect(without.body.aviso).not.toMatch(/horário/);

    await admin.put('/api/admin/site', VALID);
    const withHours = await student.get(`/api/conversa/${user.id}/estado`);
    expect(withHours.body.aviso).toMatch(/Nosso horário de atendimento: segunda a sexta, das 9h às 18h\./);
  });

  it('when another instance saved, then this one keeps its copy for 3 s and serves the new content after', async () => {
    let clock = 1_000_000;
    const integrations = { email: false, whatsappApi: false, openai: false };
    const reader = siteContentService({ db: t.db.knex, integrations, now: () => clock });
    const writer = siteContentService({ db: t.db.knex, integrations });
    await writer.save({
      ...VALID,
      whatsapp: '5511911112222',
      horario_atendimento: 'das 8h às 12h',
      cnpj: null,
      email_contato: null,
      contato_privacidade: null,
      assessores: [],
    });
    expect(await reader.officeHours()).toBe('das 8h às 12h');

    await writer.save({
      ...VALID,
      whatsapp: '5511911112222',
      horario_atendimento: 'das 14h às 18h',
      cnpj: null,
      email_contato: null,
      contato_privacidade: null,
      assessores: [],
    });
    clock += 2_999;
    expect(await reader.officeHours()).toBe('das 8h às 12h');
    clock += 1;
    expect(await reader.officeHours()).toBe('das 14h às 18h');
  });
});

describe('site content checklist with the integrations configured', () => {
  const configured = useTestApp({
    env: { SMTP_URL: 'smtp://127.0.0.1:2525', WHATSAPP_TOKEN: 'token-de-teste', WHATSAPP_PHONE_NUMBER_ID: '123456' },
  });

  it('when SMTP and the WhatsApp Cloud API are set, then e-mail and WhatsApp read as configured', async () => {
    const { client } = await loggedIn(configured.app, configured.db.knex, { role: 'admin' });
    const res = await client.get('/api/admin/site');
    expect(res.body.checklist.filter((s: { item: string }) => ['email', 'whatsapp_api'].includes(s.item))).toEqual([
      { item: 'email', configurado: true, opcional: false },
      { item: 'whatsapp_api', configurado: true, opcional: false },
    ]);
  });
});
