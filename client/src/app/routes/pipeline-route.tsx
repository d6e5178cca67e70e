export { default } from '@/features/pipeline/pages/pipeline-page';
