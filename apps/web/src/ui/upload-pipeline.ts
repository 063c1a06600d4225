// Spec §5 "Uploads" on the client: the type comes from the file's leading bytes (file-type), extensions
// and size from the operator's parameters (stored at login), images above the target are compressed and
// resized to 1920 px (browser-image-compression), and each item is carregando → valido | invalido.
// The server checks everything again (apps/server/src/platform/upload): this is for quick feedback.
// file-type (≈ 20 KiB gzipped) loads with the first file chosen, not with the form: the reimbursement and
// authorization screens paint without it (issue 37, a lean first paint).
import {
  BYTES_PER_MB,
  fileTooLarge,
  formatFileSize,
  IMAGE_MAX_SIDE_PX,
  MESSAGES,
  tooManyFiles,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES_DEFAULT,
  UPLOAD_MAX_FILES_DEFAULT,
  UPLOAD_MIN_FILES_DEFAULT,
  type UploadExtension,
} from '@portal/domain';

export type UploadStatus = 'carregando' | 'valido' | 'invalido';

/** Spec §3 "Uploaded file entry". */
export interface UploadItem {
  id: string;
  arquivo: File;
  erro: string | null;
  tamanhoOriginal: number;
  /** Share saved by compression (0–100), null when the file was not compressed. */
  percentualCompressao: number | null;
  status: UploadStatus;
  dataAdicao: number;
}

export interface UploadRules {
  maxBytes: number;
  allowedExtensions: readonly string[];
  /** Images above this many MB are compressed; 0 or less turns compression off (spec §5). */
  compressTargetMB: number;
  minFiles: number;
  maxFiles: number;
}

/** Operator file parameters as stored at login (spec §3: tamanhoMaximoMB, extensoesPermitidas). */
export interface FileParametersLike {
  tamanhoMaximoMB: number | null;
  extensoesPermitidas: readonly string[];
}

const DEFAULT_EXTENSIONS: readonly UploadExtension[] = ['pdf', 'jpg', 'jpeg', 'png'];
const COMPRESSIBLE = new Set(['jpg', 'jpeg', 'png']);
/** file-type answers by content; these are the extensions each detected kind may carry. */
const DETECTED_AS: Record<UploadExtension, readonly string[]> = {
  png: ['png'],
  gif: ['gif'],
  pdf: ['pdf'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  rtf: ['rtf'],
  webp: ['webp'],
  // OLE2 compound files: file-type names the container; the server looks inside it.
  doc: ['cfb', 'doc'],
  ppt: ['cfb', 'ppt'],
  // Office Open XML is a zip; file-type recognises it when the parts come in the usual order.
  docx: ['docx', 'zip'],
  pptx: ['pptx', 'zip'],
};
/** Enough bytes for every signature above, including the first zip entries of an Office file. */
const LEADING_BYTES = 64 * 1024;

const normalise = (extension: string): string => extension.trim().toLowerCase().replace(/^\./, '');

export function uploadRules(
  parameters: FileParametersLike | null,
  overrides: Partial<UploadRules> = {},
): UploadRules {
  const megabytes = parameters?.tamanhoMaximoMB;
  const maxBytes = megabytes && megabytes > 0 ? megabytes * BYTES_PER_MB : UPLOAD_MAX_BYTES_DEFAULT;
  const listed = (parameters?.extensoesPermitidas ?? []).map(normalise).filter(Boolean);
  return {
    maxBytes,
    allowedExtensions: listed.length > 0 ? listed : DEFAULT_EXTENSIONS,
    compressTargetMB: maxBytes / BYTES_PER_MB,
    minFiles: UPLOAD_MIN_FILES_DEFAULT,
    maxFiles: UPLOAD_MAX_FILES_DEFAULT,
    ...overrides,
  };
}

export function extensionOf(fileName: string): string | null {
  const match = /\.([a-z0-9]{1,8})$/i.exec(fileName.trim());
  return match ? match[1]!.toLowerCase() : null;
}

const isUploadExtension = (value: string): value is UploadExtension =>
  (UPLOAD_EXTENSIONS as readonly string[]).includes(value);

/** '- Formato de arquivo inválido.' unless the name's extension is allowed and the bytes agree with it. */
export async function checkType(
  file: Pick<File, 'name' | 'slice'>,
  allowedExtensions: readonly string[],
): Promise<string | null> {
  const extension = extensionOf(file.name);
  if (!extension || !isUploadExtension(extension) || !allowedExtensions.map(normalise).includes(extension)) {
    return MESSAGES.invalidFileFormat;
  }
  const leading = new Uint8Array(await file.slice(0, LEADING_BYTES).arrayBuffer());
  const { fileTypeFromBuffer } = await import('file-type/core');
  const detected = await fileTypeFromBuffer(leading);
  // RTF has no binary signature file-type always reports; its text header is the check.
  const rtf = new TextDecoder('latin1').decode(leading.slice(0, 5)) === '{\\rtf';
  const kind = detected?.ext ?? (rtf ? 'rtf' : null);
  return kind && DETECTED_AS[extension].includes(kind) ? null : MESSAGES.invalidFileFormat;
}

export const checkSize = (size: number, maxBytes: number): string | null =>
  size > maxBytes ? fileTooLarge(formatFileSize(maxBytes)) : null;

/** 'É permitido enviar somente {n} arquivo(s).' or 'Documento obrigatório.' for the field as a whole. */
export function countError(
  count: number,
  { minFiles, maxFiles }: Pick<UploadRules, 'minFiles' | 'maxFiles'>,
) {
  if (count > maxFiles) return tooManyFiles(maxFiles);
  if (count < minFiles) return MESSAGES.documentRequired;
  return null;
}

/** Spec §5: valid only with no count error, nothing still loading and no file in error. */
/** Shown while a file of a field is still being checked or compressed. */
export const FILE_STILL_LOADING = 'Aguarde: ainda estamos preparando um arquivo.';

/**
 * Why a field's files cannot be sent yet — its count, a refused file (its own line says why), a file
 * still loading — or null when they can (spec §5: valid only with no count error, nothing loading, no error).
 */
export function uploadPending(
  items: readonly UploadItem[],
  rules: Pick<UploadRules, 'minFiles' | 'maxFiles'>,
): string | null {
  return (
    countError(items.length, rules) ??
    items.find((item) => item.status === 'invalido')?.erro ??
    (items.some((item) => item.status === 'invalido') ? MESSAGES.invalidFileFormat : null) ??
    (items.some((item) => item.status === 'carregando') ? FILE_STILL_LOADING : null)
  );
}

export const isUploadFieldValid = (items: readonly UploadItem[], rules: UploadRules): boolean =>
  countError(items.length, rules) === null && items.every((item) => item.status === 'valido');

export type Compressor = (
  file: File,
  options: { maxSizeMB: number; maxWidthOrHeight: number; useWebWorker: boolean },
) => Promise<File | Blob>;

/** browser-image-compression, loaded only when an image needs it (it is not small). */
const defaultCompressor: Compressor = async (file, options) => {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, options);
};

