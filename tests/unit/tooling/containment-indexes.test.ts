import { describe, expect, it } from 'vitest';
import { addContainmentIndexes, tableScans } from '../../../scripts/bench/postgres';

/** A stand-in for psql: answers `rows` to the catalog's query and records every statement. */
function fakeSql(rows: string[][]) {
  const statements: string[] = [];
  const sql = (query: string) => {
    statements.push(query);
    return query.startsWith('SELECT') ? rows.map((row) => row.join('\t')).join('\n') + '\n' : '';
  };
  return { sql, statements };
}

// pg_indexes' definitions as FerretDB 1.24 creates them (B-trees on `_jsonb -> field`).
const EMAILS = 'emails_7f3a9c01';
const INDEXES = [
  [
    EMAILS,
    `CREATE UNIQUE INDEX emails__id__67399184_idx ON bench_scale.${EMAILS} USING btree (((_jsonb -> '_id'::text)))`,
  ],
  [
    EMAILS,
    `CREATE INDEX emails_user_id_1_date_sent_-1_1b2c3d4e_idx ON bench_scale.${EMAILS} USING btree (((_jsonb -> 'user_id'::text)), ((_jsonb -> 'date_sent'::text)) DESC)`,
  ],
  [
    EMAILS,
    `CREATE UNIQUE INDEX emails_user_id_1_message_id_1_aa11bb22_idx ON bench_scale.${EMAILS} USING btree (((_jsonb -> 'user_id'::text)), ((_jsonb -> 'message_id'::text)))`,
  ],
  [
    'contacts_0badc0de',
    `CREATE INDEX contacts_address_city_1_0c0c0c0c_idx ON bench_scale.contacts_0badc0de USING btree ((((_jsonb -> 'address'::text) -> 'city'::text)))`,
  ],
  [
    'notes_12345678',
    `CREATE INDEX notes_o_reilly_1_99999999_idx ON bench_scale.notes_12345678 USING btree (((_jsonb -> 'o''reilly'::text)))`,
  ],
];

describe("bench:scale's GIN indexes for FerretDB's pushed-down equalities", () => {
  it('gives the leading top-level field of each FerretDB index one containment index', () => {
    const { sql, statements } = fakeSql(INDEXES);
    expect(addContainmentIndexes(sql, 'bench_scale')).toEqual([
      'emails._id',
      'emails.user_id',
      "notes.o'reilly",
    ]);
    const created = statements.filter((statement) => statement.startsWith('CREATE'));
    expect(created).toEqual([
      `CREATE INDEX IF NOT EXISTS "${EMAILS}__id_gin" ON "bench_scale"."${EMAILS}" USING gin ((_jsonb -> '_id') jsonb_path_ops)`,
      `CREATE INDEX IF NOT EXISTS "${EMAILS}_user_id_gin" ON "bench_scale"."${EMAILS}" USING gin ((_jsonb -> 'user_id') jsonb_path_ops)`,
      `CREATE INDEX IF NOT EXISTS "notes_12345678_oreilly_gin" ON "bench_scale"."notes_12345678" USING gin ((_jsonb -> 'o''reilly') jsonb_path_ops)`,
    ]);
  });

  it("reads the catalog of the database's schema only, leaving FerretDB's metadata out", () => {
    const { sql, statements } = fakeSql([]);
    expect(addContainmentIndexes(sql, "o'hare")).toEqual([]);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain("schemaname = 'o''hare'");
    expect(statements[0]).toContain("tablename NOT LIKE '\\_ferretdb\\_%'");
  });

  it("reports each collection's scans by its name, leaving out tables nobody read", () => {
    const { sql } = fakeSql([
      ['sessions_00aa11bb', '0', '0', '28'],
      [EMAILS, '2', '4000', '26'],
      ['users_3c3c3c3c', '0', '0', '0'],
    ]);
    expect(tableScans(sql, 'bench_scale')).toEqual([
      { collection: 'emails', seqScans: 2, seqRows: 4000, indexScans: 26 },
      { collection: 'sessions', seqScans: 0, seqRows: 0, indexScans: 28 },
    ]);
  });
});
