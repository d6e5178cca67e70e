export { default } from '@/features/site-content/pages/site-page';
