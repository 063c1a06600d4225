// Meu Plano (spec §7 "My plan"): contract detail, stay declaration PDF, RN 412 cancellation and the
// death certificate of a dependant. Access comes from the contract (route config); every contract, person
// and file is reached through the caller's family scope.
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  cancellationRequested,
  deathCertificateSent,
  formatCpf,
  formatDate,
  maskCardNumber,
  MESSAGES,
  PLANO_MESSAGES,
  RN412_CANCELLATION_NOTICE,
} from '@portal/domain';
import {
  MOTIVO_COM_OBSERVACAO,
  MOTIVOS_CANCELAMENTO,
  type CancelarContratoBody,
  type CancelarContratoResponse,
  type CertidaoObito,
  type ConstantesMeuPlano,
  type ContratoDetalhe,
} from '@portal/domain/contract/meus-dados/meu-plano';
import { certidoesObito, contratoCancelamentos } from '../../db/schema/contrato-eventos.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios, carteiras, contratos } from '../../db/schema/contratos.js';
import type { Clock, RandomBytes } from '../../platform/clock.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import type { FamilyScope, VisibleContrato } from '../../platform/family-scope.js';
import { createPortalPdf } from '../../platform/pdf/portal-pdf.js';
import { newProtocolo, prazoNaoAssistencial, registrarAndamento } from '../../shared-domain/protocolo.js';
import type { FileStorage, StoredFile } from '../../platform/storage/file-storage.js';
import type { IncomingFile } from '../../platform/upload/read-multipart-files.js';
import { consumirCotaDiaria, type CotaDiaria } from '../../platform/upload/limite-diario.js';
import { discardUploads, saveUploads, uploadsOf } from '../../platform/upload/save-uploads.js';
import type { UploadLimits } from '../../platform/upload/uploads-plugin.js';
import { readOperador } from '../../shared-domain/contratos.js';

const CERTIDAO_PREFIX = 'certidao-obito';

const certidaoSelection = {
  id: certidoesObito.id,
  protocolo: certidoesObito.protocolo,
  cpf: pessoas.cpf,
  nomeCompleto: pessoas.nomeCompleto,
  nomeSocial: pessoas.nomeSocial,
  nomeArquivo: certidoesObito.nomeArquivo,
  tamanho: certidoesObito.tamanho,
  enviadoEm: certidoesObito.enviadoEm,
  situacao: certidoesObito.situacao,
  motivoSituacao: certidoesObito.motivoSituacao,
};

const toCertidao = (row: {
  id: number;
  protocolo: string;
  cpf: string;
  nomeCompleto: string;
  nomeSocial: string | null;
  nomeArquivo: string;
  tamanho: number;
  enviadoEm: Date;
  situacao: string;
  motivoSituacao: string | null;
}): CertidaoObito => ({
  id: row.id,
  protocolo: row.protocolo,
  cpf: row.cpf,
  nomeBeneficiario: row.nomeSocial ?? row.nomeCompleto,
  nomeArquivo: row.nomeArquivo,
  tamanho: row.tamanho,
  dataEnvio: row.enviadoEm.toISOString(),
  situacao: row.situacao,
  motivoSituacao: row.motivoSituacao,
});

