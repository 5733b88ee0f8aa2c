/**
 * The storage port the application services (`src/features/<name>/service/`) work through. A
 * service names the collections it needs; the mock backend implements them over @msw/data
 * (`mocks/store.ts`), the server over mongoose (`server/platform/store.ts`), and one test suite
 * (`tests/store/port-suite.ts`) runs against both.
 *
 * Records are plain JSON: `id` is the key (MongoDB's `_id`), times are ISO strings. The queries
 * are the few MongoDB ones both stores answer alike: equality, `$in`, `$ne`, ranges, `$or`, and a
 * case-insensitive text search (`$startsWith`, `$contains`); `group` and `countDistinct` are
 * figures the database computes (an aggregation of `$match` and `$group`, as FerretDB runs it).
 * There are no transactions (FerretDB has none): every write is safe on its own, and a unique
 * key already held throws `DuplicateKeyError`.
 */

type Value<V> = V extends readonly (infer Item)[] ? Item | V : V;

/** The search text of a text field (or a list of texts); other fields take none. */
type Text<V> = [NonNullable<V>] extends [string | readonly string[]] ? string : never;

export type Condition<V> =
  | Value<V>
  | {
      $in?: readonly Value<V>[];
      $nin?: readonly Value<V>[];
      $ne?: Value<V>;
      $lt?: V;
      $lte?: V;
      $gt?: V;
      $gte?: V;
      /**
       * Text that starts with this, compared case-insensitively and literally (no pattern). On
       * MongoDB an anchored `$regex`: a field the model keeps lower-cased (`lowercase: true`,
       * like users' `email_key`) is searched with an index.
       */
      $startsWith?: Text<V>;
      /** Text that holds this anywhere, compared case-insensitively and literally. */
      $contains?: Text<V>;
    };

export type Filter<T> = { [K in keyof T]?: Condition<T[K]> } & { $or?: Filter<T>[] };

export type Sort<T> = { [K in keyof T]?: 1 | -1 };

export interface FindOptions<T> {
  sort?: Sort<T>;
  skip?: number;
  limit?: number;
}

type NumericKeys<T> = { [K in keyof T]-?: T[K] extends number ? K : never }[keyof T];

/**
 * One group of `group`: the grouped field's value (null for records without it, or for every
 * record when grouped by nothing), how many records hold it, and the sums of the named fields.
 */
export interface Group<Key, S extends PropertyKey> {
  key: Key;
  count: number;
  sums: Record<S, number>;
}

export interface Change<T> {
  set?: Partial<T>;
  /** Adds to numeric fields. */
  inc?: { [K in NumericKeys<T>]?: number };
  /** Fields an upsert's new record takes beyond the filter's equalities and `set`. */
  setOnInsert?: Partial<T>;
}

export interface Collection<T extends { id: string }> {
  get(id: string): Promise<T | null>;
  findOne(filter: Filter<T>, options?: Pick<FindOptions<T>, 'sort'>): Promise<T | null>;
  find(filter?: Filter<T>, options?: FindOptions<T>): Promise<T[]>;
  /** Like `find`, with only the named fields and `id`: a list reads and decodes nothing else. */
  select<K extends keyof T>(
    fields: readonly K[],
    filter?: Filter<T>,
    options?: FindOptions<T>,
  ): Promise<Pick<T, K | 'id'>[]>;
  count(filter?: Filter<T>): Promise<number>;
  /**
   * Counts the matching records by the value of `by` (a scalar field; `null`: all of them in one
   * group), and adds up the numeric fields in `sum` (a missing one counts 0). Groups come in no
   * particular order; no match, no group. The database does the work: the answer is one record
   * per group, however many records match.
   */
  group<K extends keyof T, S extends NumericKeys<T> = never>(
    by: K | null,
    filter?: Filter<T>,
    sum?: readonly S[],
  ): Promise<Group<T[K] | null, S>[]>;
  /** How many different values `field` (a scalar) takes among the matching records. */
  countDistinct(field: keyof T, filter?: Filter<T>): Promise<number>;
  /** Adds a record as given. */
  insert(record: T): Promise<T>;
  /** Adds records; the ones with a unique key already held are skipped, the rest are kept. */
  insertMany(records: readonly T[]): Promise<void>;
  /**
   * Changes every matching record and answers how many matched. With `upsert` and no match, a
   * record is made from the filter's equalities, `set`, `inc` and `setOnInsert` (and it throws
   * `DuplicateKeyError` when its unique key is held by a record the filter did not match).
   */
  update(filter: Filter<T>, change: Change<T>, options?: { upsert?: boolean }): Promise<number>;
  /**
   * Several updates sent as one command (MongoDB's `bulkWrite`, unordered): each changes the
   * records its filter matches, as `update` would, and the answer is how many matched in all.
   * One round trip however many changes (a re-plan moves every pending step of every debt); each
   * update is safe on its own, like every write here, and a later one does not wait on an
   * earlier one's result.
   */
  updateEach(updates: readonly { filter: Filter<T>; change: Change<T> }[]): Promise<number>;
  /** Removes every matching record and answers how many. */
  remove(filter: Filter<T>): Promise<number>;
}

/** A write refused because a unique key (the id or a unique index) is already held. */
export class DuplicateKeyError extends Error {
  constructor(collection: string) {
    super(`Duplicate key in ${collection}`);
    this.name = 'DuplicateKeyError';
  }
}

/**
 * Inserts `record` unless its unique key is held: true when it went in. An insert under a unique
 * key is the one write FerretDB cannot let two callers both win (an update is a read then a
 * write there), so claims are made with it.
 */
export async function insertOnce<T extends { id: string }>(
  collection: Pick<Collection<T>, 'insert'>,
  record: T,
): Promise<boolean> {
  try {
    await collection.insert(record);
    return true;
  } catch (error) {
    if (error instanceof DuplicateKeyError) return false;
    throw error;
  }
}

/** Runs `sweep` in the background every `every` calls (FerretDB has no TTL index). */
export function sweeper(every: number, sweep: (now: Date) => Promise<unknown>) {
  let calls = 0;
  return (now: Date) => {
    calls += 1;
    if (calls % every === 0) void sweep(now).catch(() => undefined);
  };
}
