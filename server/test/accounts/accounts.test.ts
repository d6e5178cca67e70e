import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { useTestApp, APP_ORIGIN } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, DEFAULT_PASSWORD, loggedIn, uniqueSuffix } from '../support/factories.js';

const t = useTestApp();

const newAccount = () => ({
  username: 'Maria Souza',
  email: `maria-${uniqueSuffix()}@exemplo.com`,
  password: 'segredo1',
  whatsapp: '595981123456',
});

describe('registration, login and logout', () => {
  it('when a visitor registers and logs in, then the session restores the user until logout', async () => {
    const client = new TestClient(t.app);
    const account = newAccount();

    const registered = await client.post('/api/register', account);
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ username: 'Maria Souza', email: account.email, role: 'usuario', whatsapp: '595981123456' });
    expect(registered.body).not.toHaveProperty('password_hash');

    // Registration does not log in (the spec sends the user to the login form).
    expect((await client.get('/api/user')).status).toBe(401);

    const login = await client.post('/api/login', { email: account.email.toUpperCase(), password: account.password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ id: registered.body.id, username: 'Maria Souza', role: 'usuario' });

    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: registered.body.id, username: 'Maria Souza' });

    const session = await client.get('/api/session');
    expect(session.body).toEqual({ id: registered.body.id, role: 'usuario' });

    expect((await client.post('/api/logout')).status).toBe(200);
    const after = await client.get('/api/user');
    expect(after.status).toBe(401);
    expect(after.body.error).toBeTypeOf('string');
    expect((await client.get('/api/session')).status).toBe(401);
  });

  it('when logging in, then the session id changes and the cookie is HttpOnly and SameSite=Lax', async () => {
    const user = await createUser(t.db.knex);
    const client = new TestClient(t.app);
    const first = await client.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD });
    const before = (first.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid='));
    const res = await client.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD });
    const after = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid='));
    expect(before).toBeDefined();
    expect(after).toBeDefined();
    expect(after!.split(';')[0]).not.toBe(before!.split(';')[0]);
    expect(after).toMatch(/HttpOnly/i);
    expect(after).toMatch(/SameSite=Lax/i);
    expect(after).not.toMatch(/Secure/i);
  });

  it('when the e-mail is already taken in another case, then 409 with a Portuguese error', async () => {
    const client = new TestClient(t.app);
    const account = newAccount();
    expect((await client.post('/api/register', account)).status).toBe(201);
    const again = await client.post('/api/register', { ...account, email: account.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'Este e-mail já está cadastrado.' });
  });

  it('when the password is wrong or the e-mail unknown, then the same 401 message', async () => {
    const user = await createUser(t.db.knex);
    const client = new TestClient(t.app);
    const wrong = await client.post('/api/login', { email: user.email, password: 'errada123' });
    const unknown = await client.post('/api/login', { email: `ninguem-${uniqueSuffix()}@exemplo.com`, password: 'errada123' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'E-mail ou senha inválidos.' });
    expect(unknown.body).toEqual(wrong.body);
  });
});

describe('roles', () => {
  it('when an anonymous visitor asks for the admin role, then 403 and nothing is stored', async () => {
    const client = new TestClient(t.app);
    const account = { ...newAccount(), role: 'admin' };
    const res = await client.post('/api/register', account);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/administradores/);
    expect(await t.db.knex('users').where({ email: account.email }).first()).toBeUndefined();
  });

  it('when a usuario asks for the colaborador role, then 403', async () => {
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    const res = await client.post('/api/register', { ...newAccount(), role: 'colaborador' });
    expect(res.status).toBe(403);
  });

  it('when an admin creates a colaborador, then that person can log in as colaborador', async () => {
    const { client: admin } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const account = { username: 'Carla Staff', email: `carla-${uniqueSuffix()}@exemplo.com`, password: 'segredo1', role: 'colaborador' };
    const created = await admin.post('/api/register', account);
    expect(created.status).toBe(201);
    expect(created.body.role).toBe('colaborador');
    expect(created.body.whatsapp).toBeNull();
    // The admin stays logged in as themself.
    expect((await admin.get('/api/session')).body.role).toBe('admin');

    const staff = new TestClient(t.app);
    const user = await staff.login(account.email, account.password);
    expect(user.role).toBe('colaborador');
  });
});

