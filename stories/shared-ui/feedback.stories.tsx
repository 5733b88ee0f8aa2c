import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert, Button, Card, EmptyState, LoadingBlock, Skeleton, Spinner } from '@/shared/ui';

const meta = { title: 'Shared UI/Feedback' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SpinnerWithLabel: Story = {
  render: () => <Spinner label="Loading page" size="lg" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading page');
  },
};

export const SkeletonLines: Story = {
  render: () => (
    <div style={{ width: 320, display: 'grid', gap: 8 }}>
      <Skeleton height="2rem" />
      <Skeleton width="70%" />
    </div>
  ),
};

export const LoadingBox: Story = {
  render: () => (
    <Card title="Lines of Credit">
      <LoadingBlock label="Loading tradelines" lines={4} />
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading tradelines');
  },
};

export const Empty: Story = {
  render: () => (
    <EmptyState title="No emails found" action={<Button variant="secondary">Refresh</Button>}>
      Emails sent to your deflection address appear here.
    </EmptyState>
  ),
};

export const ErrorAlert: Story = {
  render: () => (
    <Alert title="Something went wrong" action={<Button size="sm">Try again</Button>}>
      Could not load enrollment data.
    </Alert>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Could not load enrollment data.',
    );
  },
};

export const WarningAlert: Story = {
  render: () => <Alert tone="warning">No active subscription to cancel</Alert>,
};

export const SuccessAlert: Story = {
  render: () => <Alert tone="success">Changes saved successfully!</Alert>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Changes saved successfully!',
    );
  },
};

export const InfoAlert: Story = {
  render: () => <Alert tone="info">Coming Soon</Alert>,
};

export const CardWithActions: Story = {
  render: () => (
    <Card title="Profile" actions={<Button size="sm">Edit</Button>}>
      <p>demo@example.com</p>
    </Card>
  ),
};
