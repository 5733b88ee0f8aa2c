import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePaintStages } from './use-paint-stages';

afterEach(() => vi.restoreAllMocks());

describe('usePaintStages', () => {
  it('renders the first stage at once, then one more after each frame, up to the last', async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const stage = usePaintStages(3);
      seen.push(stage);
      return stage;
    });
    expect(seen[0]).toBe(1);
    await waitFor(() => expect(result.current).toBe(3));
    // Each stage waited for a frame of its own, in order, none skipped.
    expect([...new Set(seen)]).toEqual([1, 2, 3]);
    expect(frame).toHaveBeenCalledTimes(2);
  });

  it('renders everything at once when there is one stage', () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const { result } = renderHook(() => usePaintStages(1));
    expect(result.current).toBe(1);
    expect(frame).not.toHaveBeenCalled();
  });

  it('does not wait for a frame in a hidden tab, which paints none', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const { result } = renderHook(() => usePaintStages(2));
    await waitFor(() => expect(result.current).toBe(2));
    expect(frame).not.toHaveBeenCalled();
  });

  it('cancels the frame it waits for when the screen goes away', () => {
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = renderHook(() => usePaintStages(2));
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
