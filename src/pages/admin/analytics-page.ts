/** Admin > Analytics (/admin/analytics). */
export { AdminAnalyticsPage as default } from '@/features/admin/screens';
