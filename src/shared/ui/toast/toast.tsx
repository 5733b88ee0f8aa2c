/**
 * Toasts (sonner), loaded on the first toast rather than with the page: a portal screen shows
 * none until the user saves something, and sonner would cost its first screen about 9 KB gzip.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type * as SonnerModule from 'sonner';

/** Spec section 9: a success toast shows 1.8 s, a warning toast 4 s. */
export const SUCCESS_TOAST_MS = 1800;
export const WARNING_TOAST_MS = 4000;

/** The success toast of every portal save (spec section 2.3). */
export const SAVED_TEXT = 'Saved!';

type Sonner = typeof SonnerModule;

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Asks the mounted <Toaster> to load sonner and render its own toaster. */
let requestToaster: (() => void) | null = null;
let ready: Promise<Sonner> | null = null;
let resolveReady: ((sonner: Sonner) => void) | null = null;
let loaded: Sonner | null = null;

/**
 * Loads sonner and waits until its toaster is on screen (it only shows toasts raised after it
 * subscribed), then resolves with it. Tests call it first so timing starts with the toast.
 */
export function loadToasts(): Promise<Sonner> {
  if (!ready) {
    ready = new Promise((resolve) => {
      resolveReady = resolve;
    });
  }
  requestToaster?.();
  return ready;
}

function show(raise: (sonner: Sonner) => void): void {
  void loadToasts().then(raise);
}

export const notify = {
  saved: () => show(({ toast }) => toast.success(SAVED_TEXT, { duration: SUCCESS_TOAST_MS })),
  success: (message: string) =>
    show(({ toast }) => toast.success(message, { duration: SUCCESS_TOAST_MS })),
  warning: (message: string) =>
    show(({ toast }) => toast.warning(message, { duration: WARNING_TOAST_MS })),
  error: (message: string) =>
    show(({ toast }) => toast.error(message, { duration: WARNING_TOAST_MS })),
};

/** Resolves `loadToasts()` once sonner's toaster has mounted (its effects run before this one's). */
function Ready() {
  useEffect(() => {
    void import('sonner').then((sonner) => {
      loaded = sonner;
      resolveReady?.(sonner);
    });
  }, []);
  return null;
}

/** Mounted once near the root; toasts are announced politely to screen readers. */
export function Toaster() {
  const [wanted, setWanted] = useState(ready !== null);
  useEffect(() => {
    requestToaster = () => setWanted(true);
    if (ready) setWanted(true);
    return () => {
      // A toaster mounted later subscribes afresh, so it must be waited for again, and shows
      // none of this one's toasts.
      loaded?.toast.dismiss();
      requestToaster = null;
      ready = null;
      resolveReady = null;
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* At the bottom: a toast never covers the controls at the top of a page or a box that
          it names (the income warning points to Edit Income, near My Home's top). */}
      <SonnerToaster position="bottom-right" richColors closeButton />
      <Ready />
    </Suspense>
  );
}
