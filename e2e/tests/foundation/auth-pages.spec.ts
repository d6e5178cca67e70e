import { test, expect } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, APP_BASE, PUBLIC_BASE } from '../../support/env.js';
import { registerUser, uniqueEmail } from '../../support/api.js';
import { loginThroughPage, menuEntries } from './helpers.js';

test('a visitor registers on the page with a +595 number, logs in and lands on /painel with the usuario menu', async ({ page }) => {
  const email = uniqueEmail('registro');
  await page.goto(`${APP_BASE}/register`);
  await expect(page.getByRole('heading', { name: 'Registrar' })).toBeVisible();

  await page.getByLabel('Nome', { exact: true }).fill('Marina Duarte');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByLabel('Código do país').selectOption('+595');
  const whatsapp = page.getByLabel('WhatsApp', { exact: true });
  await whatsapp.pressSequentially('981123456');
  // The page mask for +595 (docs/product.md, Constants and limits).
  await expect(whatsapp).toHaveValue('981 123 456');

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/register') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  // What the page sends (docs/product.md, Validation): the code without '+', digits only; no role and no code field; the unticked consent
  // box and the first-touch source this browser kept (a direct visit: only its date).
  expect((await sent).postDataJSON()).toEqual({
    username: 'Marina Duarte',
    email,
    password: 'segredo123',
    whatsapp: '595981123456',
    receber_marketing: false,
    origem: { capturado_em: expect.any(String) },
  });

  await expect(page).toHaveURL(`${APP_BASE}/login`);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  // The e-mail comes prefilled after registering.
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(page).toHaveURL(`${APP_BASE}/painel/conversas`);
  await expect(page.getByRole('banner')).toContainText('Painel de Marina Duarte');
  expect(await menuEntries(page)).toEqual(['Minhas conversas', 'Flashcards', 'Configurações', 'Minha matrícula', 'Sair']);
  await expect(page.getByRole('heading', { name: 'Minhas conversas' })).toBeVisible();
  // The user object is kept in session storage (docs/product.md, After login).
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('user') ?? 'null'));
  expect(stored).toMatchObject({ username: 'Marina Duarte', email, role: 'usuario', whatsapp: '595981123456' });
});

