/** Manage my enrollment on the mock backend: the subscriber's program, the newcomer's billing, every failure. */
import type { Page } from '@playwright/test';
import type { PersonaKey } from '../../mocks/personas';
import { expect, test } from './fixtures';
import { signInWithToken } from './sign-in';

const PATH = '/portal/manage-enrollment';

/** Signs the persona in with its ready token (it survives the mock's reset on each load) and opens the page. */
async function open(page: Page, persona: PersonaKey, scenarios: string[] = []) {
  await signInWithToken(page, persona);
  await page.goto(scenarios.length > 0 ? `${PATH}?scenario=${scenarios.join(',')}` : PATH);
  await expect(page.getByRole('heading', { name: 'Manage my enrollment' })).toBeVisible();
}

/**
 * The browser logs every 4xx/5xx answer as a console error. The newcomer's program 404 (spec
 * section 7: no program) and a scenario's failure are the answers under test, so only those are
 * let through; anything else still fails the test.
 */
function allowFailedAnswers(errors: string[], statuses: number[]) {
  const expected = new RegExp(
    `^Failed to load resource: the server responded with a status of (${statuses.join('|')})`,
  );
  for (let index = errors.length - 1; index >= 0; index -= 1) {
    if (expected.test(errors[index]!)) errors.splice(index, 1);
  }
}

