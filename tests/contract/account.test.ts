/**
 * Issue 29, point 3 on both backends: the verification link sent at sign-up, 'Resend', and an
 * email change that needs the current password and happens only through the link sent to the
 * new address (the old address is told, every session ends). Mail is read from the mock's
 * Outbox or the server's Mailpit, so every address here is fresh.
 */
import { describe, expect, it } from 'vitest';
import { accountEndpoints as api } from '../../src/features/account/contract';
import {
  EMAIL_CHANGED_SUBJECT,
  EMAIL_CHANGE_SUBJECT,
  VERIFY_SUBJECT,
} from '../../src/features/account/model/emails';
import { MAILS_PER_ADDRESS_PER_HOUR } from '../../src/features/account/service/account';
import { authEndpoints } from '../../src/features/auth/contract';
import { planBuilderEndpoints } from '../../src/features/plan-builder/contract';
import { practiceEndpoints } from '../../src/features/practice/contract';
import { profileEndpoints } from '../../src/features/profile/contract';
import type { CollectionName } from '../../src/backend/collections';
import { PERSONAL_DATA } from '../../src/backend/personal-data';
import { DETAILS } from '../../src/shared/api/details';
import type { SentMail } from './backend';
import { call, expectStatus, idOf, setupBackend, signIn } from './harness';

const backend = setupBackend();

const fresh = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;

function confirmToken(mail: SentMail): string {
  const match = /\/confirm-email#token=([0-9a-f]{64})/.exec(mail.text);
  if (!match) throw new Error(`No confirmation link in "${mail.subject}"`);
  return match[1]!;
}

const PASSWORD = 'Verify-pass1!';

/** A new account through the API; answers its session. */
async function signUp(email: string) {
  await call('anonymous', authEndpoints.register, { body: { email, password: PASSWORD } });
  return call('anonymous', authEndpoints.login, { body: { username: email, password: PASSWORD } });
}

describe('a verified email (POST /user/confirm-email)', () => {
  it('sends a link at sign-up; until it is followed the account says unverified', async () => {
    const email = fresh('verify');
    const session = await signUp(email);
    const caller = { token: session.token };
    const [mail] = await backend().waitForMail(email, VERIFY_SUBJECT);
    const before = await call(caller, api.getSettings, {});
    expect(before.email_verified).toBe(false);
    const account = await call(caller, profileEndpoints.getAccount, {
      params: { user_id: session.user_id },
    });
    expect(account.email_verified).toBe(false);

    // Anyone holding the link may follow it: no session needed.
    const token = confirmToken(mail!);
    const answer = await call('anonymous', api.confirmEmail, { body: { token } });
    expect(answer).toEqual({ email, email_changed: false });
    expect((await call(caller, api.getSettings, {})).email_verified).toBe(true);
    // Used once.
    const again = await expectStatus('anonymous', api.confirmEmail, { body: { token } }, 400);
    expect(again.detail).toBe(
      'This link is invalid, already used or expired. Please ask for a new one.',
    );
  });

  it('resends a link until the email is verified, a few an hour', async () => {
    const email = fresh('resend');
    const session = await signUp(email);
    const caller = { token: session.token };
    const sent = await call(caller, api.resendVerification, {});
    expect(sent.message).toBe(
      `We sent a new confirmation link to ${email}. It works once, for 30 minutes.`,
    );
    const mails = await backend().waitForMail(email, VERIFY_SUBJECT, 2);
    for (let more = 1; more < MAILS_PER_ADDRESS_PER_HOUR; more += 1) {
      await call(caller, api.resendVerification, {});
    }
    const tooMany = await expectStatus(caller, api.resendVerification, {}, 429);
    expect(tooMany.detail).toMatch(/^Too many emails were requested for this address/);

    // Either link works (the newest here); afterwards Resend says there is nothing to do.
    await call('anonymous', api.confirmEmail, { body: { token: confirmToken(mails[0]!) } });
    const done = await expectStatus(caller, api.resendVerification, {}, 400);
    expect(done.detail).toBe('Your email is already confirmed.');
  });

  it('refuses a made-up token', async () => {
    await expectStatus('anonymous', api.confirmEmail, { body: { token: 'cd'.repeat(32) } }, 400);
  });
});

