import { test, expect, type Page } from '@playwright/test';
import { APP_BASE } from '../../support/env.js';
import { createDeckWithCards, studentSession } from './helpers.js';

async function expectNoHorizontalScroll(page: Page, screen: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${screen} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
}

for (const theme of ['claro', 'escuro'] as const) {
  test(`on a 375 px phone in the ${theme} theme, every flashcards screen fits the width`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const { api } = await studentSession(page);
    const long = 'Pneumoultramicroscopicossilicovulcanoconiótico é a palavra mais longa do português';
    const deck = await createDeckWithCards(api, [
      [long, 'Doença pulmonar causada pela inalação de cinzas vulcânicas muito finas'],
      ['O que é o néfron?', 'A unidade funcional do rim'],
    ]);

    await page.goto(`${APP_BASE}/painel/flashcards`);
    await expect(page.getByRole('link', { name: 'Estudar Deck' })).toBeVisible();
    await expectNoHorizontalScroll(page, 'decks');

    await page.goto(`${APP_BASE}/painel/flashcards/${deck.id}`);
    await expect(page.getByText('O que é o néfron?')).toBeVisible();
    await expectNoHorizontalScroll(page, 'deck view');

    await page.goto(`${APP_BASE}/painel/flashcards/estudar/${deck.id}`);
    await page.getByRole('button', { name: 'Mostrar resposta' }).click();
    await expect(page.getByRole('button', { name: /Quase errei/ })).toBeVisible();
    await expectNoHorizontalScroll(page, 'study');

    await page.goto(`${APP_BASE}/painel/flashcards/treinar/${deck.id}`);
    await expect(page.getByRole('button', { name: 'Iniciar' })).toBeVisible();
    await expectNoHorizontalScroll(page, 'training');

    await page.goto(`${APP_BASE}/painel/config`);
    await expect(page.getByRole('button', { name: 'Excluir minha conta' })).toBeVisible();
    await expectNoHorizontalScroll(page, 'settings');
  });
}
