/**
 * The practice creditor (issue 26): a pure, seeded negotiation engine both backends run. The
 * state holds a hidden floor (the least the agent will take now) that only the service sees; the
 * answers carry the transcript and the public figures (the agent's current ask, the result).
 */
import { formatUsd } from '@/shared/lib/money';
import {
  fill,
  HOLDER_SPEAKERS,
  PHRASES,
  VIOLATION_LINES,
  type AgentMove,
  type Mood,
} from './phrases';
import { Random, seedState } from './random';
import { floorFor, rangeLow, stepFor, type Difficulty, type Holder } from './setup';
import type { ViolationKind } from './violations';

export const USER_MOVES = [
  'hardship',
  'ask_account',
  'offer',
  'ask_writing',
  'ask_reporting',
  'supervisor',
  'not_allowed',
  'accept',
  'end_call',
  'say',
] as const;
export type UserMoveKind = (typeof USER_MOVES)[number];

export type UserMove =
  | { kind: 'offer'; amount: number }
  | { kind: 'say'; text: string }
  | { kind: Exclude<UserMoveKind, 'offer' | 'say'> };

export type Speaker = 'agent' | 'user';

export interface TranscriptEntry {
  speaker: Speaker;
  move: AgentMove | UserMoveKind | 'violation';
  text: string;
  /** The amount the line names (an offer, a counter, an agreement), else null. */
  amount: number | null;
  /** On the Hard agent's prohibited lines: which rule it broke. */
  violation: ViolationKind | null;
}

export type PracticeStatus = 'open' | 'agreed' | 'no_deal';

export interface PracticeSetup {
  balance: number;
  holder: Holder;
  difficulty: Difficulty;
  seed: number;
}

export interface PracticeState extends PracticeSetup {
  /** The generator's state after the last draw. */
  rng: number;
  /** Hidden: the least the agent accepts now. */
  floor: number;
  /** Hidden: the lowest the floor was during the session (what the agent would have taken). */
  lowest_floor: number;
  /** The agent's current ask, said aloud. */
  demand: number;
  mood: Mood;
  agent_name: string;
  status: PracticeStatus;
  settlement: number | null;
  /** The user's offers in order. */
  offers: number[];
  hardship: boolean;
  asked_writing: boolean;
  asked_reporting: boolean;
  /** A savings figure the user told the agent. */
  revealed_savings: number | null;
  supervisor_asked: boolean;
  last_offer_made: boolean;
  /** A prohibited line the user may still flag. */
  pending_violation: ViolationKind | null;
  violations: { kind: ViolationKind; flagged: boolean }[];
  false_flags: number;
  moves: number;
  transcript: TranscriptEntry[];
}

/** The user's moves the agent answers before it ends the call. */
export const MAX_MOVES = 30;

/** How much of the gap between its ask and its floor the agent gives up per concession. */
const CONCESSION_RATE: Readonly<Record<Difficulty, number>> = {
  easy: 0.5,
  medium: 0.33,
  hard: 0.2,
};
/** The chance the agent takes an offer at or above its floor but under its ask. */
const ACCEPT_ABOVE_FLOOR: Readonly<Record<Difficulty, number>> = {
  easy: 0.7,
  medium: 0.45,
  hard: 0.2,
};
/** The chance walking away brings a last offer. */
const LAST_OFFER_CHANCE: Readonly<Record<Difficulty, number>> = {
  easy: 0.9,
  medium: 0.7,
  hard: 0.5,
};
const START_MOOD: Readonly<Record<Difficulty, Mood>> = {
  easy: 'warm',
  medium: 'neutral',
  hard: 'firm',
};
/** A raise of this share of the balance in one step is a jump the agent exploits. */
const BIG_JUMP = 0.1;
/** The Hard agent's chance, per answer, of a line a collector may not say (at most two). */
const VIOLATION_CHANCE = 0.3;
const SUPERVISOR_MOVES_HARD = 0.75;

const roundUpTo5 = (amount: number) => Math.ceil(amount / 5) * 5;

function say(
  state: PracticeState,
  random: Random,
  move: AgentMove,
  amount: number | null = null,
): TranscriptEntry {
  const lines = PHRASES[move][state.holder][state.mood];
  const text = fill(random.pick(lines), {
    name: state.agent_name,
    org: HOLDER_SPEAKERS[state.holder].org,
    balance: formatUsd(state.balance),
    amount: amount === null ? '' : formatUsd(amount),
  });
  return { speaker: 'agent', move, text, amount, violation: null };
}

