/**
 * What a visitor does on a pre-rendered page before React owns it (docs/decisions.md PS-3 and
 * PS-10). `src/boot.ts` starts recording as soon as it runs; `src/main.tsx` adopts the record
 * (`early-handover.ts`, where the layouts reach it) and hands it over once the page is hydrated.
 * Only a pre-rendered page's first script loads this module: the SPA shell (`app.html`) starts
 * without it. Nothing is sent anywhere: the record is a list of DOM elements, and
 * nothing here depends on how React works inside: only the DOM's own events and methods.
 *
 * - Values are left where the visitor put them, in the DOM. A pre-rendered form reads its fields
 *   from the DOM when it hydrates (react-hook-form's uncontrolled fields with `useAdoptTyped`,
 *   the builder's plan tiles read the chosen radio); once React listens, it hears every later
 *   keystroke or tick itself.
 * - Actions: a click on a button or a link, a form's submission and Enter in a field are held
 *   back (a form never submits natively) and replayed once, in order, after the page hydrated.
 * - A field that lost focus is told again once the page is live (a `focusout`, which React
 *   hears as the field's onBlur): the rules that run on blur (the sign-up's email check,
 *   react-hook-form's touched-field validation) run for what was typed before.
 */

type Entry =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'blur'; field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement }
  | { kind: 'enter'; field: HTMLInputElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

export interface EarlyInteractions {
  /** Waits until React owns the page, then replays the record into it, exactly once. */
  handOver: () => Promise<void>;
  /** The app could not start: stop holding anything back (links work, the page stays readable). */
  abandon: () => void;
  /** Whether the visitor scrolled the page before the app started (ScrollManager keeps the place). */
  scrolled: () => boolean;
  /**
   * React has hydrated the page and run its effects (SiteLayout, after the page): the hand-over
   * may replay the record.
   */
  pageHydrated: () => void;
}

/** Buttons whose click the app handles (a link navigates by itself, a checkbox toggles). */
const ACTIVATABLE = 'button, [role="button"], [role="switch"], [role="tab"], [role="menuitem"]';
/** Inputs where Enter submits the form (not a box, not a button). */
const NOT_TYPED = new Set([
  'hidden',
  'file',
  'submit',
  'reset',
  'button',
  'image',
  'checkbox',
  'radio',
]);
/** Performance mark set when the page answers the visitor (scripts/perf-interactive.ts). */
export const INTERACTIVE_MARK = 'app-interactive';
/** Longest wait for hydration; after it the record is replayed into whatever owns the page. */
const HYDRATION_LIMIT_MS = 20_000;

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

/** A field's blur as the browser sends it: React's onBlur listens to `focusout`. */
function blurAgain(field: HTMLElement): void {
  // Focused again since (the visitor came back to it): its next blur is a real one.
  if (!field.isConnected || field.ownerDocument.activeElement === field) return;
  field.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
}

function replay(entry: Entry): void {
  switch (entry.kind) {
    case 'blur':
      blurAgain(entry.field);
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

/** Starts recording on `root` (a pre-rendered page); call before the app is imported. */
export function captureEarlyInteractions(root: HTMLElement): EarlyInteractions {
  const log: Entry[] = [];
  const inRoot = (target: EventTarget | null): target is Element =>
    target instanceof Element && root.contains(target);

  // A place scrolled to is kept too: the app does not move the page to the top.
  let scrolled = window.scrollY !== 0;
  const onScroll = () => {
    scrolled = true;
  };
  window.addEventListener('scroll', onScroll, { once: true, passive: true });

  const onClick = (event: MouseEvent) => {
    if (!inRoot(event.target)) return;
    // A box ticks by itself and stays in the DOM for the form to read; once React listens, it
    // hears the click itself.
    if (event.target instanceof HTMLInputElement) return;
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
    if (!(field instanceof HTMLInputElement) || NOT_TYPED.has(field.type)) return;
    event.stopPropagation();
    // The browser submits the form itself when it can; that submission is this Enter.
    event.preventDefault();
    if (!event.isComposing) log.push({ kind: 'enter', field });
  };

  const onFocusOut = (event: FocusEvent) => {
    const field = event.target;
    if (!inRoot(field)) return;
    if (!(
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement ||
      (field instanceof HTMLInputElement && !NOT_TYPED.has(field.type))
    ))
      return;
    // Only its last blur counts, where it happened among the actions.
    const before = log.findIndex((entry) => entry.kind === 'blur' && entry.field === field);
    if (before >= 0) log.splice(before, 1);
    log.push({ kind: 'blur', field });
  };

  const onSubmit = (event: SubmitEvent) => {
    if (!inRoot(event.target) || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    log.push({ kind: 'submit', form: event.target, submitter: event.submitter });
  };

  const listeners = [
    ['click', onClick],
    ['keydown', onKeyDown],
    ['submit', onSubmit],
    ['focusout', onFocusOut],
  ] as const;
  for (const [type, listener] of listeners)
    document.addEventListener(type, listener as EventListener, true);

  const stopRecording = () => {
    window.removeEventListener('scroll', onScroll);
    for (const [type, listener] of listeners)
      document.removeEventListener(type, listener as EventListener, true);
  };

  let resolvePageHydrated: () => void = () => undefined;
  const pageHydratedOnce = new Promise<void>((done) => {
    resolvePageHydrated = done;
  });

  let handedOver = false;
  return {
    scrolled: () => scrolled,
    pageHydrated: () => resolvePageHydrated(),
    abandon() {
      stopRecording();
      log.length = 0;
    },
    async handOver() {
      if (handedOver) return;
      handedOver = true;
      await Promise.race([pageHydratedOnce, wait(HYDRATION_LIMIT_MS)]);
      stopRecording();
      // Each action after React has rendered the one before: a submit reads the state the
      // previous one left, Enter finds the button a value enabled.
      for (const entry of log.splice(0)) {
        await wait(0);
        replay(entry);
      }
      performance.mark(INTERACTIVE_MARK);
    },
  };
}
