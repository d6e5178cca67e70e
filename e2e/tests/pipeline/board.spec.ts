import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, APP_BASE } from '../../support/env.js';
import { apiClient, apiLogin, apiPost, registerUser } from '../../support/api.js';
import { createStaff, say } from '../tickets/tickets-helpers.js';
import { signIn, signInAsAdmin } from '../../support/session.js';
import { openTicketHistory } from '../../support/tickets.js';

const column = (page: Page, etapa: string) => page.locator(`section[data-etapa="${etapa}"]`);

/**
 * Opens the board narrowed to one prospect's name (the shared e2e database holds many), and waits for the narrowed
 * board itself: the new card is often already drawn from the unfiltered first page, and the search's answer would
 * redraw the columns under a drag that started too early.
 */
async function openBoard(page: Page, search: string) {
  await page.goto(`${APP_BASE}/admin/funil`);
  await expect(page.getByRole('heading', { level: 1, name: 'Funil de matrícula' })).toBeVisible();
  const narrowed = page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === '/api/funil' && url.searchParams.get('busca') === search && res.ok();
  });
  await page.getByPlaceholder('Buscar por nome ou número').fill(search);
  await narrowed;
}

/** A mouse drag dnd-kit recognises: press on the card's handle, travel past the activation distance, then to the column. */
async function dragWithMouse(page: Page, card: Locator, target: Locator) {
  // The search narrows the board after a request: measure only once the card and the column are drawn.
  const handle = card.getByRole('button', { name: /^Arrastar / });
  await expect(handle).toBeVisible();
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeVisible();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('card or column not on screen');
  const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 12, y + 4, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + 82, { steps: 2 });
  await page.mouse.up();
}

/** dnd-kit's live region: what a screen reader hears during a drag. */
const announcements = (page: Page) => page.locator('[id^="DndLiveRegion"]');

test.describe('admissions board', () => {
  test('a card dragged with the mouse and moved with the keyboard changes column, live in a second staff browser', async ({ page, browser }) => {
    // Two browsers, three bcrypt sign-ups/logins and live updates on a shared 2-core machine: more than the default budget.
    test.setTimeout(120_000);
    const student = await registerUser({ username: `Prospecto Arrasta ${Date.now().toString(36)}` });
    const colab = await createStaff('colaborador', 'Carla Funil');
    await signInAsAdmin(page);
    await openBoard(page, student.username);
    const card = page.getByTestId(`cartao-${student.id}`);
    await expect(column(page, 'Aberto').getByTestId(`cartao-${student.id}`)).toBeVisible();

    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signIn(other, colab.email, colab.password);
    await openBoard(other, student.username);
    await expect(column(other, 'Aberto').getByTestId(`cartao-${student.id}`)).toBeVisible();

    await dragWithMouse(page, card, column(page, 'Em progresso'));
    await expect(column(page, 'Em progresso').getByTestId(`cartao-${student.id}`)).toBeVisible();
    await expect(column(other, 'Em progresso').getByTestId(`cartao-${student.id}`)).toBeVisible();

    // Keyboard: the card's drag handle, space to pick up, an arrow to the next column, space to drop.
    await page.getByRole('button', { name: `Arrastar ${student.username}` }).focus();
    await page.keyboard.press('Space');
    await expect(announcements(page)).toContainText(`Você pegou ${student.username}, que está em Em progresso.`);
    await page.keyboard.press('ArrowRight');
    await expect(announcements(page)).toContainText(`${student.username} está sobre a coluna Pendente de documentação.`);
    await page.keyboard.press('Space');
    await expect(column(page, 'Pendente de documentação').getByTestId(`cartao-${student.id}`)).toBeVisible();
    await expect(column(other, 'Pendente de documentação').getByTestId(`cartao-${student.id}`)).toBeVisible();
    await otherContext.close();
  });

  test('dragging to Perdido requires a reason, which the card then shows', async ({ page }) => {
    // A wide screen shows all six columns at once: a mouse can only drop where it can reach.
    await page.setViewportSize({ width: 1920, height: 1000 });
    const student = await registerUser({ username: `Prospecto Perdido ${Date.now().toString(36)}` });
    await signInAsAdmin(page);
    await openBoard(page, student.username);
    await dragWithMouse(page, page.getByTestId(`cartao-${student.id}`), column(page, 'Perdido'));
    const dialog = page.getByRole('dialog', { name: 'Marcar como Perdido' });
    await dialog.getByRole('button', { name: 'Marcar como Perdido' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Escolha o motivo da perda.');
    await dialog.getByLabel('Motivo da perda').selectOption('Custo');
    await dialog.getByRole('button', { name: 'Marcar como Perdido' }).click();
    const lost = column(page, 'Perdido').getByTestId(`cartao-${student.id}`);
    await expect(lost).toContainText('Custo');
  });

  test('a document ticked by staff shows as delivered on the student’s Minha matrícula', async ({ page, browser }) => {
    const student = await registerUser({ username: `Prospecto Docs ${Date.now().toString(36)}` });
    await signInAsAdmin(page);
    await openBoard(page, student.username);
    await page.getByRole('button', { name: student.username, exact: true }).click();
    const panel = page.getByRole('dialog', { name: student.username });
    const identity = panel.getByRole('checkbox', { name: 'Documento de identidade (RG ou passaporte)' });
    // The box follows the server: it turns checked once the tick is stored.
    await identity.click();
    await expect(identity).toBeChecked();
    await expect(panel.getByText(/entregue em/)).toBeVisible();
    await panel.getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByTestId(`cartao-${student.id}`)).toContainText('1/6');

    const studentContext = await browser.newContext();
    const mine = await studentContext.newPage();
    await signIn(mine, student.email, student.password);
    await mine.getByRole('link', { name: 'Minha matrícula' }).click();
    await expect(mine.getByRole('heading', { level: 1, name: 'Minha matrícula' })).toBeVisible();
    await expect(mine.getByRole('listitem').filter({ hasText: 'Documento de identidade' })).toContainText('Entregue em');
    await expect(mine.getByRole('listitem').filter({ hasText: 'Certidão de nascimento' })).toContainText('Falta entregar');
    await expect(mine.locator('[aria-current="step"]')).toContainText('Aberto');
    await studentContext.close();
  });

  test('a quick reply is inserted by typing / and its shortcut in the reply box, filled for the person', async ({ page }) => {
    const stamp = Date.now().toString(36);
    const student = await registerUser({ username: `Prospecto Rapido ${stamp}` });
    await say(student.email, student.password, student.id, 'Quais documentos faltam?');
    const admin = await apiClient();
    await apiLogin(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    const created = await apiPost(admin, '/api/respostas-rapidas', { atalho: `faltam-${stamp}`, texto: 'Oi {nome}, faltam: {documentos_faltando}.' });
    expect(created.status()).toBe(201);
    await admin.dispose();

    await signInAsAdmin(page);
    await page.goto(`${APP_BASE}/admin/atendimento`);
    await openTicketHistory(page, student);
    const box = page.locator('.tickets-history').getByRole('textbox', { name: 'Resposta' });
    await box.pressSequentially(`/faltam-${stamp}`);
    const menu = page.getByRole('listbox', { name: 'Respostas rápidas' });
    await expect(menu.getByRole('option', { selected: true })).toContainText(`/faltam-${stamp}`);
    await box.press('Enter');
    await expect(box).toHaveValue(new RegExp(`^Oi ${student.username}, faltam: Documento de identidade`));
    await expect(menu).toBeHidden();
  });
});
