import { randomUUID } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../../test-support/test-s3';
import { LocalStorage } from './local-storage';
import type { Storage } from './storage';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

async function text(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function failingStream(): Readable {
  return new Readable({
    read() {
      this.push(Buffer.alloc(1024, 1));
      this.destroy(new Error('client went away'));
    },
  });
}

const newKey = (ext = 'png') => `tests/${randomUUID()}.${ext}`;

function storageContract(name: string, make: () => { storage: Storage; origin: string }) {
  describe(name, () => {
    it('stores, serves and deletes a file', async () => {
      const { storage } = make();
      const key = newKey();
      const body = Buffer.concat([PNG, Buffer.alloc(200_000, 7)]);
      expect(await storage.put(key, Readable.from([body]), 'image/png')).toEqual({ size: body.length });
      const file = await storage.get(key);
      expect(file?.contentType).toBe('image/png');
      expect(file?.size).toBe(body.length);
      expect((await text(file?.body as Readable)).equals(body)).toBe(true);
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      await storage.delete(key);
    });

    it('streams a file of several upload parts (12 MB in 64 KB chunks)', async () => {
      const { storage } = make();
      const key = newKey('mp4');
      const chunk = Buffer.alloc(64 * 1024, 9);
      const chunks = Array.from({ length: 192 }, () => chunk);
      expect(await storage.put(key, Readable.from(chunks), 'video/mp4')).toEqual({ size: 192 * 64 * 1024 });
      expect((await storage.get(key))?.size).toBe(192 * 64 * 1024);
      await storage.delete(key);
    });

    it('leaves nothing behind when the body fails midway', async () => {
      const { storage } = make();
      const key = newKey();
      await expect(storage.put(key, failingStream(), 'image/png')).rejects.toThrow();
      expect(await storage.get(key)).toBeNull();
    });

    it('accepts a PUT to its presigned URL and serves it from a presigned GET URL', async () => {
      const { storage, origin } = make();
      const key = newKey('jpg');
      const uploadUrl = new URL(await storage.presignPut(key, 'image/jpeg', 60), origin);
      const jpeg = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(5000, 3)]);
      if (storage.kind === 's3') {
        const put = await fetch(uploadUrl, {
          method: 'PUT',
          body: jpeg,
          headers: { 'content-type': 'image/jpeg' },
        });
        expect(put.status).toBe(200);
        const getUrl = await storage.presignGet(key, 60);
        const got = await fetch(getUrl);
        expect(got.status).toBe(200);
        expect(Buffer.from(await got.arrayBuffer()).equals(jpeg)).toBe(true);
        // s3rver checks neither V4 signatures nor anonymous access, so refusals cannot be tested against it.
        expect(getUrl).toMatch(/X-Amz-Signature=[0-9a-f]{64}/);
      } else {
        const local = storage as LocalStorage;
        const token = uploadUrl.searchParams.get('token') as string;
        expect(await local.verify(token)).toMatchObject({ key, verb: 'put', contentType: 'image/jpeg' });
        expect(await local.verify(`${token.slice(0, -2)}xx`)).toBeNull();
      }
    });
  });
}

describe('storage', () => {
  let root: string;
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'uploads-'));
    s3 = await startFakeS3();
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
    await s3.stop();
  });

  storageContract('local disk', () => ({ storage: new LocalStorage(root), origin: 'http://localhost' }));
  storageContract('S3 (s3rver)', () => ({ storage: s3.storage, origin: s3.endpoint }));

  it('local: a failed write leaves no partial file on disk', async () => {
    const storage = new LocalStorage(root);
    await expect(storage.put(newKey(), failingStream(), 'image/png')).rejects.toThrow();
    const files = await readdir(path.join(root, 'tests'));
    expect(files.filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('local: keeps its files private whatever the umask (folders 0700, files 0600)', async () => {
    const dataDir = path.join(root, 'data');
    const uploads = path.join(dataDir, 'uploads');
    const storage = new LocalStorage(uploads);
    const key = newKey();
    await storage.put(key, Readable.from([PNG]), 'image/png');
    await storage.presignPut(newKey(), 'image/png', 60);
    const mode = async (file: string) => (await stat(file)).mode & 0o777;
    for (const dir of [dataDir, uploads, path.join(uploads, 'tests')])
      expect(await mode(dir), dir).toBe(0o700);
    for (const file of [path.join(uploads, key), path.join(uploads, '.signing-key')])
      expect(await mode(file), file).toBe(0o600);
  });

  it('local: makes an existing uploads folder private', async () => {
    const uploads = path.join(root, 'loose');
    await mkdir(uploads, { mode: 0o755 });
    await chmod(uploads, 0o755);
    await new LocalStorage(uploads).put(newKey(), Readable.from([PNG]), 'image/png');
    expect((await stat(uploads)).mode & 0o777).toBe(0o700);
  });

  it('local: an expired grant is refused', async () => {
    let now = Date.now();
    const storage = new LocalStorage(root, () => now);
    const url = await storage.presignGet(newKey(), 10);
    const token = new URL(url, 'http://localhost').searchParams.get('token') as string;
    expect(await storage.verify(token)).not.toBeNull();
    now += 11_000;
    expect(await storage.verify(token)).toBeNull();
  });

  it('refuses keys it did not generate', async () => {
    const storage = new LocalStorage(root);
    await expect(storage.put('../../etc/passwd', Readable.from(['x']), 'image/png')).rejects.toThrow(
      /invalid storage key/,
    );
    expect(await storage.get('../secret.png')).toBeNull();
  });
});
