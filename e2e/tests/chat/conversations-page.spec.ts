import { test, expect } from '@playwright/test';
import { APP_BASE } from '../../support/env.js';
import { registerUser } from '../../support/api.js';
import { adminReply, loginOnAppHost } from './chat-helpers.js';

test("'Minhas conversas' starts empty, asks the assistant, shows date-times and receives a staff reply live", async ({ page }) => {
  test.setTimeout(90_000);
  const user = await registerUser({ username: 'Paulo Mendes' });
  await loginOnAppHost(page, user.email, user.password);
  await page.goto(`${APP_BASE}/painel/conversas`);
  await expect(page.getByRole('heading', { name: 'Minhas conversas', level: 1 })).toBeVisible();
  await expect(page.getByText('Você ainda não tem mensagens.')).toBeVisible();

  await page.getByRole('button', { name: 'Como funciona o processo de legalização acadêmica?' }).click();
  const mine = page.locator('li[data-autor="user"]');
  await expect(mine).toContainText('Como funciona o processo de legalização acadêmica?');
  const answer = page.locator('li[data-autor="ia"]');
  await expect(answer).toContainText('Apostila de Haia', { timeout: 20_000 });
  await expect(answer.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, { timeout: 10_000 });
  // Spoken as it arrives, on the conversation's own player.
  await expect(page.locator('audio.chat-speech-player')).toHaveAttribute('src', /^blob:/, { timeout: 45_000 });

  await adminReply(user.id, 'Oi, Paulo! Vamos cuidar do seu apostilamento juntos.');
  const staff = page.locator('li[data-autor="admin"]');
  // Live, without a reload: the socket delivers it however slow the machine is.
  await expect(staff).toContainText('Vamos cuidar do seu apostilamento');
  // Signed once, by the name of the staff member who wrote it (the seeded admin is named 'Administrador').
  await expect(staff.locator('.chat-msg__author')).toHaveText('Administrador');

  // The widget and this page share one history.
  await page.reload();
  await expect(page.locator('li[data-autor]')).toHaveCount(3);
});
