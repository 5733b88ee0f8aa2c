/**
 * The Chromium every browser run uses (DESIGN.md section 2): `$CHROMIUM_PATH`, else Debian's
 * `/usr/bin/chromium`. Nothing downloads a browser of its own.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(): string | undefined {
  return [process.env.CHROMIUM_PATH, DEBIAN_CHROMIUM].find((path): path is string =>
    Boolean(path && existsSync(path)),
  );
}

/**
 * Makes sure a Chromium is there: as root, installs Debian's `chromium` when it is missing;
 * otherwise throws one line that says exactly what to run.
 */
export async function ensureChromium(): Promise<void> {
  if (chromiumPath()) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      'Chromium is missing: run `sudo apt-get update && sudo apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary',
    );
  }
  process.stdout.write("Chromium is missing: installing Debian's chromium (apt-get)\n");
  const apt = (...args: string[]) =>
    spawnSync('apt-get', args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status;
  if (
    apt('update', '-qq') !== 0 ||
    apt('install', '-y', '-qq', 'chromium') !== 0 ||
    !chromiumPath()
  ) {
    throw new Error(
      'Installing chromium with apt-get failed: run `apt-get update && apt-get install -y chromium` and read its error',
    );
  }
}
