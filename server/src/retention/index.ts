export { retentionService, type RetentionService, type RetentionReport } from './retention.service.js';
export { startRetentionJobs, RETENTION_QUEUE } from './retention.worker.js';
