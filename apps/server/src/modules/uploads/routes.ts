import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import { textSchema } from '@signal-desk/domain/fields';
import { dataOf } from '@signal-desk/domain/http';
import {
  presignedUploadSchema,
  presignInputSchema,
  UPLOAD_TYPES,
  type UploadFolder,
  uploadedFileSchema,
  uploadFolderSchema,
  uploadQuerySchema,
} from '@signal-desk/domain/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import type { LocalStorage } from '../../integrations/storage/local-storage';
import {
  type ByteRange,
  RangeNotSatisfiable,
  type Storage,
  type StoredFile,
} from '../../integrations/storage/storage';
import { badRequest, fieldError, notFound, refused, refusedWith } from '../../shared/errors';
import { recordActivity } from '../activity/service';
import { getSettings } from '../signal-support/settings-service';
import {
  claimUploadGrant,
  newKey,
  storeUpload,
  tooLarge,
  type UploadLimits,
  uploadBodyError,
} from './upload-service';

export interface UploadDeps extends RouteDeps {
  storage: Storage;
  videoLimitMb: number;
}

const signedQuery = z.object({ token: textSchema.max(2000) });

/** How long a presigned upload URL stays valid. */
export const PRESIGN_SECONDS = 15 * 60;

/** The address the client used to reach the API, so the URLs it gets back work from where it is. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
export const publicUrlOf = (request: FastifyRequest, key: string) => `${originOf(request)}/api/files/${key}`;

function folderOf(filePath: string): UploadFolder {
  const parsed = uploadFolderSchema.safeParse(filePath.split('/')[0]);
  return parsed.success ? parsed.data : 'misc';
}

/** The one byte range a player asks for (`bytes=start-` or `bytes=start-end`); anything else reads whole. */
function rangeOf(request: FastifyRequest): ByteRange | undefined {
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(String(request.headers.range ?? ''));
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  return end !== undefined && end < start ? undefined : { start, end };
}

const UNSATISFIABLE = { error: { code: 'bad_request', message: 'Range not satisfiable' } };

/** Reads a stored file, whole or the range asked; a range past its end is a 416. */
async function readStored(storage: Storage, request: FastifyRequest, reply: FastifyReply, key: string) {
  try {
    return await storage.get(key, rangeOf(request));
  } catch (error) {
    if (!(error instanceof RangeNotSatisfiable)) throw error;
    reply.status(416).header('content-range', `bytes */${error.size}`);
    return 'unsatisfiable' as const;
  }
}

/** Headers that keep a stored file inert: its real type, no sniffing, nothing it could run. */
function sendStored(reply: FastifyReply, key: string, file: StoredFile) {
  if (file.range) {
    const { start, end } = file.range;
    reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${file.size}`)
      .header('content-length', String(end - start + 1));
  } else reply.header('content-length', String(file.size));
  return reply
    .header('content-type', file.contentType)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${key.split('/').pop()}"`)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(file.body);
}

