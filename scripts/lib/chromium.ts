/**
 * The Chromium every browser run uses (DESIGN.md section 2): `$CHROMIUM_PATH`, else Debian's
 * `/usr/bin/chromium`. Nothing downloads a browser of its own.
 */
import { existsSync } from 'node:fs';
import { ensureDebianPackages, type DebianNeed } from './debian-packages';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(): string | undefined {
  return [process.env.CHROMIUM_PATH, DEBIAN_CHROMIUM].find((path): path is string =>
    Boolean(path && existsSync(path)),
  );
}

/** What a browser run needs: a Chromium. Installed as root when missing (debian-packages.ts). */
export const CHROMIUM: DebianNeed = { package: 'chromium', present: () => Boolean(chromiumPath()) };

/**
 * Makes sure a Chromium is there: as root, installs Debian's `chromium` when it is missing;
 * otherwise throws one line that says exactly what to run.
 */
export function ensureChromium(): void {
  ensureDebianPackages([CHROMIUM]);
}
