import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, APP_BASE } from '../../support/env.js';
import { registerUser, uniqueEmail } from '../../support/api.js';
import { loginThroughPage, postDeletionCallback, statusFromBrowser } from './admin-helpers.js';
import { signIn, signInAsAdmin } from '../../support/session.js';
import { menuEntries } from '../foundation/helpers.js';

test('admin creates a colaborador, logs out, and the colaborador lands on /admin seeing Atendimento IA and Funil', async ({ page }) => {
  const email = uniqueEmail('colab');
  await loginThroughPage(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto(`${APP_BASE}/admin/usuarios`);

  const form = page.locator('.admin-users__form');
  await expect(form.getByLabel('Papel')).toHaveValue('usuario');
  await form.getByLabel('Nome').fill('Carla Colaboradora');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Senha').fill('senha-colab-1');
  await form.getByLabel('Papel').selectOption({ label: 'Colaborador' });
  await form.getByRole('button', { name: 'Criar' }).click();

  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Carla Colaboradora');
  await expect(row).toContainText('Colaborador');

  // The same e-mail again: the server's message after the spec's prefix.
  await form.getByLabel('Nome').fill('Outra');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Senha').fill('senha-colab-1');
  await form.getByRole('button', { name: 'Criar' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Erro ao criar usuário: Este e-mail já está cadastrado\./);

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await loginThroughPage(page, email, 'senha-colab-1');
  await expect(page).toHaveURL(`${APP_BASE}/admin`);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  // The entries' own words: the count of waiting conversations beside one depends on other specs' data.
  await expect.poll(() => menuEntries(page)).toEqual(['Atendimento IA', 'Funil', 'Sair']);
  await expect(menu.getByRole('link', { name: 'Usuários' })).toHaveCount(0);

  // Admin-only pages send the colaborador back; their data is refused by the server too.
  await page.goto(`${APP_BASE}/admin/usuarios`);
  await expect(page).toHaveURL(`${APP_BASE}/admin`);
  expect(await statusFromBrowser(page, '/api/usuarios')).toBe(403);
  expect(await statusFromBrowser(page, '/api/deletion-requests')).toBe(403);
});

test('a usuario never sees the deletion requests table', async ({ page }) => {
  const user = await registerUser();
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/painel/);
  await page.goto(`${APP_BASE}/admin/usuarios`);
  await expect(page).toHaveURL(/\/painel/);
  await expect(page.getByText('Solicitações de Exclusão (Facebook)')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Confirmation Code' })).toHaveCount(0);
  expect(await statusFromBrowser(page, '/api/deletion-requests')).toBe(403);
});

test('a signed deletion request shows in the admin table and on the public status page', async ({ page }) => {
  const facebookId = String(Date.now()).slice(-12);
  const { url, confirmation_code } = await postDeletionCallback(facebookId);

  await signInAsAdmin(page);
  await page.goto(`${APP_BASE}/admin/usuarios`);
  const section = page.locator('.admin-deletions');
  await expect(section.getByRole('heading', { name: 'Solicitações de Exclusão (Facebook)' })).toBeVisible();
  const row = section.getByRole('row', { name: new RegExp(confirmation_code) });
  await expect(row).toContainText(facebookId);
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Status da exclusão de dados');
  await expect(page.getByText(confirmation_code)).toBeVisible();
});

test('the calculator adds 1.234,50 and 10 as R$ 1.244,50', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Calculadora de Custos' }).click();
  await expect(page).toHaveURL(`${APP_BASE}/admin/painel1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculadora de Custos');
  await page.getByLabel('Valor 1').fill('1.234,50');
  await page.getByLabel('Valor 2').fill('10');
  await expect(page.getByTestId('calc-total')).toHaveText('R$ 1.244,50');
  await page.getByLabel('Valor 2').fill('dez');
  await expect(page.getByText('Valor inválido. Use números, como 1.234,50.')).toBeVisible();
});

test('the admin index is the dashboard with prospects per status and the queue', async ({ page }) => {
  await registerUser();
  await signInAsAdmin(page);
  await expect(page).toHaveURL(`${APP_BASE}/admin`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  const chart = page.getByRole('list', { name: 'Prospectos por status de atendimento' });
  // The five attendance values plus Perdido.
  await expect(chart.getByRole('listitem')).toHaveCount(6);
  await expect(chart.getByRole('listitem').first()).toContainText('Aberto');
  await expect(page.getByRole('heading', { name: 'Fila do WhatsApp' })).toBeVisible();
  await page.getByRole('link', { name: 'Abrir Atendimento IA' }).click();
  await expect(page).toHaveURL(`${APP_BASE}/admin/atendimento`);
});

test('marketing: the confirmation names the template and the count, the result says enfileiradas, and the counters follow the queue', async ({
  page,
}) => {
  // Three bcrypt sign-ups and a login before the page: more than the default budget on a shared 2-core machine.
  test.setTimeout(90_000);
  const tail = String(Date.now() % 1e6).padStart(6, '0');
  const ana = await registerUser({ whatsapp: `551198${tail}1`, receber_marketing: true });
  // Same number as Ana: the two accounts get one message.
  const bia = await registerUser({ whatsapp: `551198${tail}1`, receber_marketing: true });
  const caio = await registerUser({ whatsapp: `595981${tail}`, receber_marketing: true });
  // Each step waits for a state (a page, a list, a queued campaign), given time for a slow shared machine.
  const patient = expect.configure({ timeout: 15_000 });
  const ids = new Set([ana.id, bia.id, caio.id]);
  await signInAsAdmin(page);
  // The page gets the server's own list narrowed to this test's students (the e2e database also holds every
  // other test's prospects); the send itself is real and re-reads each account.
  const listed = await page.evaluate(
    async () => (await (await fetch('/api/prospectos', { credentials: 'include' })).json()) as Array<{ id: number }>,
  );
  const ours = listed.filter((p) => ids.has(p.id));
  expect(ours).toHaveLength(3);
  await page.route('**/api/prospectos', (route) => route.fulfill({ json: ours }));
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Enviar Marketing' }).click();
  await patient(page).toHaveURL(`${APP_BASE}/admin/enviar-marketing`);
  await patient(page.getByRole('heading', { level: 1 })).toHaveText('Enviar Mensagem de Marketing');
  const select = page.getByLabel('Modelo de mensagem');
  await patient(select).toHaveValue('anuncio_medicina_paraguai');
  await patient(select.locator('option')).toHaveCount(3);
  // WhatsApp is not configured in e2e: staff are told, with what to set.
  const banner = page.getByRole('region', { name: 'WhatsApp não configurado' });
  await patient(banner).toContainText('WHATSAPP_TOKEN');
  await patient(banner).toContainText('WHATSAPP_PHONE_NUMBER_ID');
  await patient(page.getByText('Será enviado para 2 pessoas', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Enviar para todos' }).click();
  const confirmation = page.getByRole('region', { name: 'Confirmar envio' });
  await patient(confirmation).toContainText(
    'O modelo Anúncio principal (anuncio_medicina_paraguai) será enviado pelo WhatsApp para 2 pessoas',
  );
  await patient(confirmation).toContainText('ficarão na fila');
  await confirmation.getByRole('button', { name: 'Enviar para 2 pessoas' }).click();

  await patient(page.getByRole('alert').filter({ hasText: '2 mensagens enfileiradas' })).toBeVisible();
  await patient(page.getByText(/enviadas com sucesso/)).toHaveCount(0);
  await patient(page.getByTestId('campanha-na-fila')).toHaveText('2');
  await patient(page.getByTestId('campanha-enviadas')).toHaveText('0');
  await patient(page.getByText(/aguardando a configuração do WhatsApp/)).toBeVisible();
  await patient(page.getByText(/^Atualizado às \d{2}:\d{2}:\d{2}/)).toBeVisible();
});
