export {
  adminKeys,
  adminUsersQuery,
  analyticsQuery,
  getAdminUsers,
  getAnalytics,
  type AdminUsersFilter,
} from './api/admin.queries';
export { updateUserRole, useUpdateUserRole } from './api/use-update-user-role';
