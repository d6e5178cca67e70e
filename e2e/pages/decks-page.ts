import type { Locator, Page } from '@playwright/test';
import { APP_BASE } from '../support/env.js';

export interface DeckFields {
  materia?: string;
  assunto?: string;
  autor?: string;
  grupo?: string;
  subgrupo?: string;
  ano?: string;
}

const FIELD_LABELS: Record<keyof DeckFields, string> = {
  materia: 'Matéria',
  assunto: 'Assunto',
  autor: 'Autor',
  grupo: 'Grupo',
  subgrupo: 'Subgrupo (opcional)',
  ano: 'Ano',
};

/** /painel/flashcards: the decks grouped by grupo and subgrupo, the "Novo Deck" form and the starter decks. */
export class DecksPage {
  static readonly url = `${APP_BASE}/painel/flashcards`;
  readonly heading: Locator;
  readonly newDeckButton: Locator;
  readonly createDeckButton: Locator;
  readonly addStarterDecksButton: Locator;
  readonly emptyMessage: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Decks', level: 1 });
    this.newDeckButton = page.getByRole('button', { name: 'Novo Deck' });
    this.createDeckButton = page.getByRole('button', { name: 'Criar Deck' });
    this.addStarterDecksButton = page.getByRole('button', { name: 'Adicionar decks de exemplo' });
    this.emptyMessage = page.getByText('Nenhum deck criado ainda.', { exact: false });
  }

  async goto() {
    await this.page.goto(DecksPage.url);
  }

  /** A field of the open deck form. */
  field(name: keyof DeckFields): Locator {
    return this.page.getByLabel(FIELD_LABELS[name], { exact: true });
  }

  /** The heading of a grupo (level 2) or of a subgrupo inside it (level 3). */
  groupHeading(grupo: string): Locator {
    return this.page.getByRole('heading', { name: grupo, level: 2 });
  }

  subgroupHeading(subgrupo: string): Locator {
    return this.page.getByRole('heading', { name: subgrupo, level: 3 });
  }

  /** A deck of the list, named by its matéria (narrowed by its assunto when several share it). */
  deck(materia: string, assunto?: string): Locator {
    const decks = this.page.getByRole('article', { name: materia, exact: true });
    return assunto ? decks.filter({ hasText: assunto }) : decks;
  }

  /** The title of a deck's card in the list. */
  deckTitle(materia: string): Locator {
    return this.page.getByRole('heading', { name: materia, level: 4 });
  }

  /** A success message ("Deck … criado.", "… excluído."). */
  status(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  async openNewDeckForm() {
    await this.newDeckButton.click();
  }

  async fillDeckForm(fields: DeckFields) {
    for (const [name, value] of Object.entries(fields) as Array<[keyof DeckFields, string]>) await this.field(name).fill(value);
  }

  async createDeck(fields: DeckFields) {
    await this.openNewDeckForm();
    await this.fillDeckForm(fields);
    await this.createDeckButton.click();
  }

  async addStarterDecks() {
    await this.addStarterDecksButton.click();
  }

  async openDeck(materia: string, assunto?: string) {
    await this.deck(materia, assunto).getByRole('link', { name: 'Ver Deck' }).click();
  }

  async studyDeck(materia: string, assunto?: string) {
    await this.deck(materia, assunto).getByRole('link', { name: 'Estudar Deck' }).click();
  }

  /** Opens the deck's editor and asks to delete it (the browser's confirm follows). */
  async deleteDeck(materia: string, assunto: string) {
    await this.deck(materia, assunto).getByRole('button', { name: 'Editar Deck' }).click();
    await this.page
      .getByRole('article', { name: `Editar ${materia} - ${assunto}` })
      .getByRole('button', { name: 'Excluir Deck' })
      .click();
  }
}
