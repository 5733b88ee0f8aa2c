import { act } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAdoptTyped } from '@/shared/ui/field/use-adopt-typed';
import { adoptEarlyInteractions, pageHydrated } from './early-handover';
import { captureEarlyInteractions, type EarlyInteractions } from './early-interactions';

interface Calls {
  submitted: string[];
  clicked: string[];
  followed: string[];
}

interface Fields {
  amount: string;
}

/**
 * A pre-rendered page in miniature, its form written as the app's are: an uncontrolled field that
 * react-hook-form reads from the DOM with a watcher, radios that read the ticked one at mount (as
 * the builder's plan tiles do), a button, a link.
 */
function Page({ calls }: { calls: Calls }) {
  const form = useForm<Fields>({ defaultValues: { amount: '' } });
  const amount = useWatch({ control: form.control, name: 'amount' });
  useAdoptTyped(form);
  const [plan, setPlan] = useState<string | null>(null);
  const radios = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const ticked = radios.current?.querySelector<HTMLInputElement>('input:checked');
    if (ticked) setPlan(ticked.value);
  }, []);
  useEffect(pageHydrated, []);
  return (
    <main>
      <form
        method="dialog"
        aria-label="Amounts"
        onSubmit={form.handleSubmit((values) => {
          calls.submitted.push(`${values.amount}|${plan ?? ''}`);
        })}
      >
        <label>
          Amount
          <input {...form.register('amount')} />
        </label>
        <fieldset ref={radios}>
          {['basic', 'works'].map((name) => (
            <label key={name}>
              <input
                type="radio"
                name="plan"
                value={name}
                checked={plan === name}
                onChange={() => setPlan(name)}
              />
              {name}
            </label>
          ))}
        </fieldset>
        <button type="submit">Calculate</button>
      </form>
      <button type="button" onClick={() => calls.clicked.push('menu')}>
        Open menu
      </button>
      <a
        href="/elsewhere"
        onClick={(event) => {
          event.preventDefault();
          calls.followed.push('/elsewhere');
        }}
      >
        Elsewhere
      </a>
      <output>{`${amount}|${plan ?? ''}`}</output>
    </main>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  adoptEarlyInteractions(undefined);
  container?.remove();
  root = undefined;
});

function prerender(calls: Calls): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page calls={calls} />);
  document.body.append(container);
  return container;
}

/** What a browser does when someone types into a field: the value (not through any setter React
 * may have put on the element), then an input event. */
