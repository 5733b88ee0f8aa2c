import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_STEP_MS, Banner } from './banner';

const renderBanner = () =>
  render(
    <MemoryRouter>
      <Banner />
    </MemoryRouter>,
  );

describe('the home banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first message, the second after 3 s, then the intro and join button after 3 more s', () => {
    renderBanner();
    expect(screen.getByText('Buried in credit-card debt?')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join now' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(BANNER_STEP_MS - 1));
    expect(screen.getByText('Buried in credit-card debt?')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Buried in credit-card debt?')).not.toBeInTheDocument();
    expect(screen.getByText('You can settle it yourself.')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(BANNER_STEP_MS));
    expect(screen.queryByText('You can settle it yourself.')).not.toBeInTheDocument();
    expect(screen.getByText(/Get a personal plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      '/build-a-subscription',
    );
  });

  it('stays on the intro once it is reached', () => {
    renderBanner();
    act(() => vi.advanceTimersByTime(BANNER_STEP_MS * 2));
    act(() => vi.advanceTimersByTime(BANNER_STEP_MS * 10));
    expect(screen.getByRole('link', { name: 'Join now' })).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops its timer when it leaves the page', () => {
    const { unmount } = renderBanner();
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('announces each change politely', () => {
    renderBanner();
    expect(screen.getByText('Buried in credit-card debt?').parentElement).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });
});