test('the subscriber changes the negotiation level and saves', async ({ page }) => {
  await open(page, 'subscriber');
  const total = page.getByTestId('monthly-total');
  await expect(total).toHaveText('$10/month');
  await page.getByRole('button', { name: /Debt Negotiation: Level 1/ }).click();
  await expect(page.getByRole('button', { name: /Debt Negotiation: Level 2/ })).toBeVisible();
  await expect(total).toHaveText('$12/month');
  await expect(page.getByText(/Saving updates your subscription/)).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Changes saved successfully!')).toBeVisible();
  await expect(page.getByText(/Your subscription is updated: \$12\/month/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeHidden();
  await expect(page.getByText('Changes saved successfully!')).toBeHidden({ timeout: 4_000 });
  // The subscription bills the new total.
  await page.getByRole('button', { name: 'Manage' }).click();
  const manage = page.getByRole('dialog', { name: 'Your subscription' });
  await expect(manage.getByText('$12/month')).toBeVisible();
  await expect(manage.getByTestId('authorization-copy')).toContainText('Chase Bank');
});

test('the newcomer adds a bank account, starts a subscription and cancels it', async ({
  page,
  consoleErrors,
}) => {
  await open(page, 'newcomer');
  await expect(page.getByText('No payment method set')).toBeVisible();
  await page.getByRole('button', { name: 'Add Payment Method' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Payment Method' });
  await add.getByLabel('Routing number').fill('110000001');
  await add.getByLabel('Account number').fill('000123456789');
  await add.getByLabel('Account holder name').fill('Nia Okafor');
  await add.getByRole('button', { name: 'Add bank account' }).click();
  await expect(add.getByText('This routing number is not valid')).toBeVisible();
  await add.getByLabel('Routing number').fill('110000000');
  await add.getByRole('button', { name: 'Add bank account' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('Payment method ready')).toBeVisible();
  await expect(page.getByText(/STRIPE TEST BANK/)).toContainText('6789');
  await expect(page.getByText('Default', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Start Subscription' }).click();
  const start = page.getByRole('dialog', { name: 'Start your subscription' });
  await expect(start.getByTestId('authorization-text')).toContainText(
    'debit $5 each month from my STRIPE TEST BANK account ending in 6789',
  );
  const startButton = start.getByRole('button', { name: 'Start Subscription' });
  await expect(startButton).toBeDisabled();
  await start.getByRole('checkbox', { name: 'I agree to this debit authorization' }).check();
  await startButton.click();
  await expect(start.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  await expect(page.getByText('Active Subscription')).toBeVisible();
  await expect(page.getByText(/Next billing date/)).toBeVisible();

  await page.getByRole('button', { name: 'Manage' }).click();
  const manage = page.getByRole('dialog', { name: 'Your subscription' });
  await expect(manage.getByTestId('authorization-copy')).toContainText('STRIPE TEST BANK');
  await expect(manage.getByText(/You agreed to this on/)).toBeVisible();
  await manage.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(cancel).toContainText('This cannot be undone.');
  await expect(cancel).toContainText('you keep your program’s services until then');
  await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
  // Cancelled at the period's end: still active, with the date it ends.
  await expect(page.getByTestId('subscription-ends')).toContainText('Cancelled: ends on');
  await expect(page.getByText('Active Subscription')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelled' })).toBeDisabled();
  allowFailedAnswers(consoleErrors, [404]);
});

interface FailureCase {
  scenarios: string[];
  persona: PersonaKey;
  act: (page: Page) => Promise<void>;
  message: string;
  status: number;
}

const openAdd = async (page: Page) => {
  await page.getByRole('button', { name: 'Add Payment Method' }).first().click();
};
const addBankAccount = async (page: Page) => {
  await openAdd(page);
  const add = page.getByRole('dialog', { name: 'Add Payment Method' });
  await add.getByLabel('Routing number').fill('110000000');
  await add.getByLabel('Account number').fill('000123456789');
  await add.getByLabel('Account holder name').fill('Nia Okafor');
  await add.getByRole('button', { name: 'Add bank account' }).click();
};
const cancelSubscription = async (page: Page) => {
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
};
const startSubscription = async (page: Page) => {
  await page.getByRole('button', { name: 'Start Subscription' }).click();
  const start = page.getByRole('dialog', { name: 'Start your subscription' });
  await start.getByRole('checkbox', { name: 'I agree to this debit authorization' }).check();
  await start.getByRole('button', { name: 'Start Subscription' }).click();
};
const saveProgram = async (page: Page) => {
  await page.getByRole('switch', { name: /Savings Support/ }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
};
const nothing = async () => {};

const FAILURES: Record<string, FailureCase> = {
  'program cannot load': {
    scenarios: ['enrollment.load.fail'],
    persona: 'subscriber',
    act: nothing,
    message: 'Could not load enrollment data.',
    status: 500,
  },
  'billing cannot load': {
    scenarios: ['billing.fail'],
    persona: 'subscriber',
    act: nothing,
    message: 'Could not load enrollment data.',
    status: 502,
  },
  'save fails with a detail': {
    scenarios: ['program.save.fail'],
    persona: 'subscriber',
    act: saveProgram,
    message: 'Something went wrong on our side. Please try again.',
    status: 500,
  },
  'save fails': {
    scenarios: ['program.save.fail-bare'],
    persona: 'subscriber',
    act: saveProgram,
    message: 'Could not save changes. Please try again.',
    status: 500,
  },
  'cancel finds no subscription': {
    scenarios: ['subscription.cancel.none'],
    persona: 'subscriber',
    act: cancelSubscription,
    message: 'No active subscription to cancel',
    status: 404,
  },
  'cancel fails': {
    scenarios: ['subscription.cancel.fail'],
    persona: 'subscriber',
    act: cancelSubscription,
    message: 'Failed to cancel subscription',
    status: 502,
  },
  'create fails': {
    scenarios: ['billing.payment-method-ready', 'subscription.create.fail'],
    persona: 'subscriber',
    act: startSubscription,
    message:
      'Failed to create subscription: Payments are temporarily unavailable. Please try again shortly.',
    status: 502,
  },
  'create finds no price': {
    scenarios: ['billing.payment-method-ready', 'subscription.create.price-missing'],
    persona: 'subscriber',
    act: startSubscription,
    message: 'Failed to create subscription: Price not found',
    status: 404,
  },
  'payment setup fails': {
    scenarios: ['setup-intent.fail'],
    persona: 'newcomer',
    act: openAdd,
    message: 'Failed to start payment setup',
    status: 502,
  },
  'adding the bank account fails': {
    scenarios: ['payment-method.attach.fail'],
    persona: 'newcomer',
    act: addBankAccount,
    message: 'Failed to add payment method',
    status: 502,
  },
  'setting the default fails': {
    scenarios: ['payment-method.set-default.fail'],
    persona: 'subscriber',
    act: async (page) => {
      await page.getByRole('button', { name: /^Set Bank of America/ }).click();
    },
    message: 'Failed to set default payment method',
    status: 502,
  },
  'deleting fails': {
    scenarios: ['payment-method.delete.fail'],
    persona: 'subscriber',
    act: async (page) => {
      await page.getByRole('button', { name: /^Delete Bank of America/ }).click();
      await page
        .getByRole('dialog', { name: 'Delete this bank account?' })
        .getByRole('button', { name: 'Delete' })
        .click();
    },
    message: 'Failed to delete payment method',
    status: 502,
  },
};

for (const [name, failure] of Object.entries(FAILURES)) {
  test(`${name}: '${failure.message}'`, async ({ page, consoleErrors }) => {
    await open(page, failure.persona, failure.scenarios);
    await failure.act(page);
    await expect(page.getByRole('alert').filter({ hasText: failure.message })).toBeVisible();
    allowFailedAnswers(consoleErrors, [failure.status, 404]);
  });
}
