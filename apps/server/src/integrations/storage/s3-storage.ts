import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type ByteRange, KEY_PATTERN, RangeNotSatisfiable, type Storage, type StoredFile } from './storage';

export interface S3Options {
  /** An S3-compatible endpoint (MinIO, R2, s3rver...); unset means AWS itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
}

/** Files in an S3-compatible bucket, written as multipart streams (never a whole file in memory). */
export class S3Storage implements Storage {
  readonly kind = 's3';
  readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    });
  }

  private checked(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
    return key;
  }

  async put(key: string, body: Readable, contentType: string): Promise<{ size: number }> {
    let size = 0;
    // Counted on the way through; a 'data' listener would start the stream before the upload reads it.
    async function* counted() {
      for await (const chunk of body) {
        size += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
    }
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.options.bucket,
        Key: this.checked(key),
        Body: Readable.from(counted()),
        ContentType: contentType,
        ContentDisposition: 'inline',
      },
      // 5 MB parts, two in flight: memory per upload stays bounded whatever the file size.
      queueSize: 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      await upload.abort().catch(() => {});
      await this.delete(key).catch(() => {});
      throw error;
    }
    return { size };
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | null> {
    if (!KEY_PATTERN.test(key)) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
        }),
      );
      const contentType = object.ContentType ?? 'application/octet-stream';
      // "bytes 0-99/1234": the part sent and the whole size.
      const part = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(object.ContentRange ?? '');
      if (range && part)
        return {
          body: object.Body as Readable,
          contentType,
          size: Number(part[3]),
          range: { start: Number(part[1]), end: Number(part[2]) },
        };
      return { body: object.Body as Readable, contentType, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416)
        throw new RangeNotSatisfiable(0);
      if (error instanceof NoSuchKey) return null;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!KEY_PATTERN.test(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  presignPut(key: string, contentType: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(
      this.client,
      new PutObjectCommand({ Bucket: this.options.bucket, Key: this.checked(key), ContentType: contentType }),
      { expiresIn: expiresInSeconds },
    );
  }

  presignGet(key: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.options.bucket,
        Key: this.checked(key),
        ResponseContentDisposition: 'inline',
      }),
      { expiresIn: expiresInSeconds },
    );
  }
}
