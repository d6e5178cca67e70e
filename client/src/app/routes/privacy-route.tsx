export { default } from '@/features/public-site/pages/privacy-page';
