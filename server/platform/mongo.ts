/**
 * Shared MongoDB conventions: string `_id`s holding ObjectId-shaped hex (Stripe objects keep
 * their own ids), `_id` shown as `id` in JSON, no version key, and the schema options every
 * model uses. Everything here runs on MongoDB and on FerretDB 1.24 alike (DESIGN.md section 8).
 */
import { Types, type SchemaOptions } from 'mongoose';

export function newId(): string {
  return new Types.ObjectId().toHexString();
}

/** `_id: String` defaulting to a fresh ObjectId hex, so a malformed id is a 404, never a cast error. */
export const stringId = { type: String, default: newId } as const;

export const baseOptions = {
  versionKey: false,
  toJSON: {
    transform(_document: unknown, record: Record<string, unknown>) {
      record.id = record._id;
      delete record._id;
      return record;
    },
  },
} satisfies SchemaOptions;

/** Keeps `created_at`/`updated_at`; a `created_at` given on create (the seed) is kept. */
export const withTimestamps = {
  ...baseOptions,
  timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' },
} satisfies SchemaOptions;
