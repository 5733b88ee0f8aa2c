import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AfterCall } from '@/features/companion/ui/after-call';
import {
  BeforeCall,
  FREE_CALL_TEXT,
  FREE_CALL_USED_TEXT,
} from '@/features/companion/ui/before-call';
import CompanionPanel, { SAVE_FAILED, START_FAILED } from '@/features/companion/ui/companion-panel';
import { DuringCall, YOU_COULD_SAY } from '@/features/companion/ui/during-call';
import { KNOWLEDGE } from '@/features/companion/ui/knowledge';
import {
  CONSENT_TEXTS,
  CONSENT_TITLE,
  ListeningControl,
} from '@/features/companion/ui/listening-control';
import { storedCallKey } from '@/features/companion/ui/use-stored-call';
import { endCall, record, startCall, type CallState } from '@/features/companion/model/call';
import { CUE_LABELS, CUES, type Cue } from '@/features/companion/model/cues';
import type { CoachDebt } from '@/features/companion/model/knowledge';
import { buildPersonas } from '../../mocks/personas';
import { bodyOf, fromSeedSignedInAs, userIdOf } from '../portal/support';

/**
 * The call companion on the subscriber's Chase debt: before the call (the plan, the script, what
 * never to give, the rights; the free call and the free call used), during it with each of the
 * eight cues answered, the warnings, listening off, on and its consent screen, and after it
 * (not saved, agreed with its warning, saved), with the start and the save failing.
 */
// The seeded records at a fixed instant: their ids and amounts do not depend on the day.
const SEEDED = buildPersonas(new Date('2026-12-01T12:00:00.000Z'));
const CHASE = SEEDED.tradelines.find((debt) => debt.account_name === 'Chase')!;
const T = { timeout: 4000 };
const T0 = new Date('2026-11-30T15:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const noop = () => {};

const DEBT: CoachDebt = {
  name: 'Chase',
  balance: 4200,
  holder: 'collection_agency',
  plan: { opening: 1260, goal: 1890, walk_away: 2100 },
  limitation: null,
};

const started = (): CallState =>
  startCall({
    call_id: '64f0000000000000000000c1',
    tradeline_id: CHASE.id,
    now: T0,
    local_start: '2026-11-30T10:00',
    time_zone: 'America/New_York',
  });

/** A call where the creditor asked for the full balance, the user opened, then `cue`. */
function callEndingWith(cue: Cue): CallState {
  let call = record(started(), 'full_balance', at(15));
  call = record(call, 'my_offer', at(40), 1260);
  return record(call, cue, at(75), cue === 'counter_offer' ? 2000 : null);
}

const meta = {
  title: 'Companion/Call companion',
  render: () => <CompanionPanel userId={userIdOf('subscriber')} tradeline={CHASE} onClose={noop} />,
  parameters: { route: '/portal/take-action' },
  beforeEach: fromSeedSignedInAs('subscriber'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Before: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your plan' }, T)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Call companion: Chase' })).toBeVisible();
    await expect(canvas.getByText('Opening offer')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Never give' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Your rights with this holder' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Start the call' }, T)).toBeEnabled();
  },
};

export const BeforeFreeCall: Story = {
  beforeEach: fromSeedSignedInAs('unpaid'),
  render: () => {
    const debt = SEEDED.tradelines.find((item) => item.user_id === userIdOf('unpaid'))!;
    return <CompanionPanel userId={userIdOf('unpaid')} tradeline={debt} onClose={noop} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(FREE_CALL_TEXT, {}, T)).toBeVisible();
  },
};

export const BeforeFreeCallUsed: Story = {
  render: () => (
    <BeforeCall
      debt={DEBT}
      step="negotiation"
      knowledge={KNOWLEDGE}
      allowance="used"
      starting={false}
      error={null}
      onStart={noop}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(FREE_CALL_USED_TEXT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage my enrollment' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start the call' })).toBeNull();
  },
};

export const StartFails: Story = {
  parameters: { scenarios: ['companion.start-fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start the call' }, T));
    await expect(await canvas.findByText(START_FAILED, {}, T)).toBeVisible();
  },
};

export const StartedThenDuring: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start the call' }, T));
    for (const cue of CUES) {
      await expect(await canvas.findByRole('button', { name: CUE_LABELS[cue] }, T)).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'They want the full balance' }));
    await expect(canvas.getByText(YOU_COULD_SAY)).toBeVisible();
  },
};

