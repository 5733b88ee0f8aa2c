/**
 * The file port (`src/shared/store/files.ts`) over MongoDB's GridFS, through the driver that
 * mongoose's connection holds (`mongoose.mongo.GridFSBucket`): one bucket, `files`, chunks of
 * 255 KB; a file's id is its ObjectId, its owner and description are its metadata. Runs on
 * FerretDB 1.24 as on MongoDB (GridFS is two ordinary collections and a unique index).
 */
import mongoose, { type Connection } from 'mongoose';
import type { FileStore, StoredFileInfo } from '@/shared/store/files';

export const FILES_BUCKET = 'files';

interface Metadata {
  user_id: string;
  content_type: string;
  uploaded_at: string;
}

type FileDoc = mongoose.mongo.GridFSFile & { metadata?: Metadata };

function infoOf(file: FileDoc): StoredFileInfo {
  return {
    id: file._id.toHexString(),
    user_id: file.metadata?.user_id ?? '',
    file_name: file.filename,
    content_type: file.metadata?.content_type ?? 'application/octet-stream',
    size: file.length,
    uploaded_at: file.metadata?.uploaded_at ?? file.uploadDate.toISOString(),
  };
}

const objectId = (id: string) => new mongoose.mongo.ObjectId(id);

export function gridFsFiles(connection: Connection): FileStore {
  const bucket = () => {
    if (!connection.db) throw new Error('The database is not connected');
    return new mongoose.mongo.GridFSBucket(connection.db, { bucketName: FILES_BUCKET });
  };
  const find = async (filter: object) =>
    (await bucket()
      .find(filter, { sort: { uploadDate: 1 } })
      .toArray()) as FileDoc[];

  return {
    async put(info, bytes) {
      const metadata: Metadata = {
        user_id: info.user_id,
        content_type: info.content_type,
        uploaded_at: info.uploaded_at,
      };
      const upload = bucket().openUploadStreamWithId(objectId(info.id), info.file_name, {
        metadata,
      });
      await new Promise<void>((resolve, reject) => {
        upload.once('error', reject);
        upload.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), () => resolve());
      });
    },

    async read(id) {
      if (!/^[0-9a-f]{24}$/.test(id)) return null;
      const [file] = await find({ _id: objectId(id) });
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket().openDownloadStream(file._id)) chunks.push(chunk as Buffer);
      return { info: infoOf(file), bytes: new Uint8Array(Buffer.concat(chunks)) };
    },

    async remove(id) {
      if (!/^[0-9a-f]{24}$/.test(id)) return;
      try {
        await bucket().delete(objectId(id));
      } catch (error) {
        // Already gone (a retried removal): the end state is the one asked for.
        if (
          !(error instanceof mongoose.mongo.MongoRuntimeError) ||
          !/not found/i.test(error.message)
        ) {
          throw error;
        }
      }
    },

    async listOwned(userId) {
      return (await find({ 'metadata.user_id': userId })).map(infoOf);
    },

    async removeOwned(userId) {
      const owned = await find({ 'metadata.user_id': userId });
      for (const file of owned) await this.remove(file._id.toHexString());
      return owned.length;
    },
  };
}
