/**
 * The practice creditor (issue 26): a pure, seeded negotiation engine both backends run. The
 * state holds a hidden floor (the least the agent will take now) that only the service sees; the
 * answers carry the transcript and the public figures (the agent's current ask, the result).
 *
 * How the agent negotiates is its strategy (`strategyOf`): how much of the gap to its floor it
 * gives up per concession, how many offers it turns down before it moves, where its first
 * counter lands, how often it presses (lawful pressure and deadlines), how likely it takes an
 * offer above its floor and makes a last offer. The strategy differs by difficulty and by
 * holder. Whether the debt collection rules cover the holder is an input (`collector_rules`,
 * from the letters slice's holder rule): only an agent they cover says lines they forbid.
 */
import { formatUsd } from '@/shared/lib/money';
import { OPENING_RANGE } from '@/shared/lib/settlement';
import {
  fill,
  HOLDER_SPEAKERS,
  PHRASES,
  VIOLATION_LINES,
  type AgentMove,
  type Mood,
} from './phrases';
import { Random, seedState } from './random';
import { readWords, type ReadIntent, type Reading } from './reader';
import { floorFor, rangeLow, stepFor, type Difficulty, type Holder } from './setup';
import { VIOLATION_KINDS, type ViolationKind } from './violations';

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
  'decline',
  'validation',
  'refuse_bank',
] as const;
export type UserMoveKind = (typeof USER_MOVES)[number];

export type UserMove =
  | { kind: 'offer'; amount: number }
  /** The user's own words; `intent` is a language model's reading when the reader had none. */
  | { kind: 'say'; text: string; intent?: ReadIntent | null }
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
  /**
   * Whether the debt collection rules (Regulation F, 12 CFR 1006) cover who holds the debt: the
   * letters slice's `coverageOf`, read by the caller. An original creditor collecting its own
   * debt is not covered; its agent presses lawfully and says no line the rules forbid.
   */
  collector_rules: boolean;
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
  asked_validation: boolean;
  refused_bank: boolean;
  /** A savings figure the user told the agent. */
  revealed_savings: number | null;
  supervisor_asked: boolean;
  last_offer_made: boolean;
  /** Offers the agent has turned down without moving since it last moved. */
  holds: number;
  /** How many times the agent lowered its ask. */
  concessions: number;
  /** Whether the agent has given up the reserve it kept above its floor. */
  reserve_given: boolean;
  /** Whether the agent put a deadline on its ask. */
  deadline_said: boolean;
  /** A prohibited line the user may still flag (until the agent's next line). */
  pending_violation: ViolationKind | null;
  violations: { kind: ViolationKind; flagged: boolean }[];
  false_flags: number;
  /** Flags of a prohibited line raised after the agent had answered another move. */
  late_flags: number;
  /** The moves that count against the limit. */
  moves: number;
  /** Lines the reader could not follow: they cost no move. */
  unread: number;
  transcript: TranscriptEntry[];
}

/** The user's moves the agent answers before it ends the call. */
export const MAX_MOVES = 30;
/**
 * Lines not understood that cost no move. Past this many the agent counts them, so a session
 * cannot grow without end.
 */
export const MAX_UNREAD = 20;

/** How an agent negotiates. */
export interface Strategy {
  /** The share of the gap between its ask and its floor it gives up per concession. */
  concession: number;
  /** The share of that gap its first counter gives up: a small one anchors high. */
  first_concession: number;
  /** Offers under its ask it turns down without moving before each concession. */
  holds: number;
  /**
   * What it keeps above its floor, as a share of the gap between its floor and the balance: its
   * counters stop there, and only a walk-away, a supervisor or a flagged line gives it up.
   */
  reserve: number;
  /** It takes an offer at or above its floor once the offer is within this share of the balance of its ask. */
  accept_within: number;
  /** The chance a turned-down offer is answered with pressure (a consequence or a deadline). */
  pressure: number;
  /** The chance walking away brings a last offer. */
  last_offer: number;
  /** Its mood at the start. */
  mood: Mood;
}

/** The strategy per difficulty, before the holder's adjustments. */
export const DIFFICULTY_STRATEGY: Readonly<Record<Difficulty, Strategy>> = {
  easy: {
    concession: 0.5,
    first_concession: 0.5,
    holds: 0,
    reserve: 0,
    accept_within: 0.15,
    pressure: 0.1,
    last_offer: 0.9,
    mood: 'warm',
  },
  medium: {
    concession: 0.4,
    first_concession: 0.3,
    holds: 0,
    reserve: 0.1,
    accept_within: 0.005,
    pressure: 0.4,
    last_offer: 0.7,
    mood: 'neutral',
  },
  hard: {
    concession: 0.35,
    first_concession: 0.15,
    holds: 1,
    reserve: 0.2,
    accept_within: 0.0025,
    pressure: 0.75,
    last_offer: 0.5,
    mood: 'firm',
  },
};

