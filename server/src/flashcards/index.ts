export { flashcardsRouter } from './flashcards.routes.js';
export { flashcardsService, type FlashcardsService } from './flashcards.service.js';
export { FSRS_MIN_REVIEWS, optimizeFsrsParameters, reviewHistories, type LoggedAnswer } from './fsrs-optimizer.js';
