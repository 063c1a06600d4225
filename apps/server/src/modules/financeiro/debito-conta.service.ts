// Débito em Conta (issue 12): the direct debit of a family group's bills. The plan's payer (issue 37: the
// contratante, or the titular when there is none) asks for it with the bank data, an ID document and a selfie; the request gets a
// protocol and stays SOLICITADO until the operator activates it (ATIVO); either can be ended (ENCERRADO).
// The database keeps one requested-or-active debit per group (partial unique index), so two activations
// sent at once cannot both pass.
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  debitAlreadyRequested,
  debitPayerOnly,
  debitDeactivated,
  debitRequested,
  FINANCEIRO_MESSAGES,
  maskBankNumber,
  MESSAGES,
} from '@portal/domain';
import { validateDadosBancarios } from '@portal/domain/validation/bank-account';
import {
  SELFIE_EXTENSIONS,
  TIPOS_DOCUMENTO_DEBITO,
  type AtivarDebitoFields,
  type Banco,
  type ConstantesDebitoConta,
  type DebitoConta,
  type DebitoContaAlterado,
} from '@portal/domain/contract/financeiro/debito-conta';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { bancos, DEBITO_CONTA_VIGENTE_UQ, debitosConta } from '../../db/schema/financeiro.js';
import { beneficiarios } from '../../db/schema/contratos.js';
import { pessoas } from '../../db/schema/pessoas.js';
import type { Clock, RandomBytes } from '../../platform/clock.js';
import { badRequest, forbidden, HttpError } from '../../platform/errors.js';
import type { FamilyScope } from '../../platform/family-scope.js';
import { newProtocolo, prazoNaoAssistencial, registrarAndamento } from '../../shared-domain/protocolo.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import type { IncomingFile } from '../../platform/upload/read-multipart-files.js';
import { consumirCotaDiaria, type CotaDiaria } from '../../platform/upload/limite-diario.js';
import { discardUploads, saveUploads, type SavedUpload } from '../../platform/upload/save-uploads.js';
import type { UploadLimits } from '../../platform/upload/uploads-plugin.js';
import { readCobranca } from './cobranca.js';

const VIGENTE = ['SOLICITADO', 'ATIVO'] as const;
const UPLOAD_PREFIX = 'debito-conta';

/**
 * Who pays the group's plan (issue 37): its contratante when it has one in force, else its titular. Only
 * they may set or end the debit of the bills they pay; the rest of the family sees who can.
 */
async function pagadorDo(
  db: Database,
  grupoFamiliarId: number,
  hoje: string,
): Promise<{ pessoaId: number; nome: string } | null> {
  const rows = await db
    .select({
      pessoaId: beneficiarios.pessoaId,
      tipo: beneficiarios.tipo,
      nome: sql<string>`coalesce(${pessoas.nomeSocial}, ${pessoas.nomeCompleto})`,
    })
    .from(beneficiarios)
    .innerJoin(pessoas, eq(pessoas.id, beneficiarios.pessoaId))
    .where(
      and(
        eq(beneficiarios.grupoFamiliarId, grupoFamiliarId),
        inArray(beneficiarios.tipo, ['CONTRATANTE', 'TITULAR']),
        or(isNull(beneficiarios.dataExclusao), gt(beneficiarios.dataExclusao, hoje)),
      ),
    )
    .orderBy(asc(beneficiarios.id));
  const row = rows.find((r) => r.tipo === 'CONTRATANTE') ?? rows.find((r) => r.tipo === 'TITULAR');
  return row ? { pessoaId: row.pessoaId, nome: row.nome } : null;
}

interface Grupo {
  grupoFamiliarId: number;
  /** The caller pays the plan: theirs to change. */
  podeAlterar: boolean;
  pagador: { nome: string } | null;
}

/**
 * The family group whose debit the caller sees, and whether they may change it: the first group where they
 * are titular or contratante, else their own as a dependant; only the group's payer may change it.
 * (Nobody is financially responsible for two groups in today's data; decision 0014 records the choice.)
 */
async function grupoDo(scope: FamilyScope): Promise<Grupo | null> {
  const own = (await scope.visible()).filter((b) => b.pessoaId === scope.pessoaId);
  const row = own.find((b) => b.tipo !== 'DEPENDENTE') ?? own[0];
  if (!row) return null;
  const pagador = await pagadorDo(scope.db, row.grupoFamiliarId, scope.hoje);
  return {
    grupoFamiliarId: row.grupoFamiliarId,
    podeAlterar: pagador?.pessoaId === scope.pessoaId,
    pagador: pagador && { nome: pagador.nome },
  };
}

const INATIVO = (grupo: Omit<Grupo, 'grupoFamiliarId'>): DebitoConta => ({
  situacao: 'INATIVO',
  podeAlterar: grupo.podeAlterar,
  pagador: grupo.pagador,
  protocolo: null,
  dataSolicitacao: null,
  conta: null,
});

