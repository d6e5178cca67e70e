export { adminRouter } from './admin.routes.js';
