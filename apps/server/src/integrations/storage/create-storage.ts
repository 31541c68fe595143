import type { UploadsConfig } from '../../config';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

export function createStorage(config: UploadsConfig['storage']): Storage {
  return config.kind === 'local' ? new LocalStorage(config.root) : new S3Storage(config);
}
