/**
 * What `bench:scale` measures besides the load: the raw driver's time for the admin reads'
 * queries (FerretDB's own cost, apart from the server's), how the database plans each read's
 * main query (explain), and the server's resident memory.
 */
import { readFileSync } from 'node:fs';
import mongoose from 'mongoose';
import { searchGramOf } from '../../../src/features/auth/records';
import { SEARCH } from './load';
import type { Settings } from './settings';

/** Resident memory of a process in MB, from /proc; null off Linux. */
export function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

export interface Probe {
  name: string;
  p50: number;
}

export interface Plan {
  /** The documents FerretDB reads for the query (see `plans`). */
  documents: number;
  name: string;
  /** Whether FerretDB handed the filter to its backend (`filterPushdown` in explain). */
  pushdown: boolean | null;
  /**
   * The backend's plan, as explain gives it (SQLite: `SCAN <table>` reads every row;
   * PostgreSQL: each node's type, with its index or filter).
   */
  plan: string;
}

/** PostgreSQL's JSON plan in one line: `Gather > Seq Scan emails (filter …)`. */
function postgresPlan(node: Record<string, unknown>): string {
  const parts = [String(node['Node Type'])];
  if (node['Index Name']) parts.push(`using ${String(node['Index Name'])}`);
  else if (node['Relation Name']) parts.push(String(node['Relation Name']));
  const condition = node['Index Cond'] ?? node['Recheck Cond'] ?? node.Filter;
  if (condition) parts.push(`(${String(condition)})`);
  const children = (node.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [parts.join(' '), ...children.map(postgresPlan)].join(' > ');
}

/**
 * The search the admin's users page sends (AD-11: a substring of either lower-cased key, which
 * the server's store writes as an unanchored `$regex`, among the users holding one piece of it:
 * SV-34, AD-14).
 */
const SEARCH_FILTER = {
  search_grams: searchGramOf(SEARCH),
  $or: [{ email_key: new RegExp(SEARCH) }, { username_key: new RegExp(SEARCH) }],
};

/**
 * How the database runs each read's main query (explain): whether the filter reaches the
 * backend and whether an index serves it, which tells a cost that grows with N from one that
 * does not.
 */
export async function plans(uri: string, userId: string): Promise<Plan[]> {
  const client = new mongoose.mongo.MongoClient(uri);
  await client.connect();
  try {
    const db = client.db();
    const queries: [string, string, object, object][] = [
      ['tradelines by user_id', 'tradelines', { user_id: userId }, { created_at: 1 }],
      ['events by user_id', 'events', { user_id: userId }, { scheduled_date: 1 }],
      ['emails by user_id, newest first', 'emails', { user_id: userId }, { date_sent: -1 }],
      ['session by _id', 'sessions', { _id: 'x'.repeat(64) }, {}],
      [
        'admin search: a stored piece and key substrings',
        'users',
        SEARCH_FILTER,
        { created_at: -1 },
      ],
      // What PostgreSQL hands FerretDB for the search: the users holding the piece.
      [
        `admin search: the users holding ${searchGramOf(SEARCH)!}`,
        'users',
        { search_grams: searchGramOf(SEARCH) },
        {},
      ],
      // The analytics read every counter (AD-13): a few hundred small records at any N.
      ['analytics: the counters', 'counters', {}, {}],
    ];
    const results: Plan[] = [];
    for (const [name, collection, filter, sort] of queries) {
      const explained = (await db
        .collection(collection)
        .find(filter)
        .sort(sort as never)
        .limit(50)
        .explain()) as { filterPushdown?: boolean; queryPlanner?: { Plan?: unknown } };
      const plan = explained.queryPlanner?.Plan;
      const pushdown = explained.filterPushdown ?? null;
      // FerretDB reads what PostgreSQL hands it: the matches of a pushed-down equality, else
      // the whole collection (a count of the matches is then itself a whole pass, so not run).
      const documents =
        pushdown === false || Object.keys(filter).length === 0
          ? await db.collection(collection).estimatedDocumentCount()
          : await db.collection(collection).countDocuments(filter);
      results.push({
        name,
        pushdown,
        documents,
        plan: (Array.isArray(plan)
          ? plan.join('; ')
          : plan && typeof plan === 'object'
            ? postgresPlan(plan as Record<string, unknown>)
            : JSON.stringify(plan ?? null)
        )
          .replace(/id=\d+ parent=\d+ notused=\d+ detail=/g, '')
          .replace(/_[0-9a-f]{8}\b/g, '')
          .replace(/\|/g, '\\|'),
      });
    }
    return results;
  } finally {
    await client.close();
  }
}

/** The admin reads' queries with the raw driver, one at a time: FerretDB's own time. */
export async function probe(settings: Settings, uri: string): Promise<Probe[]> {
  const client = new mongoose.mongo.MongoClient(uri);
  await client.connect();
  try {
    const db = client.db();
    const search = SEARCH_FILTER;
    const queries: [string, () => Promise<unknown>][] = [
      [
        'users search: find(piece + substrings).sort.limit(20)',
        () => db.collection('users').find(search).sort({ created_at: -1 }).limit(20).toArray(),
      ],
      ['analytics: every counter (find)', () => db.collection('counters').find({}).toArray()],
    ];
    const results: Probe[] = [];
    for (const [name, query] of queries) {
      await query();
      const times: number[] = [];
      for (let run = 0; run < settings.probeRuns; run += 1) {
        const begin = performance.now();
        await query();
        times.push(performance.now() - begin);
      }
      times.sort((a, b) => a - b);
      results.push({ name, p50: times[Math.floor(times.length / 2)]! });
    }
    return results;
  } finally {
    await client.close();
  }
}
