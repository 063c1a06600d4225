// The upload types of spec §5, keyed by what the leading bytes can prove. 'jpg' stands for both
// spellings of the extension, since the bytes of a .jpg and a .jpeg are the same.
import type { UploadExtension } from '@portal/domain';

/** The detected type an extension must have: '.jpeg' files are JPEGs like '.jpg' ones. */
export const TYPE_OF_EXTENSION = {
  png: 'png',
  gif: 'gif',
  pdf: 'pdf',
  jpg: 'jpg',
  jpeg: 'jpg',
  rtf: 'rtf',
  webp: 'webp',
  doc: 'doc',
  docx: 'docx',
  ppt: 'ppt',
  pptx: 'pptx',
} as const satisfies Record<UploadExtension, string>;

export type DetectedFileType = (typeof TYPE_OF_EXTENSION)[UploadExtension];

export const CONTENT_TYPES: Record<DetectedFileType, string> = {
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  rtf: 'application/rtf',
  webp: 'image/webp',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export const isUploadExtension = (extension: string): extension is UploadExtension =>
  Object.hasOwn(TYPE_OF_EXTENSION, extension);
