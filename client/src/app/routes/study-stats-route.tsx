export { default } from '@/features/flashcards/pages/stats-page';
