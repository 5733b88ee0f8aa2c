/** What the request pipeline hands a service, for the storage suites that call services straight. */
import { silentLog, type Caller } from '@/shared/api/service';

/** A call by `user` at `now`: no session, no parameters, query or body but the given `parts`. */
export function serviceCall<T extends object>(user: Caller, now: Date, parts: T) {
  return {
    params: undefined,
    query: undefined,
    body: undefined,
    sessionId: null,
    ...parts,
    user,
    now,
    log: silentLog,
  } as never;
}
