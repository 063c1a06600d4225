import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

const base = { SESSION_SECRET: 'x'.repeat(40), DATA_DIR: '/srv/portal' };

describe('storage configuration', () => {
  it('defaults to a local folder under DATA_DIR, or STORAGE_DIR when given', () => {
    expect(loadConfig(base, '/').storage).toEqual({ driver: 'local', dataDir: '/srv/portal' });
    expect(loadConfig({ ...base, STORAGE_DIR: 'arq' }, '/opt').storage).toEqual({
      driver: 'local',
      dataDir: '/srv/portal',
      directory: '/opt/arq',
    });
  });

  it('reads the S3 variables', () => {
    const config = loadConfig(
      {
        ...base,
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'portal',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_KEY_PREFIX: 'homologacao',
      },
      '/',
    );
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'portal',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      keyPrefix: 'homologacao',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it('refuses S3 without a bucket or with half the credentials', () => {
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 's3' }, '/')).toThrow('S3_BUCKET');
    expect(() =>
      loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' }, '/'),
    ).toThrow('S3_SECRET_ACCESS_KEY');
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 'ftp' }, '/')).toThrow('STORAGE_DRIVER');
  });
});
