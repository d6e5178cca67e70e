export { marketingRouter, jsonParsedBeforeAuth } from './marketing.routes.js';
export { marketingService, type MarketingService } from './marketing.service.js';
