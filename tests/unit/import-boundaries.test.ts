import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { classify, resolveTarget, violation } from '../../eslint/boundaries.js';
import { cycleThrough, importGraph, importsOf, segmentOf } from '../../eslint/cycles.js';

function why(fromFile: string, specifier: string): string | null {
  return violation(classify(fromFile), resolveTarget(specifier, fromFile), specifier);
}

describe('import boundaries', () => {
  it('lets shared code import only shared code', () => {
    expect(why('src/shared/ui/button/button.tsx', '../spinner/spinner')).toBeNull();
    expect(why('src/shared/api/http.ts', '@/features/auth')).toMatch('shared code imports only');
    expect(why('src/shared/lib/x.ts', '@/app/app')).toMatch('shared code imports only');
  });

  it('lets a feature use another feature only through its index', () => {
    expect(why('src/features/auth/ui/login-page.tsx', '@/features/plan-builder')).toBeNull();
    expect(
      why('src/features/auth/ui/login-page.tsx', '@/features/plan-builder/model/price'),
    ).toMatch('through its index');
    expect(why('src/features/auth/ui/login-page.tsx', '../../plan-builder/ui/x')).toMatch(
      'through its index',
    );
    expect(why('src/features/auth/ui/login-page.tsx', '../model/password')).toBeNull();
    expect(why('src/features/auth/ui/login-page.tsx', '@/app/app')).toMatch('must not import');
  });

  it('keeps contract.ts and model/ pure', () => {
    expect(why('src/features/tradelines/contract.ts', 'zod')).toBeNull();
    expect(why('src/features/tradelines/contract.ts', '@/shared/api/endpoint')).toBeNull();
    expect(why('src/features/tradelines/contract.ts', 'react')).toMatch('stays pure');
    expect(why('src/features/tradelines/model/totals.ts', '../ui/table')).toMatch(
      'only its own contract and model',
    );
    expect(why('src/features/timeline/contract.ts', '@/features/tradelines/contract')).toBeNull();
  });

  it('keeps services free of UI, mocks and the server', () => {
    const service = 'src/features/tradelines/service/service.ts';
    expect(why(service, '@/features/timeline/service')).toBeNull();
    expect(why(service, '@/features/timeline/model/schedule')).toBeNull();
    expect(why(service, '@/shared/store/port')).toBeNull();
    expect(why(service, '@/features/timeline/ui/x')).toMatch('service/ may import');
    expect(why(service, '@/shared/ui/button')).toMatch('browser-only');
    expect(why(service, '../../../../mocks/db')).toMatch('must not import from mocks');
    expect(why(service, '../../../../server/app')).toMatch('must not import from server');
    expect(why(service, 'react')).toMatch('must not import UI packages');
    for (const adapter of ['mongoose', 'mongodb', 'express', 'msw', 'msw/node', '@msw/data']) {
      expect(why(service, adapter), adapter).toMatch('runs on both backends');
      expect(why('src/features/tradelines/model/totals.ts', adapter), adapter).toMatch(
        'runs on both backends',
      );
      expect(why('src/features/tradelines/contract.ts', adapter), adapter).toMatch(
        'runs on both backends',
      );
    }
    expect(why('server/platform/mongo.ts', 'mongoose')).toBeNull();
    expect(why('mocks/db.ts', '@msw/data')).toBeNull();
  });

  it('keeps the app on feature indexes and mocks/browser', () => {
    expect(why('src/app/route-table.ts', '@/features/auth')).toBeNull();
    expect(why('src/app/route-table.ts', '@/features/auth/ui/login-page')).toMatch('index');
    expect(why('src/main.tsx', '../mocks/browser')).toBeNull();
    expect(why('src/main.tsx', '../mocks/db')).toMatch('mocks/browser only');
    expect(why('src/app/x.ts', '../../server/app')).toMatch('server');
  });

  it("keeps every page in its feature's pages/, which only the route table loads", () => {
    const page = '@/features/timeline/pages/take-action-page';
    expect(why('src/app/route-table.ts', page)).toBeNull();
    expect(why('src/app/app-routes.tsx', '@/features/content/pages/not-found-page')).toBeNull();
    // No index, no part and no other feature reaches a page: importing them never loads one.
    expect(why('src/features/practice/ui/practice-setup.tsx', page)).toMatch(
      'only the route table',
    );
    expect(why('src/features/timeline/index.ts', './pages/take-action-page')).toMatch(
      'only the route table',
    );
    expect(why('src/features/timeline/ui/call-state.tsx', '../pages/take-action-page')).toMatch(
      'only the route table',
    );
    // A page uses its own feature's parts, its own page-only parts, and other features'
    // indexes.
    const takeAction = 'src/features/timeline/pages/take-action-page.tsx';
    expect(why(takeAction, '../ui/call-target')).toBeNull();
    expect(why(takeAction, './call-dialog')).toBeNull();
    expect(why(takeAction, '@/features/practice')).toBeNull();
    expect(why(takeAction, '@/features/practice/ui/practice-setup')).toMatch('through its index');
    expect(why(takeAction, '@/features/practice/pages/practice-page')).toMatch(
      'only the route table',
    );
    expect(why(takeAction, '@/app/route-table')).toMatch('must not import from app');
    // The app reaches a feature's parts through its index only.
    expect(why('src/app/route-table.ts', '@/features/timeline/ui/call-target')).toMatch(
      'through its index',
    );
    expect(why('mocks/handlers/x.ts', page)).toMatch(
      'contract.ts, model/, records.ts and service/',
    );
  });

  it('lets mocks and the server import contracts and models only', () => {
    expect(why('mocks/handlers/tradelines.ts', '@/features/tradelines/contract')).toBeNull();
    expect(
      why('server/features/events/service.ts', '@/features/timeline/model/schedule'),
    ).toBeNull();
    expect(why('mocks/handlers/tradelines.ts', '@/features/tradelines')).toMatch(
      'contract.ts, model/, records.ts and service/',
    );
    expect(why('mocks/handlers/index.ts', '@/features/tradelines/service')).toBeNull();
    expect(why('server/app.ts', '@/features/tradelines/records')).toBeNull();
    expect(why('server/app.ts', '@/shared/ui')).toMatch('browser-only');
    expect(why('server/app.ts', '../mocks/db')).toMatch('must not import mocks');
    expect(why('server/reference.ts', '../mocks/personas')).toMatch('must not import mocks');
    expect(why('server/reference.ts', '../mocks/records')).toMatch('must not import mocks');
    expect(why('server/reference.ts', '../mocks/handlers/auth')).toMatch('must not import mocks');
    expect(why('scripts/seed/demo-data.ts', '../../mocks/personas')).toBeNull();
    expect(why('server/app.ts', 'react')).toMatch('UI packages');
  });

  it("lets a service use another feature's service only through its public face", () => {
    const service = 'src/features/tradelines/service/tradelines.ts';
    expect(why(service, '@/features/timeline/service')).toBeNull();
    expect(why(service, '@/features/timeline/service/index')).toBeNull();
    expect(why(service, '@/features/timeline/service/schedule')).toMatch('public face');
    expect(why(service, '@/features/timeline/records')).toBeNull();
    expect(why(service, './other')).toBeNull();
    expect(why('src/features/timeline/records.ts', '@/features/tradelines/records')).toBeNull();
    expect(why('src/features/timeline/records.ts', '@/features/tradelines/service')).toMatch(
      'contracts, records',
    );
  });

  it('keeps src/backend for the backends: mocks and the server import it, the app does not', () => {
    expect(why('src/backend/pipeline.ts', '@/features/auth/service')).toBeNull();
    expect(why('src/backend/pipeline.ts', '@/features/auth/ui/login-page')).toMatch('only');
    expect(why('src/backend/pipeline.ts', '../../mocks/db')).toMatch('must not import mocks');
    expect(why('mocks/handlers/index.ts', '@/backend/pipeline')).toBeNull();
    expect(why('server/platform/contract-route.ts', '@/backend/pipeline')).toBeNull();
    expect(why('src/app/x.ts', '@/backend/pipeline')).toMatch('backend');
    expect(why('src/features/auth/service/auth.ts', '@/backend/pipeline')).toMatch('backend');
    expect(why('src/shared/api/http.ts', '@/backend/services')).toMatch('shared code imports only');
  });

  it('runs as the project/boundaries rule in the lint config', async () => {
    const eslint = new ESLint({ cwd: process.cwd() });
    const [result] = await eslint.lintText(
      "import { LoginPage } from '@/features/auth/ui/login-page';\nexport const page = LoginPage;\n",
      { filePath: 'src/features/content/pages/probe.ts' },
    );
    expect(result?.messages.map((message) => message.ruleId)).toContain('project/boundaries');
  }, 30_000);
});

