/**
 * The file port (`src/shared/store/files.ts`), one suite for both adapters: the mock's memory
 * (and IndexedDB in a browser) and the server's GridFS on FerretDB.
 */
import { describe, expect, it } from 'vitest';
import type { FileStore, StoredFileInfo } from '@/shared/store/files';
import { newObjectId } from '@/shared/store/ids';

export function describeFileStore(name: string, files: () => FileStore) {
  describe(`the file port on ${name}`, () => {
    const owner = newObjectId();
    const other = newObjectId();
    const info = (user_id: string, file_name: string, size: number): StoredFileInfo => ({
      id: newObjectId(),
      user_id,
      file_name,
      content_type: 'application/pdf',
      size,
      uploaded_at: new Date().toISOString(),
    });
    // Over one GridFS chunk (255 KB), so the bytes come back from several.
    const large = Uint8Array.from({ length: 300 * 1024 }, (_, index) => (index * 7) & 255);

    it('keeps the bytes and the description, lists and removes by owner', async () => {
      const first = info(owner, 'agreement.pdf', large.length);
      const second = info(owner, 'photo.pdf', 3);
      const theirs = info(other, 'theirs.pdf', 3);
      await files().put(first, large);
      await files().put(second, Uint8Array.from([1, 2, 3]));
      await files().put(theirs, Uint8Array.from([4, 5, 6]));

      const read = await files().read(first.id);
      expect(read?.info).toEqual(first);
      expect(Buffer.from(read!.bytes).equals(Buffer.from(large))).toBe(true);
      expect((await files().listOwned(owner)).map((file) => file.file_name).sort()).toEqual([
        'agreement.pdf',
        'photo.pdf',
      ]);

      await files().remove(second.id);
      await files().remove(second.id);
      expect(await files().read(second.id)).toBeNull();
      expect(await files().read('not-an-id')).toBeNull();

      expect(await files().removeOwned(owner)).toBe(1);
      expect(await files().listOwned(owner)).toEqual([]);
      expect(await files().read(theirs.id)).not.toBeNull();
    });
  });
}
