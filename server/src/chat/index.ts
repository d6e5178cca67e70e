export { chatRouter } from './chat.routes.js';
