import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('uploads and translation configuration', () => {
  it('keeps uploads on the local disk under DATA_DIR and has no translator by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/desk' });
    expect(config.uploads).toEqual({
      storage: { kind: 'local', root: path.join('/srv/desk', 'uploads') },
      videoLimitMb: 200,
    });
    expect(config.translation).toBeUndefined();
  });

  it('reads S3 and LibreTranslate settings', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'desk',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'false',
      VIDEO_LIMIT_MB: '50',
      LIBRETRANSLATE_URL: 'http://translate:5000',
      LIBRETRANSLATE_API_KEY: 'k',
    });
    expect(config.uploads.storage).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'desk',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(config.uploads.videoLimitMb).toBe(50);
    expect(config.translation).toEqual({ url: 'http://translate:5000', apiKey: 'k' });
  });

  it('refuses to start with S3 chosen but its bucket or keys missing', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(
      /S3_BUCKET[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
  });
});
