/** A debt settled end to end on the mock backend, at 1280 and 390 px (lifecycle-journey.ts). */
import { buildPersonas } from '../../mocks/personas';
import { settlingTests } from './lifecycle-journey';
import { signInWithToken } from './sign-in';

const CHASE = buildPersonas(new Date()).tradelines.find((debt) => debt.account_name === 'Chase')!;

settlingTests(90_000, async ({ page }) => {
  await signInWithToken(page, 'subscriber');
  return {
    id: CHASE.id,
    uuid: CHASE.uuid,
    name: 'Chase',
    balance: CHASE.current_balance,
    openName: 'Capital One',
  };
});
