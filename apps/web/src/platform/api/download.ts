// Spec §7: binary responses are saved according to their content-type; PDFs open in a new window on
// mobile (phones have no useful downloads folder) and download as .pdf on desktop. Base64 documents too.
import { MESSAGES } from '@portal/domain';
import { showAlert } from '../state/alert';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'text/html': 'html',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/rtf': 'rtf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};

/** How long an object URL stays valid: long enough for a slow new window to read it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

export function isMobileDevice(): boolean {
  const data = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  return data?.mobile ?? /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

function withExtension(fileName: string, contentType: string): string {
  const extension = EXTENSIONS[contentType.split(';')[0]?.trim().toLowerCase() ?? ''];
  if (!extension || fileName.toLowerCase().endsWith(`.${extension}`)) return fileName;
  return `${fileName}.${extension}`;
}

/** Saves a blob: PDFs in a new window on mobile (MESSAGES.popupBlocked when blocked), else a download. */
export function downloadBlob(blob: Blob, options: { contentType?: string; fileName: string }): void {
  const contentType = options.contentType || blob.type || 'application/octet-stream';
  const typed = blob.type === contentType ? blob : new Blob([blob], { type: contentType });
  const url = URL.createObjectURL(typed);
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);

  if (contentType.includes('pdf') && isMobileDevice()) {
    const opened = window.open(url, '_blank');
    if (!opened) showAlert({ tipo: 'erro', mensagem: MESSAGES.popupBlocked });
    return;
  }
  const link = document.createElement('a');
  link.href = url;
  link.download = withExtension(options.fileName, contentType);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Documents some calls return as base64 text instead of bytes. */
export function downloadBase64(base64: string, options: { contentType: string; fileName: string }): void {
  const binary = atob(base64.replace(/^data:[^,]*,/, ''));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  downloadBlob(new Blob([bytes], { type: options.contentType }), options);
}
