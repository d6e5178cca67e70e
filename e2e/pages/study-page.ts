import type { Locator, Page } from '@playwright/test';
import { deckScreenUrl, OneCardScreen } from './deck-screen.js';

/** /painel/flashcards/estudar/{id}: spaced-repetition study, by mouse or keyboard. */
export class StudyPage extends OneCardScreen {
  readonly showAnswerButton: Locator;
  readonly upcomingReviews: Locator;
  readonly nothingToStudy: Locator;

  constructor(page: Page) {
    super(page, 'estudar/', 'Estudo', 'Card em estudo');
    this.showAnswerButton = page.getByRole('button', { name: 'Mostrar resposta' });
    this.upcomingReviews = page.getByRole('region', { name: 'Próximas revisões' });
    this.nothingToStudy = page.getByText('Nenhum flashcard disponível para estudo agora.');
  }

  static url(deckId: number | string) {
    return deckScreenUrl('estudar/', deckId);
  }

  /** "2 de 3 cards". */
  progress(position: number, total: number): Locator {
    return this.page.getByText(`${position} de ${total} cards`);
  }

  /** An answer button, named by its label and the interval it schedules ("Acertei 10 min"). */
  answerButton(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }

  async showAnswer() {
    await this.showAnswerButton.click();
  }

  async answer(name: string | RegExp) {
    await this.answerButton(name).click();
  }

  async showAnswerWithKeyboard() {
    await this.page.keyboard.press('Space');
  }

  /** Keys 1 to 6 answer in button order (1 is "Acertei"). */
  async answerWithKey(key: number) {
    await this.page.keyboard.press(String(key));
  }
}
