import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { junitCounts, playwrightCounts, vitestCounts } from '../../../scripts/test/counts';

function reportFile(name: string, body: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'counts-')), name);
  writeFileSync(file, JSON.stringify(body));
  return file;
}

describe("the test command's closing counts", () => {
  it('adds skipped and todo tests of a Vitest run', () => {
    const file = reportFile('vitest.json', {
      numPassedTests: 640,
      numFailedTests: 2,
      numPendingTests: 3,
      numTodoTests: 1,
    });
    expect(vitestCounts(file)).toEqual({ passed: 640, failed: 2, skipped: 4 });
  });

  it('counts flaky Playwright tests as passed and unexpected ones as failed', () => {
    const file = reportFile('e2e.json', {
      stats: { expected: 60, unexpected: 1, flaky: 2, skipped: 0 },
    });
    expect(playwrightCounts(file)).toEqual({ passed: 62, failed: 1, skipped: 0 });
  });

  it('counts each Schemathesis operation once, by its outcome', () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<testsuites><testsuite name="schemathesis" tests="4">
  <testcase name="GET /tradelines/{user_id}" time="1.2"/>
  <testcase name="POST /tradelines" time="2.0"><failure type="failure" message="Server error">500</failure></testcase>
  <testcase name="GET /plaid/accounts" time="0"><skipped message="excluded"/></testcase>
  <testcase name="PUT /events/{id}" time="0.4"><error type="error" message="boom"/></testcase>
</testsuite></testsuites>`;
    expect(junitCounts(xml)).toEqual({ passed: 1, failed: 2, skipped: 1 });
  });
});
