/**
 * A change of income stores no step (SV-39), one suite for both backends: the shared services run
 * on the mock store (tests/unit/timeline/replan-readers.test.ts) and on the mongoose store over
 * FerretDB (tests/server/replan-readers.test.ts). Two users hold the same debts and steps: the
 * one whose income changes through the profile service (the profile written, the steps not), and
 * its twin, re-planned the way the service did before (the profile, then `syncSchedule` writing
 * every moved step). Every reader of the steps must answer the twin's dates: the timeline's list
 * (whole and limited), the completion gate and its answer, a call's step (the user's list and the
 * admins' queue), the personal-data export, the reminder job and a settlement's completion of a
 * debt's steps, through three changes of income, one of which moves a second negotiation before
 * the completed first (the one step whose date depends on the changes before the last).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { reminderId } from '@/features/account/model/reminders';
import { sendReminders, type ReminderDeps } from '@/features/account/service/reminders';
import { createCallService, type CallDeps } from '@/features/calls/service/calls';
import {
  applyProfileUpdate,
  completeProfile,
  defaultProfile,
} from '@/features/profile/model/totals';
import { createProfileService, type ProfileDeps } from '@/features/profile/service/profile';
import { CHECKLIST_KEYS } from '@/features/settlement/model/agreement';
import { createWorkspace, type WorkspaceStore } from '@/features/settlement/service/workspace';
import { planSchedule } from '@/features/timeline/model/schedule';
import type { EventRecord } from '@/features/timeline/records';
import { createTimelineService } from '@/features/timeline/service/timeline';
import { syncSchedule } from '@/features/timeline/service';
import type { TradelineRecord } from '@/features/tradelines/records';
import { exportPersonalData, type PersonalStore } from '@/backend/personal-data';
import { DETAILS } from '@/shared/api/details';
import { silentLog, type Caller } from '@/shared/api/service';
import { serviceCall } from './service-call';
import { newObjectId } from '@/shared/store/ids';
import { storedUser } from './stored-user';
import type { Collection } from '@/shared/store/port';

/** The collections the services read and write. */
export type ReplanStore = ProfileDeps['store'] &
  CallDeps['store'] &
  ReminderDeps['store'] &
  WorkspaceStore &
  PersonalStore;

export interface ReplanFixture {
  /** The store, other tests' records left as they are (each test makes its own users). */
  store(): Promise<ReplanStore>;
}

/** Wednesday 10:00 in New York (the users' zone: none chosen, no state): tomorrow is the 26th. */
const NOW = new Date('2026-11-25T15:00:00.000Z');
const TOMORROW = '2026-11-26';
/** The net incomes: the first plan, then three changes (the third moves B's second negotiation
 * before its completed first; the fourth re-plans that crossed step once more). */
const INCOMES = [450, 45, 4_500, 450] as const;
/** Debts A, B and C (the plan's first three, smallest first), then debts that only add steps. */
const DEBTS = [
  { balance: 1_000, start: '2026-08-01' },
  { balance: 2_000, start: '2026-08-01' },
  // Its first negotiation falls tomorrow on the second income, long past on the first.
  { balance: 3_000, start: '2025-03-21' },
  ...Array.from({ length: 4 }, (_, index) => ({ balance: 10_000 + index, start: '2026-09-01' })),
];
const [A, B, C] = [0, 1, 2];
const COMPLETED_AT = '2026-08-20T16:00:00.000Z';
/**
 * Each test reads every reader of two users several times (the export reads every collection):
 * minutes on FerretDB on a busy machine, where the server project's 45 s is too short.
 */
const SLOW_MS = 240_000;

/** How many records each write through the port touches, by collection. */
type Writes = Record<string, number>;

