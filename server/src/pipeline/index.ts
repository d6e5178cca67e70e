export { pipelineRouter } from './pipeline.routes.js';
export { pipelineService, type PipelineService } from './pipeline.service.js';
