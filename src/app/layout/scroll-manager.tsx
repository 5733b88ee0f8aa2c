/**
 * Navigation scrolls to the top unless a saved scroll position exists for the entry being shown
 * (spec section 2.1): going back or forward restores where the visitor was. A link to
 * `page#part` scrolls to that part once the page has rendered it.
 */
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { readJson, writeItem } from '@/shared/lib/storage';
import { scrolledBeforeApp } from '../early-handover';

const KEY = 'scrollPositions';
const MAX_ENTRIES = 50;

type Entry = [key: string, y: number];

/** Saved positions, oldest first, as [history entry key, scrollY] pairs. */
function readPositions(): Entry[] {
  const parsed = readJson('session', KEY);
  if (!parsed?.ok || !Array.isArray(parsed.value)) return [];
  return parsed.value.filter(
    (entry): entry is Entry =>
      Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1]),
  );
}

export function saveScrollPosition(key: string, y: number): void {
  const positions = readPositions().filter(([saved]) => saved !== key);
  positions.push([key, y]);
  writeItem('session', KEY, JSON.stringify(positions.slice(-MAX_ENTRIES)));
}

export function savedScrollPosition(key: string): number | undefined {
  return readPositions().find(([saved]) => saved === key)?.[1];
}

/** Tries for a few frames: a lazily loaded page may not be tall enough at first. */
function restore(y: number): () => void {
  let frame = 0;
  let handle = 0;
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) > 1 && frame++ < 30) handle = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(handle);
}

/** Scrolls to the element a `#fragment` names once the (lazily loaded) page has rendered it. */
function scrollToAnchor(hash: string): () => void {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look for the fragment as written.
  }
  let frame = 0;
  let handle = 0;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) target.scrollIntoView();
    else if (frame++ < 30) handle = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(handle);
}

/**
 * The history entry a position belongs to. Every page loaded in full (a typed address, a reload,
 * a link followed before hydration) and every in-page `#anchor` link is an entry without router
 * state, which the router keys 'default'; the address tells those apart, so one entry's position
 * never moves another.
 */
export function scrollKey(location: {
  key: string;
  pathname: string;
  search: string;
  hash: string;
}): string {
  return location.key === 'default'
    ? `default:${location.pathname}${location.search}${location.hash}`
    : location.key;
}

export function ScrollManager() {
  const location = useLocation();
  const key = scrollKey(location);
  const { hash } = location;

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // A pre-rendered page the visitor scrolled before the app started stays where they put it.
  const hydrating = useRef(true);

  useLayoutEffect(() => {
    const keepPlace = hydrating.current && scrolledBeforeApp();
    hydrating.current = false;
    const saved = savedScrollPosition(key);
    let cancel: (() => void) | undefined;
    if (keepPlace) {
      // Nothing to do: the page is where the visitor scrolled it.
    } else if (saved !== undefined) cancel = restore(saved);
    else {
      window.scrollTo(0, 0);
      if (hash) cancel = scrollToAnchor(hash);
    }
    const remember = () => saveScrollPosition(key, window.scrollY);
    window.addEventListener('pagehide', remember);
    return () => {
      cancel?.();
      window.removeEventListener('pagehide', remember);
      remember();
    };
  }, [key, hash]);

  return null;
}
