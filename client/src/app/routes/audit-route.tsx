export { default } from '@/features/audit/pages/audit-page';
