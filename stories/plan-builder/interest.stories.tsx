import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { InterestPage } from '@/features/plan-builder';
import { clearPlanSelection, savePlanSelection } from '@/shared/session';

const meta = {
  title: 'Plan builder/Interest',
  render: () => <InterestPage />,
  parameters: { route: '/interest' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByLabelText(/Email address/), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  return canvas;
}

export const Empty: Story = {};

export const EmptyEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter your email address');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'jo@example');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  },
};

export const NoPlanSelectedModal: Story = {
  beforeEach: () => clearPlanSelection(),
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'jo@example.com');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'No Plan Selected' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Go to Plan Selection' })).toBeVisible();
  },
};

export const Submitting: Story = {
  beforeEach: ({ msw }) => {
    savePlanSelection('upgrade', ['monitoring', 'intercept']);
    // The answer never comes, so the form stays in its sending state.
    msw.use(
      http.post('*/api/interest', async () => {
        await delay('infinite');
        return HttpResponse.json({ success: true }, { status: 201 });
      }),
    );
    return () => clearPlanSelection();
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'jo@example.com');
    await expect(await canvas.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  },
};