describe('no import cycles', () => {
  const graphOf = (files: Record<string, string>) =>
    importGraph(Object.keys(files), (file) => files[file]!);

  it('finds a cycle of modules that run, and leaves a type-only way back alone', () => {
    const graph = graphOf({
      'src/app/a.ts': "import { b } from './b';",
      'src/app/b.ts': "import { a } from './a';",
      'src/app/lazy.ts': "const page = () => import('./page');",
      'src/app/page.tsx': "import type { Reads } from './lazy';",
    });
    expect(cycleThrough(graph, 'src/app/a.ts', 'src/app/b.ts')).toEqual([
      'src/app/a.ts',
      'src/app/b.ts',
      'src/app/a.ts',
    ]);
    expect(cycleThrough(graph, 'src/app/lazy.ts', 'src/app/page.tsx')).toBeNull();
    expect(cycleThrough(graph, 'src/app/page.tsx', 'src/app/lazy.ts')).toBeNull();
  });

  it('finds a cycle between feature segments, types included (issue 24, point 4)', () => {
    // The cycle tradelines/service → timeline/service/schedule → tradelines/service/records.
    const graph = graphOf({
      'src/features/tradelines/service/tradelines.ts':
        "import { syncSchedule } from '@/features/timeline/service/schedule';",
      'src/features/timeline/service/schedule.ts':
        "import type { TradelineRecord } from '@/features/tradelines/service/records';",
      'src/features/tradelines/service/records.ts': "import { z } from 'zod';",
    });
    expect(
      cycleThrough(
        graph,
        'src/features/tradelines/service/tradelines.ts',
        'src/features/timeline/service/schedule.ts',
      ),
    ).toEqual([
      'src/features/tradelines/service',
      'src/features/timeline/service',
      'src/features/tradelines/service',
    ]);
    expect(segmentOf('src/features/tradelines/records.ts')).toBe(
      'src/features/tradelines/records.ts',
    );
    // A test's imports are its own: nothing imports a test, so it closes no cycle.
    expect(segmentOf('src/features/timeline/ui/payoff-projection.test.tsx')).toBe(
      'src/features/timeline/ui/payoff-projection.test.tsx',
    );
    expect(segmentOf('src/features/timeline/ui/payoff-projection.tsx')).toBe(
      'src/features/timeline/ui',
    );
  });

  it('reads imports with the parser: comments and strings do not count', () => {
    const found = importsOf(
      [
        "// import { x } from './commented';",
        'const text = "import { y } from \'./quoted\'";',
        "import { type A, type B } from './types';",
        "import { C, type D } from './mixed';",
        "export type { E } from './exported-types';",
        "export * from './all';",
        "const later = () => import('./later');",
      ].join('\n'),
    );
    expect(found).toEqual([
      { specifier: './types', typeOnly: true },
      { specifier: './mixed', typeOnly: false },
      { specifier: './exported-types', typeOnly: true },
      { specifier: './all', typeOnly: false },
      { specifier: './later', typeOnly: false },
    ]);
  });

  it('runs as the project/no-cycles rule, and the project has no cycle', async () => {
    const eslint = new ESLint({ cwd: process.cwd() });
    const [result] = await eslint.lintText(
      "import { syncSchedule } from '@/features/timeline/service';\nexport const sync = syncSchedule;\n",
      { filePath: 'src/features/tradelines/service/tradelines.ts' },
    );
    expect(result?.messages.filter((message) => message.ruleId === 'project/no-cycles')).toEqual(
      [],
    );
    // The way back from timeline's service to tradelines' closes a cycle between the slices.
    const [back] = await eslint.lintText(
      "import type { TradelineDeps } from '@/features/tradelines/service/tradelines';\nexport type Deps = TradelineDeps;\n",
      { filePath: 'src/features/timeline/service/schedule.ts' },
    );
    const cycle = back?.messages.find((message) => message.ruleId === 'project/no-cycles');
    expect(cycle?.message).toContain(
      'closes an import cycle: src/features/timeline/service → src/features/tradelines/service → src/features/timeline/service',
    );
    const files = ['src', 'mocks', 'server', 'scripts', 'tests', 'stories'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(tsx?|m?js)$/.test(file) && !file.endsWith('.d.ts'))
        .map((file) => `${dir}/${file}`),
    );
    const graph = importGraph(files, (file) => readFileSync(file, 'utf8'));
    const cycles = [...graph].flatMap(([file, edges]) =>
      edges.map(({ target }) => cycleThrough(graph, file, target)).filter(Boolean),
    );
    expect(cycles).toEqual([]);
  }, 60_000);
});
