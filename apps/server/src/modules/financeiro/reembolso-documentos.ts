// POST /documentos/{protocolo} of Reembolso (issue 39, decision 0017): the member sends the documents the
// operator asked for when it put the reimbursement in PENDENTE, and the request goes back to analysis — the
// member's door to exactly one move of TRANSICOES_REEMBOLSO, PENDENTE → ANALISE, judged by the same
// avaliarMudanca the operator's doors use (integration API, console).
// Order: the protocol through the caller's family and their basis for REEMBOLSO (404 / 403, as its files)
// → the idempotency key (already used: that send's answer, or 409 with other files) → not PENDENTE: 409 →
// the file rules (the filing's, every group optional, one file at least) → files stored → ONE transaction:
// the row locked FOR UPDATE (two sends queue; the second is judged on the first's result), the key looked up
// again, the table's verdict, the send and its file rows, the status, the protocol's history step, the
// audit row and the integration event. Any failure after the files were stored discards them.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { FINANCEIRO_MESSAGES } from '@portal/domain';
import {
  dadosDocumentosSchema,
  type ConstantesReembolso,
  type DadosDocumentos,
  type DocumentosEnviados,
} from '@portal/domain/contract/financeiro/reembolso';
import { avaliarMudanca, TRANSICOES_REEMBOLSO } from '@portal/domain/contract/integracao/transicoes';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import {
  REEMBOLSO_ENVIO_IDEMPOTENCIA_UQ,
  reembolsoArquivos,
  reembolsoEnvios,
  reembolsos,
} from '../../db/schema/reembolso.js';
import type { Clock, RandomBytes } from '../../platform/clock.js';
import { badRequest, HttpError } from '../../platform/errors.js';
import { hashDados } from '../../platform/idempotencia.js';
import type { FamilyScope } from '../../platform/family-scope.js';
import { registrarEvento } from '../../platform/integracao/eventos.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { parseJsonField, type IncomingFile } from '../../platform/upload/read-multipart-files.js';
import { saveUploadsThen, uploadsOf } from '../../platform/upload/save-uploads.js';
import type { UploadLimits } from '../../platform/upload/uploads-plugin.js';
import { registrarAndamento } from '../../shared-domain/protocolo.js';
import { validateArquivosReembolso } from './reembolso-arquivos.js';
import { reembolsoClinico, reembolsoCompletoPorId } from './reembolso.service.js';

const UPLOAD_PREFIX = 'reembolso';

/** The title of the protocol's history step the member and the operator read. */
export const ANDAMENTO_DOCUMENTOS_ENVIADOS = 'Documentos enviados pelo beneficiário';

/** The `dados` text field as JSON ({chaveIdempotencia}); 400 with campos otherwise. */
export const lerDadosDocumentos = (texto: string | undefined): DadosDocumentos =>
  parseJsonField(dadosDocumentosSchema, texto);

const naoPendente = () => new HttpError(409, { mensagem: FINANCEIRO_MESSAGES.notPendingDocuments });

/** The answer for a stored send: the message and the reimbursement as it stands now. */
async function respostaDoEnvio(db: Database, reembolsoId: number): Promise<DocumentosEnviados> {
  return {
    mensagem: FINANCEIRO_MESSAGES.documentsSent,
    reembolso: await reembolsoCompletoPorId(db, reembolsoId),
  };
}

/** A key the caller already used on this reimbursement: its answer (200), or 409 when the files differ. */
async function jaEnviado(
  db: Database,
  remetente: number,
  chave: string,
  hash: string,
): Promise<{ reembolsoId: number } | null> {
  const [row] = await db
    .select({ reembolsoId: reembolsoEnvios.reembolsoId, dadosHash: reembolsoEnvios.dadosHash })
    .from(reembolsoEnvios)
    .where(
      and(eq(reembolsoEnvios.enviadoPorPessoaId, remetente), eq(reembolsoEnvios.chaveIdempotencia, chave)),
    );
  if (!row) return null;
  if (row.dadosHash !== hash) throw new HttpError(409, { mensagem: FINANCEIRO_MESSAGES.documentsConflict });
  return { reembolsoId: row.reembolsoId };
}

/** A twin with the same key committed while this send waited for the row: answer it, keep nothing. */
class EnvioRepetido extends Error {
  constructor(readonly reembolsoId: number) {
    super('envio repetido');
  }
}

export interface EnviarDocumentosOptions {
  protocolo: string;
  dados: DadosDocumentos;
  files: readonly IncomingFile[];
  constantes: ConstantesReembolso;
  limits: UploadLimits;
  storage: FileStorage;
  clock: Clock;
  random?: RandomBytes;
  /** The member's audit row, written in the send's transaction. */
  auditar: (tx: Database, pessoaId: number) => Promise<void>;
}

export interface DocumentosRegistrados {
  /** false when the key had been used: that send's answer, 200. */
  novo: boolean;
  resposta: DocumentosEnviados;
  /** The beneficiary served (audit subject). */
  pessoaId: number;
}

