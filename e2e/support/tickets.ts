import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The ticket row of a user on an open tickets screen, paging forward until it shows. Tickets are ordered by last
 * message across the whole database and other specs write in parallel, so a user who wrote a moment ago may already
 * be on page 2; a staff member would page to them, and so does this. The page shown first gets a few seconds to
 * catch up live, since a user who just wrote is on it after the next read.
 */
export async function findTicketRow(page: Page, userId: number): Promise<Locator> {
  const row = page.locator(`tr[data-user-id="${userId}"]`);
  const pager = page.getByRole('navigation', { name: 'Paginação dos chamados' });
  const onFirstPage = await row.waitFor({ state: 'attached', timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (onFirstPage) return row;
  await expect(async () => {
    // One snapshot of the rows and the page label: the first read may still be on its way.
    const { ids, label } = await page.evaluate(() => ({
      ids: [...document.querySelectorAll('.tickets-table tbody tr[data-user-id]')].map((r) => Number(r.getAttribute('data-user-id'))),
      label: document.querySelector('.tickets-pager [aria-live]')?.textContent ?? '',
    }));
    if (ids.includes(userId)) return;
    const next = pager.getByRole('button', { name: 'Próxima' });
    if (ids.length > 0 && (await next.isEnabled())) {
      await next.click();
      await expect(pager.locator('[aria-live]')).not.toHaveText(label);
    }
    throw new Error(`the ticket of user ${userId} is not on ${label || 'the screen yet'}`);
  }).toPass({ timeout: 20_000 });
  return row;
}

/** Opens a user's history from the tickets screen, wherever their row is. */
export async function openTicketHistory(page: Page, user: { id: number; username: string }) {
  const row = await findTicketRow(page, user.id);
  await row.getByRole('button', { name: `Abrir histórico de ${user.username}` }).click();
  await expect(page.getByRole('heading', { name: `Histórico de ${user.username}` })).toBeVisible();
}
