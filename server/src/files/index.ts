export { filesRouter } from './files.routes.js';
export { filesService, type FilesService } from './files.service.js';
export { filesRepository, toArquivo, type StoredFile } from './files.repository.js';
