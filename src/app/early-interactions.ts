/**
 * What a visitor does on a pre-rendered page before React owns it (docs/decisions.md, Public site
 * 1). `src/boot.ts` starts recording as soon as it runs; `src/main.tsx` hands the record over
 * once the page is hydrated. Nothing is sent anywhere: the record is a list of DOM elements.
 *
 * - Values: what was typed, chosen or ticked before boot.ts ran is read from the DOM (each
 *   control against its pre-rendered default); later changes are recorded as they happen. React
 *   hears none of them until hand-over, then gets each as the user's own input, so its state
 *   starts from what the visitor typed.
 * - Actions: a click on a button or a link, a form's submission and Enter in a field are held
 *   back (a form never submits natively) and replayed once, in order, after the values.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Entry =
  | { kind: 'value'; control: Control; value: string | boolean }
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'enter'; field: HTMLInputElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

export interface EarlyInteractions {
  /** Waits until React owns the page, then replays the record into it, exactly once. */
  handOver: () => Promise<void>;
  /** The app could not start: stop holding anything back (links work, the page stays readable). */
  abandon: () => void;
}

/** Buttons whose click the app handles (a link navigates by itself, a checkbox toggles). */
const ACTIVATABLE = 'button, [role="button"], [role="switch"], [role="tab"], [role="menuitem"]';
/** Inputs that hold no typed value. */
const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'reset', 'button', 'image']);
/** Controls React must own before the record is replayed. */
const HYDRATED_FIRST = 'input, select, textarea, button, main';
/** Performance mark set when the page answers the visitor (scripts/perf-interactive.ts). */
export const INTERACTIVE_MARK = 'app-interactive';
/** Longest wait for hydration; after it the record is replayed into whatever owns the page. */
const HYDRATION_LIMIT_MS = 20_000;
/** Longest wait, once the page has hydrated, for controls an element outside React may hold. */
const SETTLE_LIMIT_MS = 2_000;

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

const isControl = (element: EventTarget | null): element is Control =>
  (element instanceof HTMLInputElement && !NOT_TYPED.has(element.type)) ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/** The control's value or tick, or null when it is as it was pre-rendered. */
function changedValue(control: Control): string | boolean | null {
  if (isCheckable(control)) {
    // A radio is recorded where it was chosen; the others in its group follow.
    if (control.type === 'radio') return control.checked && !control.defaultChecked ? true : null;
    return control.checked === control.defaultChecked ? null : control.checked;
  }
  if (control instanceof HTMLSelectElement) {
    const moved = [...control.options].some((option) => option.selected !== option.defaultSelected);
    return moved ? control.value : null;
  }
  return control.value === control.defaultValue ? null : control.value;
}

