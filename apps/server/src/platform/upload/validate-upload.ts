// Spec §5 uploads, checked again on the server: the client's checks are a convenience, not a defence.
import { fileTooLarge, formatFileSize, MESSAGES, type UploadExtension } from '@portal/domain';
import { sizeOf, type FileContent } from './byte-source.js';
import { detectFileType } from './detect-file-type.js';
import { CONTENT_TYPES, isUploadExtension, TYPE_OF_EXTENSION, type DetectedFileType } from './file-types.js';

export interface ValidateUploadOptions {
  /** The bytes, or the temp file a request's upload was streamed to. */
  content: FileContent;
  /** As the member named it; used only for its extension. */
  fileName: string;
  /** Operator parameter `extensoesPermitidas`: 'pdf', '.PDF' and ' jpg ' all count. */
  allowedExtensions: readonly string[];
  maxBytes: number;
}

export type UploadCheck =
  | { valid: true; extension: UploadExtension; type: DetectedFileType; contentType: string }
  | { valid: false; message: string };

const EXTENSION = /\.([a-z0-9]{1,8})$/;

const normaliseExtension = (extension: string): string => extension.trim().toLowerCase().replace(/^\./, '');

/**
 * The extension must be one the operator allows and one the spec knows; the file must fit; and its
 * bytes must be of that extension's type (so a renamed executable or a .png that is really a PDF fails).
 */
export async function validateUpload({
  content,
  fileName,
  allowedExtensions,
  maxBytes,
}: ValidateUploadOptions): Promise<UploadCheck> {
  const extension = EXTENSION.exec(fileName.trim().toLowerCase())?.[1];
  const allowed = new Set(allowedExtensions.map(normaliseExtension));
  if (!extension || !allowed.has(extension) || !isUploadExtension(extension)) {
    return { valid: false, message: MESSAGES.invalidFileFormat };
  }
  if (sizeOf(content) > maxBytes) {
    return { valid: false, message: fileTooLarge(formatFileSize(maxBytes)) };
  }
  const type = await detectFileType(content);
  if (type === null || type !== TYPE_OF_EXTENSION[extension]) {
    return { valid: false, message: MESSAGES.invalidFileFormat };
  }
  return { valid: true, extension, type, contentType: CONTENT_TYPES[type] };
}
