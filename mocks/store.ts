/**
 * The storage port (src/shared/store/port.ts) over the mock database (@msw/data): the same
 * queries and the same unique keys (the registry's, src/backend/collections.ts), so a service behaves alike
 * on both. Records go in and come out as copies, so nothing outside changes a stored record.
 */
import type { Collection as MswCollection } from '@msw/data';
import {
  DuplicateKeyError,
  insertOnce,
  type Change,
  type Collection,
  type Condition,
  type Filter,
  type FindOptions,
  type Group,
  type Sort,
} from '@/shared/store/port';
import { COLLECTIONS, type RecordOf } from '@/backend/collections';
import { withCounters } from '@/features/admin/service/counters';
import { db, type CollectionName } from './db';

type Row = Record<string, unknown>;

/** `$startsWith` / `$contains`: a text (or a list's item) that holds `text`, ignoring case. */
function holdsText(value: unknown, text: string, at: 'start' | 'anywhere'): boolean {
  if (Array.isArray(value)) return value.some((item) => holdsText(item, text, at));
  if (typeof value !== 'string') return false;
  const lower = value.toLowerCase();
  const wanted = text.toLowerCase();
  return at === 'start' ? lower.startsWith(wanted) : lower.includes(wanted);
}

function isOperators(condition: unknown): condition is Exclude<Condition<unknown>, unknown[]> {
  return (
    typeof condition === 'object' &&
    condition !== null &&
    !Array.isArray(condition) &&
    Object.keys(condition).every((key) => key.startsWith('$'))
  );
}

function equals(value: unknown, wanted: unknown): boolean {
  // MongoDB: a missing field equals null, and an array field matches any of its items.
  if (Array.isArray(value) && !Array.isArray(wanted)) return value.includes(wanted);
  return (value ?? null) === (wanted ?? null) || JSON.stringify(value) === JSON.stringify(wanted);
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  return (a as number | string) < (b as number | string) ? -1 : 1;
}

function matchesCondition(value: unknown, condition: unknown): boolean {
  if (!isOperators(condition)) return equals(value, condition);
  const ops = condition as Record<string, unknown>;
  const present = value !== null && value !== undefined;
  return Object.entries(ops).every(([op, operand]) => {
    switch (op) {
      case '$in':
        return (operand as unknown[]).some((item) => equals(value, item));
      case '$nin':
        return !(operand as unknown[]).some((item) => equals(value, item));
      case '$ne':
        return !equals(value, operand);
      case '$lt':
        return present && compare(value, operand) < 0;
      case '$lte':
        return present && compare(value, operand) <= 0;
      case '$gt':
        return present && compare(value, operand) > 0;
      case '$gte':
        return present && compare(value, operand) >= 0;
      case '$startsWith':
        return holdsText(value, operand as string, 'start');
      case '$contains':
        return holdsText(value, operand as string, 'anywhere');
      default:
        throw new Error(`The mock store does not know ${op}`);
    }
  });
}

export function matches<T>(record: T, filter: Filter<T>): boolean {
  const row = record as Row;
  return Object.entries(filter).every(([key, condition]) =>
    key === '$or'
      ? (condition as Filter<T>[]).some((branch) => matches(record, branch))
      : condition === undefined || matchesCondition(row[key], condition),
  );
}

function sorted<T>(records: T[], sort: Sort<T> | undefined): T[] {
  if (!sort) return records;
  const keys = Object.entries(sort) as [string, 1 | -1][];
  return records.sort((a, b) => {
    for (const [key, direction] of keys) {
      const order = compare((a as Row)[key], (b as Row)[key]);
      if (order !== 0) return order * direction;
    }
    return 0;
  });
}

/** A plain, detached copy of a stored record. */
function copy<T>(record: T): T {
  return JSON.parse(JSON.stringify(record)) as T;
}

/** Applies `set` and `inc` to `record` in place, and returns it. */
function applyChange<T>(record: Row, change: Change<T>): Row {
  Object.assign(record, copy(change.set ?? {}));
  for (const [key, by] of Object.entries(change.inc ?? {})) {
    record[key] = ((record[key] as number | undefined) ?? 0) + (by as number);
  }
  return record;
}

/** The record an upsert makes: the filter's plain equalities, then the change. */
function upserted<T>(filter: Filter<T>, change: Change<T>): Row {
  const record: Row = {};
  for (const [key, condition] of Object.entries(filter)) {
    if (key !== '$or' && !isOperators(condition)) record[key] = condition;
  }
  Object.assign(record, change.setOnInsert);
  return applyChange(record, change);
}