describe('a safe email change (PUT /user/account/{user_id} with email)', () => {
  const params = () => ({ user_id: idOf('newcomer') });
  const body = (email: string) => ({ email, current_password: 'Demo-pass1!' });

  it('needs the current password and changes nothing until the new address confirms', async () => {
    const next = fresh('moved');
    const wrong = await expectStatus(
      'newcomer',
      profileEndpoints.updateAccount,
      { params: params(), body: { email: next, current_password: 'Not-the-pass1!' } },
      400,
    );
    expect(wrong.detail).toBe('Your current password is not correct.');
    const same = await expectStatus(
      'newcomer',
      profileEndpoints.updateAccount,
      { params: params(), body: body('NEW@example.com') },
      400,
    );
    expect(same.detail).toBe('This is already your email.');

    const asked = await call('newcomer', profileEndpoints.updateAccount, {
      params: params(),
      body: body(next),
    });
    expect(asked).toMatchObject({ email: 'new@example.com', pending_email: next });
    const [mail] = await backend().waitForMail(next, EMAIL_CHANGE_SUBJECT);
    // Still the old address: sign-in with it works, the new one is not the account's yet.
    const old = await call('anonymous', authEndpoints.login, {
      body: { username: 'new@example.com', password: 'Demo-pass1!' },
    });
    expect(
      (await call('anonymous', authEndpoints.checkEmail, { query: { email: next } })).exists,
    ).toBe(false);

    const confirmed = await call('anonymous', api.confirmEmail, {
      body: { token: confirmToken(mail!) },
    });
    expect(confirmed).toEqual({ email: next, email_changed: true });
    // Every session ended: the one from before and the persona's own.
    await expectStatus({ token: old.token }, api.getSettings, {}, 401);
    await expectStatus(
      { token: old.token },
      profileEndpoints.getAccount,
      { params: params() },
      401,
    );
    // The new address signs in, verified; the old one was told.
    const signedIn = await call('anonymous', authEndpoints.login, {
      body: { username: next, password: 'Demo-pass1!' },
    });
    const settings = await call({ token: signedIn.token }, api.getSettings, {});
    expect(settings).toMatchObject({ email: next, email_verified: true, pending_email: null });
  });

  it('tells the old address once the change is confirmed', async () => {
    // A fresh account, so the notice to its old address is this test's alone.
    const first = fresh('before');
    const session = await signUp(first);
    const caller = { token: session.token };
    const next = fresh('after');
    await call(caller, profileEndpoints.updateAccount, {
      params: { user_id: session.user_id },
      body: { email: next, current_password: PASSWORD },
    });
    const [mail] = await backend().waitForMail(next, EMAIL_CHANGE_SUBJECT);
    await call('anonymous', api.confirmEmail, { body: { token: confirmToken(mail!) } });
    const [notice] = await backend().waitForMail(first, EMAIL_CHANGED_SUBJECT);
    expect(notice!.text).toContain(`is now ${next}`);
    // The sign-in name was the old address: it follows the new one, and the old one signs in no
    // more (nor greets the user in the header, which shows the sign-in name).
    await expectStatus(
      'anonymous',
      authEndpoints.login,
      { body: { username: first, password: PASSWORD } },
      401,
    );
    const signedIn = await call('anonymous', authEndpoints.login, {
      body: { username: next, password: PASSWORD },
    });
    expect(signedIn).toMatchObject({ username: next, email: next });
  });

  it('lets only the latest request’s link work, and refuses an address taken meanwhile', async () => {
    const first = fresh('owner');
    const session = await signUp(first);
    const caller = { token: session.token };
    const params = { user_id: session.user_id };
    const a = fresh('first-choice');
    const b = fresh('second-choice');
    await call(caller, profileEndpoints.updateAccount, {
      params,
      body: { email: a, current_password: PASSWORD },
    });
    await call(caller, profileEndpoints.updateAccount, {
      params,
      body: { email: b, current_password: PASSWORD },
    });
    const [toA] = await backend().waitForMail(a, EMAIL_CHANGE_SUBJECT);
    const [toB] = await backend().waitForMail(b, EMAIL_CHANGE_SUBJECT);
    await expectStatus('anonymous', api.confirmEmail, { body: { token: confirmToken(toA!) } }, 400);

    // Someone signs up with b before the link is followed.
    await call('anonymous', authEndpoints.register, { body: { email: b, password: PASSWORD } });
    const taken = await expectStatus(
      'anonymous',
      api.confirmEmail,
      { body: { token: confirmToken(toB!) } },
      409,
    );
    expect(taken.detail).toBe(DETAILS.emailTaken);
    expect((await call(caller, api.getSettings, {})).email).toBe(first);
  });
});