test('the seeded admin logs in and lands on /admin with the admin menu', async ({ page }) => {
  await loginThroughPage(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(`${APP_BASE}/admin`);
  expect(await menuEntries(page)).toEqual([
    'Dashboard',
    'Calculadora de Custos',
    'Usuários',
    'Enviar Marketing',
    'Flashcards',
    'Atendimento IA',
    'Auditoria',
    'Funil',
    'Conhecimento',
    'Backups',
    'Site',
    'Sair',
  ]);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: 'Calculadora de Custos' }).click();
  await expect(page).toHaveURL(`${APP_BASE}/admin/painel1`);
  await expect(page.getByRole('heading', { name: 'Calculadora de Custos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Calculadora de Custos' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
});

test('when the credentials are wrong, then the server message is shown and the user stays on /login', async ({ page }) => {
  const account = await registerUser();
  await page.goto(`${APP_BASE}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha inválidos.');
  await expect(page).toHaveURL(`${APP_BASE}/login`);
});

test('when the login server answers without an error field, then "E-mail ou senha inválidos." is shown', async ({ page }) => {
  await page.route('**/api/login', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }));
  await page.goto(`${APP_BASE}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill('alguem@exemplo.com');
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha inválidos.');
});

test('the login page shows the exact validation messages of docs/product.md, Validation', async ({ page }) => {
  await page.goto(`${APP_BASE}/login`);
  const email = page.getByLabel('E-mail', { exact: true });
  const password = page.getByLabel('Senha', { exact: true });
  // Nothing is sent while the form is invalid.
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/login')) posted = true;
  });

  // An invalid submit marks every field touched: both messages at once.
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('E-mail é obrigatório.')).toBeVisible();
  await expect(page.getByText('Senha é obrigatória.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill('nao-e-email');
  await password.fill('12345');
  await expect(page.getByText('E-mail inválido.')).toBeVisible();
  await expect(page.getByText('Mínimo de 6 caracteres.')).toBeVisible();

  await email.fill(`${'a'.repeat(65)}@exemplo.com`);
  await expect(page.getByText('E-mail inválido.')).toBeVisible();

  await email.fill('ana@exemplo.com');
  await password.fill('123456');
  await expect(page.getByText('E-mail inválido.')).toBeHidden();
  await expect(page.getByText('Mínimo de 6 caracteres.')).toBeHidden();
  expect(posted).toBe(false);
});

test('a field shows its message once it is left (touched), not before', async ({ page }) => {
  await page.goto(`${APP_BASE}/login`);
  const email = page.getByLabel('E-mail', { exact: true });
  await email.focus();
  await expect(page.getByText('E-mail é obrigatório.')).toBeHidden();
  await email.blur();
  await expect(page.getByText('E-mail é obrigatório.')).toBeVisible();
  await expect(page.getByText('Senha é obrigatória.')).toBeHidden();
});

test('the register page shows its messages and checks the digits per country code', async ({ page }) => {
  await page.goto(`${APP_BASE}/register`);
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(page.getByText('Nome é obrigatório.')).toBeVisible();
  await expect(page.getByText('E-mail é obrigatório.')).toBeVisible();
  await expect(page.getByText('Senha é obrigatória.')).toBeVisible();
  await expect(page.getByText('WhatsApp é obrigatório.')).toBeVisible();
  // +55 is the default code, with its mask.
  await expect(page.getByLabel('Código do país')).toHaveValue('+55');
  const whatsapp = page.getByLabel('WhatsApp', { exact: true });
  await whatsapp.pressSequentially('1191234567');
  await expect(whatsapp).toHaveValue('(11) 91234-567');
  await expect(page.getByText('Número inválido.')).toBeVisible();
  await whatsapp.pressSequentially('8');
  await expect(whatsapp).toHaveValue('(11) 91234-5678');
  await expect(page.getByText('Número inválido.')).toBeHidden();
  // Switching to +54 keeps the digits under the +54 mask; 11 digits are valid there too.
  await page.getByLabel('Código do país').selectOption('+54');
  await expect(whatsapp).toHaveValue('1 1912 34-5678');
  await expect(page.getByText('Número inválido.')).toBeHidden();
  // +595 needs exactly 9 digits: the mask keeps 9 and the rule accepts them.
  await page.getByLabel('Código do país').selectOption('+595');
  await whatsapp.fill('');
  await whatsapp.pressSequentially('98112345');
  await whatsapp.blur();
  await expect(page.getByText('Número inválido.')).toBeVisible();
});

test('when the e-mail is already registered, then "Erro: " plus the server message is shown', async ({ page }) => {
  const existing = await registerUser();
  await page.goto(`${APP_BASE}/register`);
  await page.getByLabel('Nome', { exact: true }).fill('Outra Pessoa');
  await page.getByLabel('E-mail', { exact: true }).fill(existing.email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByLabel('WhatsApp', { exact: true }).pressSequentially('11987654321');
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Erro: Este e-mail já está cadastrado.');
  await expect(page).toHaveURL(`${APP_BASE}/register`);
});

test('when registering fails without an error field, then "Erro ao registrar." is shown', async ({ page }) => {
  await page.route('**/api/register', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
  await page.goto(`${APP_BASE}/register`);
  await page.getByLabel('Nome', { exact: true }).fill('Pessoa');
  await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail());
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByLabel('WhatsApp', { exact: true }).pressSequentially('11987654321');
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Erro ao registrar.');
});

test('the login page links to /register, and Voltar goes to the public site', async ({ page }) => {
  await page.goto(`${APP_BASE}/login`);
  await page.getByRole('link', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(`${APP_BASE}/register`);
  await page.getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${APP_BASE}/login`);
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(`${PUBLIC_BASE}/`);
});

test('when a field with an error is left by clicking the submit button, then the submit still happens', async ({ page }) => {
  // The blur shows the password message first; the button must not be pushed out from under the pointer.
  await page.goto(`${APP_BASE}/register`);
  await page.getByLabel('Senha', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(page.getByText('Nome é obrigatório.')).toBeVisible();
  await expect(page.getByText('Mínimo de 6 caracteres.')).toBeVisible();
  await expect(page.getByText('WhatsApp é obrigatório.')).toBeVisible();
  // The first invalid field gets the focus.
  await expect(page.getByLabel('Nome', { exact: true })).toBeFocused();
});
