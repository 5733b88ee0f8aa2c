/**
 * What a user without the entitlement sees (issue 22): the explanation a paid feature's control
 * opens, and the banner of My Home and Take action while a program has no subscription.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { entitlement } from '@/features/enrollment/model/entitlements';
import { EntitlementExplanation } from '@/features/enrollment/ui/entitlement-explanation';
import { SubscriptionBanner } from '@/features/enrollment/ui/subscription-banner';
import { bodyOf, signedInAs, userIdOf } from '../portal/support';

/**
 * Modals these stories open and show in their states (designers find them here):
 * - EntitlementExplanation (src/features/enrollment/ui/entitlement-explanation.tsx): why a paid feature is not available yet
 */

const meta = {
  title: 'Enrollment/Entitlements',
  parameters: { layout: 'padded', route: '/portal/take-action' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const program = { savings_support: false, debt_negotiation: 2 as const, email_opt_in: true };
/** The rule reads the instant it is given; these subscriptions have no period end to pass. */
const STORY_NOW = new Date('2026-12-01T12:00:00.000Z');
const refusalOf = (verdict: ReturnType<typeof entitlement>) => (verdict.entitled ? null : verdict);

/** Call Now without a subscription. */
export const CallsWithoutSubscription: Story = {
  render: () => (
    <EntitlementExplanation
      feature="calls"
      refusal={refusalOf(entitlement('calls', null, program, STORY_NOW))}
      onClose={() => undefined}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(bodyOf(canvasElement)).findByRole('dialog', {
      name: 'Start your subscription to call your creditors',
    });
    await expect(dialog).toHaveTextContent('An active subscription is required for this feature.');
    await expect(
      within(dialog).getByRole('link', { name: 'Manage my enrollment' }),
    ).toHaveAttribute('href', '/portal/manage-enrollment');
    await expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeVisible();
  },
};

/** Generate New Summary with a subscription that does not bill email deflection. */
export const EmailNotBilled: Story = {
  render: () => (
    <EntitlementExplanation
      feature="email"
      refusal={refusalOf(
        entitlement(
          'email',
          { status: 'active', items: ['base'], scheduled_change: null },
          { ...program, email_opt_in: false },
          STORY_NOW,
        ),
      )}
      onClose={() => undefined}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(bodyOf(canvasElement)).findByRole('dialog', {
      name: 'Turn on email deflection to generate email summaries',
    });
    await expect(dialog).toHaveTextContent(
      'Email summaries are not part of your subscription. Turn on email deflection in Manage my enrollment to use them.',
    );
  },
};

/** The unpaid persona: a program saved, no subscription. */
export const BannerWithoutSubscription: Story = {
  beforeEach: signedInAs('unpaid'),
  render: () => <SubscriptionBanner userId={userIdOf('unpaid')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByText(
      'Your subscription has not started',
      {},
      { timeout: 4_000 },
    );
    await expect(title).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage my enrollment' })).toBeVisible();
  },
};

/** The subscriber: nothing to say. */
export const NoBannerForSubscriber: Story = {
  beforeEach: signedInAs('subscriber'),
  render: () => (
    <>
      <p>My Home shows no banner to a subscriber.</p>
      <SubscriptionBanner userId={userIdOf('subscriber')} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
