export { accountsRouter } from './accounts.routes.js';
/** Field rules shared with the admin's user management, so an account edited there obeys sign-up's rules. */
export { email as emailField, username as usernameField, whatsapp as whatsappField, role as roleField } from './accounts.schemas.js';
