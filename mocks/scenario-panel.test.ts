import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAST_DUE_ALERTS_OFF } from '@/features/account/model/messages';
import { mockMailer, outbox } from './outbox';
import { PERSONAS } from './personas';
import { store } from './store';
import { mountScenarioPanel } from './scenario-panel';
import { SCENARIO_NAMES, SCENARIO_STORAGE_KEY, activeScenarios } from './scenarios';
import { useScenario } from './test-utils';

describe('scenario panel', () => {
  it('lists every scenario, with the active ones checked', () => {
    useScenario('emails.empty');
    const panel = mountScenarioPanel(vi.fn());
    expect(panel.querySelectorAll('input[name="scenario"]')).toHaveLength(SCENARIO_NAMES.length);
    const checked = [...panel.querySelectorAll<HTMLInputElement>('input:checked')].map(
      (input) => input.value,
    );
    expect(checked).toEqual(['emails.empty']);
    expect(panel.querySelector('summary')!.textContent).toBe('Mock scenarios (1 on)');
    expect(panel.getAttribute('aria-label')).toBe('Mock scenarios');
    panel.remove();
  });

  it('applies the chosen scenarios for the tab and reloads', () => {
    const reload = vi.fn();
    const panel = mountScenarioPanel(reload);
    panel.querySelector<HTMLInputElement>('input[value="tradelines.empty"]')!.click();
    panel.querySelector<HTMLInputElement>('input[value="login.invalid"]')!.click();
    panel.querySelector('form')!.requestSubmit();
    expect(activeScenarios()).toEqual(['login.invalid', 'tradelines.empty']);
    expect(sessionStorage.getItem(SCENARIO_STORAGE_KEY)).toBe('login.invalid,tradelines.empty');
    expect(reload).toHaveBeenCalledOnce();
    panel.querySelector<HTMLButtonElement>('button[name="clear"]')!.click();
    expect(activeScenarios()).toEqual([]);
    expect(reload).toHaveBeenCalledTimes(2);
    panel.remove();
  });

  it('empties the Outbox with the demo data on Reset demo data', async () => {
    await mockMailer.send({ to: 'a@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
    expect(outbox()).toHaveLength(1);
    const reload = vi.fn();
    const panel = mountScenarioPanel(reload);
    expect(panel.querySelector('.mock-outbox summary')!.textContent).toBe('Outbox (1)');
    panel.querySelector<HTMLButtonElement>('button[name="reset-data"]')!.click();
    expect(outbox()).toEqual([]);
    expect(panel.querySelector('.mock-outbox summary')!.textContent).toBe('Outbox (0)');
    expect(reload).toHaveBeenCalledOnce();
    panel.remove();
  });

  it("runs the reminder job into the Outbox, every kind once; a reminder's one-click button turns its kind off", async () => {
    const panel = mountScenarioPanel(vi.fn());
    const remind = [...panel.querySelectorAll('button')].find(
      (button) => button.textContent === 'Send reminders',
    )!;
    remind.click();
    const status = panel.querySelector('.mock-outbox p[role="status"]')!;
    await waitFor(() => expect(status.textContent).toMatch(/^\d+ emails sent for the step of /));
    const sent = outbox().length;
    expect(status.textContent).toContain(`${sent} emails sent`);
    // The step's owner got all three: its reminder, its alert and the digest of its week.
    const to = Object.values(PERSONAS).find((persona) =>
      outbox().some((mail) => mail.to === persona.email && mail.subject.startsWith('Tomorrow: ')),
    )!;
    const [reminder, alert, digest] = ['Tomorrow: ', 'Past due: ', 'Your week from '].map((start) =>
      outbox().find((mail) => mail.to === to.email && mail.subject.startsWith(start)),
    );
    for (const mail of [reminder, alert, digest]) {
      expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }

    // Run again: every claim is taken, nothing more is sent.
    remind.click();
    await waitFor(() => expect(status.textContent).toMatch(/^0 emails sent .* \d+ sent before\.$/));
    expect(outbox()).toHaveLength(sent);

    const item = [...panel.querySelectorAll('.mock-outbox__list li')].find((li) =>
      li.textContent!.startsWith(`${alert!.subject} → ${to.email}`),
    )!;
    [...item.querySelectorAll('button')]
      .find((button) => button.textContent === 'Unsubscribe (one click)')!
      .click();
    await waitFor(() => expect(item.textContent).toContain(PAST_DUE_ALERTS_OFF));
    const user = await store.users.get(to.user_id);
    expect(user!.email_preferences).toEqual({
      step_reminders: true,
      past_due_alerts: false,
      weekly_digest: true,
    });
    panel.remove();
  });
});
