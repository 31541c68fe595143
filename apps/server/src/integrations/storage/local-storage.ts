import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type ByteRange,
  contentTypeOfKey,
  KEY_PATTERN,
  RangeNotSatisfiable,
  type Storage,
  type StoredFile,
} from './storage';

/** What a signed local URL allows: one verb on one key until a time. */
export interface LocalGrant {
  key: string;
  verb: 'put' | 'get';
  contentType: string;
  expiresAt: number;
}

const b64 = (text: string) => Buffer.from(text).toString('base64url');

/** Uploads are readable by this user only, whatever the umask (PostgreSQL mode never sets it). */
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

/**
 * Files on the local disk under `root` (DATA_DIR/uploads). Presigned URLs are API URLs carrying an
 * HMAC of the grant; the key lives beside the files, so every process sharing the disk agrees on it.
 */
export class LocalStorage implements Storage {
  readonly kind = 'local';
  private secret: Buffer | undefined;
  private rootReady: Promise<void> | undefined;

  constructor(
    readonly root: string,
    private readonly now: () => number = Date.now,
  ) {}

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  /** Creates the root (and DATA_DIR above it) private, and makes an existing one private. */
  private ready(): Promise<void> {
    this.rootReady ??= mkdir(this.root, { recursive: true, mode: DIR_MODE })
      .then(() => chmod(this.root, DIR_MODE))
      .catch((error: unknown) => {
        this.rootReady = undefined;
        throw error;
      });
    return this.rootReady;
  }

  private async key(): Promise<Buffer> {
    if (this.secret) return this.secret;
    const file = path.join(this.root, '.signing-key');
    await this.ready();
    try {
      this.secret = Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
    } catch {
      // `wx` fails if another process created it first; then read theirs.
      await writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: FILE_MODE }).catch(() => {});
      this.secret = Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
    }
    return this.secret;
  }

  async put(key: string, body: Readable, _contentType: string): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await this.ready();
    await mkdir(path.dirname(target), { recursive: true, mode: DIR_MODE });
    const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
    const out = createWriteStream(partial, { flags: 'wx', mode: FILE_MODE });
    try {
      await pipeline(body, out);
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { size: out.bytesWritten };
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | null> {
    if (!KEY_PATTERN.test(key)) return null;
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => null);
    const contentType = contentTypeOfKey(key);
    if (!info?.isFile() || !contentType) return null;
    if (!range) return { body: createReadStream(file), contentType, size: info.size };
    if (range.start >= info.size) throw new RangeNotSatisfiable(info.size);
    const end = Math.min(range.end ?? info.size - 1, info.size - 1);
    return {
      body: createReadStream(file, { start: range.start, end }),
      contentType,
      size: info.size,
      range: { start: range.start, end },
    };
  }

  async delete(key: string): Promise<void> {
    if (!KEY_PATTERN.test(key)) return;
    await rm(this.pathOf(key), { force: true });
  }

  async presignPut(key: string, contentType: string, expiresInSeconds: number): Promise<string> {
    const token = await this.sign({
      key,
      verb: 'put',
      contentType,
      expiresAt: this.expiry(expiresInSeconds),
    });
    return `/api/common/upload?token=${token}`;
  }

  async presignGet(key: string, expiresInSeconds: number): Promise<string> {
    const contentType = contentTypeOfKey(key) ?? 'application/octet-stream';
    const token = await this.sign({
      key,
      verb: 'get',
      contentType,
      expiresAt: this.expiry(expiresInSeconds),
    });
    return `/api/files/signed?token=${token}`;
  }

  private expiry(seconds: number) {
    return Math.floor(this.now() / 1000) + seconds;
  }

  private async sign(grant: LocalGrant): Promise<string> {
    const payload = b64(JSON.stringify([grant.key, grant.verb, grant.contentType, grant.expiresAt]));
    const mac = createHmac('sha256', await this.key())
      .update(payload)
      .digest('base64url');
    return `${payload}.${mac}`;
  }

  /** The grant of a token this storage signed, or null when it is forged, altered or expired. */
  async verify(token: string): Promise<LocalGrant | null> {
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined) return null;
    const expected = createHmac('sha256', await this.key())
      .update(payload)
      .digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const [key, verb, contentType, expiresAt] = JSON.parse(Buffer.from(payload, 'base64url').toString());
      if (typeof expiresAt !== 'number' || expiresAt < Math.floor(this.now() / 1000)) return null;
      if (!KEY_PATTERN.test(key) || (verb !== 'put' && verb !== 'get')) return null;
      return { key, verb, contentType, expiresAt };
    } catch {
      return null;
    }
  }
}
