/** What other features' services may use of the account services: their public face. */
export { lookupKey, type PasswordHasher } from './auth';
export {
  authenticate,
  signInAnswer,
  refreshSessions,
  revokeSession,
  revokeUserSessions,
  type SessionDeps,
} from './sessions';
