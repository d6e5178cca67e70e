import { test, expect } from '@playwright/test';
import { PUBLIC_BASE } from '../../support/env.js';
import { registerUser, uniqueEmail } from '../../support/api.js';
import { adminReply, loginThroughWidget, openWidget, userIdOf, widget } from './chat-helpers.js';

test('a visitor registers in the widget, asks a suggestion, hears the answer, keeps the history and sees a staff reply live', async ({ page }) => {
  // Speech synthesis runs on a shared 2-core machine: give the audio time, not the assertions slack.
  test.setTimeout(90_000);
  const email = uniqueEmail('widget');
  const password = 'segredo123';
  await page.goto(PUBLIC_BASE);
  await openWidget(page);
  const chat = widget(page);
  await expect(chat).toContainText('Olá, tudo bem? Você já tem uma conta?');

  // Não → registration, with the +55 mask.
  await chat.getByRole('button', { name: 'Não' }).click();
  await expect(chat).toContainText('Vamos criar sua conta! Preencha os campos abaixo.');
  await chat.getByLabel('Nome').fill('Joana Prado');
  await chat.getByLabel('E-mail').fill(email);
  await expect(chat.getByLabel('Código do país')).toHaveValue('+55');
  const phone = chat.getByRole('textbox', { name: 'WhatsApp' });
  await phone.pressSequentially('11912345678');
  await expect(phone).toHaveValue('(11) 91234-5678');
  await chat.getByLabel('Senha').fill(password);
  // Marketing consent is opt-in: the box starts unticked.
  await expect(chat.getByLabel('Quero receber novidades e avisos de matrícula da assessoria pelo WhatsApp')).not.toBeChecked();
  await chat.getByRole('button', { name: 'Criar conta' }).click();

  // Success message and the login form prefilled.
  await expect(chat).toContainText('Conta criada com sucesso! Agora faça login com seu e-mail e senha para começar.');
  await expect(chat.getByLabel('E-mail')).toHaveValue(email);
  await expect(chat.getByLabel('Senha')).toHaveValue(password);
  await chat.getByRole('button', { name: 'Entrar' }).click();

  // Chat: greeting by name, a suggestion, the AI answer, spoken as it arrives (the conversation's own player).
  await expect(chat).toContainText('Olá, Joana!');
  await chat.getByRole('button', { name: 'Quais documentos são necessários para a matrícula?' }).click();
  const aiAnswer = chat.locator('li[data-autor="ia"]').filter({ hasText: 'Histórico escolar' });
  await expect(aiAnswer).toBeVisible({ timeout: 20_000 });
  const speech = chat.locator('audio.chat-speech-player');
  await expect(speech).toHaveAttribute('src', /^blob:/, { timeout: 45_000 });
  // Real speech: the player loads the first sentence and knows its length.
  await expect.poll(() => speech.evaluate((el: HTMLAudioElement) => el.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  expect(await speech.evaluate((el: HTMLAudioElement) => el.duration)).toBeGreaterThan(0.5);

  // Reload keeps the history (the session restores the chat directly).
  await page.reload();
  await openWidget(page);
  await expect(chat.locator('li[data-autor="user"]')).toContainText('Quais documentos são necessários para a matrícula?');
  await expect(chat.locator('li[data-autor="ia"]').filter({ hasText: 'Histórico escolar' })).toBeVisible();
  await expect(chat.getByRole('button', { name: 'Ouvir resposta' })).toBeVisible();

  // A staff reply saved through the API appears in the open widget, live (no reload).
  const userId = await userIdOf(email, password);
  await adminReply(userId, 'Olá, Joana! Sou a assessora Carla. Já separei sua lista de documentos.');
  await expect(chat.locator('li[data-autor="admin"]')).toContainText('Sou a assessora Carla');

  // Sair → back to the greeting.
  await chat.getByRole('button', { name: 'Sair' }).click();
  await expect(chat).toContainText('Olá, tudo bem? Você já tem uma conta?');
  await expect(chat.getByRole('button', { name: 'Sim' })).toBeVisible();
  await expect(chat.locator('li[data-autor="admin"]')).toHaveCount(0);
});

test('when a student types HTML, **asterisks** and a line break, then the widget shows the message exactly as typed', async ({ page }) => {
  const user = await registerUser({ username: 'Rita Alves' });
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await loginThroughWidget(page, user.email, user.password);
  const chat = widget(page);
  const input = chat.getByLabel('Sua pergunta');
  await input.fill('<img src=x onerror="alert(1)"> **importante**');
  await input.press('Shift+Enter');
  await input.pressSequentially('segunda linha');
  await input.press('Enter');
  const mine = chat.locator('li[data-autor="user"]').last();
  await expect(mine.locator('.chat-msg__text')).toHaveText('<img src=x onerror="alert(1)"> **importante**\nsegunda linha');
  expect(await mine.locator('.chat-msg__text').innerText()).toBe('<img src=x onerror="alert(1)"> **importante**\nsegunda linha');
  await expect(mine.locator('strong')).toHaveCount(0);
  await expect(chat.locator('img')).toHaveCount(0);
  await expect(input).toHaveValue('');
  // An empty or blank question is ignored.
  await input.fill('    ');
  await input.press('Enter');
  await expect(chat.locator('li[data-autor="user"]')).toHaveCount(1);
  expect(dialogs).toBe(0);
});

test('the widget opens, is used and closes with the keyboard alone', async ({ page }) => {
  await page.goto(PUBLIC_BASE);
  const launcher = page.getByRole('button', { name: 'Tire suas dúvidas' });
  await launcher.focus();
  await page.keyboard.press('Enter');
  const chat = widget(page);
  await expect(chat).toBeVisible();
  await expect(chat.getByRole('button', { name: 'Sim' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(chat.getByRole('button', { name: 'Não' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(chat.getByLabel('Nome')).toBeFocused();
  // An invalid submit makes the assistant explain.
  await chat.getByRole('button', { name: 'Criar conta' }).press('Enter');
  await expect(chat).toContainText('Verifique se todos os campos foram preenchidos corretamente.');
  await expect(chat).toContainText('Nome é obrigatório.');
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(page.getByRole('button', { name: 'Tire suas dúvidas' })).toBeFocused();
});

test('a wrong password in the widget gets the assistant\'s failure message', async ({ page }) => {
  const user = await registerUser();
  await page.goto(PUBLIC_BASE);
  await openWidget(page);
  const chat = widget(page);
  await chat.getByRole('button', { name: 'Sim' }).click();
  await chat.getByLabel('E-mail').fill(user.email);
  await chat.getByLabel('Senha').fill('senha-errada');
  await chat.getByRole('button', { name: 'Entrar' }).click();
  await expect(chat).toContainText('Email ou senha incorretos. Tente novamente.');
  await chat.getByRole('button', { name: 'Criar nova conta' }).click();
  await expect(chat.getByLabel('Nome')).toBeVisible();
  await chat.getByRole('button', { name: 'Já tem conta? Fazer login' }).click();
  await expect(chat.getByLabel('E-mail')).toBeVisible();
});
