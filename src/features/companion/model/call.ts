/**
 * A call in progress, kept in the browser (a reload or a dropped connection loses nothing): the
 * running timeline of what the creditor said and the amounts on each side. Pure: the clock is
 * given, and the screen stores what these functions return.
 */
import * as z from 'zod/mini';
import { CUES, type Cue } from './cues';
import { OUTCOMES, type Outcome, type SaidAmount } from './outcome';

export const TimelineItemSchema = z.object({
  at: z.string(),
  /** A cue tapped or heard, or the user's own offer. */
  kind: z.enum([...CUES, 'my_offer']),
  amount: z.nullable(z.number()),
  heard: z.boolean(),
});
export type TimelineItem = z.infer<typeof TimelineItemSchema>;

export const CallStateSchema = z.object({
  version: z.literal(1),
  call_id: z.string(),
  tradeline_id: z.string(),
  started_at: z.string(),
  /** The user's local wall-clock time and zone when the call started, for the contact log. */
  local_start: z.string(),
  time_zone: z.string(),
  /** During the call, after it (not saved yet), and saved in the logs. */
  phase: z.enum(['during', 'after', 'saved']),
  items: z.array(TimelineItemSchema),
  ended_at: z.nullable(z.string()),
  outcome: z.nullable(z.enum(OUTCOMES)),
  note: z.string(),
});
export type CallState = z.infer<typeof CallStateSchema>;

export function startCall(input: {
  call_id: string;
  tradeline_id: string;
  now: Date;
  local_start: string;
  time_zone: string;
}): CallState {
  return {
    version: 1,
    call_id: input.call_id,
    tradeline_id: input.tradeline_id,
    started_at: input.now.toISOString(),
    local_start: input.local_start,
    time_zone: input.time_zone,
    phase: 'during',
    items: [],
    ended_at: null,
    outcome: null,
    note: '',
  };
}

/** The call with one more line on its timeline. */
export function record(
  call: CallState,
  kind: Cue | 'my_offer',
  now: Date,
  amount: number | null = null,
  heard = false,
): CallState {
  return { ...call, items: [...call.items, { at: now.toISOString(), kind, amount, heard }] };
}

/** The last line again removed (a mistaken tap). */
export function undo(call: CallState): CallState {
  return { ...call, items: call.items.slice(0, -1) };
}

export function endCall(call: CallState, now: Date): CallState {
  const agreed = call.items.some((item) => item.kind === 'agree');
  return {
    ...call,
    phase: 'after',
    ended_at: now.toISOString(),
    outcome: call.outcome ?? (agreed ? 'agreed' : 'no_deal'),
  };
}

export function setOutcome(call: CallState, outcome: Outcome): CallState {
  return { ...call, outcome };
}

/** Every amount said, by whom, in order: what the offer log receives. */
export function amountsOf(call: Pick<CallState, 'items'>): SaidAmount[] {
  return call.items.flatMap((item) =>
    item.amount === null
      ? []
      : [{ by: item.kind === 'my_offer' ? 'me' : 'creditor', amount: item.amount }],
  );
}

/** A stored call, or null when what is stored is not one (an older shape, or edited by hand). */
export function parseCall(value: unknown): CallState | null {
  const parsed = CallStateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Minutes and seconds since the call started: '3:07'. */
export function elapsed(from: string, at: string): string {
  const seconds = Math.max(0, Math.floor((Date.parse(at) - Date.parse(from)) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
