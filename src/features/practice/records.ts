/** The stored practice sessions: the set-up, the public result and the engine's whole state. */
import * as z from 'zod/mini';
import { DateTimeSchema } from '@/shared/api/schemas';
import { ObjectIdSchema } from '@/shared/store/ids';
import {
  DifficultySchema,
  HolderSchema,
  PracticeStatusSchema,
  ViolationKindSchema,
} from './contract';
import { USER_MOVES } from './model/engine';
import { AGENT_MOVES, MOODS } from './model/phrases';

const Dollars = z.number().check(z.int(), z.minimum(0));

const EngineLineSchema = z.object({
  speaker: z.enum(['agent', 'user']),
  move: z.enum([...AGENT_MOVES, ...USER_MOVES, 'violation']),
  text: z.string(),
  amount: z.nullable(Dollars),
  violation: z.nullable(ViolationKindSchema),
});

/** The engine's state (model/engine.ts `PracticeState`), hidden floor and generator included. */
export const EngineStateSchema = z.object({
  balance: Dollars,
  holder: HolderSchema,
  difficulty: DifficultySchema,
  seed: z.number().check(z.int()),
  // Fields added after the first sessions were stored are optional: `engineOf` in the service
  // fills them (the collector rules from the holder rule) for a session stored without them.
  collector_rules: z.optional(z.boolean()),
  rng: z.number().check(z.int()),
  floor: Dollars,
  lowest_floor: Dollars,
  demand: Dollars,
  mood: z.enum(MOODS),
  agent_name: z.string(),
  status: PracticeStatusSchema,
  settlement: z.nullable(Dollars),
  offers: z.array(Dollars),
  hardship: z.boolean(),
  asked_writing: z.boolean(),
  asked_reporting: z.boolean(),
  asked_validation: z.optional(z.boolean()),
  refused_bank: z.optional(z.boolean()),
  revealed_savings: z.nullable(Dollars),
  supervisor_asked: z.boolean(),
  last_offer_made: z.boolean(),
  holds: z.optional(z.number().check(z.int(), z.minimum(0))),
  concessions: z.optional(z.number().check(z.int(), z.minimum(0))),
  reserve_given: z.optional(z.boolean()),
  deadline_said: z.optional(z.boolean()),
  pending_violation: z.nullable(ViolationKindSchema),
  violations: z.array(z.object({ kind: ViolationKindSchema, flagged: z.boolean() })),
  false_flags: z.number().check(z.int(), z.minimum(0)),
  late_flags: z.optional(z.number().check(z.int(), z.minimum(0))),
  moves: z.number().check(z.int(), z.minimum(0)),
  unread: z.optional(z.number().check(z.int(), z.minimum(0))),
  transcript: z.array(EngineLineSchema),
});

/**
 * One practice session. Without a subscription the first session's id is its user's id, so a
 * second free session started at the same moment is refused by the store's unique id.
 */
export const PracticeRecordSchema = z.object({
  id: ObjectIdSchema,
  user_id: ObjectIdSchema,
  tradeline_id: z.nullable(ObjectIdSchema),
  debt_name: z.string(),
  balance: Dollars,
  holder: HolderSchema,
  difficulty: DifficultySchema,
  goal: Dollars,
  walk_away: Dollars,
  /**
   * The user's lines so far (the engine's moves and the lines it could not follow), so a move
   * applies only to the state it was played on.
   */
  moves: z.number().check(z.int(), z.minimum(0)),
  status: PracticeStatusSchema,
  settlement: z.nullable(Dollars),
  created_at: DateTimeSchema,
  ended_at: z.nullable(DateTimeSchema),
  engine: EngineStateSchema,
});
export type PracticeRecord = z.infer<typeof PracticeRecordSchema>;
