export { filesRouter } from './files.routes.js';
export { filesService, recordPendingFile, type FilesService } from './files.service.js';
export { toArquivo, type StoredFile } from './files.repository.js';
