export { marketingRouter, jsonParsedBeforeAuth } from './marketing.routes.js';
