export { auditRouter } from './audit.routes.js';
export { auditService, type AuditService } from './audit.service.js';
export { auditTrail } from './audit.middleware.js';
