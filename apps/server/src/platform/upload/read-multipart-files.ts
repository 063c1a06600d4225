// Reads a multipart request (the @fastify/multipart plugin must be registered) into memory with
// per-request caps taken from the operator's parameters. Files are buffered, not streamed to
// storage, because the type check needs the whole file (a docx's index sits at its end) and
// nothing should reach storage before it passes; the caps keep memory bounded.
// The plugin's types add `parts()` and `isMultipart()` to FastifyRequest; nothing else in the
// production build imports the plugin yet, so bring its declarations in here.
/// <reference types="@fastify/multipart" />
import type { FastifyRequest } from 'fastify';
import { fileTooLarge, formatFileSize, MESSAGES, SERVER_MESSAGES, tooManyFiles } from '@portal/domain';
import type { z } from 'zod';
import { HttpError, badRequest, validationError } from '../errors.js';
import { containsNul } from '../input-hygiene.js';

export interface IncomingFile {
  fieldName: string;
  /** The member's own name for the file, for display only: never part of a path or key. */
  fileName: string;
  bytes: Buffer;
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

export async function readMultipartFiles(
  request: FastifyRequest,
  { maxFileBytes, maxFiles, minFiles = 0, maxFields = DEFAULT_MAX_FIELDS }: ReadMultipartOptions,
): Promise<MultipartContent> {
  if (!request.isMultipart()) throw badRequest(SERVER_MESSAGES.invalidRequest);
  const tooLarge = () => badRequest(fileTooLarge(formatFileSize(maxFileBytes)));
  const files: IncomingFile[] = [];
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: { fileSize: maxFileBytes, files: maxFiles, fields: maxFields, parts: maxFiles + maxFields },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // The plugin throws on its own unless configured not to; this covers that configuration.
        if (part.file.truncated) throw tooLarge();
        files.push({ fieldName: part.fieldname, fileName: displayFileName(part.filename), bytes });
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
