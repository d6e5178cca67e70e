import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const APP_HEAD =
  '<link rel="preload" as="fetch" href="/api/me" crossorigin="anonymous">\n<link rel="modulepreload" crossorigin href="/build/app-routes-AbCd.js">\n';
const SCREEN_TAGS = {
  deck: [
    '<link rel="modulepreload" crossorigin href="/build/deck-page-Aa.js">',
    '<link rel="modulepreload" crossorigin href="/build/button-Bb.js">',
  ],
  dashboard: [
    '<link rel="modulepreload" crossorigin href="/build/dashboard-route-Cc.js">',
    '<link rel="modulepreload" crossorigin href="/build/button-Bb.js">',
  ],
  tickets: ['<link rel="modulepreload" crossorigin href="/build/tickets-page-Dd.js">'],
};
let t: TestApp;
let dir: string;
const BUNDLE = `export const texto = ${JSON.stringify('Matrícula no Paraguai. '.repeat(200))};\n`;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  fs.mkdirSync(path.join(dir, 'build'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>SPA</title></head><body></body></html>');
  fs.writeFileSync(path.join(dir, 'app-head.html'), APP_HEAD);
  fs.writeFileSync(path.join(dir, 'app-screens.json'), JSON.stringify(SCREEN_TAGS));
  fs.writeFileSync(path.join(dir, 'build', 'index-AbCd1234.js'), 'console.log(1)');
  // What the client build writes beside each hashed file (client/scripts/compress-build.mjs, after `vite build`).
  fs.writeFileSync(path.join(dir, 'build', 'app-EfGh5678.js'), BUNDLE);
  fs.writeFileSync(path.join(dir, 'build', 'app-EfGh5678.js.br'), zlib.brotliCompressSync(BUNDLE));
  fs.writeFileSync(path.join(dir, 'build', 'app-EfGh5678.js.gz'), zlib.gzipSync(BUNDLE));
  fs.writeFileSync(path.join(dir, 'assets', 'foto.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await startTestApp({ env: { STATIC_DIR: dir } });
});
afterAll(async () => {
  await t.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('serving the built client', () => {
  it('when a hashed build file is requested, then it is cached for a year as immutable', async () => {
    const res = await request(t.app).get('/build/index-AbCd1234.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });

  it("when an owner's image is requested, then it is cached briefly (it may be replaced under the same name)", async () => {
    const res = await request(t.app).get('/assets/foto.svg');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('when a client route is requested, then the SPA document comes back, revalidated, with a CSP', async () => {
    const res = await request(t.app).get('/painel/flashcards/3').set('Host', 'app.localhost:3000');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>SPA</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("when a page is opened on the app host, then its head carries the app's hints; on the public host, it does not", async () => {
    // test-app's APP_URL host is app.localhost (server/test/support/test-app.ts).
    const app = await request(t.app).get('/painel/config').set('Host', 'app.localhost:3000');
    expect(app.status).toBe(200);
    expect(app.headers['content-type']).toMatch(/text\/html/);
    expect(app.text).toBe(`<!doctype html><html><head><title>SPA</title>${APP_HEAD}</head><body></body></html>`);
    const site = await request(t.app).get('/sobre').set('Host', 'localhost:3000');
    expect(site.text).not.toContain('modulepreload');
    expect(site.text).toMatch(
      /^<!doctype html><html><head><title>SPA<\/title><script id="site-content" type="application\/json">\{.*\}<\/script>\n<\/head><body><\/body><\/html>$/,
    );
  });

  it("when a public page is opened, then the advisory's content is in it (so the first paint has the banner), fresh after a save", async () => {
    const dataOf = (html: string) =>
      JSON.parse(/<script id="site-content" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);
    const first = await request(t.app).get('/').set('Host', 'localhost:3000');
    expect(dataOf(first.text)).toEqual((await request(t.app).get('/api/site')).body);
    // Unchanged content: the browser's copy is still good.
    const again = await request(t.app).get('/').set('Host', 'localhost:3000').set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);

    const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const site = (await client.get('/api/admin/site')).body.conteudo;
    const slide = {
      selo: '',
      titulo: 'Turma de março',
      descricao: 'Inscrições abertas.',
      imagem: '/assets/banner/banner-turma.svg',
      acao: null,
    };
    expect((await client.put('/api/admin/site', { ...site, banner: [slide] })).status).toBe(200);
    const after = await request(t.app).get('/').set('Host', 'localhost:3000').set('If-None-Match', first.headers.etag!);
    expect(after.status).toBe(200);
    expect(dataOf(after.text).banner).toEqual([slide]);
  });

  it('when the content cannot be read (the database hangs or fails), then the page is still sent, without it', async () => {
    const express = (await import('express')).default;
    const { staticClient } = await import('../../src/lib/static-client.js');
    for (const json of [() => new Promise<string | null>(() => undefined), () => Promise.reject(new Error('banco fora do ar'))]) {
      const app = express().use(staticClient(dir, 'app.localhost', undefined, { json }));
      const res = await request(app).get('/').set('Host', 'localhost:3000');
      expect(res.status).toBe(200);
      expect(res.text).toBe('<!doctype html><html><head><title>SPA</title></head><body></body></html>');
    }
  });

  it('when a text could close the data block, then it cannot: every < in the data is escaped', async () => {
    const { landingDocument } = await import('../../src/lib/static-client.js');
    const html = landingDocument('<html><head></head></html>', JSON.stringify({ nome: '</script><script>alert(1)</script>' }));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/type="application\/json">(.*)<\/script>/.exec(html)![1]!)).toEqual({
      nome: '</script><script>alert(1)</script>',
    });
  });

  it("when a path's screens are known, then their own code is named too, once each; /admin names every role's screen", async () => {
    const deck = await request(t.app).get('/painel/flashcards/3').set('Host', 'app.localhost:3000');
    expect(deck.text).toContain(`${APP_HEAD}${SCREEN_TAGS.deck.join('\n')}\n</head>`);
    const admin = await request(t.app).get('/admin').set('Host', 'app.localhost:3000');
    const tags = [...SCREEN_TAGS.dashboard, ...SCREEN_TAGS.tickets].filter((tag, i, all) => all.indexOf(tag) === i);
    expect(admin.text).toContain(`${APP_HEAD}${tags.join('\n')}\n</head>`);
    expect(admin.text.match(/button-Bb\.js/g)).toHaveLength(1);
  });

  it("when a signed-in visitor opens a page, then its head names their role's screens only, with the page's data first", async () => {
    const [probe, core] = APP_HEAD.split(/(?<=\n)/);
    const preload = (url: string) => `<link rel="preload" as="fetch" href="${url}" crossorigin="anonymous">\n`;
    const student = await loggedIn(t.app, t.db.knex);
    const deck = await student.client.get('/painel/flashcards/3', { Host: 'app.localhost:3000' });
    expect(deck.headers['vary']).toMatch(/Cookie/);
    expect(deck.text).toContain(
      `${probe}${preload('/api/decks/3')}${preload('/api/flashcards/3')}${core}${SCREEN_TAGS.deck.join('\n')}\n</head>`,
    );

    const admin = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const dashboard = await admin.client.get('/admin', { Host: 'app.localhost:3000' });
    expect(dashboard.text).toContain(
      `${probe}${preload('/api/admin/dashboard')}${core}${SCREEN_TAGS.dashboard.join('\n')}\n</head>`,
    );
    expect(dashboard.text).not.toContain('tickets-page');

    const colaborador = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    const tickets = await colaborador.client.get('/admin', { Host: 'app.localhost:3000' });
    expect(tickets.text).toContain(`${APP_HEAD}${SCREEN_TAGS.tickets.join('\n')}\n</head>`);
    expect(tickets.text).not.toContain('dashboard-route');
  });

  it("when the visitor has logged out, then the page is an anonymous one again: no data, every role's screens", async () => {
    const admin = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    expect((await admin.client.post('/api/logout')).status).toBe(200);
    const page = await admin.client.get('/admin', { Host: 'app.localhost:3000' });
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('/api/admin/dashboard');
    expect(page.text).toContain('tickets-page');
  });

  it('when page loads race a logout, then every page answers and the ended session stays ended (20 rounds)', async () => {
    const app = { Host: 'app.localhost:3000' };
    for (let round = 0; round < 20; round++) {
      const admin = await loggedIn(t.app, t.db.knex, { role: 'admin' });
      // The page loads read the session while the logout deletes it: some read it before, some after, per round.
      const pages = Array.from({ length: 4 }, () => admin.client.get('/admin', app));
      const [logout, ...answers] = await Promise.all([admin.client.post('/api/logout'), ...pages]);
      expect(logout.status, `round ${round}`).toBe(200);
      for (const page of answers) expect(page.status, `round ${round}`).toBe(200);
      // A page that read the session before the logout must not write it back (rolling cookie, touch).
      expect(
        Number((await t.db.knex('sessions').where({ user_id: admin.user.id }).count({ n: '*' }).first())!.n),
        `round ${round}`,
      ).toBe(0);
      // The browser keeps whatever cookie the last answer set, and with it the next page is an anonymous one.
      expect((await admin.client.get('/api/me')).body, `round ${round}`).toEqual({ user: null });
      const after = await admin.client.get('/admin', app);
      expect(after.text, `round ${round}`).not.toContain('/api/admin/dashboard');
    }
  });

  it('when the build changes under a running server, then the next page has the new hints', async () => {
    const next = '<link rel="modulepreload" crossorigin href="/build/app-routes-Novo.js">\n';
    fs.writeFileSync(path.join(dir, 'app-head.html'), next);
    // A later modification time than the first read, whatever the file system's clock resolution.
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(dir, 'app-head.html'), later, later);
    const res = await request(t.app).get('/login').set('Host', 'app.localhost:3000');
    expect(res.text).toContain(next);
    expect(res.text).not.toContain('app-routes-AbCd.js');
  });

  it('when a missing asset is requested, then 404 rather than the SPA document', async () => {
    expect((await request(t.app).get('/build/nao-existe-12345678.js')).status).toBe(404);
    expect((await request(t.app).get('/assets/nao-existe.svg')).status).toBe(404);
  });

  it('when the browser accepts brotli, then the build-time .br twin is sent as the same file, cached like it', async () => {
    // supertest decodes the body as a browser would; the header says what travelled.
    const res = await request(t.app).get('/build/app-EfGh5678.js').set('Accept-Encoding', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    // The twin's exact bytes (compressing on the fly would stream without a length).
    expect(res.headers['content-length']).toBe(String(fs.statSync(path.join(dir, 'build', 'app-EfGh5678.js.br')).size));
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.text).toBe(BUNDLE);
  });

  it('when the browser accepts only gzip, then the .gz twin; when it accepts nothing, then the plain file', async () => {
    const gz = await request(t.app).get('/build/app-EfGh5678.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-length']).toBe(String(fs.statSync(path.join(dir, 'build', 'app-EfGh5678.js.gz')).size));
    expect(gz.text).toBe(BUNDLE);
    const plain = await request(t.app).get('/build/app-EfGh5678.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(BUNDLE);
  });
});
