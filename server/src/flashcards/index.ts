export { flashcardsRouter } from './flashcards.routes.js';
export { parseCardsCsv, MAX_IMPORT_ROWS, MAX_IMPORT_BYTES } from './csv-import.js';
