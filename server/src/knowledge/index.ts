export { knowledgeRouter } from './knowledge.routes.js';
export { knowledgeService, type KnowledgeService } from './knowledge.service.js';
