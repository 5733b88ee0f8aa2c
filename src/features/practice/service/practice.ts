/**
 * Practice negotiations (issue 26) for both backends: a session's engine state is stored whole
 * (hidden floor and generator included) and the answers are built from it by `toSession`, which
 * names only what the agent said and the public figures until the session has ended.
 */
import type { TradelineRecord } from '@/features/tradelines/records';
import { DETAILS, HttpError, notFound } from '@/shared/api/details';
import { newObjectId } from '@/shared/store/ids';
import { DuplicateKeyError, type Collection } from '@/shared/store/port';
import type { DailyQuota } from '@/shared/store/quota';
import { owned, type Log, type Service } from '@/shared/api/service';
import {
  PRACTICE_BOUND,
  type PracticeMoveBody,
  type PracticeSession,
  type PracticeSummary,
  type practiceEndpoints,
} from '../contract';
import {
  MAX_MOVES,
  OFFER_WHOLE,
  playMove,
  refuseMove,
  startPractice,
  type PracticeState,
  type UserMove,
} from '../model/engine';
import { hashSeed } from '../model/random';
import { checkedIntent, READ_INTENTS, readWords, type ReadIntent } from '../model/reader';
import { keepNumbers } from '../model/rephrase';
import { SAMPLE_DEBT } from '../model/setup';
import { PRACTICE_SETUP_MESSAGES } from '../model/setup-form';
import { percentOf, reviewPractice } from '../model/tips';
import { VIOLATION_RULES } from '../model/violations';
import { isEntitled, type EntitlementStore } from '@/features/enrollment/service';
import { coverageOf } from '@/features/letters/model/regulation-f';
import { debtLifecycleOf, type LifecycleStore } from '@/features/settlement/service';
import { isResolved } from '@/shared/lib/debt-states';
import type { Holder } from '../model/setup';
import type { PracticeRecord } from '../records';

/**
 * Whether the debt collection rules (Regulation F) cover the holder, from the letters slice's
 * one holder rule: the engine's agent says lines they forbid, and is scored under them, only
 * when they do.
 */
export function collectorRulesFor(holder: Holder): boolean {
  return coverageOf(holder) === 'covered';
}

/** Rewords one agent line (an optional language model); null or a throw keeps the line. */
export type Rephrase = (
  line: string,
  context: { holder: string; mood: string },
) => Promise<string | null>;

/**
 * Reads a line of the user's words into one of `intents` (an optional language model), or null.
 * The reader's own reading comes first; this is asked only when it has none.
 */
export type Classify = (text: string, intents: readonly ReadIntent[]) => Promise<string | null>;

export interface PracticeDeps {
  store: {
    practice: Collection<PracticeRecord>;
    tradelines: Collection<
      Pick<TradelineRecord, 'id' | 'user_id' | 'account_name' | 'current_balance'>
    >;
  } & EntitlementStore &
    LifecycleStore;
  quota: DailyQuota;
  /**
   * The seed of a new session. By default it comes from the user, how many sessions they have
   * started and the UTC day, so both backends play the same session alike (the differential
   * test) while each new session of a user differs.
   */
  seed?: (userId: string, started: number, now: Date) => number;
  rephrase?: Rephrase;
  classify?: Classify;
}

const SUMMARY_FIELDS = [
  'tradeline_id',
  'debt_name',
  'balance',
  'holder',
  'difficulty',
  'status',
  'settlement',
  'created_at',
] as const;

const defaultSeed = (userId: string, started: number, now: Date) =>
  hashSeed(`${userId}:${started}:${now.toISOString().slice(0, 10)}`);

function toSummary(
  record: Pick<PracticeRecord, 'id' | (typeof SUMMARY_FIELDS)[number]>,
): PracticeSummary {
  return {
    id: record.id,
    tradeline_id: record.tradeline_id,
    debt_name: record.debt_name,
    balance: record.balance,
    holder: record.holder,
    difficulty: record.difficulty,
    status: record.status,
    settlement: record.settlement,
    settlement_percent:
      record.settlement === null ? null : percentOf(record.settlement, record.balance),
    created_at: record.created_at,
  };
}

