export { passwordsRouter } from './passwords.routes.js';