/** The store with every write counted (an `updateEach` counts one per update it sends). */
function counted(store: ReplanStore, writes: Writes): ReplanStore {
  const wrap = <C extends object>(name: string, collection: C): C =>
    new Proxy(collection, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (typeof value !== 'function') return value;
        const method = String(key);
        if (!['insert', 'insertMany', 'update', 'updateEach', 'remove'].includes(method)) {
          return value;
        }
        return (...args: unknown[]) => {
          const many = method === 'insertMany' || method === 'updateEach';
          writes[name] = (writes[name] ?? 0) + (many ? (args[0] as unknown[]).length : 1);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  return Object.fromEntries(
    Object.entries(store).map(([name, value]) => [
      name,
      name === 'files' ? value : wrap(name, value),
    ]),
  ) as unknown as ReplanStore;
}

/** One of the two users, with the keys that name its records the same way as its twin's. */
interface Twin {
  caller: Caller;
  debts: TradelineRecord[];
  /** Its records' ids → the names both twins share (`A:2` is debt A's third step). */
  names: Map<string, string>;
}

export function describeDeferredReplan(backend: string, fixture: ReplanFixture): void {
  describe(`a change of income on ${backend}`, () => {
    let store: ReplanStore;
    /** Changed through the profile service. */
    let lazy: Twin;
    /** Re-planned by writing every moved step, as before. */
    let eager: Twin;
    const admin: Caller = {
      id: newObjectId(),
      username: 'admin@example.com',
      email: 'admin@example.com',
      role: 'admin',
    };
    const noCalls = () => {
      throw new Error('no call is placed here');
    };

    async function addTwin(): Promise<Twin> {
      const id = newObjectId();
      const email = `replan-${id}@example.com`;
      await store.users.insert({
        ...storedUser(id, email, 'user', '2025-01-01T12:00:00.000Z'),
        email_verified_at: '2025-01-01T12:00:00.000Z',
      });
      await store.profiles.insert({
        id: newObjectId(),
        ...completeProfile({ ...defaultProfile(id), income: INCOMES[0] }),
      });
      const debts = DEBTS.map(({ balance, start }, index) => ({
        id: newObjectId(),
        uuid: newObjectId(),
        user_id: id,
        account_name: `Card ${index}`,
        current_balance: balance,
        minimum_payment: 25,
        credit_limit: 20_000,
        start_date: start,
        created_at: new Date(Date.parse('2025-01-01T12:00:00.000Z') + index * 1000).toISOString(),
      }));
      await store.tradelines.insertMany(debts);
      await syncSchedule(store, id);
      const twin: Twin = {
        caller: { id, username: email, email, role: 'user' },
        debts,
        names: new Map(),
      };
      twin.names.set(id, 'user');
      for (const [index, debt] of debts.entries()) {
        twin.names.set(debt.id, `debt ${index}`);
        twin.names.set(debt.uuid, `debt ${index}`);
      }
      for (const event of await store.events.find({ user_id: id })) {
        const debt = debts.findIndex((item) => item.uuid === event.tradeline_uuid);
        twin.names.set(event.id, `${'ABC'[debt] ?? debt}:${event.slot}`);
      }
      // A's first three steps done (its first negotiation too), B's first two.
      for (const [debt, slots] of [
        [A, [0, 1, 2]],
        [B, [0, 1]],
      ] as const) {
        await store.events.update(
          { tradeline_uuid: debts[debt]!.uuid, slot: { $in: [...slots] } },
          { set: { completed: true, completed_date: COMPLETED_AT } },
        );
      }
      // A waiting call about debt A, asked for an hour ago.
      const call = newObjectId();
      twin.names.set(call, 'call');
      await store.calls.insert({
        id: call,
        user_id: id,
        tradeline_id: debts[A]!.id,
        tradeline_name: debts[A]!.account_name,
        created_at: new Date(NOW.getTime() - 3_600_000).toISOString(),
        status: 'requested',
        claimed_by_id: null,
        claimed_at: null,
        resolved_at: null,
        note: null,
      });
      return twin;
    }

    /**
     * The value with each twin's ids replaced by the names both share, without the write times the
     * server keeps beside a record (the answer's schema drops them on the wire).
     */
    function named(twin: Twin, value: unknown): unknown {
      return JSON.parse(
        JSON.stringify(value, (key, item: unknown) => {
          if (key === 'created_at' || key === 'updated_at') return undefined;
          return typeof item === 'string' ? (twin.names.get(item) ?? item) : item;
        }),
      );
    }

    const stepOf = (twin: Twin, debt: number, slot: number) =>
      store.events.findOne({
        tradeline_uuid: twin.debts[debt]!.uuid,
        slot,
      }) as Promise<EventRecord>;

    /** Changes the income through the service; answers the writes it made. */
    async function changeLazily(income: number): Promise<Writes> {
      const writes: Writes = {};
      const service = createProfileService({
        store: counted(store, writes),
        requestEmailChange: async () => undefined,
      });
      await service.updateFinancialProfile!(
        serviceCall(lazy.caller, NOW, { params: { user_id: lazy.caller.id }, body: { income } }),
      );
      return writes;
    }

    /** The re-plan as the service made it before: the profile, then every moved step. */
    async function changeEagerly(income: number): Promise<Writes> {
      const writes: Writes = {};
      const existing = (await store.profiles.findOne({ user_id: eager.caller.id }))!;
      const next = applyProfileUpdate(existing, { income });
      const writing = counted(store, writes);
      await writing.profiles.update({ user_id: eager.caller.id }, { set: next });
      await syncSchedule(writing, eager.caller.id);
      return writes;
    }

    /** What each reader answers the twin, in the names both share. */
    async function readers(twin: Twin) {
      const timeline = createTimelineService({ store });
      const calls = createCallService({
        store,
        quota: { consume: noCalls } as never,
        telephony: { requestCall: noCalls },
      });
      const list = await timeline.listEvents!(
        serviceCall(twin.caller, NOW, { params: { user_id: twin.caller.id }, query: {} }),
      );
      const firstSeven = await timeline.listEvents!(
        serviceCall(twin.caller, NOW, { params: { user_id: twin.caller.id }, query: { limit: 7 } }),
      );
      const own = await calls.listCalls!(
        serviceCall(twin.caller, NOW, { params: { user_id: twin.caller.id }, query: {} }),
      );
      const queued = [];
      for (let page = 1; ; page += 1) {
        const answer = await calls.listQueue!(
          serviceCall(admin, NOW, { query: { page, page_size: 100, queue: 'open' } }),
        );
        queued.push(...answer.items.filter((item) => item.user_id === twin.caller.id));
        if (page * 100 >= answer.total) break;
      }
      const user = (await store.users.get(twin.caller.id))!;
      const exported = await exportPersonalData(store, user);
      return named(twin, {
        list,
        firstSeven,
        calls: own.map((call) => call.step),
        queue: queued.map((call) => call.step),
        export: (exported.events ?? []).sort((a, b) =>
          String(twin.names.get(a.id as string)).localeCompare(
            String(twin.names.get(b.id as string)),
          ),
        ),
      });
    }

    /** The pending steps the plan of `income` puts elsewhere than they are stored. */
    async function storedOffPlan(twin: Twin, income: number): Promise<number> {
      const plan = planSchedule(twin.debts, income);
      const stored = await store.events.find({ user_id: twin.caller.id, completed: false });
      return stored.filter(
        (event) =>
          plan.get(event.tradeline_uuid)![event.slot]!.scheduled_date !== event.scheduled_date,
      ).length;
    }

    /** The writes of the first change of income, made before each test. */
    let lazyWrites: Writes;
    let eagerWrites: Writes;

    beforeEach(async () => {
      store = await fixture.store();
      lazy = await addTwin();
      eager = await addTwin();
      lazyWrites = await changeLazily(INCOMES[1]);
      eagerWrites = await changeEagerly(INCOMES[1]);
    }, SLOW_MS);

    it(
      'writes the profile and no moved step; every reader answers the re-planned dates',
      async () => {
        // Before, every pending step of the 7 debts moved (A's second negotiation among them);
        // now the profile only, and that one step, whose date the next change could not work out.
        expect(eagerWrites.events).toBeGreaterThan(15);
        expect(lazyWrites).toEqual({ profiles: 1, events: 1 });
        expect(await storedOffPlan(lazy, INCOMES[1])).toBeGreaterThan(15);
        expect(await storedOffPlan(eager, INCOMES[1])).toBe(0);

        const seen = await readers(lazy);
        expect(seen).toEqual(await readers(eager));
        // The plan's dates, not the stored ones: C's first negotiation is tomorrow now, and A's
        // open step is its second negotiation (its payoff, still stored before it, would be).
        const list = (seen as { list: { id: string; scheduled_date: string }[] }).list;
        expect(list.find((event) => event.id === 'C:2')?.scheduled_date).toBe(TOMORROW);
        expect((await stepOf(lazy, C, 2)).scheduled_date).not.toBe(TOMORROW);
        expect(seen).toMatchObject({
          calls: ['Second Negotiation'],
          queue: ['Second Negotiation'],
        });
      },
      SLOW_MS,
    );

    it(
      'keeps the completion gate and answers the planned date of a completed step',
      async () => {
        const complete = (twin: Twin, event: EventRecord) =>
          createTimelineService({ store }).completeEvent!(
            serviceCall(twin.caller, NOW, { params: { id: event.id } }),
          );
        // A's payoff is stored before its pending second negotiation, planned after it.
        for (const twin of [lazy, eager]) {
          await expect(complete(twin, await stepOf(twin, A, 4))).rejects.toMatchObject({
            status: 409,
            detail: DETAILS.eventOutOfOrder,
          });
        }
        const answers = [];
        for (const twin of [lazy, eager]) {
          answers.push(named(twin, await complete(twin, await stepOf(twin, B, 2))));
        }
        expect(answers[0]).toEqual(answers[1]);
        expect(answers[0]).toMatchObject({
          completed: true,
          scheduled_date: planSchedule(lazy.debts, INCOMES[1]).get(lazy.debts[B]!.uuid)![2]!
            .scheduled_date,
        });
        expect(await readers(lazy)).toEqual(await readers(eager));
      },
      SLOW_MS,
    );

    /** The reminder job's run at NOW: the addresses it wrote to, and its claims. */
    async function remind() {
      const sent: string[] = [];
      const run = await sendReminders(
        {
          store,
          mailer: { send: async (email) => void sent.push(email.to) },
          origin: () => 'https://app.example',
        },
        NOW,
        silentLog,
      );
      return { sent, run };
    }

    it(
      'sends the reminder of the step planned tomorrow, and stores the re-plan first',
      async () => {
        const { sent, run } = await remind();
        // A claim's id joins its kind, user, step and date with ':'.
        const remindedOf = (twin: Twin) =>
          run.reminded
            .filter((id) => id.includes(twin.caller.id))
            .map((id) => (named(twin, id.split(':')) as string[]).join(':'))
            .sort();
        expect(remindedOf(lazy)).toEqual(remindedOf(eager));
        const step = await stepOf(lazy, C, 2);
        expect(run.reminded).toContain(reminderId(lazy.caller.id, step.id, TOMORROW));
        expect(sent).toContain(lazy.caller.email);
        // Stored now, the pinned second negotiation of A left where the change put it.
        expect(await storedOffPlan(lazy, INCOMES[1])).toBe(0);
        expect(await store.profiles.count({ user_id: lazy.caller.id, replan_due: true })).toBe(0);
        expect(await readers(lazy)).toEqual(await readers(eager));
      },
      SLOW_MS,
    );

    it(
      'works out a second negotiation moved before the completed first as the writes did',
      async () => {
        // B's first negotiation is done on the second income's date; the third income plans its
        // second before that, and the fourth then re-plans it as a first (by date order).
        for (const twin of [lazy, eager]) {
          await createTimelineService({ store }).completeEvent!(
            serviceCall(twin.caller, NOW, { params: { id: (await stepOf(twin, B, 2)).id } }),
          );
        }
        for (const income of INCOMES.slice(2)) {
          const writes = await changeLazily(income);
          await changeEagerly(income);
          // The profile, and at most the two second negotiations beside a completed first (A's
          // and B's), whatever the number of debts.
          expect(Object.keys(writes).sort()).toEqual(['events', 'profiles']);
          expect(writes.profiles).toBe(1);
          expect(writes.events).toBeLessThanOrEqual(2);
          expect(await readers(lazy)).toEqual(await readers(eager));
          // The job stores the re-plan and leaves the crossed step where the change put it.
          await remind();
          expect(await store.profiles.count({ user_id: lazy.caller.id, replan_due: true })).toBe(0);
          expect(await readers(lazy)).toEqual(await readers(eager));
        }
        const [lazyStep, eagerStep] = [await stepOf(lazy, B, 3), await stepOf(eager, B, 3)];
        expect(lazyStep.scheduled_date).toBe(eagerStep.scheduled_date);
        expect(eagerStep.scheduled_date).toBe(
          planSchedule(eager.debts, INCOMES[3]).get(eager.debts[B]!.uuid)![2]!.scheduled_date,
        );
      },
      SLOW_MS,
    );

    it(
      "completes a settled debt's steps on their planned dates",
      async () => {
        for (const twin of [lazy, eager]) {
          const debt = twin.debts[C]!;
          await store.settlementAgreements.insert({
            id: debt.id,
            user_id: twin.caller.id,
            amount: 1_000,
            balance_at_settlement: debt.current_balance,
            schedule: [{ date: '2026-11-20', amount: 1_000 }],
            reporting: 'settled_in_full',
            checklist: Object.fromEntries(CHECKLIST_KEYS.map((key) => [key, true])) as never,
            tax: null,
            payments: [],
            letter: {
              file_id: newObjectId(),
              file_name: 'agreement.pdf',
              content_type: 'application/pdf',
              size: 1_000,
              uploaded_at: '2026-11-20T12:00:00.000Z',
            },
            created_at: '2026-11-20T12:00:00.000Z',
            saved_at: '2026-11-20T12:00:00.000Z',
          });
          await createWorkspace(store).recordPayment(
            debt,
            { date: '2026-11-24', amount: 1_000 },
            NOW,
          );
        }
        // The step's own fields (the server keeps its write times beside them).
        const stepsOf = async (twin: Twin) =>
          named(
            twin,
            await (store.events as Collection<EventRecord>).select(
              ['slot', 'type', 'scheduled_date', 'completed', 'completed_date'],
              { tradeline_uuid: twin.debts[C]!.uuid },
              { sort: { slot: 1 } },
            ),
          );
        const settled = await stepsOf(lazy);
        expect(settled).toEqual(await stepsOf(eager));
        expect(settled).toMatchObject(
          planSchedule(lazy.debts, INCOMES[1])
            .get(lazy.debts[C]!.uuid)!
            .map(({ scheduled_date }) => ({ scheduled_date, completed: true })),
        );
        expect(await readers(lazy)).toEqual(await readers(eager));
      },
      SLOW_MS,
    );
  });
}
