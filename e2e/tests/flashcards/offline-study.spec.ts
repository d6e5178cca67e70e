import { test, expect, type Page } from '@playwright/test';
import { deviceCopy, type QueuedAnswer } from './device-copy.js';
import { StudyPage } from '../../pages/study-page.js';
import { MainMenu } from '../../pages/main-menu.js';
import { browserApi, CITOLOGIA_CARDS, createDeckWithCards, studentSession } from './helpers.js';
import { registerUser } from '../../support/api.js';
import { PUBLIC_BASE } from '../../support/env.js';
import { PAGE_LOAD } from '../../support/timeouts.js';

/** 'YYYY-MM-DD HH:mm:ss' plus minutes, on the wall clock itself (no time zone involved). */
function addMinutes(local: string, minutes: number): string {
  const t = new Date(`${local.replace(' ', 'T')}Z`).getTime() + minutes * 60_000;
  return new Date(t).toISOString().slice(0, 19).replace('T', ' ');
}

/** A student whose deck was opened once online: the service worker controls the page and the deck is on the device. */
async function studiedOnceOnline(page: Page) {
  const session = await studentSession(page);
  const deck = await createDeckWithCards(session.api, CITOLOGIA_CARDS);
  const study = new StudyPage(page);
  await study.goto(deck.id);
  await expect(study.progress(1, 3)).toBeVisible(PAGE_LOAD);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(async () => (await deviceCopy(page)).decks).toEqual([deck.id]);
  return { ...session, deck, study };
}

test('offline: the study page reloads from the device, three answers wait, and once online the server has exactly them', async ({ page, context }) => {
  const { deck, study } = await studiedOnceOnline(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Sem conexão — estudando com a cópia deste aparelho')).toBeVisible(PAGE_LOAD);
  await expect(study.progress(1, 3)).toBeVisible();
  for (let i = 0; i < 3; i += 1) {
    await study.showAnswerWithKeyboard();
    await study.answerWithKey(1);
  }
  await expect(page.getByText('Sem conexão — 3 respostas aguardando sincronização')).toBeVisible();
  const { outbox } = await deviceCopy(page);
  expect(outbox).toHaveLength(3);

  await context.setOffline(false);

  await expect(page.getByText('Sincronizado', { exact: true })).toBeVisible({ timeout: 15_000 });
  const api = await browserApi(page);
  const cards = (await api.get(`/api/flashcards/${deck.id}`)) as Array<{ id: number; revisoes: number; ultima_revisao: string; proxima_revisao: string }>;
  for (const answer of outbox) {
    const card = cards.find((c) => c.id === answer.cardId)!;
    // The answer time is the device's, and the due date the table gives an "Acertei" on a new card: 10 minutes later.
    expect(card).toMatchObject({ revisoes: 1, ultima_revisao: answer.respondido_em, proxima_revisao: addMinutes(answer.respondido_em_local, 10) });
  }
  expect((await deviceCopy(page)).outbox).toEqual([]);

  // Replaying the same outbox twice changes nothing.
  for (let i = 0; i < 2; i += 1) {
    const replay = (await api.post('/api/flashcards/respostas/sincronizar', { respostas: outbox.map(({ seq: _seq, ...a }: QueuedAnswer & { seq?: number }) => a) })) as {
      resultados: Array<{ situacao: string }>;
    };
    expect(replay.resultados.map((r) => r.situacao)).toEqual(['repetida', 'repetida', 'repetida']);
  }
  expect(await api.get(`/api/flashcards/${deck.id}`)).toEqual(cards);
  const stats = (await api.get(`/api/flashcards/estatisticas?deckId=${deck.id}`)) as { por_dia: Array<{ revisoes: number }> };
  expect(stats.por_dia.reduce((sum, d) => sum + d.revisoes, 0)).toBe(3);
});

test('logout with answers not sent asks first, then clears the device; the next student on this browser sees nothing of it', async ({ page }) => {
  const { deck, study } = await studiedOnceOnline(page);
  // The network is there but the sync cannot get through: the answer waits in the outbox.
  await page.route('**/api/flashcards/respostas/sincronizar', (route) => route.abort('internetdisconnected'));
  await page.route(`**/api/flashcards/${deck.id}/*/respostas`, (route) => route.abort('internetdisconnected'));
  await study.showAnswerWithKeyboard();
  await study.answerWithKey(1);
  await expect(page.getByText('1 resposta aguardando sincronização')).toBeVisible();

  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await new MainMenu(page).nav.getByRole('button', { name: 'Sair' }).click();
  await expect.poll(() => dialogs).toEqual([
    '1 resposta ainda não foi enviada (estudo sem conexão). Se sair agora, elas serão apagadas deste aparelho. Sair mesmo assim?',
  ]);
  await expect(page).toHaveURL(/\/painel\/flashcards\/estudar\//);
  expect((await deviceCopy(page)).outbox).toHaveLength(1);

  page.once('dialog', (dialog) => void dialog.accept());
  await new MainMenu(page).nav.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login/, PAGE_LOAD);
  expect(await deviceCopy(page)).toEqual({ outbox: [], decks: [] });

  const second = await registerUser({ username: 'Bruno Estudante' });
  const api = await browserApi(page);
  await api.post('/api/login', { email: second.email, password: second.password });
  await page.goto(StudyPage.url(deck.id));
  await expect(page.getByText('Não foi possível carregar este deck.')).toBeVisible(PAGE_LOAD);
  expect(await deviceCopy(page)).toEqual({ outbox: [], decks: [] });
  await expect(page.getByText('Painel de Bruno Estudante')).toBeVisible();
});

test('the public landing names no manifest and registers no worker, while the panel has both', async ({ page }) => {
  await studiedOnceOnline(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);

  const landing = await page.context().newPage();
  await landing.goto(PUBLIC_BASE);
  await expect(landing.locator('link[rel="manifest"]')).toHaveCount(0);
  expect(await landing.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
