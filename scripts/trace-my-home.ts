/**
 * `npm run trace:my-home`: what the main thread does while `/portal/my-home` loads signed in as
 * the seeded subscriber, on the production build served by the real server (the set-up of
 * `npm run perf`), on a CPU 4x slower, as Lighthouse's mobile preset assumes. Per run it
 * prints the tasks over 50 ms from the first contentful paint on (the ones Lighthouse's total
 * blocking time counts) with what runs in each, React's commits (how many components each
 * rendered, in which task) and the modules evaluated; then the functions with the most self
 * time over all runs, from V8's sampling profiler, named through the build's source maps.
 *
 * The slowdown is simulated as Lighthouse does by default: the page loads at full speed and each
 * task counts 4x its thread time (the CPU the main thread used; unlike wall time, it does not
 * grow while a loaded machine makes the thread wait). `TRACE_THROTTLE=devtools` slows the CPU
 * with DevTools' throttling instead (what a slow phone does to React's 5 ms time slices); its
 * thread times then include the slowdown, and move with the load as its wall times do.
 * On a shared machine compare shares, the number of commits and renders, and what each long
 * task holds, more than absolute times.
 *   TRACE_RUNS (default 3)  TRACE_CPU (default 4: the slowdown)  TRACE_THROTTLE (simulate, devtools)
 *   PERF_FULLSTACK_ORIGIN (optional: a seeded full-stack server already running, e.g.
 *     scripts/e2e/fullstack-server.ts; otherwise one is started on FULLSTACK_PORT, default 4280)
 *   TRACE_SAVE (optional: a folder to write each run's trace to, for chrome://tracing or DevTools)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from './lib/chromium';
import { openFullstack, signIn } from './lib/fullstack';
import { runScript } from './lib/processes';
import { UNMAPPED, sourceLocator, type OriginalPosition } from './lib/source-map-sizes';

const root = resolve(import.meta.dirname, '..');
const assetsDir = join(root, 'dist/assets');
const RUNS = Math.max(1, Number(process.env.TRACE_RUNS ?? 3));
const CPU = Math.max(1, Number(process.env.TRACE_CPU ?? 4));
const DEVTOOLS_THROTTLING = process.env.TRACE_THROTTLE === 'devtools';
/** What a task's thread time is multiplied by: DevTools' throttling is in it already. */
const SCALE = DEVTOOLS_THROTTLING ? 1 : CPU;
const SAVE = process.env.TRACE_SAVE;
const MY_HOME_PATH = '/portal/my-home';
/** Lighthouse's long task: every millisecond over 50 counts as blocking time. */
const LONG_MS = 50;
/** A phone's viewport, as Lighthouse's mobile preset. */
const VIEWPORT = { width: 412, height: 823 };
/** How long the page is watched after the network goes quiet (the lazy parts, the late reads). */
const SETTLE_MS = 3_000;

/** The performance mark each React commit leaves in the trace (`react-commit 3`). */
const COMMIT_MARK = 'react-commit';

interface Commit {
  /** 1: a synchronous (discrete) update; 3: a default update or a transition. */
  priority: number;
  /** Function and class components that ran in this commit. */
  rendered: number;
  /** DOM elements and text nodes created in this commit. */
  mounted: number;
}

/**
 * React DevTools' hook, defined before React loads: React (production builds too) calls
 * `onCommitFiberRoot` once per commit. A component ran in a commit when its fiber was copied
 * for that render (it is no longer the fiber that was current at the previous commit) and has
 * the PerformedWork flag (1); a host node was created when its fiber is new.
 */
