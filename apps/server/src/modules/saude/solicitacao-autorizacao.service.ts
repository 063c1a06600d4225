// Solicitar Autorização (spec §7 "Authorization request", issue 15): the constants the form needs, the
// beneficiary's contacts (the contact picker's masking and opaque codes, shared-domain/contatos-mascarados.ts)
// and the filing itself. The filing follows the reimbursement's (modules/financeiro/reembolso-solicitar.ts):
// the ids through the family scope → the idempotency key (a key already used answers the first request's
// body, or 409 with other dados) → every field and file rule (400 with campos) → files stored → ONE
// transaction (protocol + request + file rows); any failure after the files were stored discards them.
// Twins sent at once both pass the key check; the unique (solicitado_por_pessoa_id, chave_idempotencia)
// lets one commit, and the other answers the winner's body. See docs/decisions/0020.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  FINANCEIRO_MESSAGES,
  SAUDE_MESSAGES,
  SERVER_MESSAGES,
  authorizationRequested,
  invalidLabel,
  operatorDate,
} from '@portal/domain';
import { PRAZOS_RN623_DIAS_UTEIS } from '@portal/domain/contract/facilidades/protocolos';
import {
  DESCRICAO_AUTORIZACAO_MAXIMO,
  PEDIDO_MEDICO_FIELD,
  TIPOS_SOLICITACAO_AUTORIZACAO,
  type AutorizacaoSolicitada,
  type ConstantesSolicitacaoAutorizacao,
  type DadosSolicitacaoAutorizacao,
  type TipoSolicitacaoAutorizacao,
} from '@portal/domain/contract/saude/solicitacao-autorizacao';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { parametrosOperadora } from '../../db/schema/operator.js';
import { protocolos } from '../../db/schema/protocolos.js';
import {
  PARAMETRO_MAXIMO_ARQUIVOS_AUTORIZACAO,
  SOLICITACAO_AUTORIZACAO_IDEMPOTENCIA_UQ,
  solicitacaoAutorizacaoArquivos,
  solicitacoesAutorizacao,
} from '../../db/schema/saude.js';
import type { Clock, RandomBytes } from '../../platform/clock.js';
import { contatosDoBeneficiario } from '../../shared-domain/contatos-beneficiario.js';
import type { DeliverableContact } from '../../shared-domain/contatos-mascarados.js';
import { addDiasUteis } from '../../shared-domain/dias-uteis.js';
import { badRequest, HttpError } from '../../platform/errors.js';
import type { FamilyScope } from '../../platform/family-scope.js';
import { hashDados } from '../../platform/idempotencia.js';
import { newProtocolo } from '../../shared-domain/protocolo.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import type { IncomingFile } from '../../platform/upload/read-multipart-files.js';
import { consumirCotaDiaria, type CotaDiaria } from '../../platform/upload/limite-diario.js';
import { saveUploadsThen, uploadsOf } from '../../platform/upload/save-uploads.js';
import type { UploadLimits } from '../../platform/upload/uploads-plugin.js';
import { validateFileGroups } from '../../platform/upload/validate-file-groups.js';

const UPLOAD_PREFIX = 'autorizacao';
const DESCRICAO_LABEL = 'Descrição do pedido médico';

const PARAMETRO_TELEFONE = 'FONE_AGENDAMENTO_AUTORIZACAO';
const MAXIMO_ARQUIVOS = PARAMETRO_MAXIMO_ARQUIVOS_AUTORIZACAO;

/** RN 623 business days of each kind of request; 0 = the answer is due at once (urgency). */
export function prazoDiasUteis(tipo: TipoSolicitacaoAutorizacao): number {
  const { prazo } = TIPOS_SOLICITACAO_AUTORIZACAO.find((t) => t.tipo === tipo)!;
  switch (prazo) {
    case 'ASSISTENCIAL':
      return PRAZOS_RN623_DIAS_UTEIS.assistencial;
    case 'ALTA_COMPLEXIDADE':
      return PRAZOS_RN623_DIAS_UTEIS.altaComplexidade;
    case 'IMEDIATO':
      return 0;
  }
}

