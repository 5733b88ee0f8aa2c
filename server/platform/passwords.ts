/**
 * Password hashing with argon2id (DESIGN.md section 7: m=19456 KiB, t=2, p=1). Long passwords
 * are hashed whole, never truncated. Unknown users are checked against a dummy hash so a wrong
 * password and an unknown user take the same time.
 */
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = {
  // Algorithm.Argon2id (a const enum the compiler cannot inline across packages here).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | null = null;

/** True when the password matches; false for no hash (an unknown user or a Google account). */
export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) {
    dummy ??= hashPassword('not a real password: evens out the timing');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
