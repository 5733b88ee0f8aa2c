/**
 * Creditor calls, what other features and the pages read of them: the user's calls and their
 * state on a debt's step, asking for a call, the call flow's texts, and the admins' queue. The
 * queue's screen is the admin area's.
 */
export { callKeys, callsQuery, getCalls, startCall, useStartCall } from './api/calls.queries';
export {
  callQueueKeys,
  callQueueQuery,
  getCallQueue,
  useClaimCall,
  useResolveCall,
  type CallQueueFilter,
} from './api/queue.queries';
export {
  CALL_STATUSES,
  type AdminCall,
  type CallOutcome,
  type CallStatus,
  type UserCall,
} from './contract';
export {
  CALL_FAILED,
  CALL_MISSING_DATA,
  CALL_PHONE_SAVE_FAILED,
  CALL_STARTED,
  callQuestion,
} from './ui/call-messages';
export { CallState, callRequestedText, useWaitingCall } from './ui/call-state';
export type { CallTarget } from './ui/call-target';
