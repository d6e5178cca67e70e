export { accountDeletionRouter } from './account-deletion.routes.js';
export { accountDeletionService, type AccountDeletionService } from './account-deletion.service.js';
