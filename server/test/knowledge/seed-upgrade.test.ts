import { beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeArticle, KnowledgeArticleSummary, KnowledgeHistoryEntry } from '@app/contracts';
import { useTestApp } from '../support/test-app.js';
import { onPglite } from '../support/test-db.js';
import { loggedIn } from '../support/factories.js';
import type { TestClient } from '../support/client.js';
import { knowledgeService, shippedKnowledge, type ShippedArticle } from '../../src/knowledge/index.js';

/**
 * A corrected shipped article reaches an installation that already has it. The database starts at
 * an older release (seeded by another process with older texts); this app's own boot brings the texts staff never
 * changed up to the shipped markdown, and keeps (and flags) the one staff edited.
 */
const t = useTestApp();
let admin: TestClient;
let adminId: number;

const OLD_PRICE = 'a partir de R$ 650';
const OLD_FAMILY = 'a família inteira recebe uma residência única';
const STAFF_FAMILY = 'Texto da equipe sobre família.';

/** The same release with some texts changed (an older or a newer one). */
function release(changes: Record<string, (conteudo: string) => string>): ShippedArticle[] {
  return shippedKnowledge().map((a) => (changes[a.slug] ? { ...a, conteudo: changes[a.slug]!(a.conteudo) } : a));
}
const older = release({
  custos: (c) => c.replace('a partir de R$ 900', OLD_PRICE),
  familia: (c) => c.replace('precisa da própria residência', OLD_FAMILY),
  'visto-residencia': (c) => `${c}\n\nTexto antigo do visto.`,
  'revalidacao-brasil': (c) => `${c}\n\nTexto antigo da revalidação.`,
});

async function listed(): Promise<KnowledgeArticleSummary[]> {
  const res = await admin.get('/api/conhecimento/artigos');
  expect(res.status).toBe(200);
  return res.body.artigos as KnowledgeArticleSummary[];
}
async function bySlug(slug: string): Promise<KnowledgeArticle> {
  const found = (await listed()).find((a) => a.slug === slug)!;
  const res = await admin.get(`/api/conhecimento/artigos/${found.id}`);
  expect(res.status).toBe(200);
  return res.body as KnowledgeArticle;
}
async function history(id: number): Promise<KnowledgeHistoryEntry[]> {
  return (await admin.get(`/api/conhecimento/artigos/${id}/historico`)).body.historico as KnowledgeHistoryEntry[];
}
async function ask(client: TestClient, message: string): Promise<string> {
  const res = await client.post('/api/chatgpt', { message, context: '' });
  expect(res.status).toBe(200);
  return res.body.response as string;
}
const state = () =>
  t.db.knex('conhecimento_artigos').orderBy('id').select('slug', 'versao', 'conteudo', 'semente_hash', 'semente_nova_hash');
const historyCount = async () => Number((await t.db.knex('conhecimento_historico').count('* as n'))[0]!.n);

beforeAll(async () => {
  const logged = await loggedIn(t.app, t.db.knex, { role: 'admin' });
  admin = logged.client;
  adminId = logged.user.id;
  // The installation at the older release: seeded, then staff rewrote 'familia' and unpublished 'visto-residencia'.
  const previous = knowledgeService({ db: t.db.knex, shipped: () => older });
  await previous.seed();
  const rows = await previous.list();
  const actor = { id: adminId, role: 'admin' as const };
  const familia = await previous.article(rows.find((r) => r.slug === 'familia')!.id);
  await previous.update(actor, familia.id, {
    conteudo: `${familia.conteudo}\n\n${STAFF_FAMILY}`,
    publicado: true,
    versao: familia.versao,
  });
  const visto = await previous.article(rows.find((r) => r.slug === 'visto-residencia')!.id);
  await previous.update(actor, visto.id, { conteudo: visto.conteudo, publicado: false, versao: visto.versao });
  // 'custos' and 'familia' were seeded before the seed hash existed (the migration leaves it null on old rows).
  await t.db.knex('conhecimento_artigos').whereIn('slug', ['custos', 'familia']).update({ semente_hash: null });
});

