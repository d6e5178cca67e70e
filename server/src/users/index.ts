export { usersRouter } from './users.routes.js';
