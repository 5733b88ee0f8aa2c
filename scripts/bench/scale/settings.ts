/** `bench:scale`'s options (the entry, scripts/bench/scale.ts, lists them). */
import { parseArgs } from 'node:util';

export function readSettings() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      'no-write': { type: 'boolean', default: false },
      sizes: { type: 'string', default: '1000,10000' },
      large: { type: 'boolean', default: false },
      emails: { type: 'string', default: '200' },
      connections: { type: 'string', default: '8' },
      duration: { type: 'string', default: '5' },
      requests: { type: 'string', default: '0' },
      'admin-requests': { type: 'string' },
      warmup: { type: 'string', default: '2' },
      'probe-runs': { type: 'string', default: '7' },
      'idle-seconds': { type: 'string', default: '20' },
      postgresql: { type: 'boolean', default: process.env.BENCH_POSTGRESQL === '1' },
      'no-containment-indexes': { type: 'boolean', default: false },
      rounds: { type: 'string', default: '1' },
    },
  });
  const whole = (text: string, name: string, min: number) => {
    const number = Number(text);
    if (!Number.isInteger(number) || number < min) {
      throw new Error(`--${name} takes a whole number of at least ${min}`);
    }
    return number;
  };
  const sizes = values.sizes.split(',').map((size) => whole(size.trim(), 'sizes', 10));
  if (values.large) sizes.push(100_000);
  // One count for every N, or one per N in the order of the sizes (a large N may take fewer).
  const emails = values.emails.split(',').map((count) => whole(count.trim(), 'emails', 0));
  if (emails.length !== 1 && emails.length !== sizes.length) {
    throw new Error(`--emails takes one count, or one per size (${sizes.length})`);
  }
  return {
    build: !values['no-build'],
    write: !values['no-write'],
    sizes,
    /** Emails per user at each of `sizes`. */
    emails: sizes.map((_, index) => emails[emails.length === 1 ? 0 : index]!),
    connections: whole(values.connections, 'connections', 1),
    duration: whole(values.duration, 'duration', 1),
    requests: whole(values.requests, 'requests', 0),
    adminRequests: whole(values['admin-requests'] ?? values.requests, 'admin-requests', 0),
    warmup: whole(values.warmup, 'warmup', 0),
    probeRuns: whole(values['probe-runs'], 'probe-runs', 1),
    idleSeconds: whole(values['idle-seconds'], 'idle-seconds', 1),
    postgresql: values.postgresql,
    containmentIndexes: values.postgresql && !values['no-containment-indexes'],
    rounds: whole(values.rounds, 'rounds', 1),
  };
}

export type Settings = ReturnType<typeof readSettings>;