/**
 * How each holder bends the difficulty's strategy: a card issuer collecting its own account
 * gives ground in smaller steps (the debt is worth most to it); a debt buyer, who bought the
 * account for cents on the dollar, in larger ones and holds less often.
 */
export const HOLDER_STRATEGY: Readonly<
  Record<Holder, { concession: number; holds: number; pressure: number }>
> = {
  original_creditor: { concession: 0.9, holds: 0, pressure: 1 },
  collection_agency: { concession: 1, holds: 0, pressure: 1 },
  debt_buyer: { concession: 1.25, holds: 0, pressure: 0.8 },
};

/** The strategy of an agent for one holder at one difficulty. */
export function strategyOf(holder: Holder, difficulty: Difficulty): Strategy {
  const base = DIFFICULTY_STRATEGY[difficulty];
  const bend = HOLDER_STRATEGY[holder];
  return {
    ...base,
    concession: Math.min(0.9, base.concession * bend.concession),
    first_concession: Math.min(0.9, base.first_concession * bend.concession),
    holds: Math.max(0, base.holds + bend.holds),
    pressure: Math.min(1, base.pressure * bend.pressure),
  };
}

/** In the call's last moves the agent gives up its reserve. */
const END_GAME = 5;
/** A raise of this share of the balance in one step is a jump the agent exploits. */
const BIG_JUMP = 0.1;
/** The Hard collector's chance, per answer, of a line a collector may not say (at most two). */
const VIOLATION_CHANCE = 0.3;
const SUPERVISOR_MOVES_HARD = 0.75;

const roundUpTo5 = (amount: number) => Math.ceil(amount / 5) * 5;

function say(
  state: PracticeState,
  random: Random,
  move: AgentMove,
  amount: number | null = null,
  extra: Readonly<Record<string, string>> = {},
): TranscriptEntry {
  const lines = PHRASES[move][state.holder][state.mood];
  const text = fill(random.pick(lines), {
    name: state.agent_name,
    org: HOLDER_SPEAKERS[state.holder].org,
    balance: formatUsd(state.balance),
    amount: amount === null ? '' : formatUsd(amount),
    ...extra,
  });
  return { speaker: 'agent', move, text, amount, violation: null };
}

/** The move the engine plays for a line of the user's own words. */
type Played = Exclude<UserMove, { kind: 'say' }> | { kind: 'savings' } | { kind: 'unread' };

function userLine(
  state: PracticeState,
  move: UserMove,
  played: Played,
  amount: number | null,
): TranscriptEntry {
  const entry = (text: string, lineAmount: number | null = null): TranscriptEntry => ({
    speaker: 'user',
    move:
      move.kind === 'say' && (played.kind === 'savings' || played.kind === 'unread')
        ? 'say'
        : (played.kind as UserMoveKind),
    text,
    amount: lineAmount,
    violation: null,
  });
  if (move.kind === 'say') return entry(move.text, amount);
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
    case 'decline':
      return entry(`I cannot pay ${formatUsd(state.demand)}.`, state.demand);
    case 'validation':
      return entry('Please send me validation of this debt before we go on.');
    case 'refuse_bank':
      return entry('I will not give access to my bank account. I will pay each payment myself.');
  }
}

/** What the engine does with the user's words, from the reader's reading. */
function playedOf(state: PracticeState, reading: Reading, intent: ReadIntent | null): Played {
  switch (intent) {
    case null:
      return { kind: 'unread' };
    case 'flag':
      return { kind: 'not_allowed' };
    case 'accept':
      // 'I accept $1,500' under the ask is an offer of $1,500.
      return reading.amount !== null && reading.amount < state.demand
        ? { kind: 'offer', amount: reading.amount }
        : { kind: 'accept' };
    case 'offer':
      return reading.amount !== null && reading.amount <= state.balance
        ? { kind: 'offer', amount: reading.amount }
        : { kind: 'unread' };
    case 'savings':
      return { kind: 'savings' };
    default:
      return { kind: intent };
  }
}

/** The least the agent counters with now: its floor plus the reserve it has not given up. */
function heldFloor(state: PracticeState): number {
  const reserve = strategyOf(state.holder, state.difficulty).reserve;
  if (state.reserve_given || reserve === 0) return state.floor;
  return Math.min(state.demand, roundUpTo5(state.floor + (state.balance - state.floor) * reserve));
}

/**
 * The agent's ask after giving up `rate` of the gap to `to` (by default the floor it holds to
 * now), never under it.
 */
function conceded(state: PracticeState, rate: number, to = heldFloor(state)): number {
  const low = Math.max(to, state.floor);
  const gap = state.demand - low;
  if (gap <= 0) return Math.min(state.demand, low);
  let next = roundUpTo5(low + gap * (1 - rate));
  if (next - low < state.balance * 0.01) next = low;
  return Math.max(low, Math.min(state.demand, next));
}

