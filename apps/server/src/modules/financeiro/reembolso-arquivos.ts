// The files of a reimbursement (issue 14): the four upload groups checked again on the server (count per
// group, extension, size, leading bytes; spec §5 messages keyed by group), the list of a request's files,
// and one file's download — both clinical content, read only on a basis for REEMBOLSO (issue 33). A file is named by its opaque id (a UUID), never by a path: the storage key
// is read from the database after the request's ownership check.
import { asc, eq, sql } from 'drizzle-orm';
import { formatIsoDate, operatorDate, SERVER_MESSAGES } from '@portal/domain';
import {
  GRUPOS_REEMBOLSO,
  type ArquivoReembolso,
  type ConstantesReembolso,
  type GrupoArquivoReembolso,
} from '@portal/domain/contract/financeiro/reembolso';
import { reembolsoArquivos, reembolsoEnvios, reembolsos } from '../../db/schema/reembolso.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { FamilyScope } from '../../platform/family-scope.js';
import type { FileStorage, StoredFile } from '../../platform/storage/file-storage.js';
import type { IncomingFile } from '../../platform/upload/read-multipart-files.js';
import type { UploadLimits } from '../../platform/upload/uploads-plugin.js';
import { validateFileGroups } from '../../platform/upload/validate-file-groups.js';
import { reembolsoClinico } from './reembolso.service.js';
import type { Campos } from './reembolso-validacao.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const isGrupo = (nome: string): nome is GrupoArquivoReembolso =>
  (GRUPOS_REEMBOLSO as readonly string[]).includes(nome);

/** The most files a request may carry: the sum of the groups' maxima (the multipart reader's cap). */
export const maximoArquivos = (constantes: ConstantesReembolso): number =>
  constantes.grupos.reduce((sum, g) => sum + g.maximo, 0);

/**
 * Every group's count within its minimum and maximum, and every file valid; `{}` when all pass. A file
 * under a field that is no group is a malformed request (400 without campos).
 */
export async function validateArquivosReembolso(
  files: readonly IncomingFile[],
  constantes: ConstantesReembolso,
  limits: UploadLimits,
): Promise<Campos> {
  if (files.some((f) => !isGrupo(f.fieldName))) throw badRequest(SERVER_MESSAGES.invalidRequest);
  return validateFileGroups(files, constantes.grupos, limits);
}

/**
 * GET /arquivos?protocolo&dataReembolso: the request's files (404 outside the family, or another day; 403
 * with why without a basis for its beneficiary's clinical content: a receipt names the clinic and the care).
 */
export async function listArquivos(
  scope: FamilyScope,
  query: { protocolo: string; dataReembolso?: string | undefined },
): Promise<ArquivoReembolso[]> {
  const reembolso = await reembolsoClinico(scope, query.protocolo);
  if (query.dataReembolso && query.dataReembolso !== reembolso.dataReembolso) throw notFound();
  // The filing's files first, then each later send's (issue 39), each with the operator's day it came.
  const rows = await scope.db
    .select({ arquivo: reembolsoArquivos, enviadoEm: reembolsoEnvios.enviadoEm })
    .from(reembolsoArquivos)
    .leftJoin(reembolsoEnvios, eq(reembolsoEnvios.id, reembolsoArquivos.envioId))
    .where(eq(reembolsoArquivos.reembolsoId, reembolso.id))
    .orderBy(
      sql`${reembolsoArquivos.envioId} nulls first`,
      asc(reembolsoArquivos.grupo),
      asc(reembolsoArquivos.nome),
    );
  return rows.map(({ arquivo: r, enviadoEm }) => ({
    path: r.id,
    nome: r.nome,
    grupo: r.grupo,
    tamanhoBytes: r.tamanhoBytes,
    enviadoEm: enviadoEm ? formatIsoDate(operatorDate(enviadoEm)) : null,
  }));
}

/** GET /arquivos/download?path: the stored file and its name, on the same rule as the list of files. */
export async function openArquivoReembolso(
  scope: FamilyScope,
  storage: FileStorage,
  path: string,
): Promise<{ nome: string; contentType: string; file: StoredFile }> {
  if (!UUID.test(path)) throw notFound();
  const [found] = await scope.db
    .select({ arquivo: reembolsoArquivos, protocolo: reembolsos.protocolo })
    .from(reembolsoArquivos)
    .innerJoin(reembolsos, eq(reembolsos.id, reembolsoArquivos.reembolsoId))
    .where(eq(reembolsoArquivos.id, path));
  if (!found) throw notFound();
  await reembolsoClinico(scope, found.protocolo);
  const { arquivo } = found;
  const file = await storage.get(arquivo.chave);
  if (!file) throw notFound();
  return { nome: arquivo.nome, contentType: arquivo.contentType, file };
}
