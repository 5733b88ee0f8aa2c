/**
 * A debt's `Call companion` control and the companion it opens. Which debt's companion is open
 * is in the address (`?companion=<id>`), so a reload during a call opens it again where it was.
 */
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/shared/ui';
import { LazyCompanion } from './companion-lazy';
import type { CompanionPanelProps } from './companion-panel';

export const COMPANION_PARAM = 'companion';

export function useCallCompanion(
  userId: string,
  tradeline: CompanionPanelProps['tradeline'],
  /** Whether the debt is still open (not settled or paid in full). */
  enabled = true,
) {
  const [params, setParams] = useSearchParams();
  const buttonId = `call-companion-${tradeline.id}`;
  const open = enabled && params.get(COMPANION_PARAM) === tradeline.id;
  const name = tradeline.account_name.trim() || 'Unnamed debt';
  const toggle = (next: boolean) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set(COMPANION_PARAM, tradeline.id);
        else copy.delete(COMPANION_PARAM);
        return copy;
      },
      { replace: true },
    );

  const control = enabled ? (
    <Button
      id={buttonId}
      variant="secondary"
      aria-label={`Call companion: ${name}`}
      aria-expanded={open}
      onClick={() => toggle(!open)}
    >
      Call companion
    </Button>
  ) : null;
  const panel = open ? (
    <LazyCompanion
      userId={userId}
      tradeline={tradeline}
      onClose={() => {
        toggle(false);
        // Back to the control that opened it, once the companion is gone.
        requestAnimationFrame(() => document.getElementById(buttonId)?.focus());
      }}
    />
  ) : null;
  return { open, control, panel };
}
