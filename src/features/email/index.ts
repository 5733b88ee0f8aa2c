export {
  emailAccountsQuery,
  emailKeys,
  getEmailAccounts,
  getLatestSummary,
  getRecentEmails,
  getSummaries,
  latestSummaryQuery,
  recentEmailsQuery,
  summariesQuery,
} from './api/email.queries';
export { summarize, useSummarize } from './api/use-summarize';
