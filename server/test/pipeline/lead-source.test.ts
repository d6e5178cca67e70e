import { beforeAll, describe, expect, it } from 'vitest';
import { SEM_ORIGEM, type NumerosFunil, type Prospecto, type Quadro } from '@app/contracts';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, loggedIn, uniqueSuffix } from '../support/factories.js';

/** Lead source: attribution sent with registration, stored, filtered on the board and counted. */
describe('lead source', () => {
  const t = useTestApp();
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await loggedIn(t.app, t.db.knex, { role: 'admin' })).client;
  });

  const account = (extra: Record<string, unknown> = {}) => ({
    username: `Lead ${uniqueSuffix()}`,
    email: `lead-${uniqueSuffix()}@exemplo.com`,
    password: 'segredo1',
    ...extra,
  });
  const register = (body: Record<string, unknown>) => new TestClient(t.app).post('/api/register', body);
  const stored = (userId: number) => t.db.knex('origens_lead').where({ user_id: userId }).first();

  describe('registration', () => {
    it('when the registration carries UTM parameters and a referrer, then they are stored with the utm_source label', async () => {
      const res = await register(
        account({
          origem: {
            utm_source: ' Instagram ',
            utm_medium: 'social',
            utm_campaign: 'medicina-2027',
            referrer: 'https://l.instagram.com/',
            capturado_em: '2026-11-20T10:00:00.000Z',
          },
        }),
      );
      expect(res.status).toBe(201);
      const row = await stored(res.body.id);
      expect(row).toMatchObject({
        rotulo: 'instagram',
        utm_source: 'Instagram',
        utm_medium: 'social',
        utm_campaign: 'medicina-2027',
        utm_term: null,
        referrer: 'https://l.instagram.com/',
      });
      expect(new Date(row.capturado_em).toISOString()).toBe('2026-11-20T10:00:00.000Z');
    });

    it('when only a gclid, an fbclid, a referrer or nothing is known, then the label says Google Ads, Facebook/Instagram Ads, the host or Direto', async () => {
      const cases: Array<[Record<string, string>, string]> = [
        [{ gclid: 'abc123' }, 'Google Ads'],
        [{ fbclid: 'xyz' }, 'Facebook/Instagram Ads'],
        [{ referrer: 'https://www.google.com/search?q=medicina' }, 'google.com'],
        [{}, 'Direto'],
      ];
      for (const [origem, rotulo] of cases) {
        const res = await register(account({ origem }));
        expect(res.status).toBe(201);
        expect((await stored(res.body.id))?.rotulo).toBe(rotulo);
      }
    });

    it('when staff list the tickets, then a prospect with a source shows its label and one without shows none', async () => {
      const withSource = await register(account({ origem: { utm_source: 'tiktok', capturado_em: '2026-11-21T10:00:00.000Z' } }));
      const without = await register(account());
      expect([withSource.status, without.status]).toEqual([201, 201]);
      const page = await admin.get('/api/chat/listar-chamados?pagina=1&porPagina=100');
      expect(page.status).toBe(200);
      const byId = new Map((page.body.chamados as Array<{ user_id: number; origem?: string }>).map((c) => [c.user_id, c]));
      expect(byId.get(withSource.body.id)?.origem).toBe('tiktok');
      expect(byId.get(without.body.id)).toBeDefined();
      expect(byId.get(without.body.id)).not.toHaveProperty('origem');
    });

    it("when the registration has no origem (the first client's payload), then it succeeds and stores no source", async () => {
      const res = await register(account({ whatsapp: '595981123456' }));
      expect(res.status).toBe(201);
      expect(await stored(res.body.id)).toBeUndefined();
      const withNull = await register(account({ origem: null }));
      expect(withNull.status).toBe(201);
    });

    it('when the origem is malformed, then the answer is 400 in Portuguese and no account is created', async () => {
      const bad: unknown[] = [
        'instagram',
        [],
        { utm_source: 'x'.repeat(121) },
        { utm_campaign: 42 },
        { referrer: 'javascript:alert(1)' },
        { capturado_em: 'ontem' },
        { capturado_em: '9999-01-01T00:00:00Z' },
      ];
      for (const origem of bad) {
        const body = account({ origem });
        const res = await register(body);
        expect(res.status, JSON.stringify(origem)).toBe(400);
        expect(res.body.error).toMatch(/Origem do cadastro inválida/);
        expect(await t.db.knex('users').where({ email: body.email }).first()).toBeUndefined();
      }
    });

    it('when an admin creates a colaborador with an origem, then no source is stored (only prospects have one)', async () => {
      const res = await admin.post('/api/register', account({ role: 'colaborador', origem: { utm_source: 'instagram' } }));
      expect(res.status).toBe(201);
      expect(await stored(res.body.id)).toBeUndefined();
    });
  });

  describe('board and numbers', () => {
    it('when the board is filtered by a source, then every column holds only prospects with that label', async () => {
      const tag = `campanha-${uniqueSuffix()}`;
      const tagged = await register(account({ origem: { utm_source: tag } }));
      await register(account({ origem: { gclid: 'g' } }));
      const noSource = await createUser(t.db.knex);

      const board = (await admin.get(`/api/funil?origem=${tag}`)).body as Quadro;
      const ids = board.colunas.flatMap((c) => c.cartoes.map((card) => card.user_id));
      expect(ids).toEqual([tagged.body.id]);
      expect(board.colunas.find((c) => c.etapa === 'Aberto')?.total).toBe(1);
      expect(board.colunas[0]?.cartoes[0]?.origem).toBe(tag);
      expect(board.origens).toContain(tag);

      const column = (await admin.get(`/api/funil/coluna?etapa=Aberto&origem=${tag}`)).body;
      expect(column.cartoes.map((c: { user_id: number }) => c.user_id)).toEqual([tagged.body.id]);

      const none = (await admin.get(`/api/funil?origem=${encodeURIComponent(SEM_ORIGEM)}`)).body as Quadro;
      const noneIds = none.colunas.flatMap((c) => c.cartoes.map((card) => card.user_id));
      expect(noneIds).toContain(noSource.id);
      expect(noneIds).not.toContain(tagged.body.id);
    });

    it('when the source filter is too long, then the board answers 400 in Portuguese', async () => {
      const res = await admin.get(`/api/funil?origem=${'x'.repeat(121)}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Origem inválida.');
    });

    it('when a prospect panel is opened, then it shows the stored attribution', async () => {
      const res = await register(account({ origem: { utm_source: 'instagram', utm_campaign: 'x', fbclid: 'fb1' } }));
      const panel = (await admin.get(`/api/funil/prospectos/${res.body.id}`)).body as Prospecto;
      expect(panel.origem).toEqual({ rotulo: 'instagram', utm_source: 'instagram', utm_campaign: 'x', fbclid: 'fb1' });
      expect(panel.cartao.origem).toBe('instagram');
    });
  });
});

describe('numbers by source', () => {
  const t = useTestApp();
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await loggedIn(t.app, t.db.knex, { role: 'admin' })).client;
  });

  async function prospect(etapa: string, rotulo: string | null) {
    const user = await createUser(t.db.knex, { status_atendimento: etapa });
    if (rotulo) await t.db.knex('origens_lead').insert({ user_id: user.id, rotulo });
    return user;
  }

  it('when prospects came from known sources, then the dashboard counts prospects and enrolments per source', async () => {
    await prospect('Matriculado', 'instagram');
    await prospect('Matriculado', 'instagram');
    await prospect('Aberto', 'instagram');
    await prospect('Perdido', 'Google Ads');
    await prospect('Matriculado', 'Google Ads');
    await prospect('Aberto', 'Direto');
    await prospect('Matriculado', null);
    await prospect('Em progresso', null);
    await createUser(t.db.knex, { role: 'colaborador' });

    const numbers = (await admin.get('/api/funil/numeros')).body as NumerosFunil;
    expect(numbers.porOrigem).toEqual([
      { origem: 'instagram', prospectos: 3, matriculados: 2 },
      { origem: 'Google Ads', prospectos: 2, matriculados: 1 },
      { origem: SEM_ORIGEM, prospectos: 2, matriculados: 1 },
      { origem: 'Direto', prospectos: 1, matriculados: 0 },
    ]);
  });
});
