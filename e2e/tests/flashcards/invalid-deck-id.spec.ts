import { test, expect } from '@playwright/test';
import { DeckPage } from '../../pages/deck-page.js';
import { DecksPage } from '../../pages/decks-page.js';
import { StudyPage } from '../../pages/study-page.js';
import { acceptDialogs, studentSession } from './helpers.js';
import { PAGE_LOAD } from '../../support/timeouts.js';

for (const [screen, url] of [
  ['study page', StudyPage.url(0)],
  ['deck page', DeckPage.url('abc')],
] as const) {
  test(`an invalid deck id on the ${screen} alerts and returns to the deck list`, async ({ page }) => {
    await studentSession(page);
    const dialogs = acceptDialogs(page);

    await page.goto(url);

    await expect(page).toHaveURL(DecksPage.url, PAGE_LOAD);
    expect(dialogs).toEqual(['ID do deck inválido']);
  });
}
