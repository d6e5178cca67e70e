import type { Locator, Page } from '@playwright/test';
import { DeckScreen, deckScreenUrl } from './deck-screen.js';

/** /painel/flashcards/{id}: one deck's cards, their order, and the CSV import. */
export class DeckPage extends DeckScreen {
  readonly emptyMessage: Locator;
  /** The card tiles, in the deck's order. */
  readonly cards: Locator;
  readonly csvFile: Locator;
  readonly importButton: Locator;
  readonly studyLink: Locator;
  /** A failure message (a refused import or delete). */
  readonly alert: Locator;

  constructor(page: Page) {
    super(page, '', 'Deck');
    this.emptyMessage = page.getByText('Nenhum flashcard cadastrado ainda.');
    this.cards = page.getByRole('region', { name: /^Cards/ }).getByRole('listitem');
    this.csvFile = page.getByLabel('Arquivo CSV');
    this.importButton = page.getByRole('button', { name: 'Importar', exact: true });
    this.studyLink = page.getByRole('link', { name: 'Estudar', exact: true });
    this.alert = page.getByRole('alert');
  }

  static url(deckId: number | string) {
    return deckScreenUrl('', deckId);
  }

  /** Matches the text of a tile whose front is exactly `front` (a tile reads "#1 Frente … Verso … Editar Excluir"). */
  static tileWithFront(front: string): RegExp {
    return new RegExp(`Frente${front.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}Verso`);
  }

  card(position: number): Locator {
    return this.page.getByRole('listitem', { name: `Card ${position}`, exact: true });
  }

  moveButton(position: number, direction: 'esquerda' | 'direita'): Locator {
    return this.page.getByRole('button', { name: `Mover card ${position} para a ${direction}` });
  }

  /** A success message: the import's outcome, or a confirmation ("Flashcard excluído."). */
  status(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  /** Picks the file in the file picker and imports it. */
  async importCsv(name: string, content: string) {
    await this.csvFile.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
    await this.importButton.click();
  }

  async pressImport() {
    await this.importButton.click();
  }

  async moveCardRight(position: number) {
    await this.moveButton(position, 'direita').click();
  }

  /** Asks to delete the card (the browser's confirm follows). */
  async deleteCard(position: number) {
    await this.card(position).getByRole('button', { name: 'Excluir' }).click();
  }

  async study() {
    await this.studyLink.click();
  }
}
