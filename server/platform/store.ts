/**
 * The storage port (src/shared/store/port.ts) over mongoose, for every collection the services
 * use. A record's `id` is the document's `_id`; dates leave as ISO strings and go in as strings
 * that mongoose casts to the schema's `Date`. Reads are lean. Each call is one MongoDB command
 * that runs on FerretDB 1.24 as on MongoDB (DESIGN.md section 8).
 */
import type { Model } from 'mongoose';
import {
  DuplicateKeyError,
  type Change,
  type Collection,
  type Filter,
  type FindOptions,
} from '@/shared/store/port';
import { COLLECTIONS } from '@/backend/collections';
import type { Models } from './db';
import { isDuplicateKey } from './errors';

type Row = Record<string, unknown>;

/** `id` → `_id`, through `$or` branches too. */
function toQuery(filter: Row): Row {
  const query: Row = {};
  for (const [key, condition] of Object.entries(filter)) {
    if (condition === undefined) continue;
    if (key === '$or') query.$or = (condition as Row[]).map(toQuery);
    else query[key === 'id' ? '_id' : key] = condition;
  }
  return query;
}

function toDocument(record: Row): Row {
  const { id, ...rest } = record;
  return id === undefined ? rest : { _id: id, ...rest };
}

function fromValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(fromValue);
  if (value && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromValue(item)]));
  }
  return value;
}

function fromDocument<T>(document: Row | null): T | null {
  if (!document) return null;
  const { _id, ...rest } = document;
  return { id: _id, ...(fromValue(rest) as Row) } as T;
}

function toSort(sort: Row | undefined): Record<string, 1 | -1> | undefined {
  return sort ? (toQuery(sort) as Record<string, 1 | -1>) : undefined;
}

function toUpdate(change: Change<unknown>): Row {
  const update: Row = {};
  if (change.set && Object.keys(change.set).length > 0) update.$set = toDocument(change.set);
  if (change.inc) update.$inc = change.inc;
  if (change.setOnInsert) update.$setOnInsert = toDocument(change.setOnInsert as Row);
  return update;
}

async function refusingDuplicates<R>(name: string, write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateKey(error)) throw new DuplicateKeyError(name);
    throw error;
  }
}

export function mongoCollection<T extends { id: string }>(model: Model<never>): Collection<T> {
  const name = model.collection.collectionName;
  const find = (
    filter: Filter<T> = {},
    options: FindOptions<T> = {},
    fields?: readonly (keyof T)[],
  ) => {
    const projection = fields && Object.fromEntries(fields.map((field) => [field, 1]));
    let query = model
      .find(toQuery(filter as Row) as never, projection)
      .sort(toSort(options.sort as Row));
    if (options.skip) query = query.skip(options.skip);
    if (options.limit) query = query.limit(options.limit);
    return query.lean<Row[]>();
  };
  return {
    get: async (id) => fromDocument<T>(await model.findById(id).lean<Row>()),
    findOne: async (filter, options) =>
      fromDocument<T>((await find(filter, { ...options, limit: 1 }))[0] ?? null),
    find: async (filter, options) =>
      (await find(filter, options)).map((document) => fromDocument<T>(document)!),
    select: async <K extends keyof T>(
      fields: readonly K[],
      filter?: Filter<T>,
      options?: FindOptions<T>,
    ) =>
      (await find(filter, options, fields)).map((document) =>
        fromDocument<Pick<T, K | 'id'>>(document)!,
      ),
    count: (filter = {}) => model.countDocuments(toQuery(filter as Row) as never),
    insert: (record) =>
      refusingDuplicates(name, async () => {
        const created = await model.create(toDocument(record as Row) as never);
        return fromDocument<T>((created as { toObject(): Row }).toObject())!;
      }),
    async insertMany(records) {
      await model
        .insertMany(records.map((record) => toDocument(record as Row)) as never[], {
          ordered: false,
        })
        .catch((error: unknown) => {
          // The others are kept; a record whose key was held stays out.
          if (!isDuplicateKey(error)) throw error;
        });
    },
    update: (filter, change, options = {}) =>
      refusingDuplicates(name, async () => {
        const result = await model.updateMany(
          toQuery(filter as Row) as never,
          toUpdate(change as Change<unknown>) as never,
          // A `created_at` the change names is kept (the seed's); mongoose would drop it.
          { upsert: options.upsert ?? false, overwriteImmutable: true },
        );
        return result.matchedCount;
      }),
    remove: async (filter) =>
      (await model.deleteMany(toQuery(filter as Row) as never)).deletedCount,
  };
}

export type CollectionKey = keyof typeof COLLECTIONS;

/** Every collection of the registry behind the port; a service's store type picks its own. */
export function createMongoStore(models: Models): Record<CollectionKey, Collection<never>> {
  return Object.fromEntries(
    Object.entries(COLLECTIONS).map(([key, { model }]) => [
      key,
      mongoCollection(models[model as keyof Models] as unknown as Model<never>),
    ]),
  ) as Record<CollectionKey, Collection<never>>;
}
