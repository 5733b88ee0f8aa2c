/**
 * Account upkeep on the real server with real mail (issue 29): the reset link arrives at
 * Mailpit over SMTP, works once for 30 minutes, ends every session and signs the user in; the
 * answer is the same for an unknown address; the address is limited; account settings change
 * the password (other sessions end), list and end sessions, and keep email preferences.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lookupKey } from '@/features/auth/records';
import { hmacHex } from '@/shared/lib/hmac';
import { PERSONAS } from '../../mocks/personas';
import {
  FORGOT_PASSWORD_SENT,
  RESET_LINK_INVALID,
  RESET_TOO_MANY,
} from '@/features/account/model/messages';
import { RESET_SUBJECT, PASSWORD_CHANGED_SUBJECT } from '@/features/account/model/emails';
import { COLLECTIONS, type CollectionName } from '@/backend/collections';
import { PERSONAL_DATA } from '@/backend/personal-data';
import { DETAILS } from '@/shared/api/details';
import { addDays } from '@/shared/lib/dates';
import { runReminders } from '../../server/platform/jobs';
import { startTestServer, type TestServer } from './harness';
import { detailOf, send, signIn } from './http';
import { linkToken, mailTo, waitForMail } from './mailpit';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());
beforeEach(async () => {
  server.setNow(null);
  await server.reset();
});

/** A fresh account with its own address (Mailpit is shared by every test file). */
async function newAccount(password = 'First-pass1!'): Promise<{ email: string; token: string }> {
  const email = `reset.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const created = await send(server, 'POST', '/user/register', { body: { email, password } });
  expect(created.status).toBe(201);
  const login = await send(server, 'POST', '/user/login', { body: { username: email, password } });
  return { email, token: (login.body as { token: string }).token };
}

const forgot = (email: string) =>
  send(server, 'POST', '/user/forgot-password', { body: { email } });
const reset = (token: string, password: string) =>
  send(server, 'POST', '/user/reset-password', { body: { token, password } });

describe('forgot password', () => {
  it('mails a single-use link that sets the password, ends every session and signs in', async () => {
    const { email, token: oldSession } = await newAccount();
    const answer = await forgot(email);
    expect(answer).toMatchObject({ status: 200, body: { message: FORGOT_PASSWORD_SENT } });
    const [mail] = await waitForMail(email, RESET_SUBJECT);
    expect(mail!.html).toContain('/reset-password#token=');
    const link = linkToken(mail!, '/reset-password');

    const done = await reset(link, 'Second-pass2!');
    expect(done.status).toBe(200);
    const session = done.body as { token: string; email: string };
    expect(session.email).toBe(email);
    expect((await send(server, 'GET', '/user/settings', { token: session.token })).status).toBe(
      200,
    );
    // The old session is refused, the old password too; the new one works.
    const refused = await send(server, 'GET', '/user/settings', { token: oldSession });
    expect(refused.status).toBe(401);
    const oldLogin = { username: email, password: 'First-pass1!' };
    expect((await send(server, 'POST', '/user/login', { body: oldLogin })).status).toBe(401);
    const newLogin = { username: email, password: 'Second-pass2!' };
    expect((await send(server, 'POST', '/user/login', { body: newLogin })).status).toBe(200);
    // Used once: a second use is refused.
    const again = await reset(link, 'Third-pass3!');
    expect(again.status).toBe(400);
    expect(detailOf(again)).toBe(RESET_LINK_INVALID);
  });

  it('stores only the hash of the token', async () => {
    const { email } = await newAccount();
    await forgot(email);
    const link = linkToken((await waitForMail(email, RESET_SUBJECT))[0]!, '/reset-password');
    const stored = await server.deps.models.AccountToken.collection.find({}).toArray();
    // The reset link, beside the sign-up's verification link.
    expect(stored.map((record) => record.purpose).sort()).toEqual(['reset', 'verify']);
    expect(JSON.stringify(stored)).not.toContain(link);
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const email = `nobody.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const answer = await forgot(email);
    expect(answer).toMatchObject({ status: 200, body: { message: FORGOT_PASSWORD_SENT } });
    await new Promise((wait) => setTimeout(wait, 500));
    expect(await mailTo(email)).toHaveLength(0);
  });

  it('expires the link after 30 minutes', async () => {
    const { email } = await newAccount();
    const start = new Date();
    server.setNow(start);
    await forgot(email);
    const link = linkToken((await waitForMail(email, RESET_SUBJECT))[0]!, '/reset-password');
    server.setNow(new Date(start.getTime() + 31 * 60_000));
    const late = await reset(link, 'Second-pass2!');
    expect(late.status).toBe(400);
    expect(detailOf(late)).toBe(RESET_LINK_INVALID);
  });

  it('keeps the link usable after a refused password, refusing weak and common ones', async () => {
    const { email } = await newAccount();
    await forgot(email);
    const link = linkToken((await waitForMail(email, RESET_SUBJECT))[0]!, '/reset-password');
    const weak = await reset(link, 'short');
    expect(weak.status).toBe(400);
    const common = await reset(link, 'P@ssw0rd');
    expect(common.status).toBe(400);
    expect(detailOf(common)).toBe(DETAILS.passwordCommon);
    expect((await reset(link, 'Fine-pass9!')).status).toBe(200);
  });

  it('refuses a guessable password at reset (zxcvbn score below 3, the email counting)', async () => {
    // 'Marguerite1990!' would do for someone else; not for an address that holds the name.
    const email = `marguerite.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const body = { email, password: 'First-pass1!' };
    expect((await send(server, 'POST', '/user/register', { body })).status).toBe(201);
    await forgot(email);
    const link = linkToken((await waitForMail(email, RESET_SUBJECT))[0]!, '/reset-password');
    for (const password of ['Password123!', 'Welcome1!', 'Summer2024!', 'Marguerite1990!']) {
      const refused = await reset(link, password);
      expect(refused.status, password).toBe(400);
      expect(detailOf(refused), password).toBe(DETAILS.passwordGuessable);
    }
    expect((await reset(link, 'Fine-pass9!')).status).toBe(200);
  });

  it('keys the counters of an address with the server secret, never a plain hash of it', async () => {
    const { email } = await newAccount();
    await forgot(email);
    await send(server, 'POST', '/user/login', {
      body: { username: email, password: 'Wrong-pass1!' },
    });
    const plain = createHash('sha256').update(lookupKey(email)).digest('hex');
    const keyed = await hmacHex(server.deps.config.IDEMPOTENCY_SECRET, lookupKey(email));
    const ids = (await server.deps.models.RateLimit.find({}).lean()).map((record) =>
      String((record as { _id?: unknown })._id),
    );
    expect(ids.some((id) => id.startsWith('mail:reset:'))).toBe(true);
    expect(ids.some((id) => id.startsWith('account:'))).toBe(true);
    // Anyone with a list of addresses could recompute a plain SHA-256 and find its owner.
    expect(ids.filter((id) => id.includes(plain))).toEqual([]);
    expect(ids.filter((id) => id.includes(keyed)).length).toBeGreaterThanOrEqual(2);
  });

  it('limits the mail per address, whether or not it has an account', async () => {
    for (const email of [
      (await newAccount()).email,
      `nobody.${crypto.randomUUID().slice(0, 8)}@example.com`,
    ]) {
      for (let i = 0; i < 3; i += 1) expect((await forgot(email)).status).toBe(200);
      const fourth = await forgot(email);
      expect(fourth.status).toBe(429);
      expect(detailOf(fourth)).toBe(RESET_TOO_MANY);
    }
  });

  it('limits each client with the sign-in limit', async () => {
    const limited = await startTestServer({ env: { AUTH_RATE_LIMIT: '2' } });
    try {
      const body = { email: 'someone@example.com' };
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await send(limited, 'POST', '/user/forgot-password', { body })).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.stop();
    }
  });
});

describe('account settings', () => {
  const ua = (agent: string) => ({ 'User-Agent': agent });
  const FIREFOX =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
  const SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

  async function signInWith(agent: string): Promise<string> {
    const { email, password } = PERSONAS.subscriber;
    const answer = await send(server, 'POST', '/user/login', {
      body: { username: email, password },
      headers: ua(agent),
    });
    return (answer.body as { token: string }).token;
  }

  it('lists the sessions by device, ends one, and ends every other', async () => {
    const desk = await signInWith(FIREFOX);
    const phone = await signInWith(SAFARI);
    const listed = await send(server, 'GET', '/user/sessions', { token: desk });
    const sessions = (
      listed.body as { sessions: { id: string; device: string; current: boolean }[] }
    ).sessions;
    expect(sessions[0]).toMatchObject({ device: 'Firefox on Windows', current: true });
    const other = sessions.find((session) => session.device === 'Safari on iPhone')!;
    expect(other.current).toBe(false);
    // Never the token, nor its hash.
    expect(JSON.stringify(listed.body)).not.toContain(phone);

    const ended = await send(server, 'DELETE', `/user/sessions/${other.id}`, { token: desk });
    expect(ended.status).toBe(204);
    expect((await send(server, 'GET', '/user/settings', { token: phone })).status).toBe(401);
    const gone = await send(server, 'DELETE', `/user/sessions/${other.id}`, { token: desk });
    expect(gone.status).toBe(404);

    const third = await signInWith(SAFARI);
    const everywhere = await send(server, 'POST', '/user/sessions/end-others', { token: desk });
    expect(everywhere.status).toBe(200);
    expect((everywhere.body as { ended: number }).ended).toBeGreaterThanOrEqual(1);
    expect((await send(server, 'GET', '/user/settings', { token: third })).status).toBe(401);
    expect((await send(server, 'GET', '/user/settings', { token: desk })).status).toBe(200);
  });

  it("does not end another user's session", async () => {
    const mine = await signIn(server, 'newcomer');
    const theirs = await signInWith(FIREFOX);
    const listed = await send(server, 'GET', '/user/sessions', { token: theirs });
    const { id } = (listed.body as { sessions: { id: string }[] }).sessions[0]!;
    expect((await send(server, 'DELETE', `/user/sessions/${id}`, { token: mine })).status).toBe(
      404,
    );
    expect((await send(server, 'GET', '/user/settings', { token: theirs })).status).toBe(200);
  });

  it('changes the password with the current one; other sessions end; the owner is told', async () => {
    const { email, token } = await newAccount('First-pass1!');
    const login = { username: email, password: 'First-pass1!' };
    const other = (
      (await send(server, 'POST', '/user/login', { body: login })).body as { token: string }
    ).token;
    const wrong = await send(server, 'POST', '/user/change-password', {
      token,
      body: { current_password: 'Not-it-1!', new_password: 'Second-pass2!' },
    });
    expect(wrong.status).toBe(400);
    const changed = await send(server, 'POST', '/user/change-password', {
      token,
      body: { current_password: 'First-pass1!', new_password: 'Second-pass2!' },
    });
    expect(changed.status).toBe(204);
    expect((await send(server, 'GET', '/user/settings', { token })).status).toBe(200);
    expect((await send(server, 'GET', '/user/settings', { token: other })).status).toBe(401);
    await waitForMail(email, PASSWORD_CHANGED_SUBJECT);
  });

  it('retires an open reset link when the password is changed', async () => {
    const { email, token } = await newAccount('First-pass1!');
    await forgot(email);
    const link = linkToken((await waitForMail(email, RESET_SUBJECT))[0]!, '/reset-password');
    const changed = await send(server, 'POST', '/user/change-password', {
      token,
      body: { current_password: 'First-pass1!', new_password: 'Second-pass2!' },
    });
    expect(changed.status).toBe(204);
    // A link mailed before the change (to a mailbox someone else may read) sets nothing now.
    const late = await reset(link, 'Third-pass3!');
    expect(late.status).toBe(400);
    expect(detailOf(late)).toBe(RESET_LINK_INVALID);
    const login = { username: email, password: 'Second-pass2!' };
    expect((await send(server, 'POST', '/user/login', { body: login })).status).toBe(200);
  });

  it('keeps the email preferences and the time zone', async () => {
    const token = await signIn(server, 'subscriber');
    const before = await send(server, 'GET', '/user/settings', { token });
    expect(before.body).toMatchObject({
      email: PERSONAS.subscriber.email,
      has_password: true,
      preferences: { step_reminders: true, past_due_alerts: true, weekly_digest: true },
    });
    const body = {
      step_reminders: false,
      past_due_alerts: true,
      weekly_digest: false,
      time_zone: 'America/Chicago',
    };
    const saved = await send(server, 'PUT', '/user/settings/email-preferences', { token, body });
    expect(saved.body).toMatchObject({
      preferences: { step_reminders: false, past_due_alerts: true, weekly_digest: false },
      time_zone: 'America/Chicago',
    });
    expect((await send(server, 'GET', '/user/settings', { token })).body).toEqual(saved.body);
  });
});

describe("'Delete my account' on the real server", () => {
  /** The subscriber's documents in each collection of the registry, by its owner field. */
  async function held(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const name of Object.keys(COLLECTIONS) as CollectionName[]) {
      const ownership = PERSONAL_DATA[name];
      if ('notPersonal' in ownership) continue;
      const value =
        ownership.owner === 'email' ? PERSONAS.subscriber.email : PERSONAS.subscriber.user_id;
      const model = server.deps.models[COLLECTIONS[name].model];
      // The mongoose models store the record's `id` as `_id`.
      const field = ownership.owner === 'id' ? '_id' : ownership.owner;
      counts[name] = await model.collection.countDocuments({ [field]: value });
    }
    return counts;
  }

  it("leaves nothing of the subscriber persona's copy in any collection", async () => {
    // A step reminder sent: a claim in `reminders` and its unsubscribe link in `account_tokens`.
    const next = await server.deps.models.Event.findOne({
      user_id: PERSONAS.subscriber.user_id,
      completed: false,
      scheduled_date: { $gt: addDays(server.deps.clock().toISOString().slice(0, 10), 1) },
    })
      .sort({ scheduled_date: 1 })
      .lean();
    const day = addDays(String(next!.scheduled_date), -1);
    // After 8 a.m. in the subscriber's zone (Central, from the Texas address): 18:00 UTC.
    expect(
      (await runReminders(server.deps, new Date(`${day}T18:00:00.000Z`))).sent,
    ).toBeGreaterThan(0);
    const before = await held();
    for (const name of [
      'users',
      'profiles',
      'tradelines',
      'events',
      'programs',
      'subscriptions',
      'reminders',
      'accountTokens',
    ])
      expect(before[name], name).toBeGreaterThan(0);
    const token = await signIn(server, 'subscriber');
    const answer = await send(server, 'POST', '/user/delete-account', {
      token,
      body: { password: PERSONAS.subscriber.password },
    });
    expect(answer.status).toBe(204);
    const after = await held();
    for (const [name, count] of Object.entries(after)) expect(count, name).toBe(0);
    expect((await send(server, 'GET', '/user/settings', { token })).status).toBe(401);
  });
});
