// Environment of the file storage (README "Configuração"): a local folder by default, or an S3-compatible
// bucket. Only the description lives here; platform/storage builds the driver from it.
import { resolve } from 'node:path';
import { z } from 'zod';
import { booleanText } from './env-values.js';

export const storageEnvShape = {
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  STORAGE_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_KEY_PREFIX: z.string().min(1).optional(),
};

type StorageEnv = z.infer<z.ZodObject<typeof storageEnvShape>>;

export interface LocalStorageConfig {
  driver: 'local';
  /** The portal's DATA_DIR; files go to `<dataDir>/arquivos` unless `directory` says otherwise. */
  dataDir: string;
  directory?: string;
}

export interface S3StorageConfig {
  driver: 's3';
  bucket: string;
  region: string;
  /** e.g. 'http://localhost:9000' for MinIO; omitted for AWS itself. */
  endpoint?: string;
  /** Most self-hosted S3 servers need path-style URLs ('/bucket/key') instead of 'bucket.host'. */
  forcePathStyle?: boolean;
  /** Omitted: the SDK's default chain (environment, shared files, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** Folder inside the bucket, so one bucket can serve several environments. */
  keyPrefix?: string;
}

export type StorageConfig = LocalStorageConfig | S3StorageConfig;

export function storageConfig(e: StorageEnv, dataDir: string, cwd: string): StorageConfig {
  if (e.STORAGE_DRIVER === 'local') {
    return { driver: 'local', dataDir, ...(e.STORAGE_DIR ? { directory: resolve(cwd, e.STORAGE_DIR) } : {}) };
  }
  if (!e.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 exige S3_BUCKET.');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY vão juntos (ou nenhum, para a cadeia padrão da AWS).',
    );
  }
  return {
    driver: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
    ...(e.S3_KEY_PREFIX ? { keyPrefix: e.S3_KEY_PREFIX } : {}),
    ...(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } }
      : {}),
  };
}