/** The contract with its visible beneficiaries, their cards, its cancellation and death certificates. */
export async function getContratoDetalhe(
  scope: FamilyScope,
  codigo: string,
): Promise<{ detalhe: ContratoDetalhe; visible: VisibleContrato }> {
  const { db } = scope;
  const visible = await scope.contrato(codigo);
  const { contrato } = visible;
  const ids = visible.beneficiarios.map((b) => b.beneficiarioId);
  const [rows, [cancelamento], certidoes] = await Promise.all([
    db
      .select({
        id: beneficiarios.id,
        parentesco: beneficiarios.parentesco,
        dataInclusao: beneficiarios.dataInclusao,
        carteira: carteiras.codigo,
      })
      .from(beneficiarios)
      .leftJoin(carteiras, eq(carteiras.beneficiarioId, beneficiarios.id))
      .where(inArray(beneficiarios.id, ids))
      .orderBy(desc(carteiras.via)),
    db.select().from(contratoCancelamentos).where(eq(contratoCancelamentos.contratoId, contrato.id)),
    db
      .select(certidaoSelection)
      .from(certidoesObito)
      .innerJoin(beneficiarios, eq(beneficiarios.id, certidoesObito.beneficiarioId))
      .innerJoin(pessoas, eq(pessoas.id, beneficiarios.pessoaId))
      .where(and(eq(certidoesObito.contratoId, contrato.id), inArray(certidoesObito.beneficiarioId, ids)))
      .orderBy(certidoesObito.id),
  ]);
  // Ordered by via descending: the first row of a beneficiary holds the current card.
  const rowOf = (id: number) => rows.find((r) => r.id === id);
  const detalhe: ContratoDetalhe = {
    codigo: contrato.codigo,
    plano: contrato.plano,
    segmentacao: contrato.segmentacao,
    registroAnsProduto: contrato.registroAnsProduto,
    tipoContratacao: contrato.tipoContratacao,
    acomodacao: contrato.acomodacao,
    abrangencia: contrato.abrangencia,
    dataInicio: contrato.dataInicio,
    situacao: contrato.situacao,
    beneficiarios: visible.beneficiarios.map((b) => ({
      nome: b.nomeSocial ?? b.nomeCompleto,
      cpf: b.cpf,
      tipo: b.tipo === 'TITULAR' ? 'TITULAR' : 'DEPENDENTE',
      parentesco: rowOf(b.beneficiarioId)?.parentesco ?? null,
      dataInclusao: rowOf(b.beneficiarioId)?.dataInclusao ?? contrato.dataInicio,
      carteira: rowOf(b.beneficiarioId)?.carteira ?? null,
    })),
    titular: visible.titular,
    cancelamento: cancelamento
      ? {
          protocolo: cancelamento.protocolo,
          dataSolicitacao: cancelamento.solicitadoEm.toISOString(),
          motivo:
            MOTIVOS_CANCELAMENTO.find((m) => m.codigo === cancelamento.motivo)?.descricao ??
            cancelamento.motivo,
        }
      : null,
    certidoesObito: certidoes.map(toCertidao),
  };
  return { detalhe, visible };
}

export const getConstantesMeuPlano = (): ConstantesMeuPlano => ({
  motivosCancelamento: MOTIVOS_CANCELAMENTO.map(({ codigo, descricao }) => ({ codigo, descricao })),
  textoConfirmacaoCancelamento: [...RN412_CANCELLATION_NOTICE],
});