export function mockCollection<T extends { id: string }>(
  name: string,
  table: MswCollection<never>,
  uniqueKeys: readonly (readonly string[])[] = COLLECTIONS[name as CollectionName]?.unique ?? [],
): Collection<T> {
  const rows = table as unknown as {
    all(): T[];
    create(record: T): Promise<T>;
    updateMany(where: (q: never) => unknown, options: { data(record: Row): void }): Promise<T[]>;
    deleteMany(where: (q: never) => unknown): T[] | undefined;
  };
  const keys = [['id'], ...uniqueKeys];
  const where = (filter: Filter<T>) => (q: { where(predicate: (record: T) => boolean): unknown }) =>
    q.where((record) => matches(record, filter));

  function select(filter: Filter<T>, options: FindOptions<T> = {}): T[] {
    const found = sorted(
      rows.all().filter((record) => matches(record, filter)),
      options.sort,
    );
    const start = options.skip ?? 0;
    return found.slice(start, options.limit ? start + options.limit : undefined);
  }

  /** Whether `a` and `b` hold the same value of one of the unique keys. */
  const clash = (a: Row, b: Row) =>
    keys.some(
      (key) =>
        key.every((field) => a[field] !== undefined && a[field] !== null) &&
        key.every((field) => equals(b[field], a[field])),
    );

  /**
   * Records being inserted: `create` is asynchronous, so without them two inserts at once would
   * both pass the unique check before either is stored (MongoDB's unique index refuses the
   * second).
   */
  const inserting = new Set<Row>();

  /** Refuses a record whose unique key another record (not `self`) already holds. */
  function checkUnique(record: Row, self?: T, others: Iterable<Row> = []): void {
    for (const other of [...rows.all(), ...others] as Row[]) {
      if (other !== self && clash(record, other)) throw new DuplicateKeyError(name);
    }
  }

  async function insert(record: T): Promise<T> {
    const row = record as Row;
    checkUnique(row, undefined, inserting);
    inserting.add(row);
    try {
      return copy(await rows.create(copy(record)));
    } finally {
      inserting.delete(row);
    }
  }

  const findOne: Collection<T>['findOne'] = async (filter, options) => {
    const record = select(filter, options)[0];
    return record ? copy(record) : null;
  };

  const collection: Collection<T> = {
    get: (id) => findOne({ id } as Filter<T>),
    findOne,
    find: async (filter = {}, options) => select(filter, options).map(copy),
    select: async (fields, filter = {}, options) =>
      select(filter, options).map((record) => {
        const picked = { id: record.id } as Row;
        for (const field of fields) picked[field as string] = (record as Row)[field as string];
        return copy(picked) as Pick<T, (typeof fields)[number] | 'id'>;
      }),
    count: async (filter = {}) => select(filter).length,
    async group(by, filter = {}, sum = []) {
      type Key = T[NonNullable<typeof by>] | null;
      const groups = new Map<string, Group<Key, (typeof sum)[number]>>();
      for (const record of select(filter)) {
        const key = (by === null ? null : ((record as Row)[by as string] ?? null)) as Key;
        const id = JSON.stringify(key);
        const group = groups.get(id) ?? {
          key,
          count: 0,
          sums: Object.fromEntries(sum.map((field) => [field, 0])) as Record<
            (typeof sum)[number],
            number
          >,
        };
        groups.set(id, group);
        group.count += 1;
        for (const field of sum) {
          const value = (record as Row)[field as string];
          if (typeof value === 'number')
            (group.sums as Row)[field as string] = group.sums[field] + value;
        }
      }
      return [...groups.values()].map(copy);
    },
    countDistinct: async (field, filter = {}) =>
      new Set(
        select(filter).map((record) => JSON.stringify((record as Row)[field as string] ?? null)),
      ).size,
    insert,
    async insertMany(records) {
      for (const record of records) await insertOnce({ insert }, record);
    },
    async updateEach(updates) {
      let matched = 0;
      for (const { filter, change } of updates) {
        matched += await collection.update(filter, change);
      }
      return matched;
    },
    async update(filter, change, options = {}) {
      const targets = select(filter);
      if (targets.length === 0) {
        if (options.upsert) await insert(upserted(filter, change) as T);
        return 0;
      }
      for (const target of targets) {
        checkUnique(applyChange({ ...(target as Row) }, change), target);
      }
      const changed = await rows.updateMany(where(filter) as never, {
        data(record) {
          applyChange(record, change);
        },
      });
      return changed.length;
    },
    async remove(filter) {
      return rows.deleteMany(where(filter) as never)?.length ?? 0;
    },
  };
  return collection;
}

/** The collections whose records have an `id` (the ones a service can use). */
export type MockStore = {
  [K in CollectionName as RecordOf<K> extends { id: string } ? K : never]: Collection<
    RecordOf<K> & { id: string }
  >;
};

/**
 * Every collection of the mock database behind the storage port, the analytics' counted ones
 * counting (`withCounters`).
 */
export const store = withCounters(
  Object.fromEntries(
    Object.entries(db).map(([name, table]) => [
      name,
      mockCollection(name, table as MswCollection<never>),
    ]),
  ) as unknown as MockStore,
);
