export { dataExportRouter } from './data-export.routes.js';
export { dataExportService, type DataExportService } from './data-export.service.js';
export { TABLE_COVERAGE } from './data-export.coverage.js';
