export { preferencesRouter } from './preferences.routes.js';
export { preferencesService, type PreferencesService } from './preferences.service.js';
