export { ticketsRouter } from './tickets.routes.js';
export { ticketsService, type TicketsService } from './tickets.service.js';