describe('session probe (GET /api/me)', () => {
  it('when nobody is logged in, then the probe answers 200 with a null user while /api/user stays 401', async () => {
    const client = new TestClient(t.app);
    const probe = await client.get('/api/me');
    expect(probe.status).toBe(200);
    expect(probe.body).toEqual({ user: null });
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('when a student is logged in, then the probe answers the same user as /api/user', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const probe = await client.get('/api/me');
    expect(probe.status).toBe(200);
    expect(probe.body).toEqual({ user: (await client.get('/api/user')).body });
  });

  it('when the account was deleted under a live session, then the probe answers a null user and the session is over', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    await t.db.knex('users').where({ id: user.id }).delete();
    expect((await client.get('/api/me')).body).toEqual({ user: null });
    expect((await client.get('/api/session')).status).toBe(401);
  });
});

describe('CSRF and origin', () => {
  it('when a POST has no CSRF token, then 403 with a JSON error', async () => {
    const res = await request(t.app).post('/api/login').set('Origin', APP_ORIGIN).send({ email: 'a@b.com', password: 'x' });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/CSRF/);
  });

  it('when the CSRF header does not match the session token, then 403', async () => {
    const user = await createUser(t.db.knex);
    const client = await new TestClient(t.app).prime();
    client.xsrf = 'forjado';
    const res = await client.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(res.status).toBe(403);
  });

  it('when a logged-in user posts from a foreign origin or a cross-site context, then 403', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    expect((await client.post('/api/logout', {}, { Origin: 'https://malicioso.example' })).status).toBe(403);
    expect((await client.post('/api/logout', {}, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('when the page is fresh, then the first GET hands out the XSRF-TOKEN cookie readable by scripts', async () => {
    const res = await request(t.app).get('/api/csrf');
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/HttpOnly/i);
  });
});

describe('bad input', () => {
  const cases: Array<[string, unknown, RegExp]> = [
    ['missing fields', {}, /obrigatório/],
    ['a 10 kB e-mail', { ...newAccount(), email: `${'a'.repeat(10_000)}@exemplo.com` }, /E-mail inválido/],
    ['a local part over 64 chars', { ...newAccount(), email: `${'a'.repeat(65)}@exemplo.com` }, /E-mail inválido/],
    ['a short password', { ...newAccount(), password: '12345' }, /6 caracteres/],
    ['an invalid +55 number', { ...newAccount(), whatsapp: '55 (11) 1234' }, /WhatsApp inválido/],
    ['HTML in the name', { ...newAccount(), username: '<script>alert(1)</script>' }, /Nome/],
    ['a number as the name', { ...newAccount(), username: 42 }, /Nome/],
    ['an unknown role', { ...newAccount(), role: 'root' }, /Papel inválido/],
  ];
  it.each(cases)('when registering with %s, then a clean 400 and nothing stored', async (_label, body, message) => {
    const before = await t.db.knex('users').count('* as n').first();
    const res = await new TestClient(t.app).post('/api/register', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect(await t.db.knex('users').count('* as n').first()).toEqual(before);
  });

  it("when SQL is typed in the login e-mail, then it is just a failed login", async () => {
    const res = await new TestClient(t.app).post('/api/login', { email: "' or 1=1 --", password: 'qualquer' });
    expect(res.status).toBe(401);
  });

  it('when the JSON is malformed, then 400 with a JSON error, not a stack trace', async () => {
    const client = await new TestClient(t.app).prime();
    const res = await client.agent
      .post('/api/login')
      .set('Origin', APP_ORIGIN)
      .set('X-XSRF-TOKEN', client.xsrf!)
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'JSON malformado.' });
  });

  it('when the body is over 100 kB, then 413 with a JSON error', async () => {
    const res = await new TestClient(t.app).post('/api/register', { ...newAccount(), username: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body.error).toBeTypeOf('string');
  });

  it('when an unknown API route is called, then 404 JSON', async () => {
    const res = await new TestClient(t.app).get('/api/nao-existe');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Recurso não encontrado.' });
  });
});

describe('health', () => {
  it('when the database answers, then /healthz is ok', async () => {
    const res = await request(t.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });
});
