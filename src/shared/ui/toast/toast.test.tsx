import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUCCESS_TOAST_MS, Toaster, WARNING_TOAST_MS, notify } from './toast';

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows a success toast for 1.8 s and a warning toast for 4 s', async () => {
    expect(SUCCESS_TOAST_MS).toBe(1800);
    expect(WARNING_TOAST_MS).toBe(4000);
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      notify.success('Saved!');
      notify.warning('Please complete your financial profile.');
    });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('Saved!')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_TOAST_MS + 500));
    expect(screen.queryByText('Saved!')).not.toBeInTheDocument();
    expect(screen.getByText('Please complete your financial profile.')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(WARNING_TOAST_MS));
    expect(screen.queryByText('Please complete your financial profile.')).not.toBeInTheDocument();
  });
});
