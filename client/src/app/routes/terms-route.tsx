export { default } from '@/features/public-site/pages/terms-page';
