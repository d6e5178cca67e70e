export { chatRouter } from './chat.routes.js';
export { chatService, aiOffNote, type ChatService } from './chat.service.js';
export { chatRepository, toMessage, type StoredMessage } from './chat.repository.js';
