import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import HomePage from '@/features/content/pages/home-page';
import { Banner } from '@/features/content/pages/banner';
import { ComparisonTable } from '@/features/content/pages/comparison-table';

const meta = { title: 'Public/Home', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The banner sits on the hero's dark background. */
const OnHero = ({ children }: { children: React.ReactNode }) => (
  <div style={{ background: 'var(--color-primary)', color: '#fff', padding: '2rem' }}>
    {children}
  </div>
);

export const BannerFirstMessage: Story = {
  render: () => (
    <OnHero>
      <Banner initialStep={0} />
    </OnHero>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Buried in credit-card debt?')).toBeVisible();
  },
};

export const BannerSecondMessage: Story = {
  render: () => (
    <OnHero>
      <Banner initialStep={1} />
    </OnHero>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You can settle it yourself.')).toBeVisible();
  },
};

export const BannerIntroWithJoinButton: Story = {
  render: () => (
    <OnHero>
      <Banner initialStep={2} />
    </OnHero>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      '/build-a-subscription',
    );
  },
};

export const UsVersusThem: Story = {
  render: () => <ComparisonTable />,
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('rowheader')).toHaveLength(8);
  },
};

export const WholePage: Story = {
  render: () => <HomePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Take charge of your debt',
    );
    await expect(canvas.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
  },
};
