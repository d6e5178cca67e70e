import { test, expect } from '@playwright/test';
import { currentPackage } from '../../../server/test/flashcards/anki-packages.js';
import { StudyPage } from '../../pages/study-page.js';
import { DeckPage } from '../../pages/deck-page.js';
import { PAGE_LOAD } from '../../support/timeouts.js';
import { studentSession } from './helpers.js';

/** A package as current Anki exports it (zstd collection.anki21b, schema 18) with a Persian field. */
const NOTES = [
  { fields: ['<b>قلب</b> (دل)', 'Coração ❤️'] },
  { fields: ['ریه', 'Pulmão 🫁'] },
];

test('a current Anki package with a Persian field imports, and study shows that field right to left', async ({ page }) => {
  const { api } = await studentSession(page);
  const { id } = (await api.post('/api/decks', { materia: 'Persa', assunto: 'Corpo humano', autor: 'Eu', grupo: 'Línguas', ano: 2026 })) as { id: number };
  const deckPage = new DeckPage(page);
  await deckPage.goto(id);
  const bytes = await currentPackage(NOTES, { fieldNames: ['Palavra em persa', 'Tradução'], deck: 'Línguas::Persa' });
  await page.getByLabel('Arquivo exportado do Anki').setInputFiles({ name: 'persa.apkg', mimeType: 'application/octet-stream', buffer: bytes });

  const preview = page.getByRole('table', { name: 'Prévia do arquivo do Anki' });
  await expect(preview.getByRole('columnheader', { name: 'Palavra em persa' })).toBeVisible(PAGE_LOAD);
  await expect(preview.getByRole('cell', { name: 'قلب (دل)' })).toHaveCSS('direction', 'rtl');
  await expect(page.getByText('2 notas do baralho "Línguas::Persa"')).toBeVisible();
  await page.getByRole('button', { name: 'Importar do Anki' }).click();
  await expect(page.getByText('2 cards importados do Anki.')).toBeVisible();
  await expect(page.getByText('قلب (دل)', { exact: true })).toHaveCSS('direction', 'rtl');

  const study = new StudyPage(page);
  await study.goto(id);
  await expect(study.progress(1, 2)).toBeVisible(PAGE_LOAD);
  const front = study.currentCard.getByText('قلب (دل)', { exact: true });
  await expect(front).toHaveCSS('direction', 'rtl');
  await study.showAnswer();
  const back = study.currentCard.getByText('Coração ❤️', { exact: true });
  await expect(back).toBeVisible();
  await expect(back).toHaveCSS('direction', 'ltr');
});
