export { adminRouter } from './admin.routes.js';
export { adminService, type AdminService } from './admin.service.js';
