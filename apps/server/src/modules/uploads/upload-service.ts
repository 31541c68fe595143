import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { isImageType, UPLOAD_TYPES, type UploadFolder, type UploadType } from '@signal-desk/domain/uploads';
import { eq, lt } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client';
import { usedUploadGrants } from '../../db/schema';
import { extensionOf, type Storage } from '../../integrations/storage/storage';
import { badRequest, fieldError, fieldRefusal, refused } from '../../shared/errors';

/** Bytes file-type needs to recognise every type it knows. */
const SNIFF_BYTES = 4100;
const MB = 1024 * 1024;

export interface UploadLimits {
  imageMb: number;
  videoMb: number;
}

export interface StoredUpload {
  key: string;
  contentType: UploadType;
  size: number;
}

export const newKey = (folder: UploadFolder, contentType: string) =>
  `${folder}/${randomUUID()}.${extensionOf(contentType)}`;

export const tooLarge = (type: string, limits: UploadLimits) => {
  const image = isImageType(type);
  const limit = image ? limits.imageMb : limits.videoMb;
  return refused(
    'bad_request',
    'file_too_large',
    `The ${image ? 'image' : 'video'} must be at most ${limit} MB`,
    [{ path: 'file', message: String(limit) }],
  );
};

const notAllowed = () =>
  refused('bad_request', 'file_type_not_allowed', undefined, [fieldRefusal('file', 'file_type_not_allowed')]);

/**
 * A failure of the request body itself is the client's: a multipart body without parts or cut short
 * makes the parser throw a plain error, which would otherwise be a 500. Errors that already carry an
 * HTTP status (the multipart plugin's limits) keep it.
 */
export function uploadBodyError(error: unknown): unknown {
  if (error instanceof Error && 'statusCode' in error) return error;
  return badRequest('The upload is malformed or was cut short', [fieldError('file', 'invalid')]);
}

/**
 * Reads the first bytes, decides the type from them (magic bytes), then streams the rest to storage
 * while counting: the file is never held whole in memory, and a refused or failed upload leaves
 * nothing stored. `expected` pins the type (a presigned upload promised one).
 */
export async function storeUpload(
  storage: Storage,
  source: Readable,
  folder: UploadFolder,
  limits: UploadLimits,
  expected?: { key: string; contentType: string },
): Promise<StoredUpload> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks = {
    next: () =>
      iterator.next().catch((error: unknown) => {
        throw uploadBodyError(error);
      }),
  };
  const head: Buffer[] = [];
  let headSize = 0;
  let ended = false;
  while (headSize < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headSize += next.value.length;
  }
  const first = Buffer.concat(head);
  const detected = first.length > 0 ? await fileTypeFromBuffer(first) : undefined;
  const type = UPLOAD_TYPES.find((t) => t === detected?.mime);
  const discard = () => {
    source.resume();
  };
  if (!type || (expected && expected.contentType !== type)) {
    discard();
    throw notAllowed();
  }
  const limitBytes = (isImageType(type) ? limits.imageMb : limits.videoMb) * MB;
  if (first.length > limitBytes) {
    discard();
    throw tooLarge(type, limits);
  }

  let overLimit = false;
  async function* body() {
    let size = first.length;
    yield first;
    if (ended) return;
    while (true) {
      const next = await chunks.next();
      if (next.done) return;
      size += next.value.length;
      if (size > limitBytes) {
        overLimit = true;
        throw tooLarge(type as string, limits);
      }
      yield next.value;
    }
  }
  const key = expected?.key ?? newKey(folder, type);
  try {
    const { size } = await storage.put(key, Readable.from(body(), { objectMode: false }), type);
    return { key, contentType: type, size };
  } catch (error) {
    discard();
    if (overLimit) throw tooLarge(type, limits);
    throw error;
  }
}

/**
 * Marks a presigned upload URL (named by its key) as used, or refuses it when it already was: the
 * insert is the check, so two uploads with one URL at once, even on two replicas, let one through.
 * Returns the release of the claim, for an upload that fails (a refused upload does not use the URL).
 */
export async function claimUploadGrant(
  db: Db,
  grant: { key: string; expiresAt: number },
): Promise<() => Promise<void>> {
  const expiresAt = new Date(grant.expiresAt * 1000);
  const claimed = await db
    .insert(usedUploadGrants)
    .values({ key: grant.key, expiresAt })
    .onConflictDoNothing()
    .returning({ key: usedUploadGrants.key });
  if (claimed.length === 0) throw refused('forbidden', 'upload_url_used');
  return async () => {
    await db.delete(usedUploadGrants).where(eq(usedUploadGrants.key, grant.key));
  };
}

/** Forgets used URLs that have expired (an expired URL is refused on its own). */
export async function purgeUsedUploadGrants(db: Db): Promise<void> {
  await db.delete(usedUploadGrants).where(lt(usedUploadGrants.expiresAt, new Date()));
}