/** The whisper for one cue, during a call on the Chase debt. */
const during = (cue: Cue, debt: CoachDebt = DEBT): Story => ({
  render: () => (
    <DuringCall
      debt={debt}
      knowledge={KNOWLEDGE}
      call={callEndingWith(cue)}
      now={at(90)}
      onRecord={noop}
      onUndo={noop}
      onEnd={noop}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const whisper = canvas.getByRole('region', { name: CUE_LABELS[cue] });
    await expect(within(whisper).getByText(YOU_COULD_SAY)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'The call so far' })).toHaveTextContent(
      'You offered $1,260',
    );
  },
});

export const DuringFullBalance = during('full_balance');
export const DuringCounterOffer = during('counter_offer');
export const DuringOfferEndsToday = during('ends_today');
export const DuringBankDetails = during('bank_details');
export const DuringThreat = during('threat');
export const DuringCantGoLower = during('cant_go_lower');
export const DuringSupervisor = during('supervisor');
export const DuringAgree = during('agree');

export const WarningTimeBarred: Story = {
  ...during('full_balance', {
    ...DEBT,
    limitation: { status: 'time_barred', source: 'Tex. Civ. Prac. & Rem. Code 16.004' },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const warning = canvas.getByRole('alert');
    await expect(warning).toHaveTextContent('This debt may be past its time to sue');
    await expect(warning).toHaveTextContent('Tex. Civ. Prac. & Rem. Code 16.004');
  },
};

export const CounterOfferPad: Story = {
  ...during('full_balance'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'They make a counter-offer' }));
    await userEvent.type(canvas.getByLabelText('Their amount'), 'lots');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(
      canvas.getByText('Enter the amount in dollars, such as 2000 or 2,000.50.'),
    ).toBeVisible();
    // The typed text stays for correcting.
    await expect(canvas.getByLabelText('Their amount')).toHaveValue('lots');
  },
};

const listening = (on: boolean): Story => ({
  render: () => (
    <ListeningControl
      on={on}
      error={null}
      lastHeard={on ? 'we can settle for $2,000' : null}
      onStart={noop}
      onStop={noop}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (on) {
      await expect(canvas.getByRole('status')).toHaveTextContent('Listening on this device');
      await expect(canvas.getByRole('button', { name: 'Stop listening' })).toBeVisible();
    } else {
      await expect(canvas.getByRole('button', { name: 'Listen on this device' })).toBeVisible();
      await expect(canvas.getByText('Off unless you turn it on.')).toBeVisible();
    }
  },
});

export const ListeningOff = listening(false);
export const ListeningOn = listening(true);

export const ListeningConsent: Story = {
  ...listening(false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Listen on this device' }));
    const dialog = await within(bodyOf(canvasElement)).findByRole('dialog', {
      name: CONSENT_TITLE,
    });
    for (const text of CONSENT_TEXTS) await expect(dialog).toHaveTextContent(text);
    await expect(within(dialog).getByRole('button', { name: 'Turn on listening' })).toBeVisible();
  },
};

const after = (call: CallState, saved = false, error: string | null = null): Story => ({
  render: () => (
    <AfterCall
      debt={DEBT}
      knowledge={KNOWLEDGE}
      tradelineId={CHASE.id}
      call={call}
      saving={false}
      error={error}
      saved={saved}
      nextStep={{ label: 'First Negotiation', date: '2026-12-18' }}
      onOutcome={noop}
      onNote={noop}
      onSave={noop}
      onClose={noop}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Amounts said' })).toHaveTextContent(
      'They offered $2,000',
    );
    if (saved) await expect(canvas.getByText('Saved')).toBeVisible();
    else {
      await expect(
        canvas.getByRole('button', { name: 'Save to the contact log and offer log' }),
      ).toBeVisible();
    }
  },
});

export const After = after(endCall(callEndingWith('counter_offer'), at(120)));
export const AfterAgreed = {
  ...after(endCall(callEndingWith('agree'), at(120))),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Do not agree without it in writing',
    );
  },
} satisfies Story;
export const AfterSaved = after(
  { ...endCall(callEndingWith('counter_offer'), at(120)), phase: 'saved' },
  true,
);

/** After a reload: the ended call comes back from the browser, and the save fails. */
export const SaveFails: Story = {
  parameters: { scenarios: ['companion.save-fail'] },
  beforeEach: async () => {
    const cleanup = await fromSeedSignedInAs('subscriber')();
    const key = storedCallKey(userIdOf('subscriber'), CHASE.id);
    localStorage.setItem(key, JSON.stringify(endCall(callEndingWith('counter_offer'), at(120))));
    return () => {
      localStorage.removeItem(key);
      cleanup();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Save to the contact log and offer log' }, T),
    );
    await expect(await canvas.findByText(SAVE_FAILED, {}, T)).toBeVisible();
    // Nothing is lost: the call is still there to save again.
    await expect(canvas.getByRole('list', { name: 'Amounts said' })).toHaveTextContent(
      'They offered $2,000',
    );
  },
};
