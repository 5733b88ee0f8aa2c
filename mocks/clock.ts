/**
 * The mock backend's one clock, as the server's is `deps.clock`: its handlers, seed, stand-ins
 * (billing, mail) and jobs read it, never `new Date()` of their own. The wall clock of the browser
 * or of Node unless a test moves it.
 */
let fixed: Date | null = null;

export function mockNow(): Date {
  return fixed ? new Date(fixed) : new Date();
}

/** Moves the mock's clock to `now`; `null` goes back to the wall clock. */
export function setMockNow(now: Date | null): void {
  fixed = now;
}
