/**
 * Reads a V8 CPU profile (`node --cpu-prof`) and tells where the busy time went: self time
 * grouped by npm package, the server's own code, Node's internals and the garbage collector,
 * plus the busiest functions. Idle time is left out.
 */
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  busyMs: number;
  groups: { name: string; ms: number }[];
  functions: { name: string; ms: number }[];
}

/** `mongodb`, `@node-rs/argon2`, `server (dist-server)`, `node internals`, `(garbage collector)`… */
function groupOf(url: string, functionName: string): string {
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [first, second] = url.slice(modules + '/node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? url);
  }
  if (url.includes('/dist-server/')) return 'server (dist-server)';
  if (url.startsWith('node:')) return 'node internals';
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  return url;
}

/** `mongodb/lib/sessions.js` rather than the whole file URL. */
function shortPath(url: string): string {
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) return url.slice(modules + '/node_modules/'.length);
  const dist = url.indexOf('/dist-server/');
  if (dist >= 0) return url.slice(dist + 1);
  return url;
}

/**
 * The samples of the `windowMs` of the profile that were busiest (a sliding window over the
 * samples' times): under load that is the measured requests, without the start-up and seeding
 * before them. All of them when no window is given.
 */
function busiestWindow(profile: CpuProfile, idle: Set<number>, windowMs?: number): Set<number> {
  const all = new Set(profile.samples.map((_, index) => index));
  if (windowMs === undefined) return all;
  const times: number[] = [];
  let at = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((at += delta));
  let best = { busy: -1, from: 0, to: 0 };
  let busy = 0;
  let from = 0;
  for (let to = 0; to < times.length; to++) {
    if (!idle.has(profile.samples[to]!)) busy += profile.timeDeltas[to] ?? 0;
    while (times[to]! - times[from]! > windowMs * 1000) {
      if (!idle.has(profile.samples[from]!)) busy -= profile.timeDeltas[from] ?? 0;
      from += 1;
    }
    if (busy > best.busy) best = { busy, from, to };
  }
  return new Set(Array.from({ length: best.to - best.from + 1 }, (_, i) => best.from + i));
}

export async function summarizeProfile(
  file: string,
  top = 12,
  windowMs?: number,
): Promise<ProfileSummary> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id),
  );
  const kept = busiestWindow(profile, idle, windowMs);
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    if (!kept.has(index)) return;
    const node = byId.get(id);
    const micros = profile.timeDeltas[index] ?? 0;
    if (!node || node.callFrame.functionName === '(idle)') return;
    const { functionName, url, lineNumber } = node.callFrame;
    const group = groupOf(url, functionName);
    busy += micros;
    groups.set(group, (groups.get(group) ?? 0) + micros);
    const where = url ? `${shortPath(url)}:${lineNumber + 1}` : group;
    const name = `${functionName || '(anonymous)'} ${where}`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
  });
  const sorted = (map: Map<string, number>) =>
    [...map]
      .map(([name, micros]) => ({ name, ms: micros / 1000 }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top);
  return { busyMs: busy / 1000, groups: sorted(groups), functions: sorted(functions) };
}
