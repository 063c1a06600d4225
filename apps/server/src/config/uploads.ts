// Environment of the upload path (issue 34, decision 0027): where a request's files wait while they are
// received and checked, how many uploads an instance and one account may run at once, and how often the
// orphan sweep runs. The per-day filing limits are operator parameters instead (the table, per request).
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const count = (fallback: number) => z.coerce.number().int().min(1).max(1000).default(fallback);

export const uploadsEnvShape = {
  /** Local disk (not a RAM-backed tmpfs) for the files of requests in progress; each request's folder goes when it ends. */
  UPLOAD_TMP_DIR: z.string().min(1).optional(),
  /** Uploads one account may run at once on an instance; more get 429. */
  UPLOAD_CONCURRENT_PER_ACCOUNT: count(2),
  /** Uploads an instance runs at once, whoever sends them; more get 429. */
  UPLOAD_CONCURRENT_PER_INSTANCE: count(8),
  /** Every this often an instance removes stored files no request recorded (0 = never). */
  UPLOAD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
};

type UploadsEnv = z.infer<z.ZodObject<typeof uploadsEnvShape>>;

export interface UploadsConfig {
  tmpDir: string;
  concurrentPerAccount: number;
  concurrentPerInstance: number;
  sweepIntervalMs: number;
}

export const DEFAULT_UPLOAD_TMP_DIR = join(tmpdir(), 'portal-uploads');

export const uploadsConfig = (e: UploadsEnv, cwd: string): UploadsConfig => ({
  tmpDir: e.UPLOAD_TMP_DIR ? resolve(cwd, e.UPLOAD_TMP_DIR) : DEFAULT_UPLOAD_TMP_DIR,
  concurrentPerAccount: e.UPLOAD_CONCURRENT_PER_ACCOUNT,
  concurrentPerInstance: e.UPLOAD_CONCURRENT_PER_INSTANCE,
  sweepIntervalMs: e.UPLOAD_SWEEP_INTERVAL_MS,
});
