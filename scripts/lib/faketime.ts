/** Debian's `faketime` (libfaketime), which the any-day stage of `npm test` runs the suites under. */
import { ensureDebianPackages, hasCommand } from './debian-packages';

/** Installs Debian's `faketime` as root when it is missing; otherwise says what to run. */
export function ensureFaketime(): void {
  ensureDebianPackages([{ package: 'faketime', present: () => hasCommand('faketime') }]);
}
