export { passwordsRouter } from './passwords.routes.js';
export { passwordsService, type PasswordsService } from './passwords.service.js';
