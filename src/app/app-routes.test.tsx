import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveStoredUser, type StoredUser } from '@/shared/session';
import { AppRoutes } from './app-routes';
import type { GuardState } from './guards/access-guard';
import { ROUTES, findRoute } from './route-table';
import { ADMIN_ROUTES, FOOTER_LINKS, PORTAL_ROUTES, PUBLIC_ROUTES } from '../../tests/e2e/routes';

/** The seeded subscriber with the mock's ready token: portal pages read the API. */
const member: StoredUser = {
  user_id: '5eed01000000000000000001',
  username: 'demo',
  email: 'demo@example.com',
  role: 'user',
  token: 'mock-token-subscriber',
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
};

function LocationProbe() {
  const location = useLocation();
  const state = location.state as GuardState | null;
  return (
    <output data-testid="location">
      {location.pathname}|{state?.reason ?? ''}
    </output>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('route table', () => {
  it('has every route of spec section 2', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([...PUBLIC_ROUTES, ...PORTAL_ROUTES, ...ADMIN_ROUTES]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('finds a route ignoring a trailing slash', () => {
    expect(findRoute('/about/')?.path).toBe('/about');
    expect(findRoute('/nowhere')).toBeUndefined();
  });

  it("fits a route's last-segment parameter to any one segment, and no other", () => {
    const workspace = '/portal/take-action/debts/:id';
    expect(findRoute('/portal/take-action/debts/64f0c0ffee00000000000001')?.path).toBe(workspace);
    expect(findRoute('/portal/take-action/debts/abc/')?.path).toBe(workspace);
    expect(findRoute('/portal/take-action/debts')).toBeUndefined();
    expect(findRoute('/portal/take-action/debts/')).toBeUndefined();
    expect(findRoute('/portal/take-action/debts/a/b')).toBeUndefined();
  });
});

describe('app routes', () => {
  it('renders a public page inside the navigation bar and footer', async () => {
    renderAt('/financial-plan');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Learn more about your financial plan',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows a not-found page for an unknown path', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('sends a signed-out visitor of the portal to /login with the reason', async () => {
    renderAt('/portal/take-action');
    expect(
      await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login|Authentication required');
  });

  it('clears an expired session and sends the user to /login', async () => {
    saveStoredUser({ ...member, expires_at: '2020-01-01T00:00:00.000Z' });
    renderAt('/portal');
    expect(
      await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login|Token expired');
    await waitFor(() => expect(localStorage.getItem('user')).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent('/login|Token expired');
  });

  it('sends a signed-in non-admin away from admin pages to /', async () => {
    saveStoredUser(member);
    renderAt('/admin/users');
    expect(await screen.findByTestId('location')).toHaveTextContent('/|Admin access required');
  });

  it('lets an admin into the admin area', async () => {
    // The seeded admin with the mock's ready token: the admin pages read the API.
    saveStoredUser({
      ...member,
      user_id: '5eed01000000000000000003',
      role: 'admin',
      token: 'mock-token-admin',
    });
    renderAt('/admin/analytics');
    expect(await screen.findByRole('heading', { name: 'Analytics' })).toBeInTheDocument();
  });

  it('welcomes the signed-in user in the portal', async () => {
    saveStoredUser(member);
    renderAt('/portal');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome demo' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'My Home' })).toBeInTheDocument();
    const portalNav = screen.getByRole('navigation', { name: 'Portal' });
    expect(within(portalNav).getByRole('link', { name: 'My Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('matches a path the route table does not spell, as the router does (letter case)', async () => {
    saveStoredUser(member);
    renderAt('/Portal/My-Home');
    expect(await screen.findByRole('heading', { level: 2, name: 'My Home' })).toBeInTheDocument();
  });

  it('goes from one portal page to another inside the portal layout', async () => {
    saveStoredUser(member);
    renderAt('/portal/my-home');
    expect(await screen.findByRole('heading', { level: 2, name: 'My Home' })).toBeInTheDocument();
    const portalNav = screen.getByRole('navigation', { name: 'Portal' });
    await userEvent.click(within(portalNav).getByRole('link', { name: 'Account settings' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/portal/account|');
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Account settings' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome demo' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'My Home' })).not.toBeInTheDocument();
  });

  it('ends the session when the token expires while the page stays open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveStoredUser({ ...member, expires_at: new Date(Date.now() + 5_000).toISOString() });
    renderAt('/portal/my-home');
    expect(await screen.findByRole('heading', { level: 2, name: 'My Home' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(
      await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login|Token expired');
  });
});

describe('navigation bar', () => {
  it('shows Login when signed out and Log out when signed in', async () => {
    const user = userEvent.setup();
    saveStoredUser(member);
    sessionStorage.setItem('planSelection', '{}');
    renderAt('/about');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Log out' }));
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStorage.getItem('planSelection')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\|/);
  });

  it('opens a menu, follows a link and closes it', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const button = screen.getByRole('button', { name: 'Our services' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    await user.click(within(menu).getByRole('link', { name: 'Agent Support' }));
    expect(await screen.findByRole('heading', { name: 'Agent Support' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a menu with Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const button = screen.getByRole('button', { name: 'Understanding Debt' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens and closes the burger menu', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const burger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAccessibleName('Close menu');
    await user.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('footer', () => {
  it('has the four columns, the eleven links, the icon links and this year', () => {
    renderAt('/');
    const footer = screen.getByRole('contentinfo');
    for (const title of ['Learn', 'Services', 'Company', 'Connect']) {
      expect(within(footer).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.filter((href) => href?.startsWith('/')).sort()).toEqual([...FOOTER_LINKS].sort());
    expect(within(footer).getByRole('link', { name: 'Email us' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(within(footer).getByRole('link', { name: 'Call us' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(footer).toHaveTextContent('Empowering financial freedom through education and support.');
  });
});
