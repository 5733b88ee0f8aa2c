/**
 * The storage port (src/shared/store/port.ts) over mongoose, for every collection the services
 * use. A record's `id` is the document's `_id`; dates leave as ISO strings and go in as strings
 * that mongoose casts to the schema's `Date`. Reads are lean. Each call is one MongoDB command
 * that runs on FerretDB 1.24 as on MongoDB (DESIGN.md section 8).
 */
import { mongo, type Model } from 'mongoose';
import {
  DuplicateKeyError,
  type Change,
  type Collection,
  type Filter,
  type FindOptions,
} from '@/shared/store/port';
import { COLLECTIONS } from '@/backend/collections';
import { withCounters } from '@/features/admin/service/counters';
import type { Models } from './db';
import { isDuplicateKey } from './errors';

type Row = Record<string, unknown>;

/** Whether the model keeps a field lower-cased (`lowercase: true` on its path). */
type IsLowercase = (field: string) => boolean;

const noLowercase: IsLowercase = () => false;

/**
 * The text as a literal pattern. A NUL is written as the escape `\x00`: MongoDB refuses a
 * pattern holding the byte itself (an admin search for it answered 500).
 */
const escapeRegex = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/\0/g, '\\x00');

/**
 * `$startsWith` / `$contains` → a literal `$regex`. On a field kept lower-cased the text is
 * lower-cased and the pattern is case-sensitive, so an anchored one is bounded by the field's
 * index; on any other field it is case-insensitive (`i`), which MongoDB cannot bound.
 */
function toCondition(field: string, condition: unknown, isLowercase: IsLowercase): unknown {
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) {
    return condition;
  }
  const { $startsWith, $contains, ...rest } = condition as Row;
  const text = ($startsWith ?? $contains) as string | undefined;
  if (text === undefined) return condition;
  if ($startsWith !== undefined && $contains !== undefined) {
    throw new Error('A condition takes $startsWith or $contains, not both');
  }
  const lower = isLowercase(field);
  const pattern = `${$startsWith === undefined ? '' : '^'}${escapeRegex(lower ? text.toLowerCase() : text)}`;
  return { ...rest, $regex: new RegExp(pattern, lower ? '' : 'i') };
}

/** `id` → `_id`, through `$or` branches too; text searches become `$regex`. */
function toQuery(filter: Row, isLowercase: IsLowercase = noLowercase): Row {
  const query: Row = {};
  for (const [key, condition] of Object.entries(filter)) {
    if (condition === undefined) continue;
    if (key === '$or')
      query.$or = (condition as Row[]).map((branch) => toQuery(branch, isLowercase));
    else query[key === 'id' ? '_id' : key] = toCondition(key, condition, isLowercase);
  }
  return query;
}

function toDocument(record: Row): Row {
  const { id, ...rest } = record;
  return id === undefined ? rest : { _id: id, ...rest };
}

/** A stored value as a record holds it: Dates become ISO strings, through lists and objects. */
function fromValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(fromValue);
  if (value && typeof value === 'object' && value.constructor === Object) {
    const plain: Row = {};
    for (const key in value) plain[key] = fromValue((value as Row)[key]);
    return plain;
  }
  return value;
}

/**
 * A record from its document, in one copy (the document is the driver's own, read for this
 * call). `nulls` are the model's fields that default to null: one the document lacks reads as
 * null, as a hydrated mongoose document would. FerretDB 1.24 leaves a null out of an upsert's
 * `$setOnInsert` (MongoDB stores it), and a debt's first details saved without its last four
 * digits read back without the field, breaking the answer's contract.
 */
function fromDocument<T>(document: Row | null, nulls: readonly string[] = []): T | null {
  if (!document) return null;
  const record: Row = { id: document._id };
  for (const field of nulls) if (!(field in document)) record[field] = null;
  for (const key in document) if (key !== '_id') record[key] = fromValue(document[key]);
  return record as T;
}

/** The model's top-level fields whose default is null. */
function nullDefaults(model: Model<never>): string[] {
  const fields: string[] = [];
  model.schema.eachPath((path, type) => {
    if (!path.includes('.') && (type.options as { default?: unknown }).default === null) {
      fields.push(path);
    }
  });
  return fields;
}

/** The model's paths stored as dates (a record's ISO strings are cast to them in a query). */
function datePaths(model: Model<never>): Set<string> {
  const paths = new Set<string>();
  model.schema.eachPath((path, type) => {
    if ((type as { instance?: string }).instance === 'Date') paths.add(path);
  });
  return paths;
}

/** A condition's values cast as mongoose would for a date path: ISO strings become Dates. */
function castDates(condition: unknown): unknown {
  if (typeof condition === 'string') return new Date(condition);
  if (Array.isArray(condition)) return condition.map(castDates);
  if (condition && typeof condition === 'object' && condition.constructor === Object) {
    const cast: Row = {};
    for (const key in condition) cast[key] = castDates((condition as Row)[key]);
    return cast;
  }
  return condition;
}

