import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPagePreloader } from '@/shared/lib/page-preload';
import { PreloadLink, PreloadNavLink } from './preload-link';

afterEach(() => setPagePreloader(() => undefined));

describe('PreloadLink', () => {
  it('preloads its page, without query or hash, on hover, focus and touch, and runs its own handlers', () => {
    const preload = vi.fn();
    setPagePreloader(preload);
    const own = vi.fn();
    render(
      <MemoryRouter>
        <PreloadLink to="/portal/take-action/debts/d1?companion=d1#offers" onMouseEnter={own}>
          Open settlement workspace
        </PreloadLink>
        <PreloadNavLink to="/portal/my-home">My Home</PreloadNavLink>
      </MemoryRouter>,
    );
    const workspace = screen.getByRole('link', { name: 'Open settlement workspace' });
    fireEvent.mouseEnter(workspace);
    fireEvent.focus(workspace);
    fireEvent.touchStart(screen.getByRole('link', { name: 'My Home' }));
    expect(preload.mock.calls).toEqual([
      ['/portal/take-action/debts/d1'],
      ['/portal/take-action/debts/d1'],
      ['/portal/my-home'],
    ]);
    expect(own).toHaveBeenCalledOnce();
  });

  it('is a plain link before the app says how to preload (a story, a test)', () => {
    render(
      <MemoryRouter>
        <PreloadLink to="/portal/practice">Practice</PreloadLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Practice' });
    fireEvent.mouseEnter(link);
    expect(link.getAttribute('href')).toBe('/portal/practice');
  });
});
