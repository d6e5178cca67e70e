import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, APP_BASE } from '../../support/env.js';
import { registerUser } from '../../support/api.js';
import { say, staffApi } from './tickets-helpers.js';
import { findTicketRow } from '../../support/tickets.js';
import { signInAsAdmin } from '../../support/session.js';

const STATUSES = ['Aberto', 'Em progresso', 'Pendente de documentação', 'Matrícula em progresso', 'Matriculado'];
const SCREENS_DIR = path.resolve(import.meta.dirname, '../../.run/screens');
const LONG = '<p>Olá! Gostaria de saber <strong>quais documentos</strong> preciso levar &amp; qual o prazo da matrícula.</p>';

test.describe('tickets screen layout', () => {
  const people: Array<{ id: number; username: string }> = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const admin = await staffApi(ADMIN_EMAIL, ADMIN_PASSWORD);
    const stamp = Date.now().toString(36);
    // Thirteen students who wrote (newest last), so page 1 is full and a page 2 exists.
    for (let i = 0; i < 13; i++) {
      const student = await registerUser({
        username: `Estudante ${String.fromCharCode(65 + i)} ${stamp}`,
        whatsapp: `55119${String(70000000 + i)}`,
      });
      await say(student.email, student.password, student.id, i === 12 ? LONG : `Pergunta ${i + 1} sobre o vestibular`);
      const status = await admin.setStatus(student.id, STATUSES[i % STATUSES.length]!);
      expect(status.status()).toBe(200);
      if (i % 3 === 0) await admin.setIa(student.id, 'Desligada');
      people.push(student);
    }
    await admin.dispose();
  });

  for (const width of [375, 1280]) {
    for (const theme of ['claro', 'escuro'] as const) {
      test(`at ${width} px in the ${theme} theme, the table shows the right columns and stays legible`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        await signInAsAdmin(page);
        await page.goto(`${APP_BASE}/admin/atendimento`);
        await expect(page.getByRole('heading', { name: 'Chamados de Usuários' })).toBeVisible();

        await expect(page.locator('.tickets-table tbody tr')).toHaveCount(12);
        await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
        // Other specs write meanwhile, so the newest of ours may have moved past page 1.
        const newest = people.at(-1)!;
        const row = await findTicketRow(page, newest.id);

        const whatsappLink = row.getByRole('link');
        const preview = row.locator('.tickets-cell--preview');
        if (width < 768) {
          await expect(whatsappLink).toBeHidden();
          await expect(preview).toBeHidden();
          await expect(page.getByRole('columnheader', { name: 'WhatsApp' })).toBeHidden();
        } else {
          await expect(whatsappLink).toHaveAttribute('href', 'https://wa.me/5511970000012');
          await expect(preview).toHaveText('Olá! Gostaria de saber quais documentos prec…');
        }
        await expect(row.locator('.tickets-cell--date')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

        // Nothing overflows the viewport horizontally except inside the table's own scroller.
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth).toBeLessThanOrEqual(width);

        // Text on every status tint keeps a readable contrast (WCAG AA, 4.5:1).
        const ratios = await page.locator('.tickets-table tbody tr').evaluateAll((rows) => {
          const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
          const lum = ([r, g, b]: number[]) => {
            const f = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
            return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
          };
          return rows.map((r) => {
            const cell = r.querySelector('td.tickets-cell--date') as HTMLElement;
            // The tint sits on the cell (table) or on the row (cards on narrow screens).
            let background = getComputedStyle(cell).backgroundColor;
            for (let el: HTMLElement | null = cell; el && /rgba\(.*, 0\)|transparent/.test(background); el = el.parentElement) {
              background = getComputedStyle(el).backgroundColor;
            }
            const [a, b] = [lum(rgb(getComputedStyle(cell).color)), lum(rgb(background))];
            return { tone: r.className, ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) };
          });
        });
        for (const { tone, ratio } of ratios) expect(ratio, tone).toBeGreaterThanOrEqual(4.5);
        expect(new Set(ratios.map((r) => r.tone.replace(' tickets-row--selected', ''))).size).toBeGreaterThanOrEqual(5);

        await row.getByRole('button', { name: `Abrir histórico de ${newest.username}` }).click();
        await expect(page.getByRole('heading', { name: `Histórico de ${newest.username}` })).toBeVisible();
        const panelBox = await page.locator('.tickets-history').boundingBox();
        expect(panelBox!.height).toBeLessThanOrEqual(630);
        await page.screenshot({ path: path.join(SCREENS_DIR, `tickets-${width}-${theme}.png`), fullPage: true });

        await page.getByRole('button', { name: 'Próxima' }).click();
        await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Anterior' })).toBeEnabled();
      });
    }
  }
});