/** The engine's state of a stored session, with what a session stored before some fields lacks. */
export function engineOf(record: Pick<PracticeRecord, 'engine' | 'holder'>): PracticeState {
  const engine = record.engine;
  return {
    ...engine,
    collector_rules: engine.collector_rules ?? collectorRulesFor(record.holder),
    asked_validation: engine.asked_validation ?? false,
    refused_bank: engine.refused_bank ?? false,
    holds: engine.holds ?? 0,
    concessions: engine.concessions ?? 0,
    reserve_given: engine.reserve_given ?? false,
    deadline_said: engine.deadline_said ?? false,
    late_flags: engine.late_flags ?? 0,
    unread: engine.unread ?? 0,
  };
}

/** The user's lines of a session: the record's version for a move. */
const linesOf = (engine: PracticeState) => engine.moves + engine.unread;

/** What the caller may see: no floor, no generator, and violations named only after the end. */
export function toSession(record: PracticeRecord): PracticeSession {
  const engine = engineOf(record);
  const ended = engine.status !== 'open';
  return {
    ...toSummary(record),
    goal: record.goal,
    walk_away: record.walk_away,
    agent_name: engine.agent_name,
    demand: engine.demand,
    moves_left: Math.max(0, MAX_MOVES - engine.moves),
    transcript: engine.transcript.map((line) => ({
      speaker: line.speaker,
      text: line.text,
      amount: line.amount,
      violation:
        ended && line.violation
          ? { kind: line.violation, ...VIOLATION_RULES[line.violation] }
          : null,
    })),
    review: ended
      ? reviewPractice(engine, { goal: record.goal, walk_away: record.walk_away })
      : null,
  };
}

/** The engine's move from the request body, or the 400 that says what is missing. */
function moveOf(body: PracticeMoveBody): UserMove {
  if (body.kind === 'offer') {
    if (body.amount === undefined) throw new HttpError(400, OFFER_WHOLE);
    return { kind: 'offer', amount: body.amount };
  }
  if (body.kind === 'say') return { kind: 'say', text: (body.text ?? '').trim() };
  return { kind: body.kind };
}

/** Rewords the agent's new lines; a rewording that changes or adds a number is discarded. */
async function reworded(
  state: PracticeState,
  from: number,
  rephrase: Rephrase | undefined,
  log: Log,
): Promise<PracticeState> {
  if (!rephrase) return state;
  const transcript = [...state.transcript];
  for (let index = from; index < transcript.length; index++) {
    const line = transcript[index]!;
    if (line.speaker !== 'agent') continue;
    const candidate = await rephrase(line.text, { holder: state.holder, mood: state.mood }).catch(
      (error: unknown) => {
        log.warn({ err: error }, 'practice rephrasing failed; the phrase bank line stands');
        return null;
      },
    );
    transcript[index] = { ...line, text: keepNumbers(line.text, candidate) };
  }
  return { ...state, transcript };
}

/**
 * The user's words with a language model's intent when the reader cannot follow them; an
 * answer that is not one of the reader's intents, or any failure, leaves them unread.
 */
async function classified(
  engine: PracticeState,
  move: UserMove,
  classify: Classify | undefined,
  log: Log,
): Promise<UserMove> {
  if (!classify || move.kind !== 'say') return move;
  if (readWords(move.text, { balance: engine.balance }).intent !== null) return move;
  const answer = await classify(move.text, READ_INTENTS).catch((error: unknown) => {
    log.warn({ err: error }, 'practice classifying failed; the line stays unread');
    return null;
  });
  return { ...move, intent: checkedIntent(answer) };
}

