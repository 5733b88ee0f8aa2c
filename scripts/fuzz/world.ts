/**
 * The records a fuzz run works on, made through the API of the server under test (issue 31):
 * its own user, signed up and enrolled like a customer (personal details, financial profile,
 * debts, program with the email inbox, a bank account and an active subscription, intercepted
 * emails, a call request), its own admin (promoted by the seeded admin), a user whose role the
 * admin may change, a second session of the user for `POST /user/logout`, and a Google identity.
 * `intruder` signs up one more user, who must reach nothing of the first.
 */
import { debitAuthorizationText } from '../../src/features/enrollment/model/authorization';
import { buildPath, withQuery } from '../../src/shared/api/endpoint';
import { PERSONAS, PRICE_IDS } from '../../mocks/personas';
import { TEST_INBOUND_SECRET } from '../../tests/server/environment';
import { signGoogleIdToken } from '../../tests/server/google-keys';

export interface Account {
  userId: string;
  token: string;
  email: string;
}

export interface World {
  user: Account;
  admin: Account;
  /** A user the admin may promote and demote (never the fuzz user or the admin). */
  roleTarget: Account;
  /** A second user, enrolled the same way, whose program the run never changes. */
  steady: Account;
  /** Ids of the steady user's records, for the paid actions it makes. */
  steadyRecords: Record<string, string[]>;
  /** A second session of the user, for `POST /user/logout` to revoke. */
  logoutToken: string;
  /** A Google ID token the server accepts, for `POST /user/google-auth`. */
  googleIdToken: string;
  /** The names of the user's debts, as `POST /start-call` takes them. */
  tradelineNames: string[];
  /** Ids of records of the user, by the record name links use (`tradeline`, `event`…). */
  records: Record<string, string[]>;
}

export const PASSWORD = 'Fuzz-pass1!';