/** Uploads (multipart or presigned PUT) and the files they store (SPEC section 7: common/upload, presigned-url). */
export async function uploadRoutes(app: Api, deps: UploadDeps) {
  const { db, storage } = deps;
  const limits = async (): Promise<UploadLimits> => ({
    imageMb: (await getSettings(db)).imageLimitMb,
    videoMb: deps.videoLimitMb,
  });
  const tags = ['uploads'];
  await app.register(fastifyMultipart, {
    limits: { files: 1, fields: 0, parts: 1, fileSize: (Math.max(deps.videoLimitMb, 100) + 1) * 1024 * 1024 },
  });
  app.addContentTypeParser([...UPLOAD_TYPES], (_request, payload, done) => done(null, payload));

  app.post(
    '/common/upload',
    {
      schema: {
        tags,
        summary:
          'Upload one file (multipart field `file`): a JPG or PNG image within the image limit setting, or an MP4 or WebM video',
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        response: { 201: dataOf(uploadedFileSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw refused('bad_request', 'upload_not_multipart');
      const part = await request.file().catch((error: unknown) => {
        throw uploadBodyError(error);
      });
      if (part?.fieldname !== 'file') {
        part?.file.resume();
        throw badRequest('Send one file in the field `file`', [fieldError('file', 'required')]);
      }
      const currentLimits = await limits();
      try {
        const stored = await storeUpload(storage, part.file, request.query.folder, currentLimits);
        await recordActivity(db, actorOf(request), {
          kind: 'file uploaded',
          targetType: 'file',
          next: { key: stored.key, contentType: stored.contentType, size: stored.size },
        });
        return reply.status(201).send({ data: { ...stored, url: publicUrlOf(request, stored.key) } });
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw tooLarge('video/mp4', currentLimits);
        throw error;
      }
    },
  );

  app.post(
    '/common/presigned-url',
    {
      schema: {
        tags,
        summary:
          'A URL to PUT one file to directly (S3, or a signed API URL on local storage) and the URL it will be read from',
        body: presignInputSchema,
        response: { 200: dataOf(presignedUploadSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { contentType, filePath } = request.body;
      const key = newKey(folderOf(filePath), contentType);
      const signed = await storage.presignPut(key, contentType, PRESIGN_SECONDS);
      return {
        data: {
          key,
          uploadUrl: new URL(signed, originOf(request)).toString(),
          publicUrl: publicUrlOf(request, key),
          expiresAt: new Date(Date.now() + PRESIGN_SECONDS * 1000).toISOString(),
        },
      };
    },
  );

  if (storage.kind === 'local') {
    const local = storage as LocalStorage;
    app.put(
      '/common/upload',
      {
        // The signed token is the permission: it names one key, one type and an expiry.
        schema: {
          tags,
          summary: 'The presigned upload URL of local storage: PUT the raw file with its content type',
          querystring: signedQuery,
          response: { 200: dataOf(uploadedFileSchema), ...errorResponses },
        },
      },
      async (request) => {
        const grant = await local.verify(request.query.token);
        if (grant?.verb !== 'put')
          throw refused('forbidden', 'file_type_not_allowed', 'This upload URL is invalid or has expired');
        // The upload types' content-type parser hands over the request stream itself; any other type is parsed.
        const body = request.body instanceof Readable ? request.body : undefined;
        if (!body || request.headers['content-type'] !== grant.contentType) {
          body?.resume();
          throw refusedWith('bad_request', 'upload_content_type', { contentType: grant.contentType });
        }
        const release = await claimUploadGrant(db, grant).catch((error: unknown) => {
          body.resume();
          throw error;
        });
        try {
          const stored = await storeUpload(storage, body, folderOf(grant.key), await limits(), {
            key: grant.key,
            contentType: grant.contentType,
          });
          return { data: { ...stored, url: publicUrlOf(request, stored.key) } };
        } catch (error) {
          await release();
          throw error;
        }
      },
    );
    app.get(
      '/files/signed',
      {
        schema: { tags, summary: 'A presigned read of local storage', querystring: signedQuery },
      },
      async (request, reply) => {
        const grant = await local.verify(request.query.token);
        if (grant?.verb !== 'get') throw notFound('File');
        const file = await readStored(storage, request, reply, grant.key);
        if (file === 'unsatisfiable') return reply.send(UNSATISFIABLE);
        if (!file) throw notFound('File');
        return sendStored(reply, grant.key, file);
      },
    );
  }

  app.get(
    '/files/*',
    {
      // Read by the customer apps without a session; keys are unguessable.
      schema: {
        tags,
        summary: 'A stored file, with its real content type',
        params: z.object({ '*': z.string().max(300) }),
        // Apps and players add their own parameters to file URLs (cache busting); a read ignores them.
        querystring: z.looseObject({}),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const file = await readStored(storage, request, reply, key);
      if (file === 'unsatisfiable') return reply.send(UNSATISFIABLE);
      if (!file) throw notFound('File');
      return sendStored(reply, key, file);
    },
  );
}
