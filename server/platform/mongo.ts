/**
 * Shared MongoDB conventions: string `_id`s holding ObjectId-shaped hex (Stripe objects keep
 * their own ids), no version key, and the schema options every model uses. Everything here runs
 * on MongoDB and on FerretDB 1.24 alike (DESIGN.md section 8).
 */
import type { SchemaOptions } from 'mongoose';
import { newObjectId } from '@/shared/store/ids';

/** `_id: String` defaulting to a fresh ObjectId hex, so a malformed id is a 404, never a cast error. */
export const stringId = { type: String, default: () => newObjectId() } as const;

/** Keeps `created_at`/`updated_at`; a `created_at` given on create (the seed) is kept. */
export const withTimestamps = {
  versionKey: false,
  timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' },
} satisfies SchemaOptions;