function installCommitHook(markName: string): void {
  interface Fiber {
    tag: number;
    flags: number;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
  }
  const FUNCTION_TAGS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  const HOST_TAGS = new Set([5, 6, 26, 27]); // element, text, hoistable, singleton
  const lastCurrent = new WeakMap<Fiber, Fiber>();
  const commits: Commit[] = [];
  Object.assign(window, {
    __traceCommits: commits,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onCommitFiberRoot(_id: number, root: { current: Fiber }, priority: number) {
        let rendered = 0;
        let mounted = 0;
        const stack: Fiber[] = [root.current];
        while (stack.length > 0) {
          const fiber = stack.pop() as Fiber;
          const before = lastCurrent.get(fiber);
          if (before !== fiber) {
            if (FUNCTION_TAGS.has(fiber.tag) && (fiber.flags & 1) === 1) rendered++;
            if (HOST_TAGS.has(fiber.tag) && before === undefined && fiber.alternate === null)
              mounted++;
          }
          lastCurrent.set(fiber, fiber);
          if (fiber.alternate) lastCurrent.set(fiber.alternate, fiber);
          if (fiber.sibling) stack.push(fiber.sibling);
          if (fiber.child) stack.push(fiber.child);
        }
        commits.push({ priority, rendered, mounted });
        performance.mark(`${markName} ${commits.length}`);
      },
    },
  });
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread time: the CPU the thread used, without the time it waited for the CPU. */
  tdur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

interface ProfileChunkData {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

/** One CPU sample: when, which function (its self time), for how long (µs). */
interface Sample {
  ts: number;
  frame: CallFrame;
  dur: number;
}

interface Task {
  ts: number;
  /** Wall time (µs), with the slowdown, and with whatever the machine's load added. */
  dur: number;
  /**
   * Its thread time at the slowdown (µs): the length Lighthouse's simulation gives the task (it
   * multiplies observed times by 4, observed on a quiet machine), whatever the load here.
   */
  work: number;
  /** The events directly inside the task, by name (and script), with their work (µs). */
  parts: Map<string, number>;
}

interface RunReport {
  load: number;
  /** The navigation's start (µs, trace clock): times are printed from it. */
  zero: number;
  fcp: number;
  tasks: Task[];
  longTasks: Task[];
  commits: (Commit & { at: number; task: Task | undefined })[];
  modules: { url: string; at: number; ms: number }[];
  /**
   * The tasks that evaluate modules. The trace's own first paint may come after them, but
   * Lighthouse's simulated first paint often comes before (module scripts do not block rendering),
   * so their time can count as blocking there.
   */
  moduleTasks: Task[];
  samples: Sample[];
  /** Main-thread busy time from the first contentful paint to the end of the trace (ms). */
  busyAfterFcp: number;
}

const ms = (micros: number) => micros / 1000;
const fixed = (value: number) => value.toFixed(0).padStart(4);
const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '');

/** Collects the whole trace from the DevTools protocol while `load` runs. */
async function recordTrace(page: Page, load: () => Promise<void>): Promise<TraceEvent[]> {
  const cdp = await page.context().newCDPSession(page);
  if (DEVTOOLS_THROTTLING) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message: { value: object[] }) =>
    events.push(...(message.value as TraceEvent[])),
  );
  const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'toplevel',
        'loading',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
      ],
    },
  });
  await load();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  return events;
}

/**
 * The renderer main thread that loaded the page (the one that compiled the app's first script)
 * and when the page was requested (µs, trace clock).
 */
function mainThread(events: TraceEvent[]): { pid: number; tid: number; zero: number } {
  const first = events
    .filter(
      (event) =>
        event.name === 'v8.compileModule' &&
        String(event.args?.data?.url ?? '').includes('/assets/'),
    )
    .sort((a, b) => a.ts - b.ts)[0];
  if (!first) throw new Error(`The trace shows no script of the app compiled`);
  // The request for the page's document (its renderer may start after the navigation).
  const request = events.find(
    (event) =>
      event.name === 'ResourceSendRequest' &&
      String(event.args?.data?.url ?? '').endsWith(MY_HOME_PATH),
  );
  const zero = request?.ts ?? first.ts;
  return { pid: first.pid, tid: first.tid, zero };
}

/** An event's thread time at the slowdown (µs); its wall time when the trace has no thread time. */
const workOf = (event: TraceEvent) =>
  event.tdur === undefined ? (event.dur ?? 0) * SCALE : event.tdur * SCALE;