/** A savings figure in the user's own words ('I have $3,000 saved'), or null. */
export function revealedSavings(text: string, balance = 100_000_000): number | null {
  const savings = readWords(text, { balance }).savings;
  return savings !== null && savings !== 'denied' ? savings.told : null;
}

/** Up to three things the user could say next, as the agent suggests them. */
function suggestions(state: PracticeState): string {
  const options: string[] = [];
  if (state.pending_violation) options.push("'That's not allowed'");
  if (state.offers.length === 0) {
    options.push(`'I can offer ${formatUsd(roundUpTo5(state.balance * OPENING_RANGE[0]))}'`);
  } else {
    options.push(
      `'I can go to ${formatUsd(roundUpTo5(state.offers.at(-1)! + state.balance * 0.025))}'`,
    );
  }
  if (!state.hardship) options.push("'I lost my job and cannot pay the full balance'");
  if (!state.asked_writing) options.push("'Will you send the agreement in writing?'");
  options.push("'Can I speak to a supervisor?'");
  const chosen = options.slice(0, 3);
  return `${chosen.slice(0, -1).join(', ')} or ${chosen.at(-1)}`;
}

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
    mood: strategyOf(setup.holder, setup.difficulty).mood,
    agent_name: random.pick(HOLDER_SPEAKERS[setup.holder].names),
    status: 'open',
    settlement: null,
    offers: [],
    hardship: false,
    asked_writing: false,
    asked_reporting: false,
    asked_validation: false,
    refused_bank: false,
    revealed_savings: null,
    supervisor_asked: false,
    last_offer_made: false,
    holds: 0,
    concessions: 0,
    reserve_given: false,
    deadline_said: false,
    pending_violation: null,
    violations: [],
    false_flags: 0,
    late_flags: 0,
    moves: 0,
    unread: 0,
    transcript: [],
  };
  state.transcript.push(say(state, random, 'open'));
  state.rng = random.state;
  return state;
}

/** An offer's refusals, in the words the offer form uses too. */
export const OFFER_WHOLE = 'Enter your offer in whole dollars.';
export const offerAboveBalance = (balance: number) =>
  `Your offer cannot be more than the balance of ${formatUsd(balance)}.`;

/** Why a move cannot be played now, or null. */
export function refuseMove(state: PracticeState, move: UserMove): string | null {
  if (state.status !== 'open') return 'This practice session has ended.';
  if (move.kind === 'offer' && !(Number.isInteger(move.amount) && move.amount > 0)) {
    return OFFER_WHOLE;
  }
  const offered =
    move.kind === 'offer' ? move.amount : move.kind === 'say' ? offeredIn(state, move.text) : null;
  if (offered !== null && offered > state.balance) {
    return offerAboveBalance(state.balance);
  }
  if (move.kind === 'say' && move.text.trim() === '') return 'Type what you want to say.';
  return null;
}

