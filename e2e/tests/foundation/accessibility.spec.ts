import { expect, test } from '@playwright/test';
import { APP_BASE, PUBLIC_BASE } from '../../support/env.js';
import { registerUser } from '../../support/api.js';
import { axeViolations } from '../../support/axe.js';
import { signInAsAdmin } from '../../support/session.js';
import { openTicketHistory } from '../../support/tickets.js';
import { openWidget } from '../chat/chat-helpers.js';
import { PAGE_LOAD } from '../../support/timeouts.js';

for (const theme of ['claro', 'escuro'] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    });

    test('the landing with the chat widget open has no violation (one banner landmark)', async ({ page }) => {
      await page.goto(PUBLIC_BASE);
      await openWidget(page);
      await expect(page.getByRole('banner')).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("the tickets page with a prospect's history open has no violation (its message list can be focused)", async ({ page }) => {
      const prospect = await registerUser({ username: 'Ana Acessível' });
      await signInAsAdmin(page);
      await page.goto(`${APP_BASE}/admin/atendimento`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(PAGE_LOAD);
      await openTicketHistory(page, prospect);
      await expect(page.getByRole('list', { name: 'Mensagens' })).toHaveAttribute('tabindex', '0');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
