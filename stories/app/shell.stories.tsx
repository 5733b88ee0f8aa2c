import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from '@/app/layout/footer';
import { NavBar } from '@/app/layout/nav-bar';
import { PageLoading } from '@/app/layout/page-loading';
import { NotFoundPage } from '@/features/content/pages/not-found-page';
import { clearOnLogout, saveStoredUser } from '@/shared/session';

const meta = { title: 'App/Shell', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = (role: string) => () => {
  saveStoredUser({
    user_id: 'u1',
    username: 'demo',
    email: 'demo@example.com',
    role,
    token: 'story-token',
    expires_at: '2099-01-01T00:00:00.000Z',
  });
  return () => clearOnLogout();
};

export const NavSignedOut: Story = {
  render: () => <NavBar />,
  beforeEach: () => clearOnLogout(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await userEvent.click(canvas.getByRole('button', { name: 'Our services' }));
    await expect(canvas.getByRole('link', { name: 'Earnings Calculator' })).toBeVisible();
  },
};

export const NavSignedIn: Story = {
  render: () => <NavBar />,
  beforeEach: signedIn('user'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'My Portal' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  },
};

export const NavAdmin: Story = {
  render: () => <NavBar />,
  beforeEach: signedIn('admin'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin',
    );
  },
};

export const NavMobileMenuOpen: Story = {
  render: () => <NavBar />,
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const burger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(burger);
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const SiteFooter: Story = {
  render: () => <Footer />,
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getAllByRole('link')).toHaveLength(13);
    await expect(footer).toHaveTextContent(
      'Empowering financial freedom through education and support.',
    );
  },
};

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Page not found' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: () => <PageLoading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading page');
  },
};
