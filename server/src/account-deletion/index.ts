export { accountDeletionRouter } from './account-deletion.routes.js';