interface Call {
  method: string;
  path: string;
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One request that must succeed; its JSON answer. */
export async function call<T>(base: string, request: Call): Promise<T> {
  const url = `${base}${withQuery(buildPath(request.path, request.params), request.query)}`;
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method: request.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(
      `fuzz set-up: ${request.method} ${request.path} answered ${response.status} ${text}`,
    );
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const { token } = await call<{ token: string }>(base, {
    method: 'POST',
    path: '/user/login',
    body: { username: email, password },
  });
  return token;
}

/** Signs a new user up as the sign-up pages do: account, then personal details. */
export async function signUp(base: string, name: string, run: string): Promise<Account> {
  const email = `${name}.${run}@fuzz.example.com`;
  const { user_id } = await call<{ user_id: string }>(base, {
    method: 'POST',
    path: '/user/register',
    body: { email, password: PASSWORD, selected_plan: 'basic', premium_features: [] },
  });
  const token = await signIn(base, email, PASSWORD);
  await call(base, {
    method: 'POST',
    path: '/signup',
    token,
    query: { user_account_id: user_id },
    body: { first_name: 'Fuzz', last_name: name, dob: '1985-06-15', agreed: true },
  });
  return { userId: user_id, token, email };
}

const DEBTS = [
  { account_name: 'Chase', current_balance: 4200, minimum_payment: 120, credit_limit: 6000 },
  { account_name: 'Discover', current_balance: 2600, minimum_payment: 80, credit_limit: 4000 },
  { account_name: 'Capital One', current_balance: 1800, minimum_payment: 55, credit_limit: 2500 },
  { account_name: 'Citibank', current_balance: 5100, minimum_payment: 150, credit_limit: 8000 },
  { account_name: 'Barclays', current_balance: 900, minimum_payment: 35, credit_limit: 1500 },
  { account_name: 'Wells Fargo', current_balance: 3300, minimum_payment: 95, credit_limit: 5000 },
];

/** Enrolls `user` fully: profile, debts, program, bank account, subscription, inbox mail, a call. */
async function enroll(base: string, user: Account): Promise<Record<string, string[]>> {
  const { userId, token } = user;
  await call(base, {
    method: 'POST',
    path: '/financial-profile',
    token,
    body: {
      user_id: userId,
      income: 5200,
      home: 1400,
      auto: 350,
      food: 500,
      school: 0,
      personal: 150,
      medical: 60,
      utilities: 240,
      other: 100,
      expenses: 2800,
      expenses_calculated: 2800,
      net_income: 2400,
      credit_score: 610,
    },
  });
  const tradelines: string[] = [];
  for (const debt of DEBTS) {
    const created = await call<{ id: string }>(base, {
      method: 'POST',
      path: '/tradelines',
      token,
      body: { user_id: userId, ...debt },
    });
    tradelines.push(created.id);
  }
  const events = await call<{ id: string }[]>(base, {
    method: 'GET',
    path: '/events/{user_id}',
    token,
    params: { user_id: userId },
  });
  const program = { savings_support: true, debt_negotiation: 2 as const, email_opt_in: true };
  await call(base, {
    method: 'PUT',
    path: '/programs/{user_id}',
    token,
    params: { user_id: userId },
    body: program,
  });
  // stripe-mock answers every setup intent with the same bank account: one per user.
  const intent = await call<{ setup_intent_id: string }>(base, {
    method: 'POST',
    path: '/stripe/create-setup-intent',
    token,
  });
  const bank = await call<{ id: string; bank_name: string; last_four: string }>(base, {
    method: 'POST',
    path: '/stripe/attach-payment-method',
    token,
    body: { setup_intent_id: intent.setup_intent_id },
  });
  await call(base, {
    method: 'POST',
    path: '/stripe/subscriptions',
    token,
    body: {
      price_id: PRICE_IDS.base,
      authorization_text: debitAuthorizationText({ program, bank }),
    },
  });
  const [inbox] = await call<{ email_address: string }[]>(base, {
    method: 'GET',
    path: '/emails/{user_id}/accounts',
    token,
    params: { user_id: userId },
  });
  for (const [index, debt] of DEBTS.slice(0, 3).entries()) {
    await call(base, {
      method: 'POST',
      path: '/webhooks/inbound-email',
      headers: { 'X-Inbound-Secret': TEST_INBOUND_SECRET },
      body: {
        to: inbox!.email_address,
        from: `collections@${debt.account_name.toLowerCase().replace(/\s/g, '')}.example`,
        subject: `Your ${debt.account_name} account is past due`,
        text: `Please pay the balance of $${debt.current_balance}. Reference ${index + 1}.`,
        message_id: `<fuzz-${index}@${userId}>`,
      },
    });
  }
  const started = await call<{ call_id: string }>(base, {
    method: 'POST',
    path: '/start-call',
    token,
    body: { user_id: userId, tradeline_name: DEBTS[0]!.account_name },
  });
  // Two practice sessions on the sample debt, so the session reads and moves have records.
  const sessions: string[] = [];
  for (const difficulty of ['easy', 'hard'] as const) {
    const session = await call<{ id: string }>(base, {
      method: 'POST',
      path: '/practice/{user_id}',
      token,
      params: { user_id: userId },
      body: {
        tradeline_id: null,
        holder: 'collection_agency',
        difficulty,
        goal: 2250,
        walk_away: 2600,
      },
    });
    sessions.push(session.id);
  }
  // A validation notice, a dispute sent and a contact on the first debt, so its letters and its
  // contact log have something to read (the contact log needs the subscription made above).
  const debt = tradelines[0]!;
  const today = new Date().toISOString().slice(0, 10);
  await call(base, {
    method: 'POST',
    path: '/tradelines/{id}/validation-notices',
    token,
    params: { id: debt },
    body: { received_date: today, sent_date: null },
  });
  const letter = await call<{ id: string }>(base, {
    method: 'POST',
    path: '/tradelines/{id}/letters',
    token,
    params: { id: debt },
    body: { kind: 'dispute', sent_date: today, method: 'certified_mail' },
  });
  await call(base, {
    method: 'POST',
    path: '/tradelines/{id}/contacts',
    token,
    params: { id: debt },
    body: {
      occurred_at: `${today}T00:00`,
      time_zone: 'UTC',
      method: 'call',
      note: 'Asked for payment today.',
      allowed_notice: false,
    },
  });
  // No subscription id: cancelling it early would turn the paid actions away (402) for the rest
  // of the run; the stateful phase cancels it through the links, last.
  return {
    tradeline: tradelines,
    event: events.map((event) => event.id),
    payment_method: [bank.id],
    call: [started.call_id],
    session: sessions,
    letter: [letter.id],
    letter_tradeline: [debt],
    letter_date: [today],
  };
}

/**
 * Companion calls for the steady user to save: the path `/companion/calls/{id}` reads like a
 * creditor call's, so the run names these ids itself (config.ts) rather than through the links.
 */
async function companionCalls(base: string, user: Account, tradelines: string[]) {
  const ids: string[] = [];
  for (const tradeline of tradelines.slice(0, 3)) {
    const started = await call<{ id: string }>(base, {
      method: 'POST',
      path: '/companion/{user_id}/calls',
      token: user.token,
      params: { user_id: user.userId },
      body: { tradeline_id: tradeline },
    });
    ids.push(started.id);
  }
  return ids;
}

/** Builds the fuzz run's world on the server at `base` (an API base ending in `/api`). */
export async function buildWorld(base: string, run: string): Promise<World> {
  const user = await signUp(base, 'user', run);
  const records = await enroll(base, user);
  const steady = await signUp(base, 'steady', run);
  const steadyRecords = await enroll(base, steady);
  steadyRecords.companion_call = await companionCalls(base, steady, steadyRecords.tradeline!);
  // When a saved call took place: noon yesterday is in the past in every time zone, where a
  // generated local time mostly lies in the future (400) and no call was ever saved (CI, seed
  // 1005725411: 19 answers 400 and 5 answers 404 of 24).
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  steadyRecords.call_time = [`${yesterday}T12:00`];
  const admin = await signUp(base, 'admin', run);
  const roleTarget = await signUp(base, 'role', run);
  // Only an admin makes an admin: the seeded one promotes the run's own, which then signs in.
  const seeded = await signIn(base, PERSONAS.admin.username, PERSONAS.admin.password);
  await call(base, {
    method: 'PATCH',
    path: '/admin/users/{id}',
    token: seeded,
    params: { id: admin.userId },
    body: { role: 'admin' },
  });
  admin.token = await signIn(base, admin.email, PASSWORD);
  return {
    user,
    admin,
    roleTarget,
    steady,
    steadyRecords,
    logoutToken: await signIn(base, user.email, PASSWORD),
    googleIdToken: signGoogleIdToken({
      sub: `fuzz-${run}`,
      email: `google.${run}@fuzz.example.com`,
      name: 'Fuzz Google',
    }),
    tradelineNames: DEBTS.map((debt) => debt.account_name),
    records,
  };
}

/** The user's records as they are now (the run deletes and adds some). */
export async function currentRecords(
  base: string,
  user: Account,
): Promise<Record<string, string[]>> {
  const get = <T>(path: string) =>
    call<T>(base, { method: 'GET', path, token: user.token, params: { user_id: user.userId } });
  const tradelines = await get<{ id: string }[]>('/tradelines/{user_id}');
  const events = await get<{ id: string }[]>('/events/{user_id}');
  const methods = await get<{ id: string }[]>('/stripe/payment-methods');
  const subscriptions = await get<{ id: string }[]>('/stripe/subscriptions');
  const calls = await get<{ call_id: string }[]>('/calls/{user_id}');
  const sessions = await get<{ id: string }[]>('/practice/{user_id}');
  const letters =
    await get<{ tradeline_id: string; sent: { id: string; sent_date: string }[] }[]>(
      '/letters/{user_id}',
    );
  // One letter and its own debt: a letter read under another debt is a 404.
  const sent = letters.filter((entry) => entry.sent.length > 0).slice(0, 1);
  return {
    tradeline: tradelines.map((item) => item.id),
    event: events.map((item) => item.id),
    payment_method: methods.map((item) => item.id),
    subscription: subscriptions.map((item) => item.id),
    call: calls.map((item) => item.call_id),
    session: sessions.map((item) => item.id),
    letter: sent.map((entry) => entry.sent[0]!.id),
    letter_tradeline: sent.map((entry) => entry.tradeline_id),
    letter_date: sent.map((entry) => entry.sent[0]!.sent_date),
  };
}

/**
 * A user about to make the one-per-user creations (`FIRST_TIME`): signed up, with a program and
 * a bank account, but no financial profile and no subscription yet; with the debit
 * authorization text its subscription needs.
 */
export async function firstTimeUser(
  base: string,
  run: string,
): Promise<Account & { authorizationText: string }> {
  const account = await signUp(base, 'first', run);
  const program = { savings_support: false, debt_negotiation: 1 as const, email_opt_in: false };
  await call(base, {
    method: 'PUT',
    path: '/programs/{user_id}',
    token: account.token,
    params: { user_id: account.userId },
    body: program,
  });
  const intent = await call<{ setup_intent_id: string }>(base, {
    method: 'POST',
    path: '/stripe/create-setup-intent',
    token: account.token,
  });
  const bank = await call<{ bank_name: string; last_four: string }>(base, {
    method: 'POST',
    path: '/stripe/attach-payment-method',
    token: account.token,
    body: { setup_intent_id: intent.setup_intent_id },
  });
  return { ...account, authorizationText: debitAuthorizationText({ program, bank }) };
}
