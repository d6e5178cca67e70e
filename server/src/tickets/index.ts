export { ticketsRouter } from './tickets.routes.js';