function offeredIn(state: PracticeState, text: string): number | null {
  const reading = readWords(text, { balance: state.balance });
  return reading.intent === 'offer' ? reading.amount : null;
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
  const strategy = strategyOf(state.holder, state.difficulty);
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
  /** Lowers the ask by `rate` of the gap; the line names the move only if it moved. */
  const concede = (rate: number, moved: AgentMove, held: AgentMove) => {
    const before = state.demand;
    state.demand = conceded(state, rate);
    state.holds = 0;
    if (state.demand < before) {
      state.concessions += 1;
      answer.push(say(state, random, moved, state.demand));
    } else {
      answer.push(say(state, random, held, state.demand));
    }
  };
  /** Turns down an offer without moving: a plain hold, or pressure as the strategy says. */
  const hold = () => {
    state.holds += 1;
    if (random.chance(strategy.pressure)) {
      // A deadline is put on a discount, never on the full balance.
      const deadline = !state.deadline_said && state.demand < state.balance && random.chance(0.4);
      if (deadline) state.deadline_said = true;
      answer.push(say(state, random, deadline ? 'deadline' : 'pressure', state.demand));
    } else {
      answer.push(say(state, random, 'hold', state.demand));
    }
  };

  const reading = move.kind === 'say' ? readWords(move.text, { balance: state.balance }) : null;
  const played: Played =
    move.kind === 'say' ? playedOf(state, reading!, reading!.intent ?? move.intent ?? null) : move;
  // Words not followed cost no move, up to a limit; past it they count like any move.
  const free = played.kind === 'unread' && state.unread < MAX_UNREAD;
  state.transcript.push(userLine(state, move, played, reading?.amount ?? null));
  if (free) {
    state.unread += 1;
    const heardAmount = reading?.amount ?? null;
    const heard =
      heardAmount === null
        ? ''
        : ` I heard ${formatUsd(heardAmount)}, but not what you want to do with it.`;
    answer.push(
      say(state, random, 'not_understood', null, { heard, suggestions: suggestions(state) }),
    );
    state.transcript.push(...answer);
    state.rng = random.state;
    return state;
  }
  state.moves += 1;
  // Near the end of the call the agent gives up what it kept above its floor.
  if (state.moves >= MAX_MOVES - END_GAME) state.reserve_given = true;
  // Hardship and savings told alongside another move count as told.
  if (reading?.hardship && played.kind !== 'hardship') state.hardship = true;
  if (reading?.savings && reading.savings !== 'denied' && played.kind !== 'savings') {
    revealSavings(reading.savings.told);
  }

  function revealSavings(savings: number) {
    state.revealed_savings = savings;
    state.floor = Math.max(state.floor, Math.min(state.balance, savings));
    state.demand = Math.max(state.demand, state.floor);
  }

  const pending = state.pending_violation;
  state.pending_violation = null;

  switch (played.kind) {
    case 'not_allowed': {
      if (pending) {
        const open = state.violations.findLast((item) => item.kind === pending && !item.flagged);
        if (open) open.flagged = true;
        state.mood = state.mood === 'firm' ? 'neutral' : 'warm';
        state.reserve_given = true;
        concede(strategy.concession, 'apology', 'apology_holds');
      } else if (state.violations.some((item) => !item.flagged)) {
        // Said earlier, but the agent has answered since: the moment has passed.
        state.late_flags += 1;
        answer.push(say(state, random, 'late_flag', state.demand));
      } else {
        state.false_flags += 1;
        answer.push(say(state, random, 'no_violation'));
      }
      break;
    }
    case 'offer': {
      const offer = played.amount;
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
        state.holds = 0;
        answer.push(say(state, random, 'exploit', state.demand));
        break;
      }
      // A hardship told lets the offer be a little further from the ask.
      const within = strategy.accept_within * (state.hardship ? 1.5 : 1) * state.balance;
      // Once it has given up its reserve, any offer at its floor will do.
      if (offer >= state.floor && (state.reserve_given || offer >= state.demand - within)) {
        agree(offer);
        break;
      }
      if (state.holds < strategy.holds && state.demand > heldFloor(state)) {
        hold();
        break;
      }
      const rate = state.concessions === 0 ? strategy.first_concession : strategy.concession;
      const next = conceded(state, rate);
      if (next <= offer) {
        agree(offer);
        break;
      }
      concede(rate, 'counter', 'hold');
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
    case 'validation':
      state.asked_validation = true;
      answer.push(say(state, random, 'validation'));
      break;
    case 'refuse_bank':
      state.refused_bank = true;
      answer.push(say(state, random, 'bank_refused'));
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
        state.reserve_given = true;
        concede(0.35, 'supervisor_moves', 'supervisor_holds');
      } else {
        answer.push(say(state, random, 'supervisor_holds', state.demand));
      }
      break;
    }
    case 'accept':
      agree(state.demand);
      break;
    case 'decline':
      if (random.chance(strategy.pressure)) hold();
      else answer.push(say(state, random, 'listen', state.demand));
      break;
    case 'end_call': {
      const last = Math.max(
        state.floor,
        roundUpTo5(state.floor + (state.demand - state.floor) * 0.3),
      );
      if (
        !state.last_offer_made &&
        state.offers.length > 0 &&
        last < state.demand &&
        random.chance(strategy.last_offer)
      ) {
        state.last_offer_made = true;
        state.reserve_given = true;
        state.demand = last;
        state.concessions += 1;
        answer.push(say(state, random, 'last_offer', state.demand));
      } else {
        state.status = 'no_deal';
        answer.push(say(state, random, 'goodbye'));
      }
      break;
    }
    case 'savings': {
      const told = reading?.savings;
      if (told && told !== 'denied') {
        revealSavings(told.told);
        answer.push(say(state, random, 'savings_heard', state.demand));
      } else {
        answer.push(say(state, random, 'listen', state.demand));
      }
      break;
    }
    case 'unread':
      answer.push(say(state, random, 'listen', state.demand));
      break;
  }

  if (state.status === 'open' && state.moves >= MAX_MOVES) {
    state.status = 'no_deal';
    answer.push(say(state, random, 'time_up'));
  }
  if (
    state.status === 'open' &&
    state.collector_rules &&
    state.difficulty === 'hard' &&
    state.moves >= 2 &&
    state.violations.length < 2 &&
    random.chance(VIOLATION_CHANCE)
  ) {
    const kind = random.pick(
      VIOLATION_KINDS.filter((item) => !state.violations.some((said) => said.kind === item)),
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
