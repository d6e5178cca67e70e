export { default } from '@/features/accounts/pages/login-page';
