import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { configureHttp } from '@/shared/api/http';
import { currentToken, saveStoredUser, savePlanSelection } from '@/shared/session';
import { useSignOut } from '@/app/sign-out';

beforeAll(() => configureHttp({ getToken: currentToken }));

function SignOut() {
  return (
    <button type="button" onClick={useSignOut()}>
      Log out
    </button>
  );
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
      <Routes>
        <Route path="/portal" element={<SignOut />} />
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
