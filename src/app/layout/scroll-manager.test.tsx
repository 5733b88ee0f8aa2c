import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptEarlyInteractions } from '../early-handover';
import { captureEarlyInteractions } from '../early-interactions';
import { ScrollManager, saveScrollPosition, savedScrollPosition } from './scroll-manager';

function Navigation() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/b')}>forward</button>
      <button onClick={() => navigate(-1)}>back</button>
    </>
  );
}

const scrollTo = vi.fn<(x: number, y: number) => void>();

beforeEach(() => {
  scrollTo.mockReset();
  vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
    scrollTo(x, y);
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  }) as typeof window.scrollTo);
});

describe('scroll positions', () => {
  it('keeps the newest fifty positions by history key', () => {
    for (let index = 0; index < 55; index++) saveScrollPosition(`k${index}`, index * 10);
    expect(savedScrollPosition('k0')).toBeUndefined();
    expect(savedScrollPosition('k54')).toBe(540);
    saveScrollPosition('k54', 7);
    expect(savedScrollPosition('k54')).toBe(7);
  });

  it('scrolls to the top on a new page and back to the saved place on return', () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <ScrollManager />
        <Navigation />
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    act(() => window.scrollTo(0, 640));
    fireEvent.click(screen.getByText('forward'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    fireEvent.click(screen.getByText('back'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it("does not carry one fully loaded page's position over to another", () => {
    // Both loads are the first entry of their router, keyed 'default'.
    const first = render(
      <MemoryRouter initialEntries={['/build-a-subscription']}>
        <ScrollManager />
      </MemoryRouter>,
    );
    act(() => window.scrollTo(0, 900));
    first.unmount();

    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollManager />
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('restores the position of a page loaded again in full (a reload)', () => {
    const first = render(
      <MemoryRouter initialEntries={['/about']}>
        <ScrollManager />
      </MemoryRouter>,
    );
    act(() => window.scrollTo(0, 420));
    first.unmount();

    render(
      <MemoryRouter initialEntries={['/about']}>
        <ScrollManager />
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenLastCalledWith(0, 420);
  });

  it('scrolls to the part of the page a #fragment names, once it is there', () => {
    function LateSection() {
      const [shown, setShown] = useState(false);
      return shown ? (
        <p id="privacy">Privacy</p>
      ) : (
        <button onClick={() => setShown(true)}>show</button>
      );
    }
    // jsdom has no scrollIntoView; frames are driven by fake timers.
    const scrollIntoView = vi.fn<(this: Element) => void>(function (this: Element) {
      scrolledTo.push(this.id);
    });
    const scrolledTo: string[] = [];
    Element.prototype.scrollIntoView = scrollIntoView;
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      render(
        <MemoryRouter initialEntries={['/terms-and-conditions#privacy']}>
          <ScrollManager />
          <LateSection />
        </MemoryRouter>,
      );
      expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
      act(() => vi.advanceTimersByTime(50));
      expect(scrolledTo).toEqual([]);

      fireEvent.click(screen.getByText('show'));
      act(() => vi.advanceTimersByTime(50));
      expect(scrolledTo).toEqual(['privacy']);
    } finally {
      vi.useRealTimers();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  // Last: the record below stays started for the rest of this file.
  it('leaves a pre-rendered page where the visitor scrolled it before the app started', () => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    adoptEarlyInteractions(captureEarlyInteractions(document.createElement('div')));
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 1200, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    render(
      <MemoryRouter initialEntries={['/terms-and-conditions']}>
        <ScrollManager />
        <Navigation />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    // Navigating in the app still starts the next page at the top.
    fireEvent.click(screen.getByText('forward'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
