export { default } from '@/features/accounts/pages/forgot-password-page';
