/**
 * Keeps what a field shows under its input (its message, its hint) unchanged while a pointer is
 * pressed. A field validates when it loses focus, and pressing a button moves the focus: if the
 * message under the field appeared or went away then, everything below it moved between the
 * press and the release, the release landed beside the button and the click was lost. The new
 * text shows once the pointer is released, after the browser has chosen the click's target.
 */
import { useEffect, useState } from 'react';

let pressed = false;
let listening = false;
const onRelease = new Set<() => void>();

function release(): void {
  if (!pressed) return;
  pressed = false;
  const waiting = [...onRelease];
  onRelease.clear();
  for (const run of waiting) run();
}

/** Follows presses on the whole document from the first field rendered in a browser. */
function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  // Capture phase: a press is recorded before the focus moves and the field validates.
  document.addEventListener('pointerdown', () => void (pressed = true), true);
  // The release target is chosen when the browser hit-tests the pointer's release, before
  // any listener of it runs, so the text may change from here on.
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  window.addEventListener('blur', release);
}

/** `value` as it was when the current press began, or as it is when no pointer is pressed. */
export function useSteadyWhilePressed<T>(value: T): T {
  listen();
  const [shown, setShown] = useState(value);
  const held = !Object.is(shown, value) && pressed;
  // Adjusting state while rendering (no extra commit) when nothing holds the old value.
  if (!Object.is(shown, value) && !held) setShown(value);

  useEffect(() => {
    if (!held) return;
    const show = () => setShown(value);
    onRelease.add(show);
    return () => void onRelease.delete(show);
  }, [held, value]);

  return held ? shown : value;
}