/** The thread's tasks, each with the events directly inside it (trace events nest properly). */
function tasksWithParts(threadEvents: TraceEvent[]): Task[] {
  const complete = threadEvents
    .filter((event) => event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: Task[] = [];
  let current: { task: Task; end: number; depthEnd: number } | undefined;
  for (const event of complete) {
    const end = event.ts + (event.dur ?? 0);
    if (event.name === 'RunTask') {
      if (current && event.ts < current.end) continue; // a nested run loop
      const task = { ts: event.ts, dur: event.dur ?? 0, work: workOf(event), parts: new Map() };
      current = { task, end, depthEnd: 0 };
      tasks.push(current.task);
      continue;
    }
    if (!current || event.ts >= current.end) continue;
    // The task's direct parts only: skip what lies inside the last part counted, and the
    // scheduler's own wrappers.
    if (event.ts < current.depthEnd) continue;
    if (event.name === 'ThreadControllerImpl::RunTask') continue;
    current.depthEnd = end;
    const data = event.args?.data ?? {};
    const url = typeof data.url === 'string' && data.url ? ` ${shortUrl(data.url)}` : '';
    const key = `${event.name}${url}`;
    current.task.parts.set(key, (current.task.parts.get(key) ?? 0) + workOf(event));
  }
  return tasks;
}

/** The sampling profiler's samples on one thread, each with its function and duration. */
function cpuSamples(events: TraceEvent[], thread: { pid: number; tid: number }): Sample[] {
  const samples: Sample[] = [];
  const profiles = new Map<string, { start: number; nodes: Map<number, CallFrame>; at: number }>();
  for (const event of events) {
    if (event.pid !== thread.pid) continue;
    const data = event.args?.data as (ProfileChunkData & { startTime?: number }) | undefined;
    if (event.name === 'Profile' && event.tid === thread.tid && event.id) {
      const start = data?.startTime ?? event.ts;
      profiles.set(event.id, { start, nodes: new Map(), at: start });
    } else if (event.name === 'ProfileChunk' && event.id && data) {
      const profile = profiles.get(event.id);
      if (!profile) continue;
      for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node.callFrame);
      const ids = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      ids.forEach((id, index) => {
        profile.at += deltas[index] ?? 0;
        const frame = profile.nodes.get(id);
        if (frame) samples.push({ ts: profile.at, frame, dur: 0 });
      });
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  samples.forEach((sample, index) => {
    const next = samples[index + 1];
    // A gap longer than a few intervals is idle time the profiler did not sample.
    sample.dur = next ? Math.min(next.ts - sample.ts, 2_000 * (DEVTOOLS_THROTTLING ? CPU : 1)) : 0;
  });
  return samples;
}

function analyse(events: TraceEvent[], commits: Commit[], load: number): RunReport {
  const thread = mainThread(events);
  const onThread = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
  const fcpEvent = onThread.find((event) => event.name === 'firstContentfulPaint');
  const zero = thread.zero;
  const fcp = fcpEvent?.ts ?? zero;
  const tasks = tasksWithParts(onThread).filter((task) => task.ts >= zero);
  const longTasks = tasks.filter((task) => task.ts >= fcp && ms(task.work) > LONG_MS);
  const taskAt = (ts: number) => tasks.find((task) => ts >= task.ts && ts <= task.ts + task.dur);
  const marks = onThread
    .filter((event) => event.name.startsWith(`${COMMIT_MARK} `))
    .sort((a, b) => a.ts - b.ts);
  // v8.evaluateModule names no file: it runs the module graph whose files were compiled
  // since the previous evaluation.
  const modules: RunReport['modules'] = [];
  const moduleTasks = new Set<Task>();
  let files: string[] = [];
  for (const event of onThread.filter((e) => e.ts >= zero).sort((a, b) => a.ts - b.ts)) {
    if (event.name === 'v8.compileModule')
      files.push(shortUrl(String(event.args?.data?.url ?? '')));
    else if (event.name === 'v8.evaluateModule') {
      if (ms(workOf(event)) >= 1) {
        modules.push({ url: files.join(', '), at: ms(event.ts - zero), ms: ms(workOf(event)) });
        const task = taskAt(event.ts);
        if (task) moduleTasks.add(task);
      }
      files = [];
    }
  }
  const samples = cpuSamples(events, thread).filter((sample) => sample.ts >= zero);
  const busyAfterFcp = tasks
    .filter((task) => task.ts >= fcp)
    .reduce((sum, task) => sum + ms(task.work), 0);
  return {
    load,
    zero,
    fcp: ms(fcp - zero),
    tasks,
    longTasks,
    commits: commits.map((commit, index) => {
      const mark = marks[index];
      return {
        ...commit,
        at: mark ? ms(mark.ts - zero) : NaN,
        task: mark ? taskAt(mark.ts) : undefined,
      };
    }),
    modules,
    moduleTasks: [...moduleTasks],
    samples,
    busyAfterFcp,
  };
}

/** Names a call frame by the source its built position maps to (`name module:line`). */
function frameNamer(origin: string): (frame: CallFrame) => string {
  const locators = new Map<string, (line: number, column: number) => OriginalPosition>();
  return (frame) => {
    if (!frame.url) return frame.functionName || '(anonymous)';
    const asset = frame.url.startsWith(`${origin}/assets/`)
      ? frame.url.slice(`${origin}/assets/`.length)
      : undefined;
    if (!asset) return `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}`;
    let locate = locators.get(asset);
    if (!locate) {
      locate = sourceLocator(join(assetsDir, asset), root);
      locators.set(asset, locate);
    }
    const position = locate(frame.lineNumber, frame.columnNumber);
    if (position.module === UNMAPPED) return `${frame.functionName || '(anonymous)'} ${asset}`;
    const module = position.module.replace(/^node_modules\//, '');
    return `${position.name ?? (frame.functionName || '(anonymous)')} ${module}:${position.line}`;
  };
}

/** The functions with the most self time among `samples` (µs), largest first. */
function selfTimes(samples: Sample[], name: (frame: CallFrame) => string): [string, number][] {
  const totals = new Map<string, number>();
  for (const sample of samples) {
    const key = name(sample.frame);
    if (key === '(idle)') continue;
    totals.set(key, (totals.get(key) ?? 0) + sample.dur);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

function printRun(run: number, report: RunReport, name: (frame: CallFrame) => string): void {
  const blocking = report.longTasks.reduce((sum, task) => sum + ms(task.work) - LONG_MS, 0);
  console.log(
    `\nRun ${run} (load average ${report.load.toFixed(2)}): first contentful paint ${report.fcp.toFixed(0)} ms; ` +
      `after it ${report.busyAfterFcp.toFixed(0)} ms of main thread, ${report.longTasks.length} tasks over ${LONG_MS} ms ` +
      `(${blocking.toFixed(0)} ms over ${LONG_MS})`,
  );
  for (const commit of report.commits) {
    const inTask = commit.task
      ? `in a ${ms(commit.task.work).toFixed(0)} ms task at ${ms(commit.task.ts - report.zero).toFixed(0)}`
      : 'outside a task';
    console.log(
      `  React commit at ${commit.at.toFixed(0)} ms (${commit.priority === 1 ? 'sync' : 'default/transition'}): ` +
        `${commit.rendered} components rendered, ${commit.mounted} DOM nodes created, ${inTask}`,
    );
  }
  for (const task of report.longTasks) {
    const parts = [...task.parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([part, micros]) => `${part} ${ms(micros).toFixed(0)}`)
      .join('; ');
    const inside = report.samples.filter(
      (sample) => sample.ts >= task.ts && sample.ts <= task.ts + task.dur,
    );
    const times = selfTimes(inside, name);
    const sampled = times.reduce((sum, [, micros]) => sum + micros, 0);
    const top = times
      .slice(0, 5)
      .map(([fn, micros]) => `${fn} ${((100 * micros) / sampled).toFixed(0)}%`)
      .join('; ');
    const commits = report.commits.filter((commit) => commit.task === task).length;
    console.log(
      `  long task ${ms(task.work).toFixed(0)} ms (${ms(task.dur).toFixed(0)} ms wall) at ${ms(task.ts - report.zero).toFixed(0)} ms` +
        `${commits ? ` (${commits} React commit${commits > 1 ? 's' : ''})` : ''}: ${parts}`,
    );
    if (top) console.log(`    self time: ${top}`);
  }
  for (const module of report.modules)
    console.log(
      `  modules evaluated at ${module.at.toFixed(0)} ms: ${module.ms.toFixed(0)} ms (${module.url || 'compiled earlier'})`,
    );
}

async function traceOnce(origin: string, user: Record<string, string>, run: number) {
  const executablePath = chromiumPath();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    // A new context per run: a cold cache, as a first visit (Lighthouse clears it too).
    const context = await browser.newContext({ viewport: VIEWPORT });
    // tsx names functions through a helper of its own, which the page does not have.
    await context.addInitScript({
      content: `var __name = (f) => f; (${installCommitHook.toString()})(${JSON.stringify(COMMIT_MARK)});`,
    });
    const page = await context.newPage();
    await page.goto(`${origin}/api/health`);
    await page.evaluate(
      (stored) => window.localStorage.setItem('user', stored),
      JSON.stringify(user),
    );
    await page.goto('about:blank');
    const load = loadavg()[0] ?? 0;
    const events = await recordTrace(page, async () => {
      await page.goto(`${origin}${MY_HOME_PATH}`);
      // Nothing is asked of the page meanwhile: Playwright's injected script and its polling
      // would be main-thread work in the trace.
      await page.waitForLoadState('networkidle');
      await new Promise((settle) => setTimeout(settle, SETTLE_MS));
    });
    if (new URL(page.url()).pathname !== MY_HOME_PATH)
      throw new Error(`The page ended on ${page.url()}, not ${MY_HOME_PATH}`);
    const shown = await page.getByRole('heading', { name: 'Financial Plan' }).count();
    if (shown === 0) throw new Error(`My Home did not show its Financial Plan within the trace`);
    const commits = await page.evaluate(
      () => (window as unknown as { __traceCommits: Commit[] }).__traceCommits,
    );
    if (SAVE) {
      await mkdir(SAVE, { recursive: true });
      await writeFile(join(SAVE, `my-home-${run}.json`), JSON.stringify({ traceEvents: events }));
    }
    return analyse(events, commits, load);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const { origin } = await openFullstack(Number(process.env.FULLSTACK_PORT ?? 4280));
  const user = await signIn(origin);
  const name = frameNamer(origin);
  console.log(
    `${MY_HOME_PATH} signed in, ${RUNS} run${RUNS > 1 ? 's' : ''}; task times in ms of a CPU ${CPU}x slower ` +
      (DEVTOOLS_THROTTLING
        ? `(DevTools throttling: thread time, wall time beside it)`
        : `(simulated: ${CPU}x the thread time, wall time unslowed beside it)`),
  );
  const reports: RunReport[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const report = await traceOnce(origin, user, run);
    printRun(run, report, name);
    reports.push(report);
  }
  // Shares over every run: what the work is, whatever the machine's load made of its length.
  const after = reports.flatMap((report) => report.samples);
  // The samples of each run that fall in the tasks `pick` chooses from that run.
  const inTasks = (pick: (report: RunReport) => Task[]) =>
    reports.flatMap((report) =>
      report.samples.filter((sample) =>
        pick(report).some((task) => sample.ts >= task.ts && sample.ts <= task.ts + task.dur),
      ),
    );
  const inLong = inTasks((report) => report.longTasks);
  const inModules = inTasks((report) => report.moduleTasks);
  for (const [title, samples] of [
    ['the whole load', after],
    [`tasks over ${LONG_MS} ms after the first paint`, inLong],
    ['the tasks that evaluate modules', inModules],
  ] as const) {
    const times = selfTimes(samples, name);
    const total = times.reduce((sum, [, micros]) => sum + micros, 0);
    console.log(`\nSelf time, ${title} (all runs, ${fixed(ms(total) / RUNS)} ms a run):`);
    for (const [fn, micros] of times.slice(0, 15))
      console.log(`  ${((100 * micros) / total).toFixed(1).padStart(5)}%  ${fn}`);
  }
  const perRun = (pick: (report: RunReport) => number) =>
    reports.map((report) => pick(report).toFixed(0)).join(', ');
  console.log(
    `\nPer run: tasks over ${LONG_MS} ms after the first paint ${perRun((r) => r.longTasks.length)}; ` +
      `longest ${perRun((r) => Math.max(0, ...r.longTasks.map((t) => ms(t.work))))} ms; ` +
      `React commits ${perRun((r) => r.commits.length)}; ` +
      `components rendered ${perRun((r) => r.commits.reduce((sum, c) => sum + c.rendered, 0))}`,
  );
}

await runScript(main);
