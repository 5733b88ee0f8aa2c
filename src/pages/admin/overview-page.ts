/** Admin > Overview (/admin). */
export { AdminOverviewPage as default } from '@/features/admin/screens';
