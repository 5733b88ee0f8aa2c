import { beforeAll, describe, expect, it, vi } from 'vitest';
import { clearOnLogout, currentToken, saveStoredUser } from '@/shared/session';
import { server } from '../../../mocks/node';
import { PERSONAS, buildPersonas } from '../../../mocks/personas';
import { personaSession, useScenario } from '../../../mocks/test-utils';

/** Fresh modules per test: the first page is remembered once per visit. */
async function boot() {
  vi.resetModules();
  (await import('@/shared/api/http')).configureHttp({ getToken: currentToken });
  const preload = await import('@/app/preload-first-page');
  const { findRoute, routeParams } = await import('@/app/route-table');
  const { queryClient } = await import('@/app/data-layout');
  return { ...preload, findRoute, routeParams, queryClient };
}

/** A wait for the first reads that a test's reads never reach: the cap is not what it checks. */
const NO_CAP = 60_000;

/** Whether `promise` settles within `ms`: a page held back by reads that never answer does not. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The keys of the reads that answered, as `profile/account`, `tradelines/list`… */
function readKeys(client: Awaited<ReturnType<typeof boot>>['queryClient']): string[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => (query.queryKey as string[]).slice(0, 2).join('/'))
    .sort();
}

describe('the first signed-in page of a visit', () => {
  // The modules a first page loads, transformed once before any test: the first import of each
  // in a test run costs Vitest a transform of a second or more, which a browser does not pay,
  // and which would make the first test race the page's 1 s wait (FIRST_READS_WAIT_MS).
  // The tests not about that cap give one of a minute (`NO_CAP`): on a busy 2-core CI machine the
  // six reads of My Home once took longer than 1 s in jsdom, and the page came without the
  // banner's.
  beforeAll(async () => {
    await Promise.all([
      import('@/app/data-layout'),
      import('@/app/portal/portal-layout'),
      import('@/features/my-home/pages/my-home-page'),
    ]);
  });

  it("reads My Home's data and its layout's program at boot, before the page renders", async () => {
    saveStoredUser(personaSession('subscriber'));
    const app = await boot();
    app.preloadFirstPage('/portal/my-home', NO_CAP);
    const page = await app.loadPage(app.findRoute('/portal/my-home')!);
    expect(page.default).toBeTypeOf('function');
    // The page's code came with its reads answered: it renders once, with its data.
    expect(readKeys(app.queryClient)).toEqual([
      // The subscriptions, for the banner (enrollment's billing keys).
      'enrollment/billing',
      'enrollment/program',
      'profile/account',
      'profile/financial',
      'timeline/events',
      'tradelines/list',
    ]);
    const userId = PERSONAS.subscriber.user_id;
    expect(app.queryClient.getQueryData(['profile', 'financial', userId])).toMatchObject({
      income: 4800,
    });
  });

  it('reads nothing for a visitor, or for a page the guard refuses', async () => {
    let app = await boot();
    app.preloadFirstPage('/portal/my-home');
    await app.loadPage(app.findRoute('/portal/my-home')!);
    expect(app.queryClient.getQueryCache().getAll()).toHaveLength(0);

    saveStoredUser(personaSession('subscriber'));
    app = await boot();
    app.preloadFirstPage('/admin/users');
    await app.loadPage(app.findRoute('/admin/users')!);
    expect(app.queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('stops reading once the visitor has signed out, before a read goes without a token', async () => {
    saveStoredUser(personaSession('subscriber'));
    const app = await boot();
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      asked.push(`${request.headers.get('Authorization') ? 'with' : 'without'} a token`);
    };
    server.events.on('request:start', listen);
    try {
      app.preloadFirstPage('/portal/my-home');
      // Log out lands while the page's code is still loading.
      clearOnLogout();
      await app.loadPage(app.findRoute('/portal/my-home')!);
    } finally {
      server.events.removeListener('request:start', listen);
    }
    expect(asked).toEqual([]);
    expect(app.queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it(`waits for reads that do not answer for at most ${1_000} ms, then shows the page`, async () => {
    useScenario('tradelines.loading');
    saveStoredUser(personaSession('subscriber'));
    const app = await boot();
    const started = performance.now();
    app.preloadFirstPage('/portal/my-home');
    await app.loadPage(app.findRoute('/portal/my-home')!);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(app.FIRST_READS_WAIT_MS - 50);
    expect(waited).toBeLessThan(app.FIRST_READS_WAIT_MS + 4_000);
    expect(readKeys(app.queryClient)).not.toContain('tradelines/list');
  });

  it("lets the app render once the page's code has run, while its reads go on", async () => {
    useScenario('tradelines.loading');
    saveStoredUser(personaSession('subscriber'));
    const app = await boot();
    // Not held back by the tradelines, which never answer here (nor by the cap, a minute here).
    expect(await settlesWithin(app.preloadFirstPage('/portal/my-home', NO_CAP), 10_000)).toBe(true);
    expect(readKeys(app.queryClient)).not.toContain('tradelines/list');
    // The reads went on: the tradelines were asked for and are still awaited.
    const userId = PERSONAS.subscriber.user_id;
    await vi.waitFor(() =>
      expect(app.queryClient.getQueryState(['tradelines', 'list', userId])?.fetchStatus).toBe(
        'fetching',
      ),
    );
  });

  it('lets the app render at once for a visitor', async () => {
    const app = await boot();
    await app.preloadFirstPage('/portal/my-home');
    expect(app.queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('does not hold back any other page', async () => {
    useScenario('tradelines.loading');
    saveStoredUser(personaSession('subscriber'));
    const app = await boot();
    app.preloadFirstPage('/portal/my-home', NO_CAP);
    // My Home's tradelines never answer here; the other page does not wait for them.
    const other = app.loadPage(app.findRoute('/portal/take-action/options')!);
    expect(await settlesWithin(other, 10_000)).toBe(true);
    expect((await other).default).toBeTypeOf('function');
  });
});

describe('a page a link points at, when the user means to open it', () => {
  // The ids do not depend on the day the personas are built for.
  const debt = buildPersonas(new Date('2026-11-02T12:00:00Z')).tradelines.find(
    (tradeline) => tradeline.user_id === PERSONAS.subscriber.user_id,
  )!;
  const workspace = `/portal/take-action/debts/${debt.id}`;

  beforeAll(async () => {
    await import('@/features/settlement/pages/settlement-page');
  });

  it("reads the debt's workspace, keyed by the debt in its path, with its code", async () => {
    saveStoredUser(personaSession('subscriber'));
    const app = await boot();
    app.preloadPage(workspace);
    // One read a task, each answered by the mock.
    await vi.waitFor(
      () =>
        expect(readKeys(app.queryClient)).toEqual([
          // The inbox addresses (email's keys start with the user), the layout's program and
          // account, then the page's.
          `email/${PERSONAS.subscriber.user_id}`,
          'enrollment/program',
          'letters/list',
          'profile/account',
          'profile/identity',
          'settlement/debt',
          'settlement/debt',
          'timeline/events',
          'tradelines/list',
        ]),
      { timeout: 5_000 },
    );
    expect(
      app.queryClient.getQueryData(['settlement', 'debt', debt.id, 'workspace']),
    ).toMatchObject({ offers: expect.any(Array) });
  });

  it("reads Take action's debts, steps, program, practice results and letters", async () => {
    saveStoredUser(personaSession('subscriber'));
    const app = await boot();
    app.preloadPage('/portal/take-action');
    await vi.waitFor(
      () =>
        expect(readKeys(app.queryClient)).toEqual([
          'enrollment/program',
          'letters/list',
          'practice/list',
          'profile/account',
          'timeline/events',
          'tradelines/list',
        ]),
      { timeout: 5_000 },
    );
  });

  it('only loads the code of a page for a visitor, or one the guard refuses', async () => {
    let app = await boot();
    app.preloadPage(workspace);
    app.preloadPage('/login');
    await new Promise((wait) => setTimeout(wait, 100));
    expect(app.queryClient.getQueryCache().getAll()).toHaveLength(0);

    saveStoredUser(personaSession('subscriber'));
    app = await boot();
    app.preloadPage('/admin/users');
    await new Promise((wait) => setTimeout(wait, 100));
    expect(app.queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('names each path parameter of its route', async () => {
    const app = await boot();
    expect(app.routeParams(app.findRoute(workspace)!, `${workspace}/`)).toEqual({ id: debt.id });
    expect(app.routeParams(app.findRoute('/portal/my-home')!, '/portal/my-home')).toEqual({});
  });
});
