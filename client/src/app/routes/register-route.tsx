export { default } from '@/features/accounts/pages/register-page';
