export { deletionRequestsRouter, DELETION_STATUS_PER_IP_PER_MINUTE } from './deletion-requests.routes.js';
export { deletionRequestsService, type DeletionRequestsService } from './deletion-requests.service.js';
export { signRequest } from './signed-request.js';
