export { quickRepliesRouter } from './quick-replies.routes.js';
export { quickRepliesService, type QuickRepliesService } from './quick-replies.service.js';
