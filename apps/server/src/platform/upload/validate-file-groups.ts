// The server's own check of a request's files, per upload field ("group"): the count within the group's
// minimum and maximum, and every file valid (extension, size, leading bytes — validate-upload.ts), with
// the spec §5 messages keyed by the group's field name for the 400's `campos`. Used by every request that
// files documents (reimbursement, authorisation request).
import { MESSAGES, tooManyFiles } from '@portal/domain';
import type { IncomingFile } from './read-multipart-files.js';
import type { UploadLimits } from './uploads-plugin.js';
import { validateUpload } from './validate-upload.js';

export interface FileGroup {
  grupo: string;
  minimo: number;
  maximo: number;
}

/** `{}` when every group passes; otherwise the first problem of each failing group. */
export async function validateFileGroups(
  files: readonly IncomingFile[],
  grupos: readonly FileGroup[],
  limits: UploadLimits,
): Promise<Record<string, string>> {
  const campos: Record<string, string> = {};
  for (const { grupo, minimo, maximo } of grupos) {
    const doGrupo = files.filter((f) => f.fieldName === grupo);
    if (doGrupo.length < minimo) campos[grupo] = MESSAGES.documentRequired;
    else if (doGrupo.length > maximo) campos[grupo] = tooManyFiles(maximo);
    else {
      for (const file of doGrupo) {
        const check = await validateUpload({ content: file, fileName: file.fileName, ...limits });
        if (!check.valid) {
          campos[grupo] = check.message;
          break;
        }
      }
    }
  }
  return campos;
}
