import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a screen's `stages` to render: 1 on its first render, then one more each time the
 * previous stage has reached the screen, until all are there. A page renders what the first
 * screen shows at once and what lies below the fold after, in steps; each step renders as a
 * transition (in slices that let input through) and gets its own style, layout, paint and
 * effects, where the whole page in one commit held the main thread in one long task (My Home on
 * a phone: docs/decisions.md). A hidden tab paints nothing: there each step waits for a new task
 * only.
 */
export function usePaintStages(stages: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= stages) return;
    let frame: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from a frame callback runs once that frame has been painted.
    const afterPaint = () => {
      timer = setTimeout(() => startTransition(() => setShown(shown + 1)), 0);
    };
    if (document.visibilityState === 'hidden') afterPaint();
    else frame = requestAnimationFrame(afterPaint);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, stages]);
  return Math.min(shown, stages);
}
