import type { Locator, Page } from '@playwright/test';
import { OneCardScreen } from './deck-screen.js';

/** /painel/flashcards/treinar/{id}: the hands-free listening loop. */
export class TrainingPage extends OneCardScreen {
  constructor(page: Page) {
    super(page, 'treinar/', 'Treino', 'Treino em áudio');
  }

  /** The one play button: "Iniciar" while stopped, "Pausar" while playing. */
  playButton(label: 'Iniciar' | 'Pausar'): Locator {
    return this.page.getByRole('button', { name: label });
  }

  /** "Card 2 de 2". */
  progress(position: number, total: number): Locator {
    return this.page.getByText(`Card ${position} de ${total}`);
  }

  async start() {
    await this.playButton('Iniciar').click();
  }

  async pause() {
    await this.playButton('Pausar').click();
  }
}
