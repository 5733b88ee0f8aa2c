import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUCCESS_TOAST_MS, Toaster, WARNING_TOAST_MS, loadToasts, notify } from './toast';

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  // The spec's own numbers (section 9), not the module's constants, so a wrong constant fails.
  it('shows a success toast for 1.8 s and a warning toast for 4 s', async () => {
    render(<Toaster />);
    // Toasts load on first use; time them from when they can show.
    await loadToasts();
    vi.useFakeTimers();
    act(() => {
      notify.success('Saved!');
      notify.warning('Please complete your financial profile.');
    });
    await act(() => vi.advanceTimersByTimeAsync(1_700));
    expect(screen.getByText('Saved!')).toBeInTheDocument();

    // Past 1.8 s, plus the toast's 0.2 s exit animation.
    await act(() => vi.advanceTimersByTimeAsync(100 + 250));
    expect(screen.queryByText('Saved!')).not.toBeInTheDocument();
    expect(screen.getByText('Please complete your financial profile.')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(3_900 - 2_050));
    expect(screen.getByText('Please complete your financial profile.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100 + 250));
    expect(screen.queryByText('Please complete your financial profile.')).not.toBeInTheDocument();
  });

  it('loads the toaster on the first toast, not with the page', async () => {
    render(<Toaster />);
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    notify.success('Loaded on demand');
    expect(await screen.findByText('Loaded on demand')).toBeInTheDocument();
  });

  it('exports those durations for callers that time their own messages', () => {
    expect(SUCCESS_TOAST_MS).toBe(1_800);
    expect(WARNING_TOAST_MS).toBe(4_000);
  });
});
