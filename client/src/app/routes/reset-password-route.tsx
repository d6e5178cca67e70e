export { default } from '@/features/accounts/pages/reset-password-page';
