import { test, expect, type Page } from '@playwright/test';
import { PUBLIC_BASE } from '../../support/env.js';

const result = (page: Page) => page.getByRole('region', { name: 'Resultado da consulta' });

test('when no code is given, then the page asks for the confirmation code', async ({ page }) => {
  await page.goto('/deletion-status');
  await expect(page.getByRole('heading', { level: 1, name: 'Status da exclusão de dados' })).toBeVisible();
  await expect(result(page).getByRole('heading', { name: 'Informe o código de confirmação' })).toBeVisible();
});

test('when the code is unknown to the server, then the page says the request was not found', async ({ page }) => {
  const response = page.waitForResponse((r) => r.url().includes('/api/deletion-status/'));
  await page.goto('/deletion-status?code=codigo-que-nao-existe');
  expect((await response).status()).toBe(404);
  await expect(result(page).getByRole('heading', { name: 'Solicitação não encontrada.' })).toBeVisible();
  await expect(page.getByLabel('Código de confirmação')).toHaveValue('codigo-que-nao-existe');
});

test('when a code is typed in the form, then the address and the lookup follow it', async ({ page }) => {
  await page.goto('/deletion-status');
  await page.getByLabel('Código de confirmação').fill('abc123');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/deletion-status/abc123'));
  await page.getByRole('button', { name: 'Consultar' }).click();
  await response;
  await expect(page).toHaveURL(`${PUBLIC_BASE}/deletion-status?code=abc123`);
  await expect(result(page).getByRole('heading', { name: 'Solicitação não encontrada.' })).toBeVisible();
});

// The admin issue's endpoint creates requests only from signed Facebook callbacks; these render the
// documented 200 contract to prove every state's Portuguese text (the 404 above runs against the real server).
const STATES = [
  { status: 'recebida', heading: 'Solicitação recebida', concluido_em: null, concluded: 'Ainda não concluída' },
  { status: 'em_andamento', heading: 'Exclusão em andamento', concluido_em: null, concluded: 'Ainda não concluída' },
  { status: 'concluida', heading: 'Exclusão concluída', concluido_em: '2025-05-12T15:30:00.000Z', concluded: /\d{2}\/\d{2}\/2025 \d{2}:\d{2}/ },
] as const;

for (const state of STATES) {
  test(`when the request is '${state.status}', then the page shows its Portuguese state and dates`, async ({ page }) => {
    await page.route('**/api/deletion-status/**', (route) =>
      route.fulfill({
        json: { confirmation_code: 'ABC123XYZ', status: state.status, recebido_em: '2025-05-10T12:00:00.000Z', concluido_em: state.concluido_em },
      }),
    );
    await page.goto('/deletion-status?code=ABC123XYZ');
    await expect(result(page).getByRole('heading', { name: state.heading })).toBeVisible();
    await expect(result(page)).toContainText('ABC123XYZ');
    await expect(result(page)).toContainText(/10\/05\/2025 \d{2}:\d{2}/);
    await expect(result(page).locator('dd').last()).toHaveText(state.concluded);
    await expect(result(page).locator('[aria-current="step"]')).toHaveCount(1);
  });
}

test('when the server cannot be reached, then the page offers to try again', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/deletion-status/**', (route) => {
    calls += 1;
    return calls === 1 ? route.abort() : route.fulfill({ status: 404, json: { error: 'Solicitação não encontrada.' } });
  });
  await page.goto('/deletion-status?code=XYZ');
  await expect(result(page).getByRole('heading', { name: 'Não foi possível consultar agora' })).toBeVisible();
  await result(page).getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(result(page).getByRole('heading', { name: 'Solicitação não encontrada.' })).toBeVisible();
});
