/**
 * A database failure on the reads of one collection, where the server's storage port sends them:
 * the `find` and `aggregate` commands themselves (`commandRead` in server/platform/store.ts,
 * SV-41). Writes and every other collection's reads go through.
 */
import { Db, type Document } from 'mongodb';
import { vi } from 'vitest';

export function failReadsOf(collection: string, message: string, { once = false } = {}) {
  const original = Db.prototype.command;
  let failures = 0;
  const spy = vi.spyOn(Db.prototype, 'command').mockImplementation(function (
    this: Db,
    command: Document,
    ...rest: unknown[]
  ) {
    const target: unknown = command.find ?? command.aggregate;
    if (target === collection && !(once && failures > 0)) {
      failures += 1;
      return Promise.reject(new Error(message));
    }
    return (original as (...args: unknown[]) => Promise<Document>).call(this, command, ...rest);
  } as typeof original);
  return {
    /** How many reads failed. */
    failures: () => failures,
    restore: () => spy.mockRestore(),
  };
}
