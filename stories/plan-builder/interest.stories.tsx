import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import InterestPage from '@/features/plan-builder/pages/interest-page';
import { clearPlanSelection, savePlanSelection } from '@/shared/session';

const meta = {
  title: 'Plan builder/Interest',
  render: () => <InterestPage />,
  parameters: { route: '/interest' },
  // A plan saved in the builder, as most visitors arrive; the stories without one say so.
  beforeEach: () => {
    savePlanSelection('upgrade', ['monitoring', 'intercept']);
    return () => clearPlanSelection();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const emailField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/Email address/);

/** Types an address (if any) and leaves the field with Tab. */
async function typeAndLeave(canvasElement: HTMLElement, email: string) {
  await userEvent.click(emailField(canvasElement));
  if (email) await userEvent.keyboard(email);
  await userEvent.tab();
  return within(canvasElement);
}

/** Continue stays disabled until the email is valid. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const EmptyEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typeAndLeave(canvasElement, '');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter your email address');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typeAndLeave(canvasElement, 'jo@example');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const ReadyToContinue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typeAndLeave(canvasElement, 'jo@example.com');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** Arriving without a saved plan opens the modal at once. */
export const NoPlanSelectedModal: Story = {
  beforeEach: () => clearPlanSelection(),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'No Plan Selected' });
    await expect(dialog).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Go to Plan Selection' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Without a plan Continue stays disabled, and Enter in the field opens the modal again. */
export const EnterWithoutPlan: Story = {
  beforeEach: () => clearPlanSelection(),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(await body.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.type(emailField(canvasElement), 'jo@example.com');
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('dialog', { name: 'No Plan Selected' })).toBeVisible();
  },
};

export const Submitting: Story = {
  beforeEach: ({ msw }) => {
    // The answer never comes, so the form stays in its sending state.
    msw.use(
      http.post('*/api/interest', async () => {
        await delay('infinite');
        return HttpResponse.json({ success: true }, { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailField(canvasElement), 'jo@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  },
};
