export { marketingRouter, marketingBodyParser, SEND_PATH as MARKETING_SEND_PATH } from './marketing.routes.js';
