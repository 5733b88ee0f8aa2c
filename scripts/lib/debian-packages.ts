/**
 * Debian packages the test stages run: Chromium (the browser runs), poppler-utils (`pdftotext`,
 * which reads the letters' PDFs back in e2e), faketime (the any-day stage). As root on a Debian
 * machine, the missing ones are installed with one apt-get; otherwise one line says what to run.
 */
import { spawnSync } from 'node:child_process';

export interface DebianNeed {
  /** The Debian package that provides it. */
  package: string;
  present: () => boolean;
}

/** Whether a command is on the PATH. */
export function hasCommand(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export function ensureDebianPackages(needs: readonly DebianNeed[]): void {
  const missing = needs.filter((need) => !need.present()).map((need) => need.package);
  if (missing.length === 0) return;
  const list = missing.join(' ');
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !hasCommand('apt-get')) {
    throw new Error(
      `Missing: ${list}. Run \`sudo apt-get update && sudo apt-get install -y ${list}\``,
    );
  }
  process.stdout.write(`Missing: ${list}. Installing Debian's ${list} (apt-get)\n`);
  const apt = (...args: string[]) =>
    spawnSync('apt-get', args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status;
  if (
    apt('update', '-qq') !== 0 ||
    apt('install', '-y', '-qq', ...missing) !== 0 ||
    needs.some((need) => !need.present())
  ) {
    throw new Error(
      `Installing ${list} with apt-get failed: run \`apt-get update && apt-get install -y ${list}\` and read its error`,
    );
  }
}
