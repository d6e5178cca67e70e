export { default } from '@/features/flashcards/pages/training-page';
