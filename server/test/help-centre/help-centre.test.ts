import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpArticle, HelpArticleList } from '@app/contracts';
import { helpCentreService } from '../../src/help-centre/index.js';
import { useTestApp } from '../support/test-app.js';
import { loggedIn, uniqueSuffix } from '../support/factories.js';
import { TestClient } from '../support/client.js';

/** The public help centre: the published knowledge articles as API answers and server-rendered pages. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-static-'));
fs.writeFileSync(
  path.join(dir, 'index.html'),
  '<!doctype html><html lang="pt-BR"><head><meta name="description" content="Padrão do site" /><title>SPA</title></head><body><div id="root"></div></body></html>',
);
const t = useTestApp({ env: { STATIC_DIR: dir, PUBLIC_URL: 'https://exemplo.com.br' } });
let admin: TestClient;
beforeAll(async () => {
  admin = (await loggedIn(t.app, t.db.knex, { role: 'admin' })).client;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const PUBLIC_HOST = 'localhost:3000';
const page = (url: string) => request(t.app).get(url).set('Host', PUBLIC_HOST);

async function createArticle(markdown: string, publicado: boolean): Promise<{ id: number; slug: string; versao: number }> {
  const res = await admin.post('/api/conhecimento/artigos', { conteudo: markdown, publicado });
  expect(res.status).toBe(201);
  return res.body as { id: number; slug: string; versao: number };
}

async function editArticle(id: number, conteudo: string, versao: number, publicado = true) {
  const res = await admin.put(`/api/conhecimento/artigos/${id}`, { conteudo, publicado, versao });
  expect(res.status).toBe(200);
  return res.body as { versao: number };
}

describe('the public articles API', () => {
  it('when anyone lists the articles, then the published ones come with public fields only, grouped by category', async () => {
    const res = await request(t.app).get('/api/duvidas');
    expect(res.status).toBe(200);
    const body = res.body as HelpArticleList;
    expect(body.artigos.map((a) => a.slug)).toEqual(expect.arrayContaining(['custos', 'revalidacao-brasil', 'visto-residencia']));
    expect(Object.keys(body.artigos[0]!).sort()).toEqual(['atualizado_em', 'categoria', 'perguntas', 'resumo', 'slug', 'titulo']);
    expect(body.categorias[0]).toBe('Custos e financiamento');
    expect(body.artigos.find((a) => a.slug === 'custos')?.categoria).toBe('Custos e financiamento');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('when an article is read, then keywords, placeholders and internal sources are left out, and sources keep their date', async () => {
    const custos = (await request(t.app).get('/api/duvidas/custos')).body as HelpArticle;
    expect(custos.titulo).toBe('Custos');
    expect(custos.secoes[0]).toMatchObject({ pergunta: 'Quanto custa estudar medicina no Paraguai', verificado_em: '2026-11-27' });
    expect(custos.secoes[0]!.fontes[0]).toMatchObject({ texto: 'G1, 15/01/2025', url: expect.stringMatching(/^https:\/\/g1\.globo\.com\//) });
    expect(JSON.stringify(custos)).not.toMatch(/Palavras-chave|"id"|"publicado"|"versao"|<!--|aspectos:/);

    const fees = (await request(t.app).get('/api/duvidas/honorarios-assessoria')).body as HelpArticle;
    const text = JSON.stringify(fees);
    expect(text).not.toMatch(/PREENCHER|informação interna/i);
    expect(fees.perguntas).toContain('A assessoria garante o resultado');
    expect(fees.perguntas).not.toContain('Quanto custa a assessoria');
  });

  it('when an article is unpublished or unknown, then the API answers 404 and the list leaves it out', async () => {
    const draft = await createArticle(`# Rascunho ${uniqueSuffix()}\n\n## Pergunta secreta\nResposta ainda não revisada.`, false);
    expect((await request(t.app).get(`/api/duvidas/${draft.slug}`)).status).toBe(404);
    const list = (await request(t.app).get('/api/duvidas')).body as HelpArticleList;
    expect(list.artigos.map((a) => a.slug)).not.toContain(draft.slug);
    const unknown = await request(t.app).get('/api/duvidas/nao-existe');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Artigo não encontrado.' });
    expect((await request(t.app).get('/api/duvidas/NAO%20EXISTE')).status).toBe(404);
  });

  it('when the search has a typo and no accents, then it still finds the article; a long search is a 400', async () => {
    const res = await request(t.app).get(`/api/duvidas?busca=${encodeURIComponent('revalidasao do diploma')}`);
    expect(res.status).toBe(200);
    expect((res.body as HelpArticleList).artigos[0]?.slug).toBe('revalidacao-brasil');
    const none = await request(t.app).get('/api/duvidas?busca=xyzwq');
    expect((none.body as HelpArticleList).artigos).toEqual([]);
    expect((await request(t.app).get(`/api/duvidas?busca=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await request(t.app).get(`/api/duvidas?busca=${'a'.repeat(100)}`)).status).toBe(200);
  });

  it('when the same revision is asked again with its ETag, then 304; after a staff edit, the new text with a new ETag', async () => {
    const article = await createArticle(`# Moradia ${uniqueSuffix()}\n\n## Onde morar\nPerto da universidade.`, true);
    const first = await request(t.app).get(`/api/duvidas/${article.slug}`);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await request(t.app).get(`/api/duvidas/${article.slug}`).set('If-None-Match', etag);
    expect(again.status).toBe(304);

    const full = await admin.get(`/api/conhecimento/artigos/${article.id}`);
    await editArticle(article.id, full.body.conteudo.replace('Perto da universidade.', 'No centro, perto do hospital.'), article.versao);
    const after = await request(t.app).get(`/api/duvidas/${article.slug}`).set('If-None-Match', etag);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect((after.body as HelpArticle).secoes[0]!.resposta).toBe('No centro, perto do hospital.');
  });
});

describe('"Esta página ajudou?"', () => {
  it("when readers answer 👍 and 👎 on an article's page, then staff see the counts on the knowledge screen's list and article", async () => {
    const article = await createArticle(`# Votos ${uniqueSuffix()}\n\n## Pergunta\nResposta.`, true);
    const reader = new TestClient(t.app);
    for (const util of [true, true, false]) expect((await reader.post(`/api/duvidas/${article.slug}/avaliacao`, { util })).status).toBe(204);
    const list = (await admin.get('/api/conhecimento/artigos')).body as { artigos: { slug: string; avaliacoes: unknown }[] };
    expect(list.artigos.find((a) => a.slug === article.slug)?.avaliacoes).toEqual({ util: 2, nao_util: 1 });
    expect((await admin.get(`/api/conhecimento/artigos/${article.id}`)).body.avaliacoes).toEqual({ util: 2, nao_util: 1 });
  });

  it('when the vote is not a yes or no, or the article is unknown or a draft, then 400 or 404 in Portuguese and nothing counts', async () => {
    const draft = await createArticle(`# Rascunho ${uniqueSuffix()}\n\n## Pergunta\nResposta.`, false);
    const reader = new TestClient(t.app);
    const bad = await reader.post('/api/duvidas/custos/avaliacao', { util: 'sim' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'Diga se a página ajudou.' });
    const missing = await reader.post('/api/duvidas/nao-existe/avaliacao', { util: true });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Artigo não encontrado.' });
    expect((await reader.post(`/api/duvidas/${draft.slug}/avaliacao`, { util: true })).status).toBe(404);
    expect((await admin.get(`/api/conhecimento/artigos/${draft.id}`)).body.avaliacoes).toEqual({ util: 0, nao_util: 0 });
  });
});

describe('the server-rendered pages', () => {
  it('when /duvidas is opened, then the HTML links to every published article and has its own title and canonical', async () => {
    const res = await page('/duvidas');
    expect(res.status).toBe(200);
    const list = (await request(t.app).get('/api/duvidas')).body as HelpArticleList;
    for (const a of list.artigos) expect(res.text).toContain(`href="/duvidas/${a.slug}"`);
    expect(res.text).toContain('<title>Dúvidas sobre medicina no Paraguai: custos, documentos, visto e revalidação</title>');
    expect(res.text).toContain('<link rel="canonical" href="https://exemplo.com.br/duvidas">');
    expect(res.text).not.toContain('Padrão do site');
  });

  it("when an article page is opened, then its raw HTML holds the site's frame, the h1, text, description, canonical and FAQ JSON-LD", async () => {
    const res = await page('/duvidas/custos');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<div id="root"><div class="site"><header class="site-header">.*<main class="site-page"><article/);
    expect(res.text).toContain('<footer class="site-footer site-footer--clears-chat">');
    expect(res.text).toContain('<h1 class="help-article__title">Custos</h1>');
    expect(res.text).toContain('a partir de R$ 900</strong>');
    expect(res.text).toMatch(/<title>Custos \| Dúvidas sobre medicina no Paraguai<\/title>/);
    expect(res.text).toMatch(/<meta name="description" content="Não há um preço único[^"]*">/);
    expect(res.text).toContain('<link rel="canonical" href="https://exemplo.com.br/duvidas/custos">');
    expect(res.text).toMatch(/Atualizado em \d{2}\/\d{2}\/\d{4}/);
    expect(res.text).toContain('href="#assistente"');
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(res.text);
    const json = JSON.parse(ld![1]!) as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(json['@type']).toBe('FAQPage');
    expect(json.mainEntity[0]!.name).toBe('Quanto custa estudar medicina no Paraguai');
    expect(json.mainEntity[0]!.acceptedAnswer.text).toContain('a partir de R$ 900');
  });

  it('when an article holds HTML, then the page shows it as text, never as markup', async () => {
    const article = await createArticle(`# Teste <b>negrito</b> ${uniqueSuffix()}\n\n## Pergunta\n<script>alert(1)</script> e <img src=x onerror=alert(1)>`, true);
    const res = await page(`/duvidas/${article.slug}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).not.toContain('<img src=x');
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.text).toContain('&lt;b&gt;negrito&lt;/b&gt;');
  });

  it('when the page is asked again with its ETag, then 304; after an edit, the page holds the new text', async () => {
    const article = await createArticle(`# Transporte ${uniqueSuffix()}\n\n## Como ir à aula\nDe ônibus.`, true);
    const first = await page(`/duvidas/${article.slug}`);
    const etag = first.headers.etag as string;
    expect((await page(`/duvidas/${article.slug}`).set('If-None-Match', etag)).status).toBe(304);
    const full = await admin.get(`/api/conhecimento/artigos/${article.id}`);
    await editArticle(article.id, full.body.conteudo.replace('De ônibus.', 'De bicicleta, pela ciclovia.'), article.versao);
    const after = await page(`/duvidas/${article.slug}`).set('If-None-Match', etag);
    expect(after.status).toBe(200);
    expect(after.text).toContain('De bicicleta, pela ciclovia.');
  });

  it('when an article is unpublished, then its page becomes a 404 in Portuguese with a link back, out of the sitemap', async () => {
    const article = await createArticle(`# Clima ${uniqueSuffix()}\n\n## Faz calor\nSim, no verão.`, true);
    expect((await page(`/duvidas/${article.slug}`)).status).toBe(200);
    const full = await admin.get(`/api/conhecimento/artigos/${article.id}`);
    await editArticle(article.id, full.body.conteudo, article.versao, false);
    const res = await page(`/duvidas/${article.slug}`);
    expect(res.status).toBe(404);
    expect(res.text).toContain('<h1 class="help-article__title">Artigo não encontrado</h1>');
    expect(res.text).toContain('<a href="/duvidas">Ver todas as dúvidas</a>');
    expect((await page('/sitemap.xml')).text).not.toContain(article.slug);
  });

  it('when /sitemap.xml and /robots.txt are read, then the sitemap lists every article and robots names it', async () => {
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.text).toContain('<loc>https://exemplo.com.br/duvidas/custos</loc>');
    expect(sitemap.text).toContain('<loc>https://exemplo.com.br/duvidas</loc>');
    const robots = await page('/robots.txt');
    expect(robots.text).toContain('Sitemap: https://exemplo.com.br/sitemap.xml');
  });

  it('when the app host is asked for /duvidas, then the SPA answers instead (the help centre is on the public host)', async () => {
    const app = await request(t.app).get('/duvidas/custos').set('Host', 'app.localhost:3000');
    expect(app.text).not.toContain('help-article__title');
  });

  it('when fifty pages ask for the articles at once, then one or two revision queries answer them all', async () => {
    const service = helpCentreService({ db: t.db.knex });
    await service.snapshot();
    let revisionQueries = 0;
    const count = (q: { sql: string }) => {
      if (q.sql.includes('sum(versao)')) revisionQueries += 1;
    };
    t.db.knex.on('query', count);
    try {
      const snapshots = await Promise.all(Array.from({ length: 50 }, () => service.snapshot()));
      expect(snapshots.every((snap) => snap.bySlug.has('custos'))).toBe(true);
    } finally {
      t.db.knex.off('query', count);
    }
    expect(revisionQueries).toBeGreaterThanOrEqual(1);
    expect(revisionQueries).toBeLessThanOrEqual(2);
  });

  it('when a browser accepts brotli, gzip or neither, then the same page comes in that coding', async () => {
    const plain = await page('/duvidas/custos').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('<h1 class="help-article__title">Custos</h1>');
    for (const coding of ['br', 'gzip']) {
      // supertest decodes both codings: the same text arriving proves the bytes were that coding of the page.
      const res = await page('/duvidas/custos').set('Accept-Encoding', coding);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.text).toBe(plain.text);
    }
  });

  it('when the search runs without JavaScript, then the index page lists only the matches', async () => {
    const res = await page(`/duvidas?busca=${encodeURIComponent('visto residencia')}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('href="/duvidas/visto-residencia"');
    expect(res.text).not.toContain('href="/duvidas/custos"');
  });
});

