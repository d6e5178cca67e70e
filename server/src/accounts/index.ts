export { accountsRouter } from './accounts.routes.js';
