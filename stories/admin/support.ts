/** Story helpers for the admin area: start signed in as the seeded admin, and queue calls in the mock. */
import { db } from '../../mocks/db';
import { PERSONAS } from '../../mocks/personas';
import { fromSeedSignedInAs } from '../portal/support';

/** Starts an admin story from the seed, signed in as the seeded admin. */
export const signInAsAdmin = fromSeedSignedInAs('admin');

/** Call requests the subscriber made `minutesAgo` minutes ago, as `POST /start-call` records them. */
export async function queueCalls(
  calls: { id: string; tradeline_name: string; minutesAgo: number }[],
): Promise<void> {
  for (const call of calls) {
    await db.calls.create({
      id: call.id,
      user_id: PERSONAS.subscriber.user_id,
      tradeline_id: db.tradelines.findFirst((q) => q.where({ account_name: call.tradeline_name }))!
        .id,
      tradeline_name: call.tradeline_name,
      created_at: new Date(Date.now() - call.minutesAgo * 60_000).toISOString(),
    });
  }
}

export const STORY_CALLS = [
  { id: '5eed0c000000000000000001', tradeline_name: 'Chase', minutesAgo: 90 },
  { id: '5eed0c000000000000000002', tradeline_name: 'Discover', minutesAgo: 30 },
];

/** The first answer of a story can be slow on a busy machine. */
export const WAIT = { timeout: 5000 };
