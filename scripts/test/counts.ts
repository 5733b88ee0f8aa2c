/** Reading the counts of passed, failed and skipped tests from each runner's report. */
import { readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export function addCounts(a: Counts, b: Counts): Counts {
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
  };
}

/** Vitest's JSON report (one file covers every project of the run). */
export function vitestCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Schemathesis's JUnit report: one test case per API operation. */
export function junitCounts(xml: string): Counts {
  const cases = xml.match(/<testcase\b[\s\S]*?(?:\/>|<\/testcase>)/g) ?? [];
  let failed = 0;
  let skipped = 0;
  for (const testCase of cases) {
    if (/<(failure|error)\b/.test(testCase)) failed += 1;
    else if (/<skipped\b/.test(testCase)) skipped += 1;
  }
  return { passed: cases.length - failed - skipped, failed, skipped };
}

/** Playwright's JSON report: `stats` covers every project of the run. */
export function playwrightCounts(file: string): Counts {
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}
