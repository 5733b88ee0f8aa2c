/**
 * Practice negotiations (issue 26): start a session against the practice creditor, send moves,
 * list and read sessions. Answers carry what the agent says and the public state only; the
 * agent's hidden floor stays on the server until the session has ended, when the review says
 * what the agent would have taken.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '@/shared/api/endpoint';
import {
  DateTimeSchema,
  IdParamsSchema,
  IdSchema,
  limitQuerySchema,
  UserIdParamsSchema,
  withMeta,
  type ListBound,
} from '@/shared/api/schemas';
import { USER_MOVES } from './model/engine';
import { DIFFICULTIES, HOLDERS } from './model/setup';
import { NEGOTIATE_SECTIONS } from './model/tips';
import { VIOLATION_KINDS } from './model/violations';

export const HolderSchema = z.enum(HOLDERS);
export const DifficultySchema = z.enum(DIFFICULTIES);
export const PracticeStatusSchema = z.enum(['open', 'agreed', 'no_deal']);
export const UserMoveKindSchema = z.enum(USER_MOVES);
export const ViolationKindSchema = z.enum(VIOLATION_KINDS);

/** Whole dollars (practice figures are whole dollars). */
const DollarsSchema = z.number().check(z.int(), z.minimum(0), z.maximum(100_000_000));

export const StartPracticeBodySchema = z.strictObject({
  /** One of the user's tradelines, or null for the sample $5,000 card debt. */
  tradeline_id: z.nullable(IdSchema),
  holder: HolderSchema,
  difficulty: DifficultySchema,
  /** The settlement the user aims for, in whole dollars. */
  goal: DollarsSchema.check(z.minimum(1)),
  /** The most the user will pay, in whole dollars. */
  walk_away: DollarsSchema.check(z.minimum(1)),
});
export type StartPracticeBody = z.infer<typeof StartPracticeBodySchema>;

export const PracticeMoveBodySchema = z.strictObject({
  kind: UserMoveKindSchema,
  /** Whole dollars: required with `offer`. */
  amount: z.optional(DollarsSchema),
  /**
   * The user's own words: required with `say`. The reader plays the move they name; words it
   * cannot follow use no move, and the agent suggests what to say.
   */
  text: z.optional(z.string().check(z.maxLength(500))),
});
export type PracticeMoveBody = z.infer<typeof PracticeMoveBodySchema>;

export const TranscriptLineSchema = z.object({
  speaker: z.enum(['agent', 'user']),
  text: z.string(),
  amount: withMeta(z.nullable(DollarsSchema), {
    description:
      "The amount the line names in whole dollars: an offer, a counter, the agreement; on the user's own words, the amount the reader found in them ('fifteen hundred', '30%').",
  }),
  /** A line the agent may not say; named only once the session has ended. */
  violation: z.nullable(
    z.object({ kind: ViolationKindSchema, what: z.string(), reference: z.string() }),
  ),
});
export type TranscriptLine = z.infer<typeof TranscriptLineSchema>;

export const TipSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  section: z.enum(Object.keys(NEGOTIATE_SECTIONS) as [keyof typeof NEGOTIATE_SECTIONS]),
});
export type PracticeTip = z.infer<typeof TipSchema>;

export const PracticeReviewSchema = z.object({
  settlement: z.nullable(DollarsSchema),
  settlement_percent: z.nullable(z.number().check(z.int())),
  goal: DollarsSchema,
  met_goal: z.boolean(),
  walk_away: DollarsSchema,
  over_walk_away: z.boolean(),
  creditor_would_take: DollarsSchema,
  left_on_table: z.nullable(DollarsSchema),
  opening_offer: z.nullable(DollarsSchema),
  opening_percent: z.nullable(z.number().check(z.int())),
  opening_in_range: z.boolean(),
  concessions: z.number().check(z.int(), z.minimum(0)),
  largest_concession: DollarsSchema,
  asked_writing: z.boolean(),
  asked_reporting: z.boolean(),
  kept_savings_private: z.boolean(),
  violations_said: z.array(ViolationKindSchema),
  violations_spotted: z.array(ViolationKindSchema),
  tips: z.array(TipSchema),
});
export type PracticeReview = z.infer<typeof PracticeReviewSchema>;

/** A session in a list: its set-up and result. */
export const PracticeSummarySchema = z.object({
  id: IdSchema,
  tradeline_id: z.nullable(IdSchema),
  debt_name: z.string(),
  balance: DollarsSchema,
  holder: HolderSchema,
  difficulty: DifficultySchema,
  status: PracticeStatusSchema,
  settlement: z.nullable(DollarsSchema),
  settlement_percent: z.nullable(z.number().check(z.int())),
  created_at: DateTimeSchema,
});
export type PracticeSummary = z.infer<typeof PracticeSummarySchema>;

/** A whole session: the summary, the plan, the conversation and, once ended, the review. */
export const PracticeSessionSchema = z.extend(PracticeSummarySchema, {
  goal: DollarsSchema,
  walk_away: DollarsSchema,
  agent_name: z.string(),
  /** What the agent asks for now (said aloud in the transcript). */
  demand: DollarsSchema,
  /** The user's moves left before the agent ends the call. */
  moves_left: z.number().check(z.int(), z.minimum(0)),
  transcript: z.array(TranscriptLineSchema),
  review: z.nullable(PracticeReviewSchema),
});
export type PracticeSession = z.infer<typeof PracticeSessionSchema>;

/** A user's practice sessions, newest first: 20 when no limit is given, up to 100. */
export const PRACTICE_BOUND = { fallback: 20, max: 100 } satisfies ListBound;

export const practiceEndpoints = {
  listPractice: defineEndpoint({
    method: 'GET',
    path: '/practice/{user_id}',
    summary: "The user's practice negotiations, newest first (limit defaults to 20, at most 100)",
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    query: limitQuerySchema(PRACTICE_BOUND),
    response: z.array(PracticeSummarySchema),
    errors: [400, 401, 403],
  }),
  startPractice: defineEndpoint({
    method: 'POST',
    path: '/practice/{user_id}',
    summary:
      'Start a practice negotiation; one free session without an active subscription, then 402',
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    body: StartPracticeBodySchema,
    response: PracticeSessionSchema,
    status: 201,
    errors: [400, 401, 402, 403, 404, 429],
  }),
  getPractice: defineEndpoint({
    method: 'GET',
    path: '/practice/sessions/{id}',
    summary: 'One practice negotiation with its transcript and, once ended, its review',
    access: 'user',
    params: IdParamsSchema,
    response: PracticeSessionSchema,
    errors: [400, 401, 403, 404],
  }),
  playPractice: defineEndpoint({
    method: 'POST',
    path: '/practice/sessions/{id}/moves',
    summary: "Send the user's move; the answer is the session with the agent's reply",
    access: 'user',
    params: IdParamsSchema,
    body: PracticeMoveBodySchema,
    response: PracticeSessionSchema,
    errors: [400, 401, 403, 404, 409],
  }),
};
