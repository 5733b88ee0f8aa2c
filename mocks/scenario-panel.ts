/**
 * The scenario panel of mock mode: a small collapsible box listing every scenario with a
 * checkbox. Applying stores the choice for the tab and reloads, so cached answers are dropped.
 * 'Reset demo data' forgets what the tab added to the mock database and reloads with the seeded
 * personas.
 * Plain DOM (mocks never import React); loaded lazily by `mocks/browser.ts` only in mock mode.
 */
import { clearOutbox, onOutboxChange, outbox } from './outbox';
import { forgetSavedDb, mockDbStorage } from './persistence';
// Its type only: the reminder job itself loads when the button is pressed.
import type { DemoReminderRun } from './reminders';
import {
  SCENARIOS,
  SCENARIO_NAMES,
  activeScenarios,
  setTabScenarios,
  type ScenarioName,
} from './scenarios';

const PANEL_ID = 'mock-scenario-panel';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** Groups scenario names by their first part: `login.invalid` → `login`. */
function groups(): Map<string, ScenarioName[]> {
  const byArea = new Map<string, ScenarioName[]>();
  for (const name of SCENARIO_NAMES) {
    const area = name.split('.')[0]!;
    byArea.set(area, [...(byArea.get(area) ?? []), name]);
  }
  return byArea;
}

export function mountScenarioPanel(
  reload: () => void = () => window.location.reload(),
): HTMLElement {
  document.getElementById(PANEL_ID)?.remove();
  const on = new Set(activeScenarios());

  const fieldsets = [...groups()].map(([area, names]) =>
    element('fieldset', { className: 'mock-scenarios__group' }, [
      element('legend', { textContent: area }),
      ...names.map((name) => {
        const input = element('input', {
          type: 'checkbox',
          name: 'scenario',
          value: name,
          checked: on.has(name),
        });
        return element('label', { title: SCENARIOS[name].description }, [input, ` ${name}`]);
      }),
    ]),
  );

  const form = element('form', {}, [
    ...fieldsets,
    element('div', { className: 'mock-scenarios__actions' }, [
      element('button', { type: 'submit', textContent: 'Apply and reload' }),
      element('button', { type: 'button', textContent: 'Clear all', name: 'clear' }),
    ]),
  ]);
  const resetData = element('button', {
    type: 'button',
    textContent: 'Reset demo data',
    name: 'reset-data',
    title:
      'Back to the seeded personas: drops every change made in the demo and empties the Outbox, then reloads.',
  });
  resetData.addEventListener('click', () => {
    forgetSavedDb(mockDbStorage());
    // The mail of the dropped changes goes too: its links would lead to records no longer there.
    clearOutbox();
    reload();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const chosen = [
      ...form.querySelectorAll<HTMLInputElement>('input[name="scenario"]:checked'),
    ].map((input) => input.value as ScenarioName);
    setTabScenarios(chosen, window.sessionStorage);
    reload();
  });
  form.querySelector('button[name="clear"]')!.addEventListener('click', () => {
    setTabScenarios([], window.sessionStorage);
    reload();
  });

  const panel = element('aside', { id: PANEL_ID, className: 'mock-scenarios' }, [
    element('details', {}, [
      element('summary', { textContent: `Mock scenarios (${on.size} on)` }),
      form,
      element('div', { className: 'mock-scenarios__actions mock-scenarios__data' }, [resetData]),
    ]),
  ]);
  panel.append(outboxBox());
  panel.setAttribute('aria-label', 'Mock scenarios');
  panel.append(element('style', { textContent: STYLE }));
  document.body.append(panel);
  return panel;
}

/** The text of a mail with its links as links. */
function withLinks(text: string): (Node | string)[] {
  return text
    .split(/(https?:\/\/\S+)/)
    .map((part, index) =>
      index % 2 === 1 ? element('a', { href: part, textContent: part }) : part,
    );
}

/**
 * What a mail client shows for a List-Unsubscribe-Post mail (RFC 8058): a button that POSTs
 * `List-Unsubscribe=One-Click` to the header's https link.
 */
function oneClickButton(headers: Record<string, string> | undefined): HTMLElement[] {
  const url = /<(https?:\/\/[^>]+)>/.exec(headers?.['List-Unsubscribe'] ?? '')?.[1];
  if (!url || headers?.['List-Unsubscribe-Post'] !== 'List-Unsubscribe=One-Click') return [];
  const button = element('button', { type: 'button', textContent: 'Unsubscribe (one click)' });
  const said = element('span', { className: 'mock-outbox__status' });
  said.setAttribute('role', 'status');
  button.addEventListener('click', () => {
    void fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
      .then(async (response) => {
        const answer = (await response.json()) as { message?: string; detail?: string };
        said.textContent = ` ${answer.message ?? answer.detail ?? response.status}`;
      })
      .catch(() => {
        said.textContent = ' The unsubscribe request failed.';
      });
  });
  return [button, said];
}

