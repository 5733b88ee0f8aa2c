import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card, ShowMore, type ShowMoreList } from '@/shared/ui';

/**
 * 'Show more' under a list read through its contract's `?limit=` (issue 30): each state a list
 * of emails or practice sessions can be in.
 */
const meta = { title: 'Shared UI/Show more' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (state: Partial<ShowMoreList> = {}): ShowMoreList => ({
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: fn(),
  ...state,
});

const inCard = (more: ShowMoreList, shown: number) => (
  <Card title="Recent Emails" headingLevel={3}>
    <p>{shown} emails above.</p>
    <ShowMore list={more} shown={shown} max={200} noun="emails" />
  </Card>
);

const more = list({ hasNextPage: true });
export const MoreToRead: Story = {
  render: () => inCard(more, 50),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show more emails' }));
    await expect(more.fetchNextPage).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  render: () => inCard(list({ hasNextPage: true, isFetchingNextPage: true }), 50),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Loading more emails...' }),
    ).toBeDisabled();
  },
};

const failed = list({ hasNextPage: true, isFetchNextPageError: true });
export const MoreFailed: Story = {
  render: () => inCard(failed, 100),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'More emails could not be loaded. The 100 shown are still here.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(failed.fetchNextPage).toHaveBeenCalledOnce();
  },
};

export const AtTheMaximum: Story = {
  render: () => inCard(list(), 200),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing the newest 200 emails.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const AllShown: Story = {
  render: () => inCard(list(), 37),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
