import { CancelledError } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { personaSession } from '../../../mocks/seed';
import { AppRoutes } from '@/app/app-routes';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '@/shared/api/http';
import { currentToken, saveStoredUser, savePlanSelection } from '@/shared/session';
import { queryClient } from '@/app/query-client';
import { useSignOut } from '@/app/sign-out';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => configureHttp({ getToken: currentToken }));

function SignOut() {
  return (
    <button type="button" onClick={useSignOut()}>
      Log out
    </button>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderSignOut() {
  saveStoredUser({
    user_id: 'u1',
    username: 'demo',
    email: 'demo@example.com',
    role: 'user',
    token: 'tok-1',
    expires_at: '2099-01-01T00:00:00.000Z',
  });
  savePlanSelection('works', ['monitoring']);
  sessionStorage.setItem('other', 'x');
  render(
    <MemoryRouter initialEntries={['/portal']}>
      {/* Like the navigation bar, the button stays mounted while the page changes. */}
      <SignOut />
      <Routes>
        <Route path="/portal" element={<h1>Portal</h1>} />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

function expectEverythingCleared() {
  expect(localStorage.getItem('user')).toBeNull();
  expect(localStorage.getItem('subscriptionBuilder')).toBeNull();
  expect(sessionStorage.length).toBe(0);
}

describe('log out', () => {
  it('revokes the token on the server, clears storage and goes home', async () => {
    let auth: string | null = null;
    server.use(
      http.post('/api/user/logout', ({ request }) => {
        auth = request.headers.get('Authorization');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderSignOut();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await waitFor(() => expect(auth).toBe('Bearer tok-1'), { timeout: 5_000 });
    expectEverythingCleared();
  });

  it('clears storage and goes home even when the server fails', async () => {
    server.use(http.post('/api/user/logout', () => HttpResponse.error()));
    renderSignOut();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expectEverythingCleared();
  });

  it('cancels the reads under way and forgets every answer before revoking the token', async () => {
    const order: string[] = [];
    server.use(
      http.post('/api/user/logout', () => {
        order.push('token revoked');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    queryClient.setQueryData(['account', 'u1'], { email: 'demo@example.com' });
    const read = queryClient
      .fetchQuery({
        queryKey: ['events', 'u1'],
        queryFn: ({ signal }) =>
          new Promise<never>((_, reject) => {
            signal.addEventListener('abort', () => {
              order.push('read cancelled');
              reject(new Error('cancelled'));
            });
          }),
      })
      .catch((error: unknown) => error);
    renderSignOut();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(order).toEqual(['read cancelled', 'token revoked']), {
      timeout: 5_000,
    });
    expect(await read).toBeInstanceOf(CancelledError);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expectEverythingCleared();
  });

  it('clears storage when the token was already refused (401)', async () => {
    server.use(
      http.post('/api/user/logout', () =>
        HttpResponse.json({ detail: 'Token expired' }, { status: 401 }),
      ),
    );
    renderSignOut();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expectEverythingCleared();
  });
});

describe('log out from the app', () => {
  it('goes from a portal page to the home page, not to /login, and revokes the token', async () => {
    const session = personaSession('subscriber');
    saveStoredUser(session);
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/portal/take-action']}>
        <AppRoutes />
        <Where />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(await within(nav).findByRole('button', { name: 'Log out' }));
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expectEverythingCleared();
    // The revoked token no longer signs anything in.
    await waitFor(
      async () => {
        const answer = await fetch(
          `${window.location.origin}/api/user/account/${session.user_id}`,
          {
            headers: { Authorization: `Bearer ${session.token}` },
          },
        );
        expect(answer.status).toBe(401);
      },
      { timeout: 5_000 },
    );
  });
});
