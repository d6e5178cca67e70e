import type { Locator, Page } from '@playwright/test';
import { APP_BASE } from '../support/env.js';

/** Where a screen of one deck lives: /painel/flashcards/{id}, /painel/flashcards/estudar/{id}… */
export const deckScreenUrl = (screen: '' | 'estudar/' | 'treinar/', deckId: number | string) =>
  `${APP_BASE}/painel/flashcards/${screen}${deckId}`;

/** What the deck, study and training screens share: their address and their "<Screen>: materia - assunto" title. */
export abstract class DeckScreen {
  protected constructor(
    readonly page: Page,
    private readonly screen: '' | 'estudar/' | 'treinar/',
    private readonly titlePrefix: string,
  ) {}

  async goto(deckId: number | string) {
    await this.page.goto(deckScreenUrl(this.screen, deckId));
  }

  /** The title, for a deck titled "materia - assunto" (or any title matching the pattern). */
  heading(deckTitle: string | RegExp): Locator {
    return this.page.getByRole('heading', {
      name: typeof deckTitle === 'string' ? `${this.titlePrefix}: ${deckTitle}` : deckTitle,
    });
  }
}

/** A deck screen that shows one card at a time (study, training). */
export abstract class OneCardScreen extends DeckScreen {
  /** The card on screen: its front and, once shown, its back. */
  readonly currentCard: Locator;

  protected constructor(page: Page, screen: 'estudar/' | 'treinar/', titlePrefix: string, cardRegion: string) {
    super(page, screen, titlePrefix);
    this.currentCard = page.getByRole('region', { name: cardRegion });
  }
}