/** GET /constantes, and the limits the POST enforces: one reading for both, so they cannot disagree. */
export async function getConstantesSolicitacao(db: Database): Promise<ConstantesSolicitacaoAutorizacao> {
  const rows = await db
    .select({ nome: parametrosOperadora.nome, valor: parametrosOperadora.valor })
    .from(parametrosOperadora)
    .where(inArray(parametrosOperadora.nome, [PARAMETRO_TELEFONE, MAXIMO_ARQUIVOS.nome]));
  const valor = (nome: string) => rows.find((r) => r.nome === nome)?.valor.trim();
  const maximo = Number(valor(MAXIMO_ARQUIVOS.nome) ?? MAXIMO_ARQUIVOS.padrao);
  return {
    tipos: TIPOS_SOLICITACAO_AUTORIZACAO.map(({ tipo, nome }) => ({
      tipo,
      nome,
      prazoDiasUteis: prazoDiasUteis(tipo),
    })),
    arquivos: {
      minimo: 1,
      maximo: Number.isInteger(maximo) && maximo >= 1 ? maximo : Number(MAXIMO_ARQUIVOS.padrao),
    },
    descricaoMaximo: DESCRICAO_AUTORIZACAO_MAXIMO,
    telefoneAgendamentoAutorizacao: valor(PARAMETRO_TELEFONE) ?? '',
  };
}

/** The beneficiary's person and contacts (404 outside the family). */
async function contatosDe(scope: FamilyScope, secret: string, cpf: string) {
  const { beneficiario, contatos } = await contatosDoBeneficiario(scope, secret, cpf, 'SAUDE');
  return { pessoaId: beneficiario.pessoaId, contatos };
}

/** GET /contatos/{cpf}: masked, each with its opaque code (404 outside the family). */
export async function listContatosSolicitacao(scope: FamilyScope, secret: string, cpf: string) {
  const { contatos } = await contatosDe(scope, secret, cpf);
  return contatos.map(({ codigo, tipo, valor }) => ({ codigo, tipo, valor }));
}

/** The answer of a stored request (the first answer again on a retry; the phone as configured now). */
async function respostaDe(db: Database, id: number, telefone: string): Promise<AutorizacaoSolicitada> {
  const [row] = await db
    .select({
      protocolo: solicitacoesAutorizacao.protocolo,
      tipo: solicitacoesAutorizacao.tipo,
      solicitadoEm: solicitacoesAutorizacao.solicitadoEm,
      prazoResposta: protocolos.prazoResposta,
    })
    .from(solicitacoesAutorizacao)
    .innerJoin(protocolos, eq(protocolos.protocolo, solicitacoesAutorizacao.protocolo))
    .where(eq(solicitacoesAutorizacao.id, id));
  const { protocolo, tipo, solicitadoEm, prazoResposta } = row!;
  return {
    mensagem: authorizationRequested(
      protocolo,
      prazoResposta ? prazoResposta.split('-').reverse().join('/') : null,
    ),
    protocolo,
    solicitadoEm: solicitadoEm.toISOString(),
    prazoResposta,
    prazoImediato: prazoResposta === null,
    prazoDiasUteis: prazoDiasUteis(tipo),
    telefoneAgendamentoAutorizacao: telefone,
  };
}

/** A key the caller already used: the first request's answer (200), or 409 when the dados differ. */
async function jaEnviado(
  db: Database,
  solicitante: number,
  chave: string,
  hash: string,
  telefone: string,
): Promise<AutorizacaoSolicitada | null> {
  const [row] = await db
    .select({ id: solicitacoesAutorizacao.id, dadosHash: solicitacoesAutorizacao.dadosHash })
    .from(solicitacoesAutorizacao)
    .where(
      and(
        eq(solicitacoesAutorizacao.solicitadoPorPessoaId, solicitante),
        eq(solicitacoesAutorizacao.chaveIdempotencia, chave),
      ),
    );
  if (!row) return null;
  if (row.dadosHash !== hash) throw new HttpError(409, { mensagem: FINANCEIRO_MESSAGES.idempotencyConflict });
  return respostaDe(db, row.id, telefone);
}

/** The field rules the contract's shape cannot say; `{}` when all pass. */
function validarCampos(
  dados: DadosSolicitacaoAutorizacao,
  contatos: readonly DeliverableContact[],
): Record<string, string> {
  const campos: Record<string, string> = {};
  const descricao = dados.descricao.trim();
  if (descricao === '') campos.descricao = SAUDE_MESSAGES.descriptionRequired;
  else if (descricao.length > DESCRICAO_AUTORIZACAO_MAXIMO) campos.descricao = invalidLabel(DESCRICAO_LABEL);
  // The opaque codes cannot be told apart: a foreign, stale or made-up one is the same field error.
  if (dados.codigoContato !== undefined && !contatos.some((c) => c.codigo === dados.codigoContato))
    campos.codigoContato = SERVER_MESSAGES.invalidRequest;
  return campos;
}