/** Whole years and months between two ISO dates ('3 anos e 2 meses'). */
export function tempoDePlano(desde: string, ate: Date): string {
  const start = new Date(`${desde}T00:00:00Z`);
  let months =
    (ate.getUTCFullYear() - start.getUTCFullYear()) * 12 + (ate.getUTCMonth() - start.getUTCMonth());
  if (ate.getUTCDate() < start.getUTCDate()) months -= 1;
  months = Math.max(0, months);
  const anos = Math.floor(months / 12);
  const meses = months % 12;
  const parts = [
    anos > 0 ? `${anos} ${anos === 1 ? 'ano' : 'anos'}` : '',
    meses > 0 ? `${meses} ${meses === 1 ? 'mês' : 'meses'}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' e ') : 'menos de 1 mês';
}

/** Declaração de permanência: who is on the plan, since when, and the plan's ANS data. */
export async function declaracaoPermanenciaPdf(
  scope: FamilyScope,
  options: { clock: Clock; codigo: string },
): Promise<Buffer> {
  const { clock } = options;
  const [{ detalhe }, operador] = await Promise.all([
    getContratoDetalhe(scope, options.codigo),
    readOperador(scope.db, { comLogo: true }),
  ]);
  const hoje = clock();
  const pdf = createPortalPdf({
    title: 'Declaração de Permanência',
    subject: `Contrato ${detalhe.codigo}`,
    operador,
    clock,
  });
  pdf.paragraph(
    `${operador.nome}, operadora de planos de saúde registrada na ANS sob o n° ${operador.registroAns}, ` +
      `declara, para os devidos fins, que as pessoas abaixo são beneficiárias do plano ${detalhe.plano} ` +
      `(registro do produto na ANS n° ${detalhe.registroAnsProduto}), contrato n° ${detalhe.codigo}, ` +
      `situação ${detalhe.situacao === 'ATIVO' ? 'ativo' : detalhe.situacao.toLowerCase()}, ` +
      `com o tempo de permanência indicado até ${formatDate(hoje)}.`,
    { align: 'justify' },
  );
  pdf.heading('Plano', 2).keyValueTable([
    { label: 'Plano', value: detalhe.plano },
    { label: 'Segmentação', value: detalhe.segmentacao },
    { label: 'Tipo de contratação', value: detalhe.tipoContratacao },
    { label: 'Acomodação', value: detalhe.acomodacao ?? 'Não se aplica' },
    { label: 'Abrangência', value: detalhe.abrangencia ?? 'Não informada' },
    { label: 'Início do contrato', value: formatDate(detalhe.dataInicio) },
  ]);
  for (const b of detalhe.beneficiarios) {
    pdf.heading(b.nome, 2).keyValueTable([
      { label: 'CPF', value: formatCpf(b.cpf) },
      {
        label: 'Vínculo',
        value: b.tipo === 'TITULAR' ? 'Titular' : `Dependente${b.parentesco ? ` (${b.parentesco})` : ''}`,
      },
      { label: 'Carteira', value: b.carteira ? maskCardNumber(b.carteira) : '—' },
      { label: 'Data de inclusão', value: formatDate(b.dataInclusao) },
      { label: 'Tempo de permanência', value: tempoDePlano(b.dataInclusao, hoje) },
    ]);
  }
  pdf.paragraph(`Emitida em ${formatDate(hoje)} pelo Portal do Beneficiário.`);
  return pdf.end();
}

/** RN 412: the titular asks; the contract is cancelled at once and a protocol number is returned. */
export async function cancelarContrato(
  scope: FamilyScope,
  options: { clock: Clock; body: CancelarContratoBody },
): Promise<CancelarContratoResponse & { subjects: number[] }> {
  const { db, pessoaId } = scope;
  const { clock, body } = options;
  const observacao = body.observacao?.trim() || null;
  if (body.motivo === MOTIVO_COM_OBSERVACAO && !observacao) {
    throw badRequest(MESSAGES.required, { observacao: MESSAGES.required });
  }
  const visible = await scope.contrato(body.codigoContrato);
  if (!visible.titular) throw forbidden(PLANO_MESSAGES.titularOnly);
  if (visible.contrato.situacao === 'CANCELADO') throw badRequest(PLANO_MESSAGES.alreadyCancelled);
  const now = clock();
  const protocolo = await db.transaction(async (tx) => {
    // The guarded update makes two simultaneous requests cancel once: the loser updates nothing.
    const updated = await tx
      .update(contratos)
      .set({ situacao: 'CANCELADO' })
      .where(and(eq(contratos.id, visible.contrato.id), eq(contratos.situacao, visible.contrato.situacao)))
      .returning({ id: contratos.id });
    if (updated.length === 0) throw badRequest(PLANO_MESSAGES.alreadyCancelled);
    // About the contract's titular, who files it; done at once (the contract is cancelled above), so the
    // protocol closes in the same transaction.
    const numero = await newProtocolo(tx, {
      clock,
      tipo: 'CANCELAMENTO_CONTRATO',
      pessoaId,
      solicitantePessoaId: pessoaId,
      prazoResposta: prazoNaoAssistencial(now),
    });
    await registrarAndamento(tx, numero, { em: now, titulo: 'Contrato cancelado', situacao: 'FECHADO' });
    await tx.insert(contratoCancelamentos).values({
      contratoId: visible.contrato.id,
      protocolo: numero,
      motivo: body.motivo,
      observacao,
      solicitadoPorPessoaId: pessoaId,
      solicitadoEm: now,
    });
    return numero;
  });
  return {
    protocolo,
    dataSolicitacao: now.toISOString(),
    mensagem: cancellationRequested(protocolo),
    subjects: [...new Set(visible.beneficiarios.map((b) => b.pessoaId))],
  };
}

/** Stores a dependant's death certificate (spec §5 upload checks on the bytes) and records it. */
export async function enviarCertidaoObito(
  scope: FamilyScope,
  options: {
    storage: FileStorage;
    clock: Clock;
    random: RandomBytes;
    codigoContrato: string;
    cpf: string;
    files: readonly IncomingFile[];
    limits: UploadLimits;
    /** The sender's certificates of the day (issue 34): the transaction takes one or rolls back with 429. */
    cota: CotaDiaria;
  },
): Promise<{ certidao: CertidaoObito; mensagem: string; subjectPessoaId: number }> {
  const { db } = scope;
  const { storage, clock, random, files, limits } = options;
  const visible = await scope.contrato(options.codigoContrato);
  const dependente = visible.beneficiarios.find((b) => b.cpf === options.cpf);
  if (!dependente) throw notFound();
  if (!visible.titular) throw forbidden(PLANO_MESSAGES.titularOnly);
  if (dependente.tipo !== 'DEPENDENTE') throw badRequest(PLANO_MESSAGES.dependantOnly);
  if (files.length !== 1) throw badRequest(MESSAGES.documentRequired);
  // A refused certificate does not count: the titular sends another one (the partial unique index agrees).
  const [existing] = await db
    .select({ id: certidoesObito.id })
    .from(certidoesObito)
    .where(
      and(
        eq(certidoesObito.beneficiarioId, dependente.beneficiarioId),
        ne(certidoesObito.situacao, 'RECUSADA'),
      ),
    );
  if (existing) throw badRequest(PLANO_MESSAGES.deathCertificateAlreadySent);

  const saved = await saveUploads(uploadsOf({ storage, files, limits, random }, CERTIDAO_PREFIX));
  const file = saved[0]!;
  try {
    const row = await db.transaction(async (tx) => {
      await consumirCotaDiaria(tx, options.cota);
      const protocolo = await newProtocolo(tx, {
        clock,
        tipo: 'CERTIDAO_OBITO',
        pessoaId: dependente.pessoaId,
        solicitantePessoaId: scope.pessoaId,
        prazoResposta: prazoNaoAssistencial(clock()),
      });
      const [inserted] = await tx
        .insert(certidoesObito)
        .values({
          protocolo,
          beneficiarioId: dependente.beneficiarioId,
          contratoId: visible.contrato.id,
          enviadoPorPessoaId: scope.pessoaId,
          arquivoChave: file.key,
          nomeArquivo: file.fileName,
          contentType: file.contentType,
          tamanho: file.size,
          enviadoEm: clock(),
        })
        .returning();
      if (!inserted) throw new Error('certidão não registrada');
      return inserted;
    });
    return {
      certidao: toCertidao({
        ...row,
        cpf: dependente.cpf,
        nomeCompleto: dependente.nomeCompleto,
        nomeSocial: dependente.nomeSocial,
      }),
      mensagem: deathCertificateSent(row.protocolo),
      subjectPessoaId: dependente.pessoaId,
    };
  } catch (error) {
    await discardUploads(storage, saved);
    // Two uploads for one dependant at once: the unique constraint lets one through; the other is told.
    if (isUniqueViolation(error)) throw badRequest(PLANO_MESSAGES.deathCertificateAlreadySent);
    throw error;
  }
}

/** The stored certificate if the person may see the dependant it belongs to; 404 otherwise. */
export async function openCertidaoObito(
  scope: FamilyScope,
  options: { storage: FileStorage; id: number },
): Promise<{ file: StoredFile; nomeArquivo: string }> {
  const [row] = await scope.db
    .select({
      beneficiarioId: certidoesObito.beneficiarioId,
      chave: certidoesObito.arquivoChave,
      nomeArquivo: certidoesObito.nomeArquivo,
    })
    .from(certidoesObito)
    .where(eq(certidoesObito.id, options.id));
  if (!row) throw notFound();
  await scope.beneficiarioById(row.beneficiarioId);
  const file = await options.storage.get(row.chave);
  if (!file) throw notFound();
  return { file, nomeArquivo: row.nomeArquivo };
}