function userLine(state: PracticeState, move: UserMove): TranscriptEntry {
  const entry = (text: string, amount: number | null = null): TranscriptEntry => ({
    speaker: 'user',
    move: move.kind,
    text,
    amount,
    violation: null,
  });
  switch (move.kind) {
    case 'hardship':
      return entry('I lost hours at work and I cannot pay the full balance.');
    case 'ask_account':
      return entry('Can you tell me about the account: who owns it and what the balance is?');
    case 'offer':
      return entry(
        state.offers.length === 0
          ? `I can offer ${formatUsd(move.amount)} to settle this account.`
          : `I can go to ${formatUsd(move.amount)}.`,
        move.amount,
      );
    case 'ask_writing':
      return entry('Will you send me the agreement in writing before I pay anything?');
    case 'ask_reporting':
      return entry(
        "How will the account be reported? I am asking for 'Paid in Full' or 'Settled in Full'.",
      );
    case 'supervisor':
      return entry('May I speak with a supervisor?');
    case 'not_allowed':
      return entry("That's not allowed.");
    case 'accept':
      return entry(`I accept ${formatUsd(state.demand)}.`, state.demand);
    case 'end_call':
      return entry(
        state.last_offer_made
          ? 'No, thank you. I am ending the call.'
          : 'I cannot do that. I am going to end the call.',
      );
    case 'say':
      return entry(move.text);
  }
}

/** The agent's ask after giving up `rate` of the gap to its floor (never under the floor). */
function conceded(state: PracticeState, rate: number): number {
  const gap = state.demand - state.floor;
  if (gap <= 0) return state.floor;
  let next = roundUpTo5(state.floor + gap * (1 - rate));
  if (next - state.floor < state.balance * 0.01) next = state.floor;
  return Math.max(state.floor, Math.min(state.demand, next));
}

/** A savings figure in the user's own words ('I have $3,000 saved'), or null. */
export function revealedSavings(text: string): number | null {
  if (!/\b(sav(e|ed|ings)|set aside|put aside|in the bank|in my account)\b/i.test(text)) {
    return null;
  }
  const found = /\$?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*(k\b)?/i.exec(text);
  if (!found) return null;
  const amount = Number(found[1]!.replace(/,/g, '')) * (found[2] ? 1000 : 1);
  return amount > 0 ? amount : null;
}

