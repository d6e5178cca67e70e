export { preferencesRouter } from './preferences.routes.js';