describe('a corrected shipped article reaches an existing installation', () => {
  it('when the app boots on the older database, then texts staff never changed get the shipped correction (history by the system) and the first answer uses it', async () => {
    const { client: prospect } = await loggedIn(t.app, t.db.knex);
    const answer = await ask(prospect, 'quanto custa estudar medicina no paraguai?');
    expect(answer).toMatch(/a partir de R\$ 900/);
    expect(answer).not.toContain(OLD_PRICE);

    const shipped = new Map(shippedKnowledge().map((a) => [a.slug, a.conteudo]));
    for (const slug of ['custos', 'revalidacao-brasil']) {
      const article = await bySlug(slug);
      expect(article).toMatchObject({ versao: 2, conteudo: shipped.get(slug), atualizado_por_nome: null, semente_nova: false });
      const [entry, ...rest] = await history(article.id);
      expect(rest).toEqual([]);
      expect(entry).toMatchObject({ acao: 'semente', versao: 1, editado_por_nome: null, publicado: true });
      expect(entry!.conteudo).not.toBe(shipped.get(slug));
    }
    expect((await history((await bySlug('custos')).id))[0]!.conteudo).toContain(OLD_PRICE);

    // Staff only unpublished it: the text is corrected, and it stays unpublished.
    const visto = await bySlug('visto-residencia');
    expect(visto).toMatchObject({ conteudo: shipped.get('visto-residencia'), publicado: false, versao: 3 });
    expect((await history(visto.id)).map((h) => h.acao)).toEqual(['semente', 'despublicado']);
  });

  it('when staff edited an article, then their text is kept, the newer original is flagged, and keeping their text dismisses it', async () => {
    const familia = await bySlug('familia');
    expect(familia.conteudo).toContain(STAFF_FAMILY);
    expect(familia.conteudo).toContain(OLD_FAMILY);
    expect(familia.versao).toBe(2);
    expect(familia.semente_nova).toBe(true);
    expect(familia.semente_nova_conteudo).toBe(shippedKnowledge().find((a) => a.slug === 'familia')!.conteudo);
    expect((await listed()).filter((a) => a.semente_nova).map((a) => a.slug)).toEqual(['familia']);
    expect((await history(familia.id)).map((h) => h.acao)).toEqual(['editado']);

    const kept = await admin.post(`/api/conhecimento/artigos/${familia.id}/manter-texto`, {});
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ semente_nova: false, semente_nova_conteudo: null, conteudo: familia.conteudo, versao: 2 });
    const again = await admin.post(`/api/conhecimento/artigos/${familia.id}/manter-texto`, {});
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/Não há versão nova/);

    // The same release booting again does not flag it a second time.
    await knowledgeService({ db: t.db.knex }).seed();
    expect((await bySlug('familia')).semente_nova).toBe(false);
  });

  it('when the same release boots again, then nothing changes', async () => {
    const before = await state();
    const count = await historyCount();
    expect(await knowledgeService({ db: t.db.knex }).seed()).toEqual({ atualizados: [], sinalizados: [] });
    expect(await state()).toEqual(before);
    expect(await historyCount()).toBe(count);
  });

  it('when a newer release boots in another instance, then the running app notices on its next answer; two instances booting at once apply it once', async () => {
    const { client: prospect } = await loggedIn(t.app, t.db.knex);
    const question = 'quanto custa estudar medicina no paraguai?';
    expect(await ask(prospect, question)).toMatch(/a partir de R\$ 900/);

    const newer = release({
      custos: (c) => c.replace('a partir de R$ 900', 'a partir de R$ 950'),
      familia: (c) => `${c}\n\nCorreção nova sobre família.`,
    });
    const before = await state();
    const count = await historyCount();
    const outcomes = await Promise.all([
      knowledgeService({ db: t.db.knex, shipped: () => newer }).seed(),
      knowledgeService({ db: t.db.knex, shipped: () => newer }).seed(),
    ]);
    expect(outcomes.flatMap((o) => o.atualizados)).toEqual(['custos']);
    expect(outcomes.flatMap((o) => o.sinalizados)).toEqual(['familia']);
    expect(await historyCount()).toBe(count + 1);
    const after = await state();
    const custos = (rows: typeof before) => rows.find((r) => r.slug === 'custos')!;
    expect(custos(after).versao).toBe(custos(before).versao + 1);

    expect(await ask(prospect, question)).toMatch(/a partir de R\$ 950/);
    const familia = await bySlug('familia');
    expect(familia.semente_nova_conteudo).toContain('Correção nova sobre família.');
    expect(familia.conteudo).toContain(STAFF_FAMILY);

    // Adopting the newer original is a save of that text: it counts as the seed's again, so later corrections apply.
    const adopted = await admin.put(`/api/conhecimento/artigos/${familia.id}`, {
      conteudo: familia.semente_nova_conteudo,
      publicado: true,
      versao: familia.versao,
    });
    expect(adopted.status).toBe(200);
    expect(adopted.body).toMatchObject({ semente_nova: false, semente_nova_conteudo: null });
    const newest = release({ familia: (c) => `${c}\n\nCorreção nova sobre família.\n\nOutra correção.` });
    expect(await knowledgeService({ db: t.db.knex, shipped: () => newest }).seed()).toMatchObject({
      atualizados: expect.arrayContaining(['familia']),
    });
  });

  // PGlite is one embedded connection: two boots there run one after the other (covered by the Promise.all above).
  it.skipIf(onPglite)(
    'when a second instance boots while the first one is still applying, then it waits for the first one and applies nothing',
    async () => {
      const newer = release({ custos: (c) => c.replace('a partir de R$ 900', 'a partir de R$ 990') });
      const count = await historyCount();
      const first = await t.db.knex.transaction();
      let second: Promise<unknown> | undefined;
      let applied: string[] = [];
      try {
        applied = (await knowledgeService({ db: first, shipped: () => newer }).seed()).atualizados;
        expect(applied).toContain('custos');
        second = knowledgeService({ db: t.db.knex, shipped: () => newer }).seed();
        // The second boot is waiting on the first one's locks (its insert or its row locks) before the first commits.
        for (let waiting = 0; waiting === 0;) {
          const row = await t.db.knex.raw(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          waiting = (row.rows as { n: number }[])[0]!.n;
        }
        await first.commit();
      } catch (error) {
        await first.rollback();
        throw error;
      }
      expect(await second).toEqual({ atualizados: [], sinalizados: [] });
      expect(await historyCount()).toBe(count + applied.length);
      expect((await bySlug('custos')).conteudo).toContain('a partir de R$ 990');
    },
  );
});