let sequence = 0;

export function newUploadItem(file: File, now: number = Date.now()): UploadItem {
  sequence += 1;
  return {
    id: `upload-${now}-${sequence}`,
    arquivo: file,
    erro: null,
    tamanhoOriginal: file.size,
    percentualCompressao: null,
    status: 'carregando',
    dataAdicao: now,
  };
}

/** Checks one item and compresses it when it is an image above the target; never throws. */
export async function processUpload(
  item: UploadItem,
  rules: UploadRules,
  compress: Compressor = defaultCompressor,
): Promise<UploadItem> {
  const typeError = await checkType(item.arquivo, rules.allowedExtensions);
  if (typeError) return { ...item, erro: typeError, status: 'invalido' };
  let arquivo = item.arquivo;
  let percentualCompressao: number | null = null;
  const extension = extensionOf(arquivo.name) ?? '';
  const targetBytes = rules.compressTargetMB * BYTES_PER_MB;
  if (COMPRESSIBLE.has(extension) && rules.compressTargetMB > 0 && arquivo.size > targetBytes) {
    try {
      const result = await compress(arquivo, {
        maxSizeMB: rules.compressTargetMB,
        maxWidthOrHeight: IMAGE_MAX_SIDE_PX,
        // The library's worker loads the library again from a CDN (jsdelivr): third-party code the CSP
        // refuses and a member's photo must not depend on. It runs on the page instead, after the picker.
        useWebWorker: false,
      });
      arquivo = new File([result], arquivo.name, {
        type: result.type || arquivo.type,
        lastModified: Date.now(),
      });
      percentualCompressao = Math.max(0, Math.round((1 - arquivo.size / item.tamanhoOriginal) * 100));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ...item, erro: message, status: 'invalido' };
    }
  }
  const sizeError = checkSize(arquivo.size, rules.maxBytes);
  return {
    ...item,
    arquivo,
    percentualCompressao,
    erro: sizeError,
    status: sizeError ? 'invalido' : 'valido',
  };
}

/** The items after a choice: a single-file field keeps only the last file (spec §5). */
export function addFiles(
  current: readonly UploadItem[],
  files: readonly File[],
  single: boolean,
): UploadItem[] {
  const added = files.map((file) => newUploadItem(file));
  return single ? added.slice(-1) : [...current, ...added];
}
