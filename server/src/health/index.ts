export { healthRouter } from './health.routes.js';
