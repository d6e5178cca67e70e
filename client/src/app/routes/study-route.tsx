export { default } from '@/features/flashcards/pages/study-page';
