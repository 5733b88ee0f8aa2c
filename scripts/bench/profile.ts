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

export async function summarizeProfile(file: string, top = 12): Promise<ProfileSummary> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
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
