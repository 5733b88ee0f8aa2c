import { describe, expect, it } from 'vitest';
import { fuzzedOperations, schemathesisToml, type FuzzPlan } from '../../../scripts/fuzz/config';

const plan = (validOnly: string[]): FuzzPlan => ({
  user: { userId: 'u1', token: 'user-token' },
  ownerId: 'u1',
  admin: null,
  firstTime: null,
  steady: null,
  roleTargetId: null,
  logoutToken: null,
  googleIdToken: null,
  login: { username: 'role.run@fuzz.example.com', password: 'Fuzz-pass1!' },
  tradelineNames: [],
  records: {},
  recordProbability: 0.5,
  operations: fuzzedOperations(),
  validOnly,
});

/** The `[[operations]]` table of one operation id, as written. */
function table(toml: string, id: string): string {
  const start = toml.indexOf(`include-operation-id = "${id}"`);
  expect(start, `${id} has a table`).toBeGreaterThanOrEqual(0);
  const end = toml.indexOf('[[operations]]', start);
  return toml.slice(start, end < 0 ? undefined : end);
}

describe('the fuzz run configuration', () => {
  it('generates valid sign-ups and email changes only where the run asks for it', () => {
    const toml = schemathesisToml(plan(['auth.register', 'profile.updateAccount']), (e) => e.path);
    expect(table(toml, 'auth.register')).toContain('generation = { "mode" = "positive" }');
    expect(table(toml, 'profile.updateAccount')).toContain('generation = { "mode" = "positive" }');
    expect(table(toml, 'auth.login')).not.toContain('generation');
  });

  it('keeps both modes for every operation when the run has the coverage phase', () => {
    const toml = schemathesisToml(plan([]), (e) => e.path);
    expect(toml).not.toContain('generation =');
    // The sign-up still gets addresses nobody uses and the run's password.
    expect(table(toml, 'auth.register')).toContain('"body.email" = { "dictionary" = "fresh_email"');
  });

  it("saves the steady user's companion calls with their ids, a past time and a known zone", () => {
    const steadyPlan: FuzzPlan = {
      ...plan([]),
      steady: { userId: 's1', token: 'steady-token' },
      steadyRecords: { companion_call: ['c1', 'c2'], call_time: ['2026-12-01T12:00'] },
    };
    const save = table(
      schemathesisToml(steadyPlan, (e) => e.path),
      'companion.saveCompanionCall',
    );
    expect(save).toContain('"path.id" = { "dictionary" = "steady_companion_call"');
    expect(save).toContain('"body.occurred_at" = { "dictionary" = "steady_call_time"');
    expect(save).toContain('"body.time_zone" = { "dictionary" = "time_zone"');
  });
});
