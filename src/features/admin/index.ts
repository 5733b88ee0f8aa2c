export { AdminAnalyticsPage } from './ui/admin-analytics-page';
export { AdminOverviewPage } from './ui/admin-overview-page';
export { AdminUsersPage } from './ui/admin-users-page';
