/**
 * The call queue and role changes on the real server (FerretDB, no transactions): two admins
 * acting at once never both win, a user cannot touch a real queued call, and the last admin
 * stays an admin even when two admins demote each other at the same moment.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../mocks/personas';
import { startTestServer, type TestServer } from './harness';
import { detailOf, fingerprint, send, signIn } from './http';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());
beforeEach(() => server.reset());

const subscriber = PERSONAS.subscriber.user_id;
const newcomer = PERSONAS.newcomer.user_id;
const admin = PERSONAS.admin.user_id;

async function requestCall(): Promise<string> {
  const token = await signIn(server, 'subscriber');
  const answer = await send(server, 'POST', '/start-call', {
    token,
    body: { user_id: subscriber, tradeline_name: 'Chase' },
  });
  expect(answer.status).toBe(201);
  return (answer.body as { call_id: string }).call_id;
}

/** The seeded admin and the newcomer, promoted: two admins' tokens. */
async function twoAdmins(): Promise<[string, string]> {
  const first = await signIn(server, 'admin');
  const promoted = await send(server, 'PATCH', `/admin/users/${newcomer}`, {
    token: first,
    body: { role: 'admin' },
  });
  expect(promoted.status).toBe(200);
  return [first, await signIn(server, 'newcomer')];
}

describe('the call queue on the server', () => {
  it('lets exactly one of two admins claiming at once have the call', async () => {
    const id = await requestCall();
    const [first, second] = await twoAdmins();
    const answers = await Promise.all(
      [first, second].map((token) => send(server, 'POST', `/admin/calls/${id}/claim`, { token })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(detailOf(refused)).toBe('Another admin has already claimed this call');
    const call = await server.deps.models.Call.findById(id).lean();
    const winner = answers.findIndex((answer) => answer.status === 200) === 0 ? admin : newcomer;
    expect(call).toMatchObject({ status: 'claimed', claimed_by_id: winner });
  });

  it('records one outcome when the claimer sends two at once', async () => {
    const id = await requestCall();
    const token = await signIn(server, 'admin');
    expect((await send(server, 'POST', `/admin/calls/${id}/claim`, { token })).status).toBe(200);
    const answers = await Promise.all(
      (['placed', 'failed'] as const).map((status) =>
        send(server, 'POST', `/admin/calls/${id}/outcome`, {
          token,
          body: { status, note: `Marked ${status}` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const won = answers.find((answer) => answer.status === 200)!.body as { status: string };
    const call = await server.deps.models.Call.findById(id).lean();
    expect(call).toMatchObject({ status: won.status, note: `Marked ${won.status}` });
  });

  it('refuses a user on a real queued call and changes nothing', async () => {
    const id = await requestCall();
    const token = await signIn(server, 'subscriber');
    const before = fingerprint(server);
    for (const [path, body] of [
      [`/admin/calls/${id}/claim`, undefined],
      [`/admin/calls/${id}/outcome`, { status: 'placed', note: 'Placed it myself' }],
    ] as const) {
      const answer = await send(server, 'POST', path, { token, body });
      expect(answer.status).toBe(403);
      expect(detailOf(answer)).toBe('Admin access required');
    }
    expect(fingerprint(server)).toBe(before);
  });
});

describe('role changes on the server', () => {
  it('keeps one admin when two admins demote each other at the same moment', async () => {
    const [first, second] = await twoAdmins();
    const answers = await Promise.all([
      send(server, 'PATCH', `/admin/users/${newcomer}`, { token: first, body: { role: 'user' } }),
      send(server, 'PATCH', `/admin/users/${admin}`, { token: second, body: { role: 'user' } }),
    ]);
    const admins = await server.deps.models.User.countDocuments({ role: 'admin' });
    expect(admins).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      if (answer.status !== 200) {
        expect(answer.status).toBe(409);
        expect([
          'The last admin cannot be demoted',
          'Admin access required',
          'You cannot remove your own admin role',
        ]).toContain(detailOf(answer));
      }
    }
    // Every change that stuck is in the audit, with who made it.
    const changes = await server.deps.models.RoleChange.find({}).lean();
    expect(changes.map((change) => [change.from, change.to])).toContainEqual(['user', 'admin']);
    expect(changes.length).toBe(1 + answers.filter((answer) => answer.status === 200).length);
  });
});
