/** Admin > Users (/admin/users). */
export { AdminUsersPage as default } from '@/features/admin/screens';
