export { default } from '@/features/backups/pages/backups-page';
