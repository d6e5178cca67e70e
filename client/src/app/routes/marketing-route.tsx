export { default } from '@/features/marketing/pages/marketing-page';