describe("'Download my data' and 'Delete my account'", () => {
  it('exports what the caller owns, by collection, without secrets', async () => {
    const data = await call('subscriber', api.exportData, {});
    const { collections } = data;
    expect(collections.users).toHaveLength(1);
    expect(collections.users![0]).toMatchObject({
      id: idOf('subscriber'),
      email: 'demo@example.com',
    });
    expect(collections.tradelines!.length).toBeGreaterThan(0);
    expect(collections.profiles).toHaveLength(1);
    // Another user's records never, and no secret: a password hash, a token's hash, a link.
    expect(JSON.stringify(data)).not.toContain(idOf('newcomer'));
    expect(collections.users![0]).not.toHaveProperty('password_hash');
    expect(collections.sessions!.every((session) => !('id' in session))).toBe(true);
    expect(collections).not.toHaveProperty('accountTokens');
  });

  it('exports an open practice session as the user sees it, without the engine state', async () => {
    const session = await call('subscriber', practiceEndpoints.startPractice, {
      params: { user_id: idOf('subscriber') },
      body: {
        tradeline_id: null,
        holder: 'collection_agency',
        difficulty: 'easy',
        goal: 2250,
        walk_away: 3000,
      },
    });
    const { collections } = await call('subscriber', api.exportData, {});
    const exported = collections.practice!.find((record) => record.id === session.id);
    // The session exactly as its page shows it: no hidden floor, seed or generator state.
    expect(exported).toEqual(session);
    expect(JSON.stringify(collections.practice)).not.toMatch(/floor|"rng"|"seed"|"engine"/);
  });

  it('exports only the fields each collection allows, so a new field stays out until named', async () => {
    const { collections } = await call('subscriber', api.exportData, {});
    for (const [name, records] of Object.entries(collections)) {
      const ownership = PERSONAL_DATA[name as CollectionName];
      if (!ownership || !('exported' in ownership)) continue;
      for (const record of records)
        expect(
          Object.keys(record).every((field) => ownership.exported.includes(field as never)),
          name,
        ).toBe(true);
    }
    expect(collections.users![0]).not.toHaveProperty('search_grams');
  });

  it("counts interest given under an address as the account's only once the address is verified", async () => {
    const email = fresh('interest');
    const plan = JSON.stringify({
      basePlan: 'works',
      premiumFeatures: [],
      timestamp: '2026-11-02T10:00:00.000Z',
    });
    // Someone gave this address before an account claimed it.
    await call('anonymous', planBuilderEndpoints.submitInterest, { body: { email, plan } });
    const session = await signUp(email);
    const caller = { token: session.token };
    const unverified = await call(caller, api.exportData, {});
    expect(unverified.collections.interests).toEqual([]);
    // Deleting an unverified account leaves the address's interest to its owner.
    await call(caller, api.deleteAccount, { body: { password: PASSWORD } });
    const owner = await signUp(email);
    // Two links went to the address; the deleted account's no longer works.
    const mails = await backend().waitForMail(email, VERIFY_SUBJECT, 2);
    const confirmed = await Promise.allSettled(
      mails.map((mail) =>
        call('anonymous', api.confirmEmail, { body: { token: confirmToken(mail) } }),
      ),
    );
    expect(confirmed.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const verified = await call({ token: owner.token }, api.exportData, {});
    expect(verified.collections.interests).toHaveLength(1);
    expect(verified.collections.interests![0]).toMatchObject({ email, plan });
  });

  it('deletes the account with its password; the session and the sign-in end', async () => {
    const wrong = await expectStatus(
      'subscriber',
      api.deleteAccount,
      { body: { password: 'Not-the-pass1!' } },
      400,
    );
    expect(wrong.detail).toBe('Your password is not correct.');
    const token = await signIn('subscriber');
    await call({ token }, api.deleteAccount, { body: { password: 'Demo-pass1!' } });
    await expectStatus({ token }, api.getSettings, {}, 401);
    await expectStatus(
      'anonymous',
      authEndpoints.login,
      { body: { username: 'demo@example.com', password: 'Demo-pass1!' } },
      401,
    );
    // The address is free again.
    const check = await call('anonymous', authEndpoints.checkEmail, {
      query: { email: 'demo@example.com' },
    });
    expect(check.exists).toBe(false);
  });
});
