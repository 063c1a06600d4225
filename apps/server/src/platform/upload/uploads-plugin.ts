// Upload wiring (issue 4): @fastify/multipart registered once for the whole API, and the file storage
// chosen by configuration (local folder or S3-compatible bucket) decorated on the app as `storage`.
// Per-request limits come from the operator's parameters (readUploadLimits) and readMultipartFiles; the
// concurrency ceilings (issue 34) are the app's `uploadSlots`, used by receiveUploads.
import fastifyMultipart from '@fastify/multipart';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BYTES_PER_MB, UPLOAD_MAX_BYTES_DEFAULT, UPLOAD_MAX_FILES_DEFAULT } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { parametrosOperadora } from '../../db/schema/operator.js';
import { createStorage } from '../storage/create-storage.js';
import { tarefaPeriodica } from '../tarefa-periodica.js';
import type { FileStorage } from '../storage/file-storage.js';
import { UploadSlots } from './upload-slots.js';
import { varrerOrfaos } from './varredura-orfaos.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
    uploadSlots: UploadSlots;
  }
}

/** No operator may raise a file above this: each file waits whole on the instance's disk (read-multipart-files.ts). */
export const HARD_MAX_FILE_BYTES = 50 * BYTES_PER_MB;

export interface UploadLimits {
  maxBytes: number;
  allowedExtensions: string[];
}

const SIZE_PARAMETER = 'TAMANHO_MAXIMO_ARQUIVO_MB';
const EXTENSIONS_PARAMETER = 'EXTENSOES_PERMITIDAS';
const DEFAULT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];

/** The operator's tamanhoMaximoMB and extensoesPermitidas (spec §3), read per request so edits apply at once. */
export async function readUploadLimits(db: Database): Promise<UploadLimits> {
  const rows = await db
    .select({ nome: parametrosOperadora.nome, valor: parametrosOperadora.valor })
    .from(parametrosOperadora)
    .where(inArray(parametrosOperadora.nome, [SIZE_PARAMETER, EXTENSIONS_PARAMETER]));
  const value = (nome: string) => rows.find((r) => r.nome === nome)?.valor;
  const megabytes = Number(value(SIZE_PARAMETER));
  const maxBytes =
    Number.isFinite(megabytes) && megabytes > 0
      ? Math.min(Math.round(megabytes * BYTES_PER_MB), HARD_MAX_FILE_BYTES)
      : UPLOAD_MAX_BYTES_DEFAULT;
  const listed = (value(EXTENSIONS_PARAMETER) ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase().replace(/^\./, ''))
    .filter(Boolean);
  return { maxBytes, allowedExtensions: listed.length > 0 ? listed : DEFAULT_EXTENSIONS };
}

export interface UploadsOptions {
  /** Tests hand in their own storage; otherwise it comes from the configuration. */
  storage?: FileStorage;
}

async function uploadsPlugin(app: FastifyInstance, options: UploadsOptions): Promise<void> {
  app.decorate('storage', options.storage ?? createStorage(app.ctx.config.storage));
  const { concurrentPerAccount, concurrentPerInstance } = app.ctx.config.uploads;
  app.decorate('uploadSlots', new UploadSlots(concurrentPerAccount, concurrentPerInstance));
  scheduleOrphanSweep(app);
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: HARD_MAX_FILE_BYTES,
      files: UPLOAD_MAX_FILES_DEFAULT,
      fields: 20,
      parts: 30,
      headerPairs: 100,
    },
  });
}

/** The orphan sweep (varredura-orfaos.ts) every UPLOAD_SWEEP_INTERVAL_MS (platform/tarefa-periodica.ts; 0 = off). */
function scheduleOrphanSweep(app: FastifyInstance): void {
  const { ctx } = app;
  const { sweepIntervalMs, tmpDir } = ctx.config.uploads;
  tarefaPeriodica(app, sweepIntervalMs, () =>
    varrerOrfaos({ db: ctx.db, storage: app.storage, clock: ctx.clock, tmpDir })
      .then((result) => {
        if (result.arquivos + result.pastasTemporarias > 0) app.log.info(result, 'uploads: órfãos removidos');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'uploads: varredura de órfãos falhou')),
  );
}

export const uploads = fp(uploadsPlugin, { name: 'portal-uploads' });
