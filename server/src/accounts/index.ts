export { accountsRouter } from './accounts.routes.js';
export { clearLoginThrottle, accountsService, type AccountsService } from './accounts.service.js';
/** Sign-up's field rules, shared so an account edited by an admin or a reset asked for obeys the same rules. */
export { email as emailField, username as usernameField, whatsapp as whatsappField, role as roleField } from './accounts.schemas.js';