/** React marks each element it owns with a `__reactProps$…` property. */
const ownedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * Gives a value to React as the user's input. React compares a control's value with the last one
 * it saw (its value tracker, updated through the element's own `value` setter) and ignores an
 * event when they match; the value was already in the DOM when React hydrated, so the tracker
 * is moved off it first and the value is written with the prototype's setter, as typing does.
 */
function feed(control: Control, value: string | boolean): void {
  if (!control.isConnected) return;
  if (isCheckable(control)) {
    control.checked = !value;
    // The browser's own toggle: React hears the click, the input and the change.
    control.click();
    return;
  }
  if (control instanceof HTMLSelectElement) {
    control.value = value as string;
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const text = value as string;
  const focused = document.activeElement === control;
  const selection = focused ? selectionOf(control) : null;
  control.value = text === '' ? '0' : '';
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  if (setter) setter.call(control, text);
  else control.value = text;
  if (selection) restoreSelection(control, selection);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

function selectionOf(control: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    const { selectionStart, selectionEnd } = control;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null; // number and email inputs have no selection API
  }
}

function restoreSelection(control: HTMLInputElement | HTMLTextAreaElement, [start, end]: number[]) {
  try {
    control.setSelectionRange(start ?? 0, end ?? 0);
  } catch {
    // as above
  }
}

/** Enter in a single-line field submits its form the way the browser would. */
function pressEnter(field: HTMLInputElement): void {
  if (!field.isConnected) return;
  const keydown = new KeyboardEvent('keydown', {
    key: 'Enter',
    code: 'Enter',
    bubbles: true,
    cancelable: true,
  });
  if (!field.dispatchEvent(keydown)) return;
  const form = field.form;
  const submitter = form?.querySelector<HTMLButtonElement | HTMLInputElement>(
    'button:not([type]), button[type="submit"], input[type="submit"]',
  );
  if (form && submitter && !submitter.disabled) form.requestSubmit(submitter);
}

function replay(entry: Entry): void {
  switch (entry.kind) {
    case 'value':
      feed(entry.control, entry.value);
      return;
    case 'click':
      if (entry.target.isConnected) entry.target.click();
      return;
    case 'enter':
      pressEnter(entry.field);
      return;
    case 'submit': {
      if (!entry.form.isConnected) return;
      const submitter = entry.submitter;
      const own =
        (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
        submitter.form === entry.form &&
        !submitter.disabled;
      if (own) entry.form.requestSubmit(submitter);
      else entry.form.requestSubmit();
    }
  }
}

/** A plain click on a link to another page of this document's window (not a new tab, a download, a #fragment). */
function followedByApp(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (!link.hasAttribute('href') || link.hasAttribute('download')) return false;
  if (link.target && link.target !== '_self') return false;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const samePage =
    link.origin === window.location.origin &&
    link.pathname === window.location.pathname &&
    link.search === window.location.search;
  return !(samePage && link.hash !== '');
}

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

let scrolled = false;

/** Whether the visitor scrolled the pre-rendered page before the app started (ScrollManager). */
export function scrolledBeforeApp(): boolean {
  return scrolled;
}

let resolvePageHydrated: () => void = () => undefined;
const pageHydratedOnce = new Promise<void>((done) => {
  resolvePageHydrated = done;
});

/**
 * Called by SiteLayout from an effect after the page: React has hydrated the page and run its
 * effects (a restored selection, a menu closing on a new path), so a replay comes after them.
 */
export function pageHydrated(): void {
  resolvePageHydrated();
}

/** Starts recording on `root` (a pre-rendered page); call before the app is imported. */
export function captureEarlyInteractions(root: HTMLElement): EarlyInteractions {
  const log: Entry[] = [];
  const inRoot = (target: EventTarget | null): target is Element =>
    target instanceof Element && root.contains(target);

  const recordValue = (control: Control, value: string | boolean) => {
    const last = log[log.length - 1];
    if (last?.kind === 'value' && last.control === control) last.value = value;
    else log.push({ kind: 'value', control, value });
  };

  // A place scrolled to is kept too: the app does not move the page to the top.
  scrolled = window.scrollY !== 0;
  const onScroll = () => {
    scrolled = true;
  };
  window.addEventListener('scroll', onScroll, { once: true, passive: true });

  // What was typed before this script ran: the DOM still holds it, React has not started.
  for (const control of root.querySelectorAll('input, textarea, select')) {
    if (!isControl(control)) continue;
    const value = changedValue(control);
    if (value !== null) recordValue(control, value);
  }

  const onValue = (event: Event) => {
    if (!inRoot(event.target)) return;
    event.stopPropagation();
    const control = event.target;
    if (!isControl(control)) return;
    if (control.type === 'radio' && !(control as HTMLInputElement).checked) return;
    recordValue(control, isCheckable(control) ? control.checked : control.value);
  };

  const onClick = (event: MouseEvent) => {
    if (!inRoot(event.target)) return;
    // A checkbox or radio changes by itself (recorded as a value); the app hears nothing of it
    // before hand-over.
    event.stopPropagation();
    const link = event.target.closest('a');
    if (link && root.contains(link)) {
      // Left to the browser, a link's page load is cancelled when the app starts (the router
      // writes the history entry), so the link is followed once, by the app.
      if (followedByApp(event, link)) {
        event.preventDefault();
        log.push({ kind: 'click', target: link });
      }
      return;
    }
    const target = event.target.closest<HTMLElement>(ACTIVATABLE);
    if (!target || !root.contains(target) || target.matches(':disabled')) return;
    // A submit button's click becomes its form's submit event, recorded there.
    if (target instanceof HTMLButtonElement && target.type === 'submit' && target.form) return;
    log.push({ kind: 'click', target });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !inRoot(event.target)) return;
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || !isControl(field) || isCheckable(field)) return;
    event.stopPropagation();
    // The browser submits the form itself when it can; that submission is this Enter.
    event.preventDefault();
    if (!event.isComposing) log.push({ kind: 'enter', field });
  };

  const onSubmit = (event: SubmitEvent) => {
    if (!inRoot(event.target) || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    log.push({ kind: 'submit', form: event.target, submitter: event.submitter });
  };

  const listeners = [
    ['input', onValue],
    ['change', onValue],
    ['click', onClick],
    ['keydown', onKeyDown],
    ['submit', onSubmit],
  ] as const;
  for (const [type, listener] of listeners)
    document.addEventListener(type, listener as EventListener, true);

  const stopRecording = () => {
    window.removeEventListener('scroll', onScroll);
    for (const [type, listener] of listeners)
      document.removeEventListener(type, listener as EventListener, true);
  };

  let handedOver = false;
  return {
    abandon() {
      stopRecording();
      log.length = 0;
    },
    async handOver() {
      if (handedOver) return;
      handedOver = true;
      await Promise.race([pageHydratedOnce, wait(HYDRATION_LIMIT_MS)]);
      // A part of the page behind a Suspense boundary of its own may still be hydrating.
      const settled = performance.now();
      while (
        [...root.querySelectorAll(HYDRATED_FIRST)].some((element) => !ownedByReact(element)) &&
        performance.now() - settled < SETTLE_LIMIT_MS
      ) {
        await wait(20);
      }
      stopRecording();
      const entries = log.splice(0);
      // Every value at once, in one task. A key typed meanwhile cannot land between two of them
      // and be overwritten by an older one, and a field still waiting for its value cannot be
      // reset by React re-rendering its form for another (a controlled field takes its state's
      // value on every render: typing on into it then lost what was typed before).
      for (const entry of entries) if (entry.kind === 'value') replay(entry);
      // Then each action after React has rendered the one before: a submit reads the state the
      // values left, Enter finds the button the value enabled.
      for (const entry of entries) {
        if (entry.kind === 'value') continue;
        await wait(0);
        replay(entry);
      }
      performance.mark(INTERACTIVE_MARK);
    },
  };
}
