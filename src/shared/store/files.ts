/**
 * The file port (DESIGN.md section 11, "Files"): a user's stored files, apart from the records
 * that describe them. The server keeps them in MongoDB through the driver's GridFS
 * (`server/platform/files.ts`), the mock in memory and the browser's IndexedDB
 * (`mocks/files.ts`); one suite (`tests/store/files-suite.ts`) runs against both.
 */

/** What is known of a stored file beside its bytes. */
export interface StoredFileInfo {
  /** A 24-hex id (an ObjectId on the server). */
  id: string;
  /** Whose file it is: 'Delete my account' removes every file of its user. */
  user_id: string;
  file_name: string;
  content_type: string;
  size: number;
  uploaded_at: string;
}

export interface FileStore {
  /** Stores a file under `info.id`. */
  put(info: StoredFileInfo, bytes: Uint8Array): Promise<void>;
  /** The file and its bytes; null when there is none. */
  read(id: string): Promise<{ info: StoredFileInfo; bytes: Uint8Array } | null>;
  /** Removes a file; nothing happens when there is none. */
  remove(id: string): Promise<void>;
  /** The files of a user (without their bytes), oldest first. */
  listOwned(userId: string): Promise<StoredFileInfo[]>;
  /** Removes every file of a user and answers how many. */
  removeOwned(userId: string): Promise<number>;
}
