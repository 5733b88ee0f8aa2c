/**
 * What the server's database connection was told to change: every insert, update, delete and
 * find-and-modify that the database answered as having changed a document, in order. Read
 * from the driver's command events, so a test learns whether a request wrote anything without
 * reading every collection before and after it (which took four fifths of the authorization
 * matrix's time). Rate-limit counters and a session's `last_used_at` (written by any request
 * with a valid token once it is a few minutes old) are the server's bookkeeping and left out.
 */
import type { Connection } from 'mongoose';

type Command = Record<string, unknown>;
type Reply = Record<string, unknown> & {
  n?: number;
  nModified?: number;
  upserted?: unknown[];
  lastErrorObject?: { n?: number };
};

const WRITES = new Set(['insert', 'update', 'delete', 'findAndModify']);
const BOOKKEEPING_FIELDS = new Set(['last_used_at', 'updated_at']);

/** Only the session's last-used time (and its `updated_at`) set. */
function touchesLastUsed(command: Command): boolean {
  const updates = command.updates as { u?: Record<string, unknown> }[] | undefined;
  return (
    updates?.every(({ u }) => {
      const keys = Object.keys(u ?? {});
      const set = u?.$set as Record<string, unknown> | undefined;
      return (
        keys.every((key) => key === '$set') &&
        set !== undefined &&
        Object.keys(set).includes('last_used_at') &&
        Object.keys(set).every((field) => BOOKKEEPING_FIELDS.has(field))
      );
    }) ?? false
  );
}

function changedSomething(name: string, reply: Reply): boolean {
  switch (name) {
    case 'insert':
    case 'delete':
      return (reply.n ?? 0) > 0;
    case 'update':
      return (reply.nModified ?? 0) > 0 || (reply.upserted?.length ?? 0) > 0;
    default:
      return (reply.lastErrorObject?.n ?? 0) > 0;
  }
}

/** Starts watching a connection opened with `monitorCommands: true`; answers the log so far. */
export function watchWrites(connection: Connection): () => readonly string[] {
  const log: string[] = [];
  const started = new Map<number, string>();
  const client = connection.getClient();
  client.on('commandStarted', (event) => {
    if (!WRITES.has(event.commandName)) return;
    const command = event.command as Command;
    const collection = String(command[event.commandName]);
    if (collection === 'rate_limits') return;
    if (collection === 'sessions' && event.commandName === 'update' && touchesLastUsed(command)) {
      return;
    }
    const what = command.documents ?? command.updates ?? command.deletes ?? command.query;
    started.set(
      event.requestId,
      `${event.commandName} ${collection} ${JSON.stringify(what)?.slice(0, 300)}`,
    );
  });
  client.on('commandSucceeded', (event) => {
    const entry = started.get(event.requestId);
    if (entry === undefined) return;
    started.delete(event.requestId);
    if (changedSomething(event.commandName, event.reply as Reply)) log.push(entry);
  });
  client.on('commandFailed', (event) => started.delete(event.requestId));
  return () => log;
}