/** Every group optional (up to its maximum), one file at least: what the operator asked for may be any. */
async function validarDocumentos(options: EnviarDocumentosOptions): Promise<void> {
  const { files, constantes, limits } = options;
  const opcionais = { ...constantes, grupos: constantes.grupos.map((g) => ({ ...g, minimo: 0 })) };
  const campos = await validateArquivosReembolso(files, opcionais, limits);
  const primeira = Object.values(campos)[0];
  if (primeira) throw badRequest(primeira, campos);
  if (files.length === 0) throw badRequest(FINANCEIRO_MESSAGES.documentsRequired);
}

export async function enviarDocumentos(
  scope: FamilyScope,
  options: EnviarDocumentosOptions,
): Promise<DocumentosRegistrados> {
  const { db } = scope;
  const { clock, dados, protocolo } = options;
  // The caller's basis for the beneficiary's reimbursements: 404 outside the family, 403 with why inside it.
  const reembolso = await reembolsoClinico(scope, protocolo);
  const pessoaId = reembolso.pessoaId;
  // The same key with the same files (group, name, size) is a retry; with other files, a conflict.
  const enviado = {
    chaveIdempotencia: dados.chaveIdempotencia,
    arquivos: options.files.map((f) => ({ grupo: f.fieldName, nome: f.fileName, tamanho: f.size })),
  };
  const hash = hashDados(protocolo, enviado);
  const anterior = await jaEnviado(db, scope.pessoaId, dados.chaveIdempotencia, hash);
  if (anterior) return { novo: false, resposta: await respostaDoEnvio(db, anterior.reembolsoId), pessoaId };
  // Told before a byte is stored; the transaction decides again on the locked row.
  if (reembolso.situacao !== 'PENDENTE') throw naoPendente();
  await validarDocumentos(options);

  try {
    await saveUploadsThen(uploadsOf(options, UPLOAD_PREFIX), (saved) =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(reembolsos).where(eq(reembolsos.id, reembolso.id)).for('update');
        if (!row) throw naoPendente();
        const gemeo = await jaEnviado(tx, scope.pessoaId, dados.chaveIdempotencia, hash);
        if (gemeo) throw new EnvioRepetido(gemeo.reembolsoId);
        // The member's door has one move: PENDENTE → ANALISE, as the table allows it.
        const veredito = avaliarMudanca(
          TRANSICOES_REEMBOLSO,
          { situacao: row.situacao, motivo: row.motivoSituacao },
          { situacao: 'ANALISE' },
        );
        if (row.situacao !== 'PENDENTE' || veredito.tipo !== 'aplicar') throw naoPendente();
        const agora = clock();
        const [envio] = await tx
          .insert(reembolsoEnvios)
          .values({
            reembolsoId: row.id,
            enviadoPorPessoaId: scope.pessoaId,
            enviadoEm: agora,
            chaveIdempotencia: dados.chaveIdempotencia,
            dadosHash: hash,
          })
          .returning({ id: reembolsoEnvios.id });
        await tx.insert(reembolsoArquivos).values(
          saved.map((s) => ({
            id: randomUUID(),
            reembolsoId: row.id,
            envioId: envio!.id,
            grupo: s.fieldName as (typeof reembolsoArquivos.$inferInsert)['grupo'],
            nome: s.fileName,
            chave: s.key,
            tamanhoBytes: s.size,
            contentType: s.contentType,
          })),
        );
        // The reason asked for documents; once they are sent it no longer describes the request.
        await tx
          .update(reembolsos)
          .set({ situacao: 'ANALISE', motivoSituacao: null })
          .where(eq(reembolsos.id, row.id));
        await registrarAndamento(tx, protocolo, {
          em: agora,
          titulo: ANDAMENTO_DOCUMENTOS_ENVIADOS,
          descricao: `${saved.length} arquivo(s) enviado(s). O reembolso voltou para ${TRANSICOES_REEMBOLSO.ANALISE.rotulo}.`,
          situacao: 'EM_ANDAMENTO',
        });
        await options.auditar(tx, pessoaId);
        // Last: the outbox's lock is held from here to the commit (platform/integracao/eventos.ts).
        await registrarEvento(tx, {
          clock,
          pessoaId,
          evento: {
            tipo: 'solicitacao.documentos-enviados',
            dados: {
              protocolo,
              tipoProtocolo: 'REEMBOLSO',
              quantidadeArquivos: saved.length,
              enviadoPorPessoaId: scope.pessoaId,
            },
          },
        });
      }),
    );
    return { novo: true, resposta: await respostaDoEnvio(db, reembolso.id), pessoaId };
  } catch (error) {
    if (error instanceof EnvioRepetido) {
      return { novo: false, resposta: await respostaDoEnvio(db, error.reembolsoId), pessoaId };
    }
    if (isUniqueViolation(error, REEMBOLSO_ENVIO_IDEMPOTENCIA_UQ)) {
      // The same key on another of the caller's reimbursements sent at once: that send's answer, or 409.
      const vencedor = await jaEnviado(db, scope.pessoaId, dados.chaveIdempotencia, hash);
      if (vencedor)
        return { novo: false, resposta: await respostaDoEnvio(db, vencedor.reembolsoId), pessoaId };
    }
    throw error;
  }
}
