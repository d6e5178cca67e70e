import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  fs.mkdirSync(path.join(dir, 'build'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>SPA</title>');
  fs.writeFileSync(path.join(dir, 'build', 'index-AbCd1234.js'), 'console.log(1)');
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

  it('when a missing asset is requested, then 404 rather than the SPA document', async () => {
    expect((await request(t.app).get('/build/nao-existe-12345678.js')).status).toBe(404);
    expect((await request(t.app).get('/assets/nao-existe.svg')).status).toBe(404);
  });
});