const FLAG_WORDS =
  /\b(not allowed|illegal|against the law|you can(no|')t (say|threaten)|violation)\b/i;

/** A new session: the agent picks its floor from the seed and opens at the full balance. */
export function startPractice(setup: PracticeSetup): PracticeState {
  const random = new Random(seedState(setup.seed));
  const floor = floorFor(setup.balance, setup.holder, setup.difficulty, random.next());
  const state: PracticeState = {
    ...setup,
    rng: 0,
    floor,
    lowest_floor: floor,
    demand: setup.balance,
    mood: START_MOOD[setup.difficulty],
    agent_name: random.pick(HOLDER_SPEAKERS[setup.holder].names),
    status: 'open',
    settlement: null,
    offers: [],
    hardship: false,
    asked_writing: false,
    asked_reporting: false,
    revealed_savings: null,
    supervisor_asked: false,
    last_offer_made: false,
    pending_violation: null,
    violations: [],
    false_flags: 0,
    moves: 0,
    transcript: [],
  };
  state.transcript.push(say(state, random, 'open'));
  state.rng = random.state;
  return state;
}

/** Why a move cannot be played now, or null. */
export function refuseMove(state: PracticeState, move: UserMove): string | null {
  if (state.status !== 'open') return 'This practice session has ended.';
  if (move.kind === 'offer' && !(Number.isInteger(move.amount) && move.amount > 0)) {
    return 'Enter your offer in whole dollars.';
  }
  if (move.kind === 'offer' && move.amount > state.balance) {
    return `Your offer cannot be more than the balance of ${formatUsd(state.balance)}.`;
  }
  if (move.kind === 'say' && move.text.trim() === '') return 'Type what you want to say.';
  return null;
}

/** The agent's answer to one move: a new state (the given one is left as it was). */
export function playMove(previous: PracticeState, move: UserMove): PracticeState {
  const refusal = refuseMove(previous, move);
  if (refusal) throw new Error(refusal);
  // A copy: transcript lines are never changed once written, so the list is copied, not them.
  const state: PracticeState = {
    ...previous,
    offers: [...previous.offers],
    violations: previous.violations.map((item) => ({ ...item })),
    transcript: [...previous.transcript],
  };
  const random = new Random(state.rng);
  const rate = CONCESSION_RATE[state.difficulty];
  const answer: TranscriptEntry[] = [];
  const agree = (amount: number) => {
    state.status = 'agreed';
    state.settlement = amount;
    answer.push(say(state, random, 'accept', amount));
  };
  const lowerFloor = (to: number) => {
    state.floor = to;
    state.lowest_floor = Math.min(state.lowest_floor, to);
  };

  state.transcript.push(userLine(state, move));
  state.moves += 1;
  const flagged =
    move.kind === 'not_allowed' || (move.kind === 'say' && FLAG_WORDS.test(move.text));
  const pending = state.pending_violation;
  state.pending_violation = null;

  if (flagged) {
    if (pending) {
      const open = state.violations.findLast((item) => item.kind === pending && !item.flagged);
      if (open) open.flagged = true;
      state.mood = state.mood === 'firm' ? 'neutral' : 'warm';
      state.demand = conceded(state, rate);
      answer.push(say(state, random, 'apology', state.demand));
    } else {
      state.false_flags += 1;
      answer.push(say(state, random, 'no_violation'));
    }
  } else {
    switch (move.kind) {
      case 'offer': {
        const offer = move.amount;
        const previousOffer = state.offers.at(-1);
        state.offers.push(offer);
        if (offer >= state.demand) {
          agree(offer);
          break;
        }
        if (previousOffer !== undefined && offer - previousOffer >= state.balance * BIG_JUMP) {
          // The jump tells the agent there is more money: it asks for half the rest.
          state.floor = Math.max(
            state.floor,
            Math.min(state.demand, roundUpTo5(offer + (state.demand - offer) / 2)),
          );
          state.demand = state.floor;
          state.mood = 'firm';
          answer.push(say(state, random, 'exploit', state.demand));
          break;
        }
        const acceptChance = ACCEPT_ABOVE_FLOOR[state.difficulty] + (state.hardship ? 0.1 : 0);
        if (offer >= state.floor && random.chance(acceptChance)) {
          agree(offer);
          break;
        }
        // Hard gives ground only under pressure: a hardship told or a second offer.
        const pressed = state.difficulty !== 'hard' || state.hardship || state.offers.length >= 2;
        const next = pressed ? conceded(state, rate) : state.demand;
        if (next <= offer) {
          agree(offer);
          break;
        }
        state.demand = next;
        answer.push(say(state, random, 'counter', state.demand));
        break;
      }
      case 'hardship':
        if (state.hardship) {
          answer.push(say(state, random, 'listen', state.demand));
        } else {
          state.hardship = true;
          answer.push(say(state, random, 'hardship'));
        }
        break;
      case 'ask_account':
        answer.push(say(state, random, 'account'));
        break;
      case 'ask_writing':
        state.asked_writing = true;
        answer.push(say(state, random, 'writing'));
        break;
      case 'ask_reporting':
        state.asked_reporting = true;
        answer.push(say(state, random, 'reporting'));
        break;
      case 'supervisor': {
        const first = !state.supervisor_asked;
        state.supervisor_asked = true;
        if (first && state.difficulty === 'hard' && random.chance(SUPERVISOR_MOVES_HARD)) {
          lowerFloor(
            Math.max(
              rangeLow(state.balance, state.holder),
              state.floor - stepFor(state.balance, state.holder),
            ),
          );
          state.demand = conceded(state, 0.35);
          answer.push(say(state, random, 'supervisor_moves', state.demand));
        } else {
          answer.push(say(state, random, 'supervisor_holds', state.demand));
        }
        break;
      }
      case 'accept':
        agree(state.demand);
        break;
      case 'end_call':
        if (
          !state.last_offer_made &&
          state.offers.length > 0 &&
          random.chance(LAST_OFFER_CHANCE[state.difficulty])
        ) {
          state.last_offer_made = true;
          state.demand = Math.max(
            state.floor,
            roundUpTo5(state.floor + (state.demand - state.floor) * 0.3),
          );
          answer.push(say(state, random, 'last_offer', state.demand));
        } else {
          state.status = 'no_deal';
          answer.push(say(state, random, 'goodbye'));
        }
        break;
      case 'say': {
        const savings = revealedSavings(move.text);
        if (savings !== null) {
          const raised = Math.min(state.balance, savings);
          state.revealed_savings = savings;
          state.floor = Math.max(state.floor, raised);
          state.demand = Math.max(state.demand, state.floor);
          answer.push(say(state, random, 'savings_heard', state.demand));
        } else {
          answer.push(say(state, random, 'listen', state.demand));
        }
        break;
      }
      case 'not_allowed':
        break;
    }
  }

  if (state.status === 'open' && state.moves >= MAX_MOVES) {
    state.status = 'no_deal';
    answer.push(say(state, random, 'time_up'));
  }
  if (
    state.status === 'open' &&
    state.difficulty === 'hard' &&
    state.moves >= 2 &&
    state.violations.length < 2 &&
    random.chance(VIOLATION_CHANCE)
  ) {
    const kind = random.pick(
      (['time_barred_suit', 'arrest', 'call_hours'] as const).filter(
        (item) => !state.violations.some((said) => said.kind === item),
      ),
    );
    state.violations.push({ kind, flagged: false });
    state.pending_violation = kind;
    answer.push({
      speaker: 'agent',
      move: 'violation',
      text: random.pick(VIOLATION_LINES[kind]),
      amount: null,
      violation: kind,
    });
  }
  state.transcript.push(...answer);
  state.rng = random.state;
  return state;
}
