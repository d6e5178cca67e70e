import { test, expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, APP_BASE } from '../../support/env.js';
import { browserApi, createDeckWithCards, studentSession } from './helpers.js';

/** 'dd/MM/yyyy HH:mm' of a Date in the browser's zone (the test runs in the same zone as Chromium). */
function shortDate(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(date.getDate())}/${p(date.getMonth() + 1)}/${date.getFullYear()} ${p(date.getHours())}:${p(date.getMinutes())}`;
}

async function cardTexts(page: Page): Promise<string[]> {
  return page.locator('.fc-card-grid > li .fc-tile__text:not(.fc-tile__text--back)').allInnerTexts();
}

test('a student creates a deck, imports a CSV, reorders, studies with the keyboard and sees the card come back after 10 minutes', async ({ page }) => {
  // Start on a whole minute so the answer time and its +10 min display cannot straddle a minute boundary.
  const start = new Date();
  start.setSeconds(0, 0);
  await page.clock.install({ time: start });
  await studentSession(page);

  // Create a deck (the button stays disabled until every required field is filled).
  await page.goto(`${APP_BASE}/painel/flashcards`);
  await expect(page.getByRole('heading', { name: 'Decks', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Novo Deck' }).click();
  const create = page.getByRole('button', { name: 'Criar Deck' });
  await page.getByLabel('Matéria').fill('Biologia');
  await page.getByLabel('Assunto').fill('Citologia');
  await page.getByLabel('Autor').fill('Prof. Ana');
  await expect(create).toBeDisabled();
  await page.getByLabel('Grupo', { exact: true }).fill('Vestibular');
  await expect(page.getByLabel('Ano')).toHaveValue(String(start.getFullYear()));
  await create.click();
  await expect(page.getByRole('heading', { name: 'Vestibular', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sem subgrupo', level: 3 })).toBeVisible();
  await page.getByRole('link', { name: 'Ver Deck' }).click();

  // Import a CSV through the file picker.
  await expect(page.getByRole('heading', { name: 'Deck: Biologia - Citologia' })).toBeVisible();
  await expect(page.getByText('Nenhum flashcard cadastrado ainda.')).toBeVisible();
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByText('Selecione um arquivo CSV válido.')).toBeVisible();
  await page.getByLabel('Arquivo CSV').setInputFiles({
    name: 'citologia.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('frente;verso\nO que é a mitocôndria?;Organela que produz ATP\nO que é o ribossomo?;Sintetiza proteínas\nO que é o núcleo?;Guarda o DNA\n'),
  });
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '✅ Arquivo importado com sucesso.' })).toBeVisible();
  // The list reloads after the success message: poll instead of reading it once.
  await expect.poll(() => cardTexts(page)).toEqual(['O que é a mitocôndria?', 'O que é o ribossomo?', 'O que é o núcleo?']);
  await expect(page.getByRole('button', { name: 'Mover card 1 para a esquerda' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mover card 3 para a direita' })).toHaveCount(0);

  // Reorder: the first card moves right, and the order survives a reload.
  await page.getByRole('button', { name: 'Mover card 1 para a direita' }).click();
  await expect.poll(() => cardTexts(page)).toEqual(['O que é o ribossomo?', 'O que é a mitocôndria?', 'O que é o núcleo?']);
  await page.reload();
  await expect.poll(() => cardTexts(page)).toEqual(['O que é o ribossomo?', 'O que é a mitocôndria?', 'O que é o núcleo?']);

  // Study: Space shows the answer, '1' answers acerto (level 1 → 10 minutes).
  await page.getByRole('link', { name: 'Estudar' }).click();
  await expect(page.getByRole('heading', { name: 'Estudo: Biologia - Citologia' })).toBeVisible();
  await expect(page.getByText('1 de 3 cards')).toBeVisible();
  await expect(page.getByText('O que é o ribossomo?')).toBeVisible();
  await expect(page.getByText('Sintetiza proteínas')).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(page.getByText('Sintetiza proteínas')).toBeVisible();
  await expect(page.getByRole('button', { name: /Acertei\s*10 min/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Errei\s*1 min/ })).toBeVisible();
  const answeredAt = await page.evaluate(() => Date.now());
  await page.keyboard.press('1');

  await expect(page.getByText('2 de 3 cards')).toBeVisible();
  await expect(page.getByText('O que é a mitocôndria?')).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Próximas revisões' });
  await expect(upcoming.getByRole('listitem')).toHaveCount(1);
  await expect(upcoming).toContainText('O que é o ribossomo?');
  const due = new Date(answeredAt + 10 * 60_000);
  await expect(upcoming.locator('time')).toHaveText(shortDate(due));

  // Ten minutes later the 1-second check moves it back into the available cards.
  await page.clock.fastForward('10:01');
  await expect(upcoming).toHaveCount(0);
  // The session now has one more review to do; the current card stays and the returned one waits its turn by ordem.
  await expect(page.getByText('2 de 4 cards')).toBeVisible();
  await expect(page.getByText('O que é a mitocôndria?')).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('1');
  await expect(page.getByText('3 de 4 cards')).toBeVisible();
  await expect(page.getByText('O que é o ribossomo?')).toBeVisible();
});

test('after the last available card, the congratulations alert shows and the list reloads with the next reviews', async ({ page }) => {
  await page.clock.install({ time: new Date() });
  const { api } = await studentSession(page);
  const deck = await createDeckWithCards(api, [['Única pergunta', 'Única resposta']]);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(`${APP_BASE}/painel/flashcards/estudar/${deck.id}`);
  await page.getByRole('button', { name: 'Mostrar resposta' }).click();
  const reload = page.waitForResponse((res) => res.url().endsWith(`/api/flashcards/${deck.id}`) && res.request().method() === 'GET');
  await page.getByRole('button', { name: /Quase errei/ }).click();
  // The reload reads the saved answer back from the server (it waits for the save first).
  const [card] = await (await reload).json();
  expect(card).toMatchObject({ nivel: 1, revisoes: 1, acertos: 1, erros: 0 });
  expect(dialogs).toEqual(['Parabéns! Você concluiu todos os cards disponíveis por agora.']);
  await expect(page.getByText('Nenhum flashcard disponível para estudo agora.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Próximas revisões' })).toContainText('Única pergunta');
});

test('training shows the front, then the back, then the next card, driven by the clock, and never changes the schedule', async ({ page }) => {
  await page.clock.install({ time: new Date() });
  const { api } = await studentSession(page);
  const deck = await createDeckWithCards(api, [
    ['Primeira frente', 'Primeiro verso'],
    ['Segunda frente', 'Segundo verso'],
  ]);
  const before = await api.get(`/api/flashcards/${deck.id}`);

  await page.goto(`${APP_BASE}/painel/flashcards/treinar/${deck.id}`);
  await expect(page.getByRole('heading', { name: 'Treino: Biologia - Citologia' })).toBeVisible();
  await expect(page.getByText('Primeira frente')).toBeVisible();
  await page.getByRole('button', { name: 'Iniciar' }).click();
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();
  await expect(page.getByText('Primeiro verso')).toHaveCount(0);

  // Each step waits for the audio to end (real playback) and then 2 s of the page's clock. Only runFor moves that
  // clock, so each check may wait in real time as long as a slow machine needs to render.
  await expect(async () => {
    await page.clock.runFor(1000);
    await expect(page.getByText('Primeiro verso')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(async () => {
    await page.clock.runFor(1000);
    await expect(page.getByText('Segunda frente')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('Segundo verso')).toHaveCount(0);
  await expect(page.getByText('Card 2 de 2')).toBeVisible();

  await page.getByRole('button', { name: 'Pausar' }).click();
  await expect(page.getByRole('button', { name: 'Iniciar' })).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(page.getByText('Segunda frente')).toBeVisible();
  await expect(page.getByText('Segundo verso')).toHaveCount(0);

  expect(await api.get(`/api/flashcards/${deck.id}`)).toEqual(before);
});

test('an invalid deck id alerts and returns to the deck list', async ({ page }) => {
  await studentSession(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(`${APP_BASE}/painel/flashcards/estudar/0`);
  await expect(page).toHaveURL(`${APP_BASE}/painel/flashcards`);
  await page.goto(`${APP_BASE}/painel/flashcards/abc`);
  await expect(page).toHaveURL(`${APP_BASE}/painel/flashcards`);
  expect(dialogs).toEqual(['ID do deck inválido', 'ID do deck inválido']);
});

test('a CSV with an empty verso reports the line and adds nothing', async ({ page }) => {
  const { api } = await studentSession(page);
  const deck = await api.post('/api/decks', { materia: 'Química', assunto: 'pH', autor: 'Eu', grupo: 'ENEM', ano: 2025 });
  await page.goto(`${APP_BASE}/painel/flashcards/${deck.id}`);
  await page.getByLabel('Arquivo CSV').setInputFiles({ name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\nc,\n') });
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('❌ Erro ao importar arquivo. Linha 2: verso vazio');
  await expect(page.getByText('Nenhum flashcard cadastrado ainda.')).toBeVisible();
});

test('deleting the account returns to the start and the login fails afterwards', async ({ page }) => {
  const { account } = await studentSession(page);
  await page.goto(`${APP_BASE}/painel/config`);
  await expect(page.getByRole('heading', { name: 'Configurações da Conta' })).toBeVisible();
  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  expect(dialogs).toEqual(['Tem certeza que deseja excluir sua conta? Essa ação é irreversível.']);
  await expect(page).toHaveURL(`${APP_BASE}/painel/config`);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page).toHaveURL(`${APP_BASE}/login`);
  expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();

  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('E-mail ou senha inválidos.')).toBeVisible();
  await expect(page).toHaveURL(`${APP_BASE}/login`);
});

test('an admin has the Flashcards menu and uses the same pages with their own decks', async ({ page }) => {
  const api = await browserApi(page);
  await api.post('/api/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  await page.goto(`${APP_BASE}/admin`);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Flashcards' }).click();
  await expect(page).toHaveURL(`${APP_BASE}/painel/flashcards`);
  await page.getByRole('button', { name: 'Novo Deck' }).click();
  await page.getByLabel('Matéria').fill('Anatomia');
  await page.getByLabel('Assunto').fill('Ossos do crânio');
  await page.getByLabel('Autor').fill('Equipe');
  await page.getByLabel('Grupo', { exact: true }).fill('Material da assessoria');
  await page.getByRole('button', { name: 'Criar Deck' }).click();
  await expect(page.getByRole('heading', { name: 'Anatomia', level: 4 })).toBeVisible();

  // A student does not see the admin's deck.
  const student = await page.context().browser()!.newContext();
  const studentPage = await student.newPage();
  await studentSession(studentPage);
  await studentPage.goto(`${APP_BASE}/painel/flashcards`);
  await expect(studentPage.getByText('Nenhum deck criado ainda.', { exact: false })).toBeVisible();
  await student.close();
});
