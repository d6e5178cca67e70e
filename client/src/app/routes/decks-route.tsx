export { default } from '@/features/flashcards/pages/decks-page';
