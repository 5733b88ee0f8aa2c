/**
 * Mongoose schemas derived from the zod record schemas (`src/features/<f>/records.ts`),
 * so a stored field is declared once for both backends. A model adds only what is its own: the
 * indexes, and defaults or checks the record does not state.
 */
import { Schema, type SchemaDefinition, type SchemaOptions } from 'mongoose';
import type * as z from 'zod/mini';
import type { StoredField } from '@/backend/collections';
import { stringId, withTimestamps } from './mongo';

/** A field as mongoose holds it: ISO instants as Dates. */
type StoredValue<T> = T extends z.ZodMiniISODateTime
  ? Date
  : T extends z.ZodMiniNullable<infer I> | z.ZodMiniDefault<infer I>
    ? StoredValue<I> | (T extends z.ZodMiniNullable ? null : never)
    : T extends z.ZodMiniObject<infer Shape>
      ? { [K in keyof Shape]: StoredValue<Shape[K]> }
      : z.output<T>;

/** A record as mongoose holds it: `_id` for `id`, its instants and the timestamps as Dates. */
export type Stored<S extends z.ZodMiniObject> = {
  [K in Exclude<keyof S['shape'], 'id' | 'created_at'>]: StoredValue<S['shape'][K]>;
} & { _id: string; created_at: Date; updated_at: Date };

/** The options of one mongoose path that records need. */
type Field = StoredField & {
  type?: unknown;
  enum?: unknown[];
  min?: number;
  max?: number;
  unique?: boolean;
};
type Def = { type: string; [key: string]: unknown };
type ZodType = z.core.$ZodType;

const defOf = (schema: ZodType) => schema._zod.def as unknown as Def;

/** `min`/`max` from a number's inclusive bounds. */
function bounds(checks: ZodType[] = []): Field {
  const field: Field = {};
  for (const check of checks) {
    const { check: kind, value, inclusive } = defOf(check) as Def & { check: string };
    if (kind === 'greater_than' && inclusive) field.min = value as number;
    if (kind === 'less_than' && inclusive) field.max = value as number;
  }
  return field;
}

/** The mongoose field of a zod type: ISO instants are Dates; a non-optional non-null is required. */
function fieldOf(schema: ZodType): Field {
  const def = defOf(schema);
  const inner = () => fieldOf(def.innerType as ZodType);
  switch (def.type) {
    case 'string':
      return { type: def.format === 'datetime' ? Date : String, required: true };
    case 'number':
      return { type: Number, required: true, ...bounds(def.checks as ZodType[]) };
    case 'boolean':
      return { type: Boolean, required: true };
    case 'enum':
      return { type: String, enum: Object.values(def.entries as object), required: true };
    case 'union': {
      const values = (def.options as ZodType[]).flatMap((option) => defOf(option).values);
      return {
        type: typeof values[0] === 'number' ? Number : String,
        enum: values,
        required: true,
      };
    }
    case 'array': {
      const element = fieldOf(def.element as ZodType);
      return { type: [element.type], ...(element.enum && { enum: element.enum }), default: [] };
    }
    case 'object':
      return {
        type: new Schema(fieldsOf(def.shape as Record<string, ZodType>), { _id: false }),
        required: true,
      };
    case 'nullable': {
      const field = inner();
      const nullable = field.enum && { enum: [...field.enum, null] };
      return { ...field, ...nullable, required: false, default: null };
    }
    case 'optional':
      return { ...inner(), required: false };
    case 'default':
      return { ...inner(), required: false, default: def.defaultValue };
    default:
      throw new Error(`recordSchema: no mongoose type for zod's ${def.type}`);
  }
}

function fieldsOf(shape: Record<string, ZodType>, skip: string[] = []) {
  return Object.fromEntries(
    Object.entries(shape)
      .filter(([key]) => !skip.includes(key))
      .map(([key, type]) => [key, fieldOf(type)] as const),
  );
}

/**
 * The mongoose schema of a record: `id` becomes `_id` (a fresh ObjectId hex, or `given` by the
 * caller: Stripe's ids, token hashes), each field typed from the record, then `fields` merged
 * over them (indexes, server defaults). With timestamps, mongoose keeps `created_at`.
 */
export function recordSchema<S extends z.ZodMiniObject>(
  record: S,
  {
    id = 'generated',
    fields = {},
    options = withTimestamps,
  }: {
    id?: 'generated' | 'given';
    fields?: { [K in keyof z.infer<S>]?: Field };
    options?: SchemaOptions;
  } = {},
) {
  const derived = fieldsOf(
    record.shape as Record<string, ZodType>,
    options.timestamps ? ['id', 'created_at', 'updated_at'] : ['id'],
  );
  for (const [key, field] of Object.entries(fields as Record<string, Field>)) {
    derived[key] = { ...derived[key], ...field };
  }
  const _id = id === 'given' ? { type: String, required: true } : stringId;
  // mongoose cannot infer a document type from a definition built at run time: it is Stored<S>.
  return new Schema<Stored<S>>({ _id, ...derived } as SchemaDefinition, options as never);
}
