export { default } from '@/features/admin/pages/calculator-page';
