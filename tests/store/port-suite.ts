/**
 * One test suite for the storage port (src/shared/store/port.ts), run against the mock store
 * (mocks/store.test.ts) and the mongoose store on FerretDB
 * (tests/server/store.test.ts): every query and write answers alike on both.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DuplicateKeyError, type Collection } from '@/shared/store/port';

/** The record the suite stores: unique `name`, a number, a time, a list and a nullable. */
export interface Thing {
  id: string;
  name: string;
  owner: string;
  n: number;
  at: string;
  tags: string[];
  note: string | null;
}

export interface PortFixture {
  /** An empty collection of things, `name` unique. */
  things(): Promise<Collection<Thing>>;
}

const id = (n: number) => n.toString(16).padStart(24, '0');

function thing(n: number, fields: Partial<Thing> = {}): Thing {
  return {
    id: id(n),
    name: `thing ${n}`,
    owner: n % 2 === 0 ? 'even' : 'odd',
    n,
    at: new Date(Date.UTC(2026, 0, n)).toISOString(),
    tags: n % 3 === 0 ? ['three'] : [],
    note: null,
    ...fields,
  };
}

export function describePort(backend: string, fixture: PortFixture): void {
  describe(`the storage port on ${backend}`, () => {
    let things: Collection<Thing>;

    beforeEach(async () => {
      things = await fixture.things();
      for (const n of [3, 1, 4, 2, 6, 5]) await things.insert(thing(n));
    });

    it('gives back what it stored, times as ISO strings', async () => {
      expect(await things.get(id(4))).toEqual(thing(4));
      expect(await things.get(id(99))).toBeNull();
      expect(await things.findOne({ name: 'thing 2' })).toEqual(thing(2));
      expect(await things.findOne({ name: 'nobody' })).toBeNull();
    });

    it('finds by equality, $in, $nin, $ne, ranges, list items and $or', async () => {
      const ns = async (filter: Parameters<Collection<Thing>['find']>[0]) =>
        (await things.find(filter, { sort: { n: 1 } })).map((item) => item.n);
      expect(await ns({ owner: 'even' })).toEqual([2, 4, 6]);
      expect(await ns({ id: { $in: [id(1), id(5)] } })).toEqual([1, 5]);
      expect(await ns({ n: { $nin: [1, 2, 3] } })).toEqual([4, 5, 6]);
      expect(await ns({ owner: { $ne: 'even' } })).toEqual([1, 3, 5]);
      expect(await ns({ n: { $gt: 2, $lte: 4 } })).toEqual([3, 4]);
      expect(await ns({ at: { $lt: new Date(Date.UTC(2026, 0, 3)).toISOString() } })).toEqual([
        1, 2,
      ]);
      expect(await ns({ tags: 'three' })).toEqual([3, 6]);
      expect(await ns({ note: null, n: { $gte: 6 } })).toEqual([6]);
      expect(await ns({ $or: [{ n: 1 }, { owner: 'even', n: { $gt: 4 } }] })).toEqual([1, 6]);
      expect(await ns({})).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('searches text by prefix or substring, ignoring case and taking the text literally', async () => {
      await things.insert(thing(11, { name: 'Thing.Eleven', owner: 'odd', tags: ['Eleven'] }));
      const ns = async (filter: Parameters<Collection<Thing>['find']>[0]) =>
        (await things.find(filter, { sort: { n: 1 } })).map((item) => item.n);
      // `name` as given (mixed case here); `owner` kept lower-cased by the server's model.
      expect(await ns({ name: { $startsWith: 'THING 1' } })).toEqual([1]);
      expect(await ns({ name: { $startsWith: 'thing.e' } })).toEqual([11]);
      expect(await ns({ name: { $contains: 'ING 5' } })).toEqual([5]);
      expect(await ns({ name: { $contains: 'g.el' } })).toEqual([11]);
      expect(await ns({ owner: { $startsWith: 'EV' } })).toEqual([2, 4, 6]);
      expect(await ns({ owner: { $contains: 'D' } })).toEqual([1, 3, 5, 11]);
      // Pattern characters are text: '.' is a dot, '*' a star.
      expect(await ns({ name: { $contains: '.' } })).toEqual([11]);
      expect(await ns({ name: { $startsWith: '.*' } })).toEqual([]);
      expect(await ns({ name: { $contains: 'thing [' } })).toEqual([]);
      // A list matches by any item; no text, no match; with other conditions and `$or`.
      expect(await ns({ tags: { $startsWith: 'eLe' } })).toEqual([11]);
      expect(await ns({ note: { $contains: 'x' } })).toEqual([]);
      expect(await ns({ owner: 'odd', name: { $startsWith: 'THING ' } })).toEqual([1, 3, 5]);
      expect(
        await ns({ $or: [{ owner: { $startsWith: 'ev' } }, { name: { $contains: 'eleven' } }] }),
      ).toEqual([2, 4, 6, 11]);
      // A list item's equality beside an `$or` of searches, counted too (the admin search: the
      // users holding one piece of the text, then the text; SV-34).
      const pieceThenText = {
        tags: 'three',
        $or: [{ owner: { $contains: 'VE' } }, { name: { $contains: 'g 3' } }],
      };
      expect(await ns(pieceThenText)).toEqual([3, 6]);
      expect(await things.count(pieceThenText)).toBe(2);
      expect(await things.count({ name: { $contains: 'THING' } })).toBe(7);
      const page = await things.find(
        { name: { $contains: 'thing' } },
        { sort: { n: -1 }, limit: 2 },
      );
      expect(page.map((item) => item.n)).toEqual([11, 6]);
    });

    it('counts and sums by group, and counts distinct values, in the database', async () => {
      const byKey = <G extends { key: unknown }>(groups: G[]) =>
        [...groups].sort((a, b) => String(a.key).localeCompare(String(b.key)));
      expect(byKey(await things.group('owner', {}, ['n']))).toEqual([
        { key: 'even', count: 3, sums: { n: 12 } },
        { key: 'odd', count: 3, sums: { n: 9 } },
      ]);
      expect(await things.group(null, { n: { $gt: 4 } }, ['n'])).toEqual([
        { key: null, count: 2, sums: { n: 11 } },
      ]);
      // A missing or null value is one group, null; no match, no group.
      expect(await things.group('note')).toEqual([{ key: null, count: 6, sums: {} }]);
      expect(await things.group('owner', { n: { $gt: 100 } }, ['n'])).toEqual([]);
      // The filter is applied as `find` applies it: times given as ISO strings, text searches.
      expect(byKey(await things.group('owner', { at: { $lt: thing(3).at } }, ['n']))).toEqual([
        { key: 'even', count: 1, sums: { n: 2 } },
        { key: 'odd', count: 1, sums: { n: 1 } },
      ]);
      expect(await things.group('owner', { owner: { $startsWith: 'E' } })).toEqual([
        { key: 'even', count: 3, sums: {} },
      ]);
      // Group keys come back as stored records give them (times as ISO strings).
      expect(await things.group('at', { n: 2 })).toEqual([
        { key: thing(2).at, count: 1, sums: {} },
      ]);
      expect(await things.countDistinct('owner')).toBe(2);
      expect(await things.countDistinct('owner', { n: { $lt: 2 } })).toBe(1);
      expect(await things.countDistinct('note')).toBe(1);
      expect(await things.countDistinct('n', { n: { $gt: 100 } })).toBe(0);
    });

    it('selects only the named fields and the id', async () => {
      const picked = await things.select(
        ['name', 'at'],
        { owner: 'odd' },
        { sort: { n: -1 }, limit: 2 },
      );
      expect(picked).toEqual([
        { id: id(5), name: 'thing 5', at: thing(5).at },
        { id: id(3), name: 'thing 3', at: thing(3).at },
      ]);
    });

    it('sorts on several keys, skips and limits', async () => {
      const page = await things.find({}, { sort: { owner: -1, n: -1 }, skip: 1, limit: 3 });
      expect(page.map((item) => item.n)).toEqual([3, 1, 6]);
      expect((await things.findOne({}, { sort: { n: -1 } }))?.n).toBe(6);
      expect(await things.count({ owner: 'odd' })).toBe(3);
      expect(await things.count()).toBe(6);
    });

    it('reads past one batch of the database: every match, in order, and no more than the limit', async () => {
      // The server's first batch holds 101 documents; the rest follow in the same read.
      await things.insertMany(Array.from({ length: 250 }, (_, index) => thing(100 + index)));
      const all = await things.find({ n: { $gte: 100 } }, { sort: { n: 1 } });
      expect(all.map((item) => item.n)).toEqual(Array.from({ length: 250 }, (_, i) => 100 + i));
      expect(await things.select(['n'], { n: { $gte: 100 } }, { limit: 150 })).toHaveLength(150);
      const page = await things.find({}, { sort: { n: -1 }, skip: 3, limit: 101 });
      expect(page.map((item) => item.n)).toEqual(Array.from({ length: 101 }, (_, i) => 346 - i));
      expect(await things.count({ n: { $gte: 100 } })).toBe(250);
      expect(await things.group('n', { n: { $gte: 100 } })).toHaveLength(250);
    });

    it('refuses a held id or unique key, and keeps the rest of a batch', async () => {
      await expect(things.insert(thing(1, { name: 'other' }))).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      await expect(things.insert(thing(7, { name: 'thing 1' }))).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      await things.insertMany([thing(8), thing(9, { name: 'thing 2' }), thing(10)]);
      expect((await things.find({ n: { $gte: 7 } }, { sort: { n: 1 } })).map((t) => t.n)).toEqual([
        8, 10,
      ]);
    });

    it('updates every match, counts the matches and conditions the write', async () => {
      expect(await things.update({ owner: 'odd' }, { set: { note: 'odd one' } })).toBe(3);
      expect((await things.get(id(3)))?.note).toBe('odd one');
      expect((await things.get(id(2)))?.note).toBeNull();
      // A conditional write: the second one finds nothing left to change.
      expect(await things.update({ id: id(2), note: null }, { set: { note: 'done' } })).toBe(1);
      expect(await things.update({ id: id(2), note: null }, { set: { note: 'again' } })).toBe(0);
      expect((await things.get(id(2)))?.note).toBe('done');
      expect(await things.update({ id: id(4) }, { inc: { n: 10 } })).toBe(1);
      expect((await things.get(id(4)))?.n).toBe(14);
      await expect(
        things.update({ id: id(5) }, { set: { name: 'thing 6' } }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect((await things.get(id(5)))?.name).toBe('thing 5');
    });

    it('sends several updates as one, each changing what its filter matches', async () => {
      expect(
        await things.updateEach([
          { filter: { id: id(1) }, change: { set: { note: 'one' } } },
          { filter: { owner: 'even', n: { $gt: 2 } }, change: { inc: { n: 100 } } },
          // A condition still holds per update: this one matches nothing.
          { filter: { id: id(3), note: 'not yet' }, change: { set: { note: 'three' } } },
        ]),
      ).toBe(3);
      expect((await things.find({}, { sort: { n: 1 } })).map((t) => [t.n, t.note])).toEqual([
        [1, 'one'],
        [2, null],
        [3, null],
        [5, null],
        [104, null],
        [106, null],
      ]);
      expect(await things.updateEach([])).toBe(0);
      // A held unique key is refused as `update` refuses it.
      await expect(
        things.updateEach([{ filter: { id: id(5) }, change: { set: { name: 'thing 2' } } }]),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect((await things.get(id(5)))?.name).toBe('thing 5');
    });

    it('upserts from the filter and the change, and refuses a held key', async () => {
      const fresh = { name: 'fresh', owner: 'new', at: thing(1).at, tags: [], note: null };
      expect(
        await things.update(
          { id: id(20) },
          { set: fresh, setOnInsert: { n: 0 }, inc: {} },
          {
            upsert: true,
          },
        ),
      ).toBe(0);
      expect(await things.get(id(20))).toEqual({ id: id(20), n: 0, ...fresh });
      // A counter below its limit goes up; at the limit the upsert's new record clashes.
      const bump = () =>
        things.update(
          { id: id(21), n: { $lt: 2 } },
          { inc: { n: 1 }, setOnInsert: { ...fresh, name: 'counter' } },
          { upsert: true },
        );
      await bump();
      await bump();
      expect((await things.get(id(21)))?.n).toBe(2);
      await expect(bump()).rejects.toBeInstanceOf(DuplicateKeyError);
      expect((await things.get(id(21)))?.n).toBe(2);
    });

    it("an upsert's null set on insert reads back as null", async () => {
      // FerretDB 1.24 leaves the null out of the new document; the port reads it back as null.
      const fields = { name: 'late', owner: 'new', at: thing(1).at, tags: [], n: 1 };
      await things.update(
        { id: id(22) },
        { set: fields, setOnInsert: { note: null } },
        { upsert: true },
      );
      expect(await things.get(id(22))).toEqual({ id: id(22), ...fields, note: null });
      expect(await things.findOne({ name: 'late' })).toEqual({ id: id(22), ...fields, note: null });
      expect(await things.select(['note'], { name: 'late' })).toEqual([{ id: id(22), note: null }]);
      expect(await things.select(['n'], { name: 'late' })).toEqual([{ id: id(22), n: 1 }]);
    });

    it('removes every match and counts them', async () => {
      expect(await things.remove({ owner: 'even' })).toBe(3);
      expect(await things.remove({ owner: 'even' })).toBe(0);
      expect((await things.find()).map((item) => item.n).sort()).toEqual([1, 3, 5]);
    });

    it('hands out copies: changing an answer changes nothing stored', async () => {
      const found = (await things.get(id(3)))!;
      found.tags.push('changed');
      found.name = 'changed';
      expect(await things.get(id(3))).toEqual(thing(3));
    });
  });
}
