export { flashcardsRouter } from './flashcards.routes.js';
export { flashcardsService, type FlashcardsService } from './flashcards.service.js';
