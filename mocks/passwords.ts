/**
 * The mock's fast stand-in for password hashing (the server uses argon2id): a marked copy of
 * the password, so the personas sign in with their passwords as on the server. Mock mode only;
 * it never reaches a production build.
 */
import type { PasswordHasher } from '@/features/auth/service/auth';

/** The stand-in hash of a password, as the persona records hold it. */
export function standInHash(password: string): string {
  return `mock-hash:${password}`;
}

export const mockPasswords: PasswordHasher = {
  hash: async (password) => standInHash(password),
  verify: async (hash, password) => hash !== null && hash === standInHash(password),
};
