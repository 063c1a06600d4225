// Reads a multipart request with per-request caps taken from the operator's parameters, streaming each file
// to a fresh folder on local disk (issue 34): nothing of a request is held whole in memory, however many
// files it carries. Each file's size is counted as it arrives, and its leading bytes decide at once whether
// the rest is worth keeping (detect-file-type.ts mayBeUpload); the full type check reads the waiting file
// (a docx's index sits at its end), and only files that pass are copied to storage (save-uploads.ts). The
// folder is removed when the request ends, whatever happens, so a refused or aborted upload leaves nothing.
// The plugin's types add `parts()` and `isMultipart()` to FastifyRequest; nothing else in the
// production build imports the plugin yet, so bring its declarations in here.
/// <reference types="@fastify/multipart" />
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTooLarge, formatFileSize, MESSAGES, SERVER_MESSAGES, tooManyFiles } from '@portal/domain';
import type { z } from 'zod';
import { DEFAULT_UPLOAD_TMP_DIR } from '../../config/uploads.js';
import { HttpError, badRequest, validationError } from '../errors.js';
import { containsNul } from '../input-hygiene.js';
import type { DiskFile } from './byte-source.js';
import { LEADING_BYTES, mayBeUpload } from './detect-file-type.js';

/** A file of the request, waiting on local disk until it is stored or the request ends. */
export interface IncomingFile extends DiskFile {
  fieldName: string;
  /** The member's own name for the file, for display only: never part of a path or key. */
  fileName: string;
}

export interface MultipartContent {
  files: IncomingFile[];
  /** Text fields sent beside the files; a repeated name keeps its last value. */
  fields: Record<string, string>;
}

export interface ReadMultipartOptions {
  /** Per file, in bytes (operator `tamanhoMaximoMB` × 1 MB). */
  maxFileBytes: number;
  maxFiles: number;
  /** Fewer files than this gives 'Documento obrigatório.'. */
  minFiles?: number;
  maxFields?: number;
  /** Where each request's folder is made (UPLOAD_TMP_DIR); the system's temp folder by default. */
  tmpDir?: string;
}

const MAX_DISPLAY_NAME = 255;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
const DEFAULT_MAX_FIELDS = 20;
const MULTIPART_ERROR_CODES = {
  fileTooLarge: 'FST_REQ_FILE_TOO_LARGE',
  filesLimit: 'FST_FILES_LIMIT',
} as const;

/** Old browsers send 'C:\fakepath\x.pdf'; keep only the last segment and drop control characters. */
export function displayFileName(raw: string): string {
  const last = raw.split(/[\\/]/).pop() ?? '';
  return last.replace(CONTROL_CHARACTERS, '').trim().slice(0, MAX_DISPLAY_NAME);
}

/**
 * Reads the request's files to disk and runs `use` with them; the request's folder is removed when `use`
 * ends, however it ends (files that passed were copied to storage by then).
 */
export async function withMultipartFiles<T>(
  request: FastifyRequest,
  options: ReadMultipartOptions,
  use: (content: MultipartContent) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw badRequest(SERVER_MESSAGES.invalidRequest);
  const root = options.tmpDir ?? DEFAULT_UPLOAD_TMP_DIR;
  await mkdir(root, { recursive: true, mode: 0o700 });
  const folder = await mkdtemp(join(root, 'envio-'));
  try {
    return await use(await readParts(request, folder, options));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function readParts(
  request: FastifyRequest,
  folder: string,
  { maxFileBytes, maxFiles, minFiles = 0, maxFields = DEFAULT_MAX_FIELDS }: ReadMultipartOptions,
): Promise<MultipartContent> {
  const tooLarge = () => badRequest(fileTooLarge(formatFileSize(maxFileBytes)));
  const files: IncomingFile[] = [];
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: { fileSize: maxFileBytes, files: maxFiles, fields: maxFields, parts: maxFiles + maxFields },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const path = join(folder, String(files.length));
        const size = await receiveFile(part.file, path);
        // The plugin throws on its own unless configured not to; this covers that configuration.
        if (part.file.truncated) throw tooLarge();
        files.push({ fieldName: part.fieldname, fileName: displayFileName(part.filename), path, size });
      } else {
        const value = String(part.value);
        if (containsNul(value) || containsNul(part.fieldname)) throw badRequest();
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === MULTIPART_ERROR_CODES.fileTooLarge) throw tooLarge();
    if (code === MULTIPART_ERROR_CODES.filesLimit) throw badRequest(tooManyFiles(maxFiles));
    // Nothing but the body is read here: a truncated or malformed multipart is the client's error.
    throw badRequest();
  }
  if (files.length < minFiles) throw badRequest(MESSAGES.documentRequired);
  return { files, fields };
}

/** Streams one file to `path`, counting every byte it sent; answers that count. */
async function receiveFile(file: Readable, path: string): Promise<number> {
  const gate = new LeadingBytesGate();
  await pipeline(file, gate, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  return gate.size;
}

/**
 * Holds a file's first LEADING_BYTES until they say whether it may be an upload type: then passes the
 * whole file on, or only those bytes (enough for the check to refuse it) and counts the rest unkept.
 */
class LeadingBytesGate extends Transform {
  size = 0;
  private held: Buffer[] = [];
  private heldBytes = 0;
  private verdict: boolean | undefined;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.size += chunk.length;
    if (this.verdict === true) this.push(chunk);
    if (this.verdict !== undefined) return done();
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    if (this.heldBytes < LEADING_BYTES) return done();
    this.decide().then(() => done(), done);
  }

  override _flush(done: (error?: Error | null) => void): void {
    if (this.verdict !== undefined) return done();
    this.decide().then(() => done(), done);
  }

  private async decide(): Promise<void> {
    const leading = Buffer.concat(this.held);
    this.held = [];
    this.verdict = await mayBeUpload(leading.subarray(0, LEADING_BYTES));
    this.push(this.verdict ? leading : leading.subarray(0, LEADING_BYTES));
  }
}

/**
 * The text fields of a multipart request checked against the contract's schema; a failure is the same
 * 400 with `campos` a JSON body's validation gives.
 */
export function parseMultipartFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw validationError(
    parsed.error.issues.map((i) => ({ instancePath: `/${i.path.join('/')}`, message: i.message })),
    fields,
  );
}

/**
 * A text field carrying JSON (the `dados` of a request filed with files), checked against the contract's
 * schema: not JSON is a malformed request (400), a wrong shape the 400 with `campos` of a JSON body.
 */
export function parseJsonField<S extends z.ZodType>(schema: S, texto: string | undefined): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(texto ?? '');
  } catch {
    throw badRequest();
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw validationError(
    parsed.error.issues.map((i) => ({ instancePath: `/${i.path.join('/')}`, message: i.message })),
    json,
  );
}