async function vigente(db: Database, grupoFamiliarId: number) {
  const [row] = await db
    .select({ debito: debitosConta, banco: { codigo: bancos.codigo, nome: bancos.nome } })
    .from(debitosConta)
    .innerJoin(bancos, eq(bancos.codigo, debitosConta.bancoCodigo))
    .where(
      and(eq(debitosConta.grupoFamiliarId, grupoFamiliarId), inArray(debitosConta.situacao, [...VIGENTE])),
    );
  return row;
}

async function situacaoDo(db: Database, grupo: Grupo): Promise<DebitoConta> {
  const row = await vigente(db, grupo.grupoFamiliarId);
  if (!row || row.debito.situacao === 'ENCERRADO') return INATIVO(grupo);
  const { debito, banco } = row;
  return {
    situacao: debito.situacao === 'ATIVO' ? 'ATIVO' : 'SOLICITADO',
    podeAlterar: grupo.podeAlterar,
    pagador: grupo.pagador,
    protocolo: debito.protocolo,
    dataSolicitacao: debito.solicitadoEm.toISOString(),
    conta: {
      banco,
      agencia: maskBankNumber(debito.agencia),
      conta: maskBankNumber(debito.conta),
      diaVencimento: debito.diaVencimento,
    },
  };
}

/** GET: the group's current debit. */
export async function getDebitoConta(scope: FamilyScope): Promise<DebitoConta> {
  const grupo = await grupoDo(scope);
  return grupo ? situacaoDo(scope.db, grupo) : INATIVO({ podeAlterar: false, pagador: null });
}

/** The active banks with their variation settings (spec §3): direct debit's and reimbursement's list. */
export function listBancosAtivos(db: Database): Promise<Banco[]> {
  return db
    .select({
      codigo: bancos.codigo,
      nome: bancos.nome,
      mascaraDVAgencia: bancos.mascaraDVAgencia,
      tamanhoMinimoAgencia: bancos.tamanhoMinimoAgencia,
      mascaraDVConta: bancos.mascaraDVConta,
      tamanhoMinimoContaCorrente: bancos.tamanhoMinimoContaCorrente,
    })
    .from(bancos)
    .where(eq(bancos.ativo, true))
    .orderBy(asc(bancos.codigo));
}

/** GET /constantes: the active banks with their variation settings, the due days, the document kinds. */
export async function getConstantesDebitoConta(db: Database): Promise<ConstantesDebitoConta> {
  const [lista, cobranca] = await Promise.all([listBancosAtivos(db), readCobranca(db)]);
  return {
    bancos: lista,
    diasVencimento: cobranca.diasVencimentoDebito,
    tiposDocumento: TIPOS_DOCUMENTO_DEBITO.map(({ codigo, descricao }) => ({ codigo, descricao })),
    textoAutorizacao: FINANCEIRO_MESSAGES.authorization,
  };
}

/** The caller's group when they pay its plan; otherwise 403 naming who does (issue 37). */
async function responsavel(scope: FamilyScope): Promise<Grupo> {
  const grupo = await grupoDo(scope);
  if (!grupo?.podeAlterar) {
    throw forbidden(
      grupo?.pagador ? debitPayerOnly(grupo.pagador.nome) : FINANCEIRO_MESSAGES.financialResponsibleOnly,
    );
  }
  return grupo;
}

/** 409 naming what already exists: the pending request's protocol, or the active debit. */
async function conflito(db: Database, grupoFamiliarId: number): Promise<HttpError | null> {
  const row = await vigente(db, grupoFamiliarId);
  if (!row) return null;
  const mensagem =
    row.debito.situacao === 'ATIVO'
      ? FINANCEIRO_MESSAGES.debitAlreadyActive
      : debitAlreadyRequested(row.debito.protocolo);
  return new HttpError(409, { mensagem });
}

/** The bank data against the chosen bank's rules (the same functions the form runs). */
async function bancoValidado(db: Database, fields: AtivarDebitoFields): Promise<Banco> {
  const [banco] = await db
    .select()
    .from(bancos)
    .where(and(eq(bancos.codigo, fields.codigoBanco), eq(bancos.ativo, true)));
  if (!banco) {
    throw badRequest(FINANCEIRO_MESSAGES.bankNotAccepted, {
      codigoBanco: FINANCEIRO_MESSAGES.bankNotAccepted,
    });
  }
  const campos = validateDadosBancarios({ agencia: fields.agencia, conta: fields.conta }, banco);
  const first = Object.values(campos)[0];
  if (first) throw badRequest(first, campos);
  return banco;
}

function oneFile(files: readonly IncomingFile[], field: string): IncomingFile {
  const found = files.filter((f) => f.fieldName === field);
  if (found.length !== 1) throw badRequest(MESSAGES.documentRequired, { [field]: MESSAGES.documentRequired });
  return found[0]!;
}

export interface AtivarDebitoOptions {
  storage: FileStorage;
  clock: Clock;
  random: RandomBytes;
  fields: AtivarDebitoFields;
  documento: readonly IncomingFile[];
  selfie: readonly IncomingFile[];
  limits: UploadLimits;
  /** The filer's activations of the day (issue 34): the transaction takes one or rolls back with 429. */
  cota: CotaDiaria;
}

