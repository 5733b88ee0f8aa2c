/** Safe access to Web Storage: private modes and server-side rendering have none. */
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the app keeps working without persistence.
  }
}

export function removeItem(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function clearArea(which: Area): void {
  try {
    area(which)?.clear();
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** Parses a JSON item; `undefined` when absent, `{ ok: false }` when present but unparsable. */
export function readJson(
  which: Area,
  key: string,
): { ok: true; value: unknown } | { ok: false } | undefined {
  const raw = readItem(which, key);
  if (raw === null) return undefined;
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}
