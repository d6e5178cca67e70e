export { default } from '@/features/flashcards/pages/deck-page';
