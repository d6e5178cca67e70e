export { siteContentRouter } from './site-content.routes.js';
export { siteContentService, SITE_CACHE_MS, type Integrations, type SiteContentService } from './site-content.service.js';
export { SETUP_BANNER } from './setup-banner.js';
