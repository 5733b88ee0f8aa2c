export { AdminAnalyticsPage } from './ui/admin-analytics-page';
export { AdminCallsPage } from './ui/admin-calls-page';
export { AdminOverviewPage } from './ui/admin-overview-page';
export { AdminUsersPage } from './ui/admin-users-page';
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
