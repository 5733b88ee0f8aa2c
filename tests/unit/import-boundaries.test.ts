import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { classify, resolveTarget, violation } from '../../eslint/boundaries.js';

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
    expect(why(service, '@/features/timeline/service/schedule')).toBeNull();
    expect(why(service, '@/features/timeline/model/schedule')).toBeNull();
    expect(why(service, '@/shared/store/port')).toBeNull();
    expect(why(service, '@/features/timeline/ui/x')).toMatch('service/ may import');
    expect(why(service, '@/shared/ui/button')).toMatch('browser-only');
    expect(why(service, '../../../../mocks/db')).toMatch('must not import from mocks');
    expect(why(service, '../../../../server/app')).toMatch('must not import from server');
    expect(why(service, 'react')).toMatch('must not import UI packages');
  });

  it('keeps the app on feature indexes and mocks/browser', () => {
    expect(why('src/app/route-table.ts', '@/features/auth')).toBeNull();
    expect(why('src/app/route-table.ts', '@/features/auth/ui/login-page')).toMatch('index');
    expect(why('src/main.tsx', '../mocks/browser')).toBeNull();
    expect(why('src/main.tsx', '../mocks/db')).toMatch('mocks/browser only');
    expect(why('src/app/x.ts', '../../server/app')).toMatch('server');
  });

  it('lets mocks and the server import contracts and models only', () => {
    expect(why('mocks/handlers/tradelines.ts', '@/features/tradelines/contract')).toBeNull();
    expect(
      why('server/features/events/service.ts', '@/features/timeline/model/schedule'),
    ).toBeNull();
    expect(why('mocks/handlers/tradelines.ts', '@/features/tradelines')).toMatch(
      'contract.ts, model/ and service/',
    );
    expect(why('mocks/handlers/index.ts', '@/features/tradelines/service')).toBeNull();
    expect(why('server/app.ts', '@/features/tradelines/service/records')).toBeNull();
    expect(why('server/app.ts', '@/shared/ui')).toMatch('browser-only');
    expect(why('server/app.ts', '../mocks/db')).toMatch('must not import mocks');
    expect(why('server/reference.ts', '../mocks/personas')).toMatch('must not import mocks');
    expect(why('server/reference.ts', '../mocks/records')).toMatch('must not import mocks');
    expect(why('server/reference.ts', '../mocks/handlers/auth')).toMatch('must not import mocks');
    expect(why('scripts/seed/demo-data.ts', '../../mocks/personas')).toBeNull();
    expect(why('server/app.ts', 'react')).toMatch('UI packages');
  });

  it('runs as the project/boundaries rule in the lint config', async () => {
    const eslint = new ESLint({ cwd: process.cwd() });
    const [result] = await eslint.lintText(
      "import { LoginPage } from '@/features/auth/ui/login-page';\nexport const page = LoginPage;\n",
      { filePath: 'src/pages/home/probe.ts' },
    );
    expect(result?.messages.map((message) => message.ruleId)).toContain('project/boundaries');
  });
});
