// Picks the storage driver from configuration; callers only ever see `FileStorage`.
import { join } from 'node:path';
import type { LocalStorageConfig } from '../../config/storage.js';
import type { FileStorage } from './file-storage.js';
import { createLocalStorage, DEFAULT_LOCAL_FOLDER } from './local-storage.js';
import { createS3Storage, type S3StorageOptions } from './s3-storage.js';

/** The configured storage (config/storage.ts); S3 may also be given a transport (tests record requests). */
export type StorageOptions = LocalStorageConfig | ({ driver: 's3' } & S3StorageOptions);

export function createStorage(config: StorageOptions): FileStorage {
  switch (config.driver) {
    case 'local':
      return createLocalStorage({
        directory: config.directory ?? join(config.dataDir, DEFAULT_LOCAL_FOLDER),
      });
    case 's3': {
      const { driver: _driver, ...s3 } = config;
      return createS3Storage(s3);
    }
  }
}
