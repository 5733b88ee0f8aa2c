/** Debian's `faketime` (libfaketime), which the any-day stage of `npm test` runs the suites under. */
import { spawnSync } from 'node:child_process';

function hasFaketime(): boolean {
  return spawnSync('sh', ['-c', 'command -v faketime'], { stdio: 'ignore' }).status === 0;
}

/** Installs Debian's `faketime` as root when it is missing; otherwise says what to run. */
export function ensureFaketime(): void {
  if (hasFaketime()) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      'faketime is missing: run `sudo apt-get update && sudo apt-get install -y faketime`',
    );
  }
  process.stdout.write("faketime is missing: installing Debian's faketime (apt-get)\n");
  const apt = (...args: string[]) =>
    spawnSync('apt-get', args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status;
  if (apt('update', '-qq') !== 0 || apt('install', '-y', '-qq', 'faketime') !== 0) {
    throw new Error('Installing faketime with apt-get failed: run `apt-get install -y faketime`');
  }
}