export function createPracticeService({
  store,
  quota,
  seed = defaultSeed,
  rephrase,
  classify,
}: PracticeDeps): Service<typeof practiceEndpoints> {
  const { practice } = store;

  return {
    async listPractice({ params, query }) {
      const records = await practice.select(
        SUMMARY_FIELDS,
        { user_id: params.user_id },
        { sort: { created_at: -1, id: -1 }, limit: query.limit ?? PRACTICE_BOUND.fallback },
      );
      return records.map(toSummary);
    },

    async startPractice({ params, body, now, log }) {
      const userId = params.user_id;
      let debt: { id: string | null; name: string; balance: number } = {
        id: null,
        name: SAMPLE_DEBT.name,
        balance: SAMPLE_DEBT.balance,
      };
      if (body.tradeline_id !== null) {
        const tradeline = await store.tradelines.get(body.tradeline_id);
        if (!tradeline || tradeline.user_id !== userId)
          throw new HttpError(404, notFound('Tradeline'));
        debt = {
          id: tradeline.id,
          name: tradeline.account_name,
          balance: Math.round(tradeline.current_balance),
        };
        // The debt's one state (DESIGN.md section 12): a settled or paid debt is not practised.
        const lifecycle = await debtLifecycleOf(store, {
          id: tradeline.id,
          user_id: userId,
          current_balance: tradeline.current_balance,
        });
        if (isResolved(lifecycle.state)) throw new HttpError(400, DETAILS.practiceDebtResolved);
      }
      if (debt.balance < 1) {
        throw new HttpError(400, 'This debt has no balance left to practise on.');
      }
      if (body.goal > debt.balance) {
        throw new HttpError(400, PRACTICE_SETUP_MESSAGES.goalAboveBalance(debt.balance));
      }
      if (body.walk_away > debt.balance) {
        throw new HttpError(400, PRACTICE_SETUP_MESSAGES.walkAwayAboveBalance(debt.balance));
      }
      if (body.walk_away < body.goal) {
        throw new HttpError(400, DETAILS.practiceWalkAwayBelowGoal);
      }

      // Practice is one of the tools the base subscription bills; without it, one free session.
      const subscribed = await isEntitled(store, userId, 'tools', now);
      const started = await practice.count({ user_id: userId });
      if (!subscribed && started > 0) {
        throw new HttpError(402, DETAILS.practiceFreeUsed);
      }
      const refund = subscribed ? await quota.consume('practice', userId, now) : null;
      const engine = startPractice({
        balance: debt.balance,
        holder: body.holder,
        difficulty: body.difficulty,
        seed: seed(userId, started, now),
        collector_rules: collectorRulesFor(body.holder),
      });
      const record: PracticeRecord = {
        // The free session takes its user's id: a second one at the same moment is a duplicate.
        id: subscribed ? newObjectId(now) : userId,
        user_id: userId,
        tradeline_id: debt.id,
        debt_name: debt.name,
        balance: debt.balance,
        holder: body.holder,
        difficulty: body.difficulty,
        goal: body.goal,
        walk_away: body.walk_away,
        moves: 0,
        status: 'open',
        settlement: null,
        created_at: now.toISOString(),
        ended_at: null,
        engine: await reworded(engine, 0, rephrase, log),
      };
      try {
        await practice.insert(record);
      } catch (error) {
        await refund?.();
        if (error instanceof DuplicateKeyError && !subscribed) {
          throw new HttpError(402, DETAILS.practiceFreeUsed);
        }
        throw error;
      }
      return toSession(record);
    },

    async getPractice({ params, user, log }) {
      return toSession(owned(await practice.get(params.id), user, 'Practice session', log));
    },

    async playPractice({ params, body, user, now, log }) {
      // Someone else's session is a 404 whatever the body says: the ownership check comes first,
      // so a 400 never tells another user that the id exists.
      const record = owned(await practice.get(params.id), user, 'Practice session', log);
      const move = moveOf(body);
      const engine = engineOf(record);
      if (engine.status !== 'open') throw new HttpError(409, DETAILS.practiceEnded);
      const refusal = refuseMove(engine, move);
      if (refusal) throw new HttpError(400, refusal);
      const played = await reworded(
        playMove(engine, await classified(engine, move, classify, log)),
        engine.transcript.length,
        rephrase,
        log,
      );
      const ended = played.status !== 'open';
      const changes = {
        engine: played,
        moves: linesOf(played),
        status: played.status,
        settlement: played.settlement,
        ended_at: ended ? now.toISOString() : null,
      };
      // Only on the state the move was played on: a second move at the same moment is refused.
      const updated = await practice.update(
        { id: record.id, moves: record.moves },
        { set: changes },
      );
      if (updated === 0) throw new HttpError(409, DETAILS.practiceMoveClash);
      return toSession({ ...record, ...changes });
    },
  };
}