/** 'Outbox (n)': the mail the app would have sent, newest first, each with working links. */
export function outboxBox(): HTMLElement {
  const summary = element('summary');
  const list = element('ol', { className: 'mock-outbox__list' });
  const clear = element('button', { type: 'button', textContent: 'Empty the outbox' });
  clear.addEventListener('click', clearOutbox);
  const status = element('p', { className: 'mock-outbox__status' });
  status.setAttribute('role', 'status');
  const remind = element('button', {
    type: 'button',
    textContent: 'Send reminders',
    title:
      "Runs the server's reminder job as of the day before the next pending step, the Monday of its week and the day after it, so every kind of reminder arrives here.",
  });
  remind.addEventListener('click', () => {
    remind.disabled = true;
    void import('./reminders')
      .then(({ runDemoReminders }) => runDemoReminders())
      .then((run) => {
        status.textContent = reminderRunText(run);
      })
      .catch(() => {
        status.textContent = 'The reminder job failed.';
      })
      .finally(() => {
        remind.disabled = false;
      });
  });
  const render = () => {
    const mails = outbox();
    summary.textContent = `Outbox (${mails.length})`;
    list.replaceChildren(
      ...(mails.length === 0
        ? [element('li', { textContent: 'No mail sent yet.' })]
        : mails.map((mail) =>
            element('li', {}, [
              element('details', {}, [
                element('summary', { textContent: `${mail.subject} → ${mail.to}` }),
                element('pre', { className: 'mock-outbox__body' }, withLinks(mail.text)),
                ...oneClickButton(mail.headers),
              ]),
            ]),
          )),
    );
  };
  render();
  onOutboxChange(render);
  const actions = element('div', { className: 'mock-outbox__actions' }, [remind, clear]);
  const box = element('details', { className: 'mock-outbox' }, [summary, list, actions, status]);
  box.setAttribute('aria-label', 'Outbox');
  return box;
}

/** What a run of the reminder job did, in a sentence: how many of each kind were sent. */
export function reminderRunText(run: DemoReminderRun): string {
  if (run.date === null) return 'No step is pending after today: no reminder to send.';
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const of = (kind: string) => run.reminded.filter((id) => id.startsWith(`${kind}:`)).length;
  const kinds = [
    plural(of('due-tomorrow'), 'step reminder', 'step reminders'),
    plural(of('past-due'), 'past-due alert', 'past-due alerts'),
    plural(of('digest'), 'digest', 'digests'),
  ];
  const parts = [
    `${plural(run.sent, 'email', 'emails')} sent for the step of ${run.date} (${kinds.join(', ')})`,
  ];
  if (run.taken > 0) parts.push(`${run.taken} sent before`);
  if (run.failed > 0) parts.push(`${run.failed} failed`);
  return `${parts.join(', ')}.`;
}

const STYLE = `
.mock-scenarios { position: fixed; left: 8px; bottom: 8px; z-index: 2147483000; max-width: min(92vw, 360px);
  font: 13px/1.4 system-ui, sans-serif; color: #111; background: #fff; border: 1px solid #555;
  border-radius: 6px; box-shadow: 0 2px 8px rgb(0 0 0 / 0.2); }
.mock-scenarios summary { cursor: pointer; padding: 4px 8px; }
.mock-scenarios form { max-height: 60vh; overflow: auto; padding: 0 8px 8px; }
.mock-scenarios__group { border: 1px solid #ccc; margin: 6px 0; padding: 4px 6px; }
.mock-scenarios__group label { display: block; }
.mock-scenarios__actions { display: flex; gap: 8px; margin-top: 8px; }
.mock-scenarios__data { padding: 0 8px 8px; margin-top: 0; }
.mock-outbox { border-top: 1px solid #ccc; }
.mock-outbox__list { max-height: 40vh; overflow: auto; margin: 0; padding: 0 8px 0 28px; }
.mock-outbox__body { white-space: pre-wrap; overflow-wrap: anywhere; font: 12px/1.4 system-ui, sans-serif; }
.mock-outbox__actions { display: flex; flex-wrap: wrap; gap: 8px; margin: 4px 8px 8px; }
.mock-outbox__status { margin: 0 8px 8px; }
.mock-outbox__status:empty { display: none; }
.mock-scenarios button { font: inherit; padding: 2px 8px; color: #111; background: #eee; border: 1px solid #555; border-radius: 4px; }
`;
