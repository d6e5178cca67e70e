export { knowledgeRouter } from './knowledge.routes.js';
export { knowledgeService, shippedKnowledge, type KnowledgeService } from './knowledge.service.js';
export type { SeedOutcome, ShippedArticle } from './knowledge.seed.js';
