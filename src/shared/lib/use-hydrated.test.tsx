import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'in the browser' : 'as pre-rendered'}</p>;
}

describe('useHydrated', () => {
  it('is false at build time and while hydrating, true once the page has hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={[]} />);
    expect(container).toHaveTextContent('as pre-rendered');
    document.body.append(container);
    const seen: boolean[] = [];
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: recoverable });
    });
    expect(seen[0]).toBe(false);
    expect(container).toHaveTextContent('in the browser');
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('is true from the first render of a page the app renders itself', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen.every(Boolean)).toBe(true);
    expect(screen.getByText('in the browser')).toBeInTheDocument();
  });
});
