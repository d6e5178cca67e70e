export { default } from '@/features/enrolment/pages/enrolment-page';
