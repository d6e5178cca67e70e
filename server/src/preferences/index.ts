export { preferencesRouter } from './preferences.routes.js';
export { preferencesService, recordRegistrationChoices, type PreferencesService } from './preferences.service.js';
