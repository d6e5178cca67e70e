export { helpCentreRouter } from './help-centre.routes.js';
export { helpCentrePages } from './help-centre.pages.js';
export { helpCentreService, type HelpCentreService } from './help-centre.service.js';