export interface SolicitarAutorizacaoOptions {
  dados: DadosSolicitacaoAutorizacao;
  files: readonly IncomingFile[];
  constantes: ConstantesSolicitacaoAutorizacao;
  limits: UploadLimits;
  storage: FileStorage;
  clock: Clock;
  /** The session secret: the contact codes' key. */
  secret: string;
  random?: RandomBytes;
  /** The filer's requests of the day (issue 34): the transaction takes one or rolls back with 429. */
  cota: CotaDiaria;
}

export interface AutorizacaoRegistrada {
  /** false when the key had been used: the first request's answer, given 200. */
  novo: boolean;
  resposta: AutorizacaoSolicitada;
  /** The beneficiary it is for (audit subject). */
  pessoaId: number;
}

export async function solicitarAutorizacao(
  scope: FamilyScope,
  options: SolicitarAutorizacaoOptions,
): Promise<AutorizacaoRegistrada> {
  const { db } = scope;
  const { dados, constantes, clock } = options;
  const telefone = constantes.telefoneAgendamentoAutorizacao;
  const { pessoaId, contatos } = await contatosDe(scope, options.secret, dados.cpf);

  const hash = hashDados(dados.cpf, dados);
  const anterior = await jaEnviado(db, scope.pessoaId, dados.chaveIdempotencia, hash, telefone);
  if (anterior) return { novo: false, resposta: anterior, pessoaId };

  if (options.files.some((f) => f.fieldName !== PEDIDO_MEDICO_FIELD))
    throw badRequest(SERVER_MESSAGES.invalidRequest);
  const campos = {
    ...validarCampos(dados, contatos),
    ...(await validateFileGroups(
      options.files,
      [{ grupo: PEDIDO_MEDICO_FIELD, ...constantes.arquivos }],
      options.limits,
    )),
  };
  const primeira = Object.values(campos)[0];
  if (primeira) throw badRequest(primeira, campos);

  const dias = prazoDiasUteis(dados.tipo);
  const prazoResposta = dias === 0 ? null : addDiasUteis(operatorDate(clock()), dias);
  const contato = contatos.find((c) => c.codigo === dados.codigoContato);
  try {
    const id = await saveUploadsThen(uploadsOf(options, UPLOAD_PREFIX), (saved) =>
      db.transaction(async (tx) => {
        await consumirCotaDiaria(tx, options.cota);
        const protocolo = await newProtocolo(tx, {
          clock,
          tipo: 'AUTORIZACAO',
          pessoaId,
          solicitantePessoaId: scope.pessoaId,
          prazoResposta,
        });
        const [row] = await tx
          .insert(solicitacoesAutorizacao)
          .values({
            protocolo,
            pessoaId,
            solicitadoPorPessoaId: scope.pessoaId,
            tipo: dados.tipo,
            descricao: dados.descricao.trim(),
            contatoTipo: contato?.tipo ?? null,
            contato: contato?.destino ?? null,
            solicitadoEm: clock(),
            chaveIdempotencia: dados.chaveIdempotencia,
            dadosHash: hash,
          })
          .returning({ id: solicitacoesAutorizacao.id });
        await tx.insert(solicitacaoAutorizacaoArquivos).values(
          saved.map((s) => ({
            id: randomUUID(),
            solicitacaoId: row!.id,
            nome: s.fileName,
            chave: s.key,
            tamanhoBytes: s.size,
            contentType: s.contentType,
          })),
        );
        return row!.id;
      }),
    );
    return { novo: true, resposta: await respostaDe(db, id, telefone), pessoaId };
  } catch (error) {
    if (isUniqueViolation(error, SOLICITACAO_AUTORIZACAO_IDEMPOTENCIA_UQ)) {
      // A twin committed first: answer its body (or 409 when it carried other dados).
      const vencedor = await jaEnviado(db, scope.pessoaId, dados.chaveIdempotencia, hash, telefone);
      if (vencedor) return { novo: false, resposta: vencedor, pessoaId };
    }
    throw error;
  }
}
