// Picks the storage driver from configuration; callers only ever see `FileStorage`.
import { join } from 'node:path';
import type { FileStorage } from './file-storage.js';
import { createLocalStorage, DEFAULT_LOCAL_FOLDER } from './local-storage.js';
import { createS3Storage, type S3StorageOptions } from './s3-storage.js';

export interface LocalStorageConfig {
  driver: 'local';
  /** The portal's DATA_DIR; files go to `<dataDir>/arquivos` unless `directory` says otherwise. */
  dataDir: string;
  directory?: string;
}

export interface S3StorageConfig extends S3StorageOptions {
  driver: 's3';
}

export type StorageConfig = LocalStorageConfig | S3StorageConfig;

export function createStorage(config: StorageConfig): FileStorage {
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
