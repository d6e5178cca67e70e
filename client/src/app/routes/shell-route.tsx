export { default } from '@/features/shell/pages/app-shell';
