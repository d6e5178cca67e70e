import { test, expect } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, APP_BASE } from '../../support/env.js';
import { apiClient, apiLogin, apiPost, registerUser, uniqueEmail } from '../../support/api.js';
import { loginThroughPage, menuEntries } from './helpers.js';
import { signIn, signInAsAdmin } from '../../support/session.js';

test('the theme toggle switches to dark, is stored as theme=escuro and survives a reload', async ({ page }) => {
  const account = await registerUser({ username: 'Tema Escuro' });
  await signIn(page, account.email, account.password);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');

  await page.getByRole('button', { name: 'Usar tema escuro' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('escuro');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Usar tema claro' })).toBeVisible();
  await page.getByRole('button', { name: 'Usar tema claro' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('claro');
});

test('at 375 px the menu opens with "Menu" and closes on an outside click and on Escape', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const account = await registerUser({ username: 'Tela Pequena' });
  await signIn(page, account.email, account.password);
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  const menuButton = page.getByRole('button', { name: 'Menu' });

  await expect(nav).toBeHidden();
  await menuButton.click();
  await expect(nav).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  // A click in the content area, right of the 250 px menu.
  await page.mouse.click(330, 500);
  await expect(nav).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await menuButton.click();
  await expect(nav).toBeVisible();
  // A click inside the menu (on its header) keeps it open.
  await nav.getByText('Assessorado').click();
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menuButton).toBeFocused();

  // Following a link closes the overlay too.
  await menuButton.click();
  await nav.getByRole('link', { name: 'Flashcards' }).click();
  await expect(page).toHaveURL(`${APP_BASE}/painel/flashcards`);
  await expect(nav).toBeHidden();
});

test('at 1280 px the menu is always shown and there is no Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const account = await registerUser({ username: 'Tela Larga' });
  await signIn(page, account.email, account.password);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  const box = await page.locator('.shell-sidebar').boundingBox();
  expect(box?.width).toBe(250);
  const bar = await page.getByRole('banner').boundingBox();
  expect(bar?.height).toBe(56);
});

test('"Sair" logs out, returns to /login, and the panel then needs a new login', async ({ page }) => {
  const account = await registerUser({ username: 'Quem Sai' });
  await signIn(page, account.email, account.password);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(`${APP_BASE}/login`);
  expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();
  await page.goto(`${APP_BASE}/painel`);
  await expect(page).toHaveURL(`${APP_BASE}/login`);
});

test('when logging out fails, then "Erro ao sair: " plus the server message is shown and the user stays', async ({ page }) => {
  const account = await registerUser({ username: 'Sai Nao' });
  await signIn(page, account.email, account.password);
  await page.route('**/api/logout', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Serviço indisponível.' }) }),
  );
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('alert')).toHaveText('Erro ao sair: Serviço indisponível.');
  await expect(page).toHaveURL(`${APP_BASE}/painel/conversas`);

  await page.route('**/api/logout', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('alert')).toHaveText('Erro ao sair: desconhecido');
});

test('without a session, /painel and /admin go to /login', async ({ page }) => {
  await page.goto(`${APP_BASE}/painel`);
  await expect(page).toHaveURL(`${APP_BASE}/login`);
  await page.goto(`${APP_BASE}/admin/usuarios`);
  await expect(page).toHaveURL(`${APP_BASE}/login`);
  await page.goto(`${APP_BASE}/painel/flashcards/estudar/3`);
  await expect(page).toHaveURL(`${APP_BASE}/login`);
});

test('a usuario visiting /admin goes to /painel', async ({ page }) => {
  const account = await registerUser({ username: 'Usuario Curioso' });
  await signIn(page, account.email, account.password);
  await page.goto(`${APP_BASE}/admin`);
  await expect(page).toHaveURL(`${APP_BASE}/painel/conversas`);
  await page.goto(`${APP_BASE}/admin/usuarios`);
  await expect(page).toHaveURL(`${APP_BASE}/painel/conversas`);
});

test('a session from another tab is picked up: a new tab at /painel opens the panel without logging in again', async ({ context, page }) => {
  const account = await registerUser({ username: 'Duas Abas' });
  await signIn(page, account.email, account.password);
  const other = await context.newPage();
  await other.goto(`${APP_BASE}/painel/config`);
  await expect(other).toHaveURL(`${APP_BASE}/painel/config`);
  await expect(other.getByRole('banner')).toContainText('Painel de Duas Abas');
  await expect(other.getByRole('heading', { name: 'Configurações da Conta' })).toBeVisible();
});

test('a colaborador lands on /admin with Atendimento IA and Funil, and is kept out of /painel and admin-only pages', async ({ page }) => {
  const admin = await apiClient();
  await apiLogin(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
  const email = uniqueEmail('colab');
  const created = await apiPost(admin, '/api/register', { username: 'Carla Colab', email, password: 'segredo123', role: 'colaborador' });
  expect(created.status()).toBe(201);
  await admin.dispose();

  await loginThroughPage(page, email, 'segredo123');
  await expect(page).toHaveURL(`${APP_BASE}/admin`);
  expect(await menuEntries(page)).toEqual(['Atendimento IA', 'Funil', 'Sair']);
  await expect(page.getByRole('heading', { name: 'Chamados de Usuários' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Atendimento IA' })).toHaveAttribute('aria-current', 'page');

  for (const path of ['/painel/conversas', '/painel/flashcards', '/admin/usuarios', '/admin/painel1', '/admin/enviar-marketing']) {
    await page.goto(`${APP_BASE}${path}`);
    await expect(page).toHaveURL(`${APP_BASE}/admin`);
  }
});

test('an admin may open the flashcards of /painel but not the usuario-only pages', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Flashcards' }).click();
  await expect(page).toHaveURL(`${APP_BASE}/painel/flashcards`);
  await expect(page.getByRole('heading', { name: 'Decks' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Flashcards' })).toHaveAttribute('aria-current', 'page');
  expect(await menuEntries(page)).toContain('Dashboard');
  await page.goto(`${APP_BASE}/painel/config`);
  await expect(page).toHaveURL(`${APP_BASE}/admin`);
});

test('every app route of docs/product.md, Routes by host exists and unknown paths go to /login', async ({ page }) => {
  const account = await registerUser({ username: 'Rotas' });
  await signIn(page, account.email, account.password);
  const headings: [string, string][] = [
    ['/painel/conversas', 'Minhas conversas'],
    ['/painel/flashcards', 'Decks'],
    ['/painel/config', 'Configurações da Conta'],
  ];
  for (const [path, heading] of headings) {
    await page.goto(`${APP_BASE}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto(`${APP_BASE}/painel`);
  await expect(page).toHaveURL(`${APP_BASE}/painel/conversas`);
  await page.goto(`${APP_BASE}/qualquer/coisa`);
  await expect(page).toHaveURL(`${APP_BASE}/login`);
});
