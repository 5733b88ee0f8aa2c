/**
 * The mock's file store (the file port, `src/shared/store/files.ts`): files in memory, and in the
 * browser also in IndexedDB, so an attached letter survives a reload as the mock database does
 * (local storage holds about 5 MB; a letter may be 10). `resetDb` empties it with the database.
 */
import type { FileStore, StoredFileInfo } from '@/shared/store/files';

interface Entry {
  info: StoredFileInfo;
  bytes: Uint8Array;
}

const DB_NAME = 'selfsettle-mock-files';
const STORE = 'files';

const files = new Map<string, Entry>();

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'));
  });
}

let opening: Promise<IDBDatabase | null> | null = null;

/** The browser's database, or null where there is none (Node, tests) or it cannot open. */
function database(): Promise<IDBDatabase | null> {
  opening ??= (async () => {
    if (typeof indexedDB === 'undefined') return null;
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      const opened = await done(request);
      // What an earlier visit kept comes back into memory once.
      const tx = opened.transaction(STORE, 'readonly').objectStore(STORE);
      for (const entry of (await done(tx.getAll())) as Entry[]) files.set(entry.info.id, entry);
      return opened;
    } catch (error) {
      console.warn(
        'Mock files: IndexedDB is not available; files last until the tab closes.',
        error,
      );
      return null;
    }
  })();
  return opening;
}

async function write(change: (store: IDBObjectStore) => IDBRequest): Promise<void> {
  const opened = await database();
  if (!opened) return;
  try {
    await done(change(opened.transaction(STORE, 'readwrite').objectStore(STORE)));
  } catch (error) {
    // A full quota: the demo goes on, the file just will not survive a reload.
    console.warn('Mock files: could not keep the file in this browser.', error);
  }
}

const copy = (entry: Entry): Entry => ({ info: { ...entry.info }, bytes: entry.bytes.slice() });

export const mockFiles: FileStore & { clear(): Promise<void> } = {
  async put(info, bytes) {
    await database();
    const entry = { info: { ...info }, bytes: bytes.slice() };
    files.set(info.id, entry);
    await write((store) => store.put(entry, info.id));
  },
  async read(id) {
    await database();
    const entry = files.get(id);
    return entry ? copy(entry) : null;
  },
  async remove(id) {
    await database();
    files.delete(id);
    await write((store) => store.delete(id));
  },
  async listOwned(userId) {
    await database();
    return [...files.values()]
      .filter((entry) => entry.info.user_id === userId)
      .map((entry) => ({ ...entry.info }))
      .sort((a, b) => a.uploaded_at.localeCompare(b.uploaded_at));
  },
  async removeOwned(userId) {
    const owned = await this.listOwned(userId);
    for (const info of owned) await this.remove(info.id);
    return owned.length;
  },
  async clear() {
    await database();
    files.clear();
    await write((store) => store.clear());
  },
};