function type(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const field = (page: HTMLElement) => page.querySelector<HTMLInputElement>('input[name=amount]')!;
const button = (page: HTMLElement, name: string) =>
  [...page.querySelectorAll('button')].find((element) => element.textContent === name)!;

/** As `start()` does: adopts boot.ts's record, then hydrates the page. */
async function hydrate(page: HTMLElement, calls: Calls, early: EarlyInteractions) {
  adoptEarlyInteractions(early);
  await act(async () => {
    root = hydrateRoot(page, <Page calls={calls} />);
  });
}

describe('interactions before hydration', () => {
  it('leaves typed values and a chosen radio for the form to read, and replays the submit once', async () => {
    const calls: Calls = { submitted: [], clicked: [], followed: [] };
    const page = prerender(calls);
    // Typed before boot.ts ran: only the DOM knows.
    field(page).value = '12';
    const early = captureEarlyInteractions(page);
    type(field(page), '1200');
    page.querySelector<HTMLInputElement>('input[value=works]')!.click();
    const submit = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: button(page, 'Calculate'),
    });
    page.querySelector('form')!.dispatchEvent(submit);
    // The browser never submits the form, and nobody heard of it yet.
    expect(submit.defaultPrevented).toBe(true);
    expect(calls.submitted).toEqual([]);

    await hydrate(page, calls, early);
    await act(() => early.handOver());

    expect(calls.submitted).toEqual(['1200|works']);
    expect(page.querySelector('output')).toHaveTextContent('1200|works');
    expect(field(page)).toHaveValue('1200');
    expect(performance.getEntriesByName('app-interactive')).not.toHaveLength(0);

    // The app owns the field from there: typing goes straight to it.
    act(() => type(field(page), '1300'));
    expect(page.querySelector('output')).toHaveTextContent('1300|works');
  });

  it('replays a button click and a followed link exactly once, and Enter as a submit', async () => {
    const calls: Calls = { submitted: [], clicked: [], followed: [] };
    const page = prerender(calls);
    const early = captureEarlyInteractions(page);
    button(page, 'Open menu').click();
    const link = page.querySelector('a')!;
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(true);
    type(field(page), '50');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    field(page).dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);

    await hydrate(page, calls, early);
    await act(() => early.handOver());
    await act(() => early.handOver());

    expect(calls.clicked).toEqual(['menu']);
    expect(calls.followed).toEqual(['/elsewhere']);
    expect(calls.submitted).toEqual(['50|']);
  });

  it('keeps a key typed while the record is replayed, after the values typed before', async () => {
    const calls: Calls = { submitted: [], clicked: [], followed: [] };
    const page = prerender(calls);
    const early = captureEarlyInteractions(page);
    // A choice, then '300' typed: the form reads both from the DOM when it hydrates, and a
    // re-render for the choice must not put an older value back into the amount field.
    page.querySelector<HTMLInputElement>('input[value=works]')!.click();
    type(field(page), '300');
    await hydrate(page, calls, early);

    const handedOver = early.handOver();
    // The last key lands two tasks into the hand-over, onto whatever the field shows then.
    const typed = new Promise<void>((done) => {
      setTimeout(() => {
        setTimeout(() => {
          type(field(page), `${field(page).value}0`);
          done();
        }, 0);
      }, 0);
    });
    await act(() => Promise.all([handedOver, typed]));

    expect(field(page)).toHaveValue('3000');
    expect(page.querySelector('output')).toHaveTextContent('3000|works');
    await act(async () => field(page).form!.requestSubmit());
    expect(calls.submitted).toEqual(['3000|works']);
  });

  it('leaves a link opened in a new tab to the browser', () => {
    const calls: Calls = { submitted: [], clicked: [], followed: [] };
    const page = prerender(calls);
    captureEarlyInteractions(page);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    // jsdom would try to navigate; only whether the capture held it back matters here.
    const navigate = vi.fn((event: Event) => event.preventDefault());
    page.querySelector('a')!.addEventListener('click', navigate);
    page.querySelector('a')!.dispatchEvent(newTab);
    expect(navigate).not.toHaveBeenCalled(); // the app's listeners hear nothing before hand-over
    expect(newTab.defaultPrevented).toBe(false);
  });

  it('stops holding anything back when the app cannot start', () => {
    const calls: Calls = { submitted: [], clicked: [], followed: [] };
    const page = prerender(calls);
    const early = captureEarlyInteractions(page);
    early.abandon();
    const heard = vi.fn((event: Event) => event.preventDefault());
    page.addEventListener('click', heard);
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    page.querySelector('a')!.dispatchEvent(follow);
    expect(heard).toHaveBeenCalledTimes(1);
  });
  it('tells a field that lost focus before hydration once the page is live, once', async () => {
    const heard: string[] = [];
    function BlurPage() {
      useEffect(pageHydrated, []);
      return (
        <main>
          <label>
            Email
            <input name="email" onBlur={(event) => heard.push(event.target.value)} />
          </label>
          <label>
            Password
            <input name="password" type="password" />
          </label>
        </main>
      );
    }
    container = document.createElement('div');
    container.innerHTML = renderToString(<BlurPage />);
    document.body.append(container);
    const page = container;
    const early = captureEarlyInteractions(page);
    const email = page.querySelector<HTMLInputElement>('input[name=email]')!;
    const password = page.querySelector<HTMLInputElement>('input[name=password]')!;
    // Typed, left, came back, left again: only the last blur counts.
    email.focus();
    type(email, 'taken@example');
    password.focus();
    email.focus();
    type(email, 'taken@example.com');
    password.focus();
    expect(heard).toEqual([]);

    adoptEarlyInteractions(early);
    await act(async () => {
      root = hydrateRoot(page, <BlurPage />);
    });
    await act(() => early.handOver());

    expect(heard).toEqual(['taken@example.com']);
    // The app hears the next blur itself.
    act(() => {
      email.focus();
      password.focus();
    });
    expect(heard).toEqual(['taken@example.com', 'taken@example.com']);
  });

  it('does not replay the blur of a field the visitor is back in', async () => {
    const heard: string[] = [];
    function BlurPage() {
      useEffect(pageHydrated, []);
      return (
        <main>
          <input aria-label="Email" onBlur={(event) => heard.push(event.target.value)} />
          <input aria-label="Password" />
        </main>
      );
    }
    container = document.createElement('div');
    container.innerHTML = renderToString(<BlurPage />);
    document.body.append(container);
    const page = container;
    const early = captureEarlyInteractions(page);
    const [email, password] = [...page.querySelectorAll('input')];
    email!.focus();
    password!.focus();
    email!.focus();
    adoptEarlyInteractions(early);
    await act(async () => {
      root = hydrateRoot(page, <BlurPage />);
    });
    await act(() => early.handOver());
    expect(heard).toEqual([]);
  });
});
