import { test, expect, type Locator } from '@playwright/test';
import { APP_BASE } from '../../support/env.js';
import { registerUser } from '../../support/api.js';
import { loginThroughWidget, widget } from './chat-helpers.js';
import { signIn } from '../../support/session.js';

const LONG_NAME = 'Maria Eduarda Fernandes de Albuquerque Cavalcanti';

/** Whether an element shows all of its text (nothing clipped or replaced by an ellipsis). */
function showsWhole(element: Locator) {
  return element.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1);
}

for (const width of [375, 1280]) {
  test(`when a student with a long name is logged in at ${width} px, then the widget title and the side menu show the name whole`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const student = await registerUser({ username: LONG_NAME });

    await loginThroughWidget(page, student.email, student.password);
    const title = widget(page).getByRole('heading', { name: 'Assistente virtual' });
    expect(await showsWhole(title)).toBe(true);
    // One line: the header keeps its height.
    expect((await title.boundingBox())!.height).toBeLessThan(30);

    await signIn(page, student.email, student.password);
    await page.goto(`${APP_BASE}/painel/conversas`);
    if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
    const name = page.getByRole('navigation', { name: 'Menu principal' }).getByText(LONG_NAME, { exact: true });
    await expect(name).toBeVisible();
    expect(await showsWhole(name)).toBe(true);
  });
}
