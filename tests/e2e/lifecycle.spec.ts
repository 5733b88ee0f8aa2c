/** A debt settled end to end on the mock backend, at 1280 and 390 px (lifecycle-journey.ts). */
import { personaSession } from '../../mocks/seed';
import { buildPersonas } from '../../mocks/personas';
import { storeSession, test } from './fixtures';
import { settleEverywhere, VIEWPORTS } from './lifecycle-journey';

const CHASE = buildPersonas(new Date()).tradelines.find((debt) => debt.account_name === 'Chase')!;

for (const [where, viewport] of VIEWPORTS) {
  test.describe(where, () => {
    test.use({ viewport });

    test('a debt settled in its workspace is settled everywhere, paid only in writing', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(90_000);
      await storeSession(page, personaSession('subscriber'));
      await settleEverywhere(
        page,
        {
          id: CHASE.id,
          uuid: CHASE.uuid,
          name: 'Chase',
          balance: CHASE.current_balance,
          openName: 'Capital One',
        },
        consoleErrors,
      );
    });
  });
}
