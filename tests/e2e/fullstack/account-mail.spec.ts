/**
 * Account mail on the production build with real SMTP (issue 29, "Must show"): the server sends
 * to the full-stack run's Mailpit, and the browser follows the links in what arrived. A
 * forgotten password is reset from the email's link; an email changes through the link sent to
 * the new address, after which the old session is refused. Each test makes a fresh account.
 */
import type { APIRequestContext } from '@playwright/test';
import { EMAIL_CHANGE_SUBJECT, RESET_SUBJECT } from '../../../src/features/account/model/emails';
import { requestEmailChange } from '../account';
import { expect, storeSession, test, type SessionUser } from '../fixtures';
import { openPage } from '../page-helpers';
import { linkInMail } from './mailpit';

const fresh = (name: string) =>
  `${name}.${Date.now().toString(36)}${test.info().workerIndex}@example.com`;

/** A new account through the API. */
async function register(request: APIRequestContext, email: string, password: string) {
  expect((await request.post('/api/user/register', { data: { email, password } })).status()).toBe(
    201,
  );
}

/** A new account through the API, signed in; answers the stored session's six fields. */
async function newAccount(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<SessionUser> {
  await register(request, email, password);
  const login = await request.post('/api/user/login', { data: { username: email, password } });
  expect(login.status()).toBe(200);
  const { user_id, username, token, expires_at, role } = (await login.json()) as SessionUser;
  return { user_id, username, email, role: role ?? 'user', token, expires_at };
}

test('a forgotten password is reset from the link in the email', async ({
  page,
  request,
  baseURL,
}) => {
  const email = fresh('forgot');
  await register(request, email, 'Forgotten-pass1!');

  await openPage(page, '/forgot-password');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();

  await page.goto(await linkInMail(baseURL!, email, RESET_SUBJECT, '/reset-password'));
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'New password', exact: true }).fill('Remembered-pass2!');
  await main.getByRole('textbox', { name: 'Confirm new password' }).fill('Remembered-pass2!');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  // The reset signs the user in.
  await expect(page).toHaveURL('/portal/my-home');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

  const signIn = await request.post('/api/user/login', {
    data: { username: email, password: 'Forgotten-pass1!' },
  });
  expect(signIn.status()).toBe(401);
});

test('the email changes through the link sent to the new address; the old session is refused', async ({
  page,
  request,
  baseURL,
}) => {
  const [before, after] = [fresh('old'), fresh('new')];
  const password = 'Changing-pass1!';
  const session = await newAccount(request, before, password);
  await storeSession(page, session);

  await page.goto('/portal/my-home');
  await requestEmailChange(page, before, after, password);

  await page.goto(await linkInMail(baseURL!, after, EMAIL_CHANGE_SUBJECT, '/confirm-email'));
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByText(`Your email is now ${after}.`)).toBeVisible();

  const settings = await request.get('/api/user/settings', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(settings.status()).toBe(401);
});
