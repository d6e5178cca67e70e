import { test, expect } from '@playwright/test';
import { DecksPage } from '../../pages/decks-page.js';
import { studentSession } from './helpers.js';
import { PAGE_LOAD } from '../../support/timeouts.js';

test('at 375 px the Criar Deck button stays disabled until every required field is filled, saying which one is missing, and Ano starts at this year', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const now = new Date();
  await page.clock.install({ time: now });
  await studentSession(page);
  const decks = new DecksPage(page);
  await decks.goto();
  await expect(decks.heading).toBeVisible(PAGE_LOAD);

  await decks.openNewDeckForm();
  await decks.fillDeckForm({ materia: 'Biologia', assunto: 'Citologia', autor: 'Prof. Ana' });

  await expect(decks.createDeckButton).toBeDisabled();
  await expect(decks.createDeckButton).toHaveAccessibleDescription('Falta preencher: Grupo.');
  await expect(page.getByText('Falta preencher: Grupo.')).toBeVisible();
  await expect(decks.field('ano')).toHaveValue(String(now.getFullYear()));
  await decks.field('grupo').fill('Vestibular');
  await expect(decks.createDeckButton).toBeEnabled();
  await expect(page.getByText(/preencher/)).toHaveCount(0);
});

test('a new deck shows under its grupo, in "Sem subgrupo" when it has none', async ({ page }) => {
  await studentSession(page);
  const decks = new DecksPage(page);
  await decks.goto();

  await decks.createDeck({ materia: 'Biologia', assunto: 'Citologia', autor: 'Prof. Ana', grupo: 'Vestibular' });

  await expect(decks.groupHeading('Vestibular')).toBeVisible();
  await expect(decks.subgroupHeading('Sem subgrupo')).toBeVisible();
  await expect(decks.deck('Biologia', 'Citologia')).toBeVisible();
});