/** PUT /ativar: validates everything, stores both files, then records the request with its protocol. */
export async function ativarDebitoConta(
  scope: FamilyScope,
  options: AtivarDebitoOptions,
): Promise<DebitoContaAlterado> {
  const { db } = scope;
  const { storage, clock, random, fields, limits } = options;
  const grupo = await responsavel(scope);
  const { grupoFamiliarId } = grupo;
  const banco = await bancoValidado(db, fields);
  const { diasVencimentoDebito } = await readCobranca(db);
  if (!diasVencimentoDebito.includes(fields.diaVencimento)) {
    throw badRequest(FINANCEIRO_MESSAGES.invalidDueDay, { diaVencimento: FINANCEIRO_MESSAGES.invalidDueDay });
  }
  const pending = await conflito(db, grupoFamiliarId);
  if (pending) throw pending;
  const documento = oneFile(options.documento, 'documento');
  const selfie = oneFile(options.selfie, 'selfie');

  const saved: SavedUpload[] = [];
  try {
    const upload = (file: IncomingFile, allowedExtensions: readonly string[]) =>
      saveUploads({
        storage,
        files: [file],
        allowedExtensions,
        maxBytes: limits.maxBytes,
        prefix: UPLOAD_PREFIX,
        random,
      });
    saved.push(...(await upload(documento, limits.allowedExtensions)));
    const imagens = limits.allowedExtensions.filter((e) =>
      (SELFIE_EXTENSIONS as readonly string[]).includes(e),
    );
    saved.push(...(await upload(selfie, imagens)));
    const now = clock();
    const protocolo = await db.transaction(async (tx) => {
      await consumirCotaDiaria(tx, options.cota);
      // About the financially responsible member who files it (the debit is the family group's).
      const numero = await newProtocolo(tx, {
        clock,
        tipo: 'DEBITO_CONTA_ATIVACAO',
        pessoaId: scope.pessoaId,
        solicitantePessoaId: scope.pessoaId,
        prazoResposta: prazoNaoAssistencial(now),
      });
      await tx.insert(debitosConta).values({
        grupoFamiliarId,
        protocolo: numero,
        situacao: 'SOLICITADO',
        bancoCodigo: banco.codigo,
        agencia: fields.agencia.toUpperCase(),
        conta: fields.conta.toUpperCase(),
        titularNome: fields.nomeTitularContaCorrente,
        titularCpf: fields.cpfTitularContaCorrente,
        diaVencimento: fields.diaVencimento,
        tipoDocumento: fields.tipoDocumento,
        documentoChave: saved[0]!.key,
        selfieChave: saved[1]!.key,
        solicitadoPorPessoaId: scope.pessoaId,
        solicitadoEm: now,
      });
      return numero;
    });
    return {
      mensagem: debitRequested(protocolo),
      protocolo,
      debito: await situacaoDo(db, grupo),
    };
  } catch (error) {
    await discardUploads(storage, saved);
    // Two activations at once: the partial unique index lets one through; the other is told which.
    if (isUniqueViolation(error, DEBITO_CONTA_VIGENTE_UQ))
      throw (await conflito(db, grupoFamiliarId)) ?? error;
    throw error;
  }
}

/** PUT /desativar: ends the requested or active debit (a request of its own, with its protocol). */
export async function desativarDebitoConta(
  scope: FamilyScope,
  options: { clock: Clock },
): Promise<DebitoContaAlterado> {
  const { db } = scope;
  const grupo = await responsavel(scope);
  const { grupoFamiliarId } = grupo;
  const protocolo = await db.transaction(async (tx) => {
    const now = options.clock();
    const numero = await newProtocolo(tx, {
      clock: options.clock,
      tipo: 'DEBITO_CONTA_DESATIVACAO',
      pessoaId: scope.pessoaId,
      solicitantePessoaId: scope.pessoaId,
      prazoResposta: prazoNaoAssistencial(now),
    });
    const ended = await tx
      .update(debitosConta)
      .set({
        situacao: 'ENCERRADO',
        encerradoEm: options.clock(),
        encerradoPorPessoaId: scope.pessoaId,
        protocoloEncerramento: numero,
      })
      .where(
        and(eq(debitosConta.grupoFamiliarId, grupoFamiliarId), inArray(debitosConta.situacao, [...VIGENTE])),
      )
      .returning({ id: debitosConta.id });
    // Nothing to end: the transaction rolls back and the protocol number is given back.
    if (ended.length === 0) throw badRequest(FINANCEIRO_MESSAGES.nothingToDeactivate);
    // Ended at once: the protocol closes with it.
    await registrarAndamento(tx, numero, {
      em: now,
      titulo: 'Débito em conta desativado',
      situacao: 'FECHADO',
    });
    return numero;
  });
  return {
    mensagem: debitDeactivated(protocolo),
    protocolo,
    debito: await situacaoDo(db, grupo),
  };
}
