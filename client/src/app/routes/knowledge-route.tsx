export { default } from '@/features/knowledge/pages/knowledge-page';
