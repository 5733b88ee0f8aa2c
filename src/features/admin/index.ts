export {
  adminKeys,
  adminUsersQuery,
  analyticsQuery,
  getAdminUsers,
  getAnalytics,
  type AdminUsersFilter,
} from './api/admin.queries';
export {
  callQueueKeys,
  callQueueQuery,
  getCallQueue,
  useClaimCall,
  useResolveCall,
  type CallQueueFilter,
} from './api/calls.queries';
export { updateUserRole, useUpdateUserRole } from './api/use-update-user-role';
