export { usersRouter } from './users.routes.js';
export { usersService, type UsersService } from './users.service.js';
