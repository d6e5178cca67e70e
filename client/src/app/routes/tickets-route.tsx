export { default } from '@/features/tickets/pages/tickets-page';
