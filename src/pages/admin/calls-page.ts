/** Admin > Call queue (/admin/calls). */
export { AdminCallsPage as default } from '@/features/admin/screens';