/**
 * A query for the driver itself: `toQuery`'s, with the date paths' values cast. The port's
 * queries are equalities, `$in`/`$nin`/`$ne`, ranges, `$or` and literal patterns on string,
 * number, boolean and date fields, so this is all of mongoose's casting they need; a read then
 * skips building and casting a mongoose query (a third of the server's own time on a read).
 */
function toDriverQuery(query: Row, dates: ReadonlySet<string>): Row {
  if (dates.size === 0) return query;
  const cast: Row = {};
  for (const key in query) {
    const condition = query[key];
    if (key === '$or')
      cast.$or = (condition as Row[]).map((branch) => toDriverQuery(branch, dates));
    else cast[key] = dates.has(key) ? castDates(condition) : condition;
  }
  return cast;
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

/**
 * Whether the filter names one id, so at most one record matches. Such a write goes as
 * `updateOne` / `deleteOne`: FerretDB 1.24 looks the record up by its key then, where its
 * `updateMany` reads the whole collection (on 1,000 records 9 ms a write against 65 ms, on
 * 3,000 records 24 against 182 ms, timed with the raw driver: SV-35 in docs/decisions.md).
 * MongoDB does the same work either way.
 */
const byId = (filter: object) => typeof (filter as Row).id === 'string';

type Db = mongo.Db;

const isZero = (id: unknown) => id === 0 || (id as { isZero?: () => boolean }).isZero?.() === true;

/**
 * A read as the server command itself (`find` or `aggregate`), not through the driver's cursor:
 * the cursor's machinery cost 0.1-0.16 ms of CPU more a read of 20 tradelines, 0.35 ms of the
 * 1.0 a `GET /tradelines` spent in the driver (SV-41). A bounded read asks one more document a
 * batch than its limit, so that its one answer closes the cursor: FerretDB 1.24 leaves a cursor
 * open when the batch fills exactly, even at the limit. Whatever the first batch does not hold
 * (a read without a limit, or 16 MB reached) follows by `getMore` in the same session, as the
 * cursor would; a read cut off by an error has its cursor killed.
 */
async function commandRead(db: Db, collection: string, command: Row): Promise<Row[]> {
  const session = db.client.startSession({ causalConsistency: false });
  const options = { session, readPreference: db.readPreference };
  let cursorId: unknown = 0;
  try {
    const first = await db.command(command, options);
    const { firstBatch, id } = first.cursor as { firstBatch: Row[]; id: unknown };
    const documents = firstBatch;
    cursorId = id;
    while (!isZero(cursorId)) {
      const more = await db.command(
        { getMore: mongo.Long.fromValue(cursorId as number), collection },
        options,
      );
      const { nextBatch, id: next } = more.cursor as { nextBatch: Row[]; id: unknown };
      for (const document of nextBatch) documents.push(document);
      cursorId = next;
    }
    return documents;
  } catch (error) {
    if (!isZero(cursorId)) {
      await db
        .command(
          { killCursors: collection, cursors: [mongo.Long.fromValue(cursorId as number)] },
          options,
        )
        .catch(() => undefined);
    }
    throw error;
  } finally {
    await session.endSession();
  }
}

/** The most updates `updateEach` sends in one command. */
export const BULK_BATCH = 25;

export function mongoCollection<T extends { id: string }>(model: Model<never>): Collection<T> {
  const name = model.collection.collectionName;
  const nulls = nullDefaults(model);
  const read = (document: Row | null) => fromDocument<T>(document, nulls);
  const isLowercase: IsLowercase = (field) =>
    (model.schema.path(field)?.options as { lowercase?: boolean } | undefined)?.lowercase === true;
  const query = (filter: Filter<T> = {}) => toQuery(filter as Row, isLowercase) as never;
  const dates = datePaths(model);
  /** The driver's own database: reads go to it straight (see `toDriverQuery`). */
  const database = () => {
    const db = model.db.db;
    if (!db) throw new Error(`The database of ${name} is not connected`);
    return db;
  };
  const driverQuery = (filter: Filter<T> = {}) => toDriverQuery(query(filter) as Row, dates);
  /**
   * An aggregation on the driver's collection, its `$match` cast as a read's (`toDriverQuery`):
   * mongoose's aggregate built and cast a query for the `$match` on every debt's state read.
   */
  const aggregate = async <R extends Row>(filter: Filter<T> | undefined, ...stages: Row[]) =>
    (await commandRead(database(), name, {
      aggregate: name,
      pipeline: [{ $match: driverQuery(filter) }, ...stages],
      cursor: {},
    })) as R[];
  const find = (
    filter: Filter<T> = {},
    options: FindOptions<T> = {},
    fields?: readonly (keyof T)[],
  ) =>
    commandRead(database(), name, {
      find: name,
      filter: driverQuery(filter),
      ...(fields && {
        projection: Object.fromEntries(fields.map((field) => [field === 'id' ? '_id' : field, 1])),
      }),
      ...(options.sort && { sort: toSort(options.sort as Row) }),
      ...(options.skip && { skip: options.skip }),
      ...(options.limit && { limit: options.limit, batchSize: options.limit + 1 }),
    });
  return {
    get: async (id) => read((await find({ id } as Filter<T>, { limit: 1 }))[0] ?? null),
    findOne: async (filter, options) =>
      read((await find(filter, { ...options, limit: 1 }))[0] ?? null),
    find: async (filter, options) =>
      (await find(filter, options)).map((document) => read(document)!),
    select: async <K extends keyof T>(
      fields: readonly K[],
      filter?: Filter<T>,
      options?: FindOptions<T>,
    ) => {
      const selectedNulls = nulls.filter((field) => fields.includes(field as K));
      return (await find(filter, options, fields)).map((document) =>
        fromDocument<Pick<T, K | 'id'>>(document, selectedNulls)!,
      );
    },
    count: async (filter = {}) => {
      const [answer] = await aggregate<{ n: number }>(filter, {
        $group: { _id: null, n: { $sum: 1 } },
      });
      return answer?.n ?? 0;
    },
    async group(by, filter, sum = []) {
      const field = by === null ? null : `$${by === 'id' ? '_id' : String(by)}`;
      // One accumulator per aggregation: FerretDB 1.24 answers 0 for every accumulator of a
      // `$group` after its first. The count and each sum are separate passes, run together.
      const pass = (accumulator: { $sum: number | string }) =>
        aggregate<{ _id: unknown; value: number }>(filter, {
          $group: { _id: field, value: accumulator },
        });
      const [counts, ...sums] = await Promise.all([
        pass({ $sum: 1 }),
        ...sum.map((name) => pass({ $sum: `$${String(name)}` })),
      ]);
      const keyOf = (id: unknown) => JSON.stringify(id ?? null);
      const sumsByKey = sums.map(
        (groups) => new Map(groups.map((group) => [keyOf(group._id), group.value])),
      );
      return counts!.map((group) => ({
        key: fromValue(group._id ?? null) as T[NonNullable<typeof by>] | null,
        count: group.value,
        sums: Object.fromEntries(
          sum.map((name, index) => [name, sumsByKey[index]!.get(keyOf(group._id)) ?? 0]),
        ) as Record<(typeof sum)[number], number>,
      }));
    },
    async countDistinct(field, filter) {
      const [answer] = await aggregate<{ n: number }>(
        filter,
        { $group: { _id: `$${field === 'id' ? '_id' : String(field)}` } },
        { $group: { _id: null, n: { $sum: 1 } } },
      );
      return answer?.n ?? 0;
    },
    insert: (record) =>
      refusingDuplicates(name, async () => {
        const created = await model.create(toDocument(record as Row) as never);
        return read((created as { toObject(): Row }).toObject())!;
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
        const args = [
          query(filter),
          toUpdate(change as Change<unknown>) as never,
          // A `created_at` the change names is kept (the seed's); mongoose would drop it.
          { upsert: options.upsert ?? false, overwriteImmutable: true },
        ] as const;
        const result = await (byId(filter) ? model.updateOne(...args) : model.updateMany(...args));
        return result.matchedCount;
      }),
    async updateEach(updates) {
      let matched = 0;
      // A command of at most BULK_BATCH updates: FerretDB 1.24 on SQLite never answered one of
      // 80 (40 took 150 ms), and held every later write behind it. One command at a time: four
      // at once on FerretDB 1.24 over PostgreSQL never answered either (SV-39).
      for (let start = 0; start < updates.length; start += BULK_BATCH) {
        const batch = updates.slice(start, start + BULK_BATCH);
        const result = await refusingDuplicates(name, () =>
          model.bulkWrite(
            batch.map(({ filter, change }) => {
              const write = {
                filter: query(filter),
                update: toUpdate(change as Change<unknown>) as never,
                overwriteImmutable: true,
              };
              return byId(filter) ? { updateOne: write } : { updateMany: write };
            }),
            { ordered: false },
          ),
        );
        matched += result.matchedCount;
      }
      return matched;
    },
    remove: async (filter) =>
      (await (byId(filter) ? model.deleteOne(query(filter)) : model.deleteMany(query(filter))))
        .deletedCount,
  };
}

export type CollectionKey = keyof typeof COLLECTIONS;

/**
 * Every collection of the registry behind the port, the analytics' counted ones counting
 * (`withCounters`); a service's store type picks its own.
 */
export function createMongoStore(models: Models): Record<CollectionKey, Collection<never>> {
  const store = Object.fromEntries(
    Object.entries(COLLECTIONS).map(([key, { model }]) => [
      key,
      mongoCollection(models[model as keyof Models] as unknown as Model<never>),
    ]),
  ) as Record<CollectionKey, Collection<never>>;
  return withCounters(store as never) as Record<CollectionKey, Collection<never>>;
}
