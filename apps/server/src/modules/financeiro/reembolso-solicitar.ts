// POST /{cpf} of Reembolso (issue 14): one request filed with its files, exactly once.
// Order: the ids (cpf, card) through the family scope, the cpf on a basis for REEMBOLSO (issue 33) → the idempotency key (a key already used answers
// the first request's body, or 409 with other dados) → every field and file rule → files stored → ONE
// transaction (protocol + request + file rows). Any failure after the files were stored discards them,
// so nothing is left behind. Twins sent at once both pass the key check; the unique index on
// (solicitado_por_pessoa_id, chave_idempotencia) lets one commit, and the other answers the winner's body.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { FINANCEIRO_MESSAGES, formatIsoDate, operatorDate } from '@portal/domain';
import {
  dadosReembolsoSchema,
  type ConstantesReembolso,
  type DadosReembolso,
  type ReembolsoSolicitado,
} from '@portal/domain/contract/financeiro/reembolso';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { REEMBOLSO_IDEMPOTENCIA_UQ, reembolsoArquivos, reembolsos } from '../../db/schema/reembolso.js';
import type { Clock, RandomBytes } from '../../platform/clock.js';
import { addDiasUteis } from '../../shared-domain/dias-uteis.js';
import { badRequest, HttpError, notFound } from '../../platform/errors.js';
import { hashDados } from '../../platform/idempotencia.js';
import type { FamilyScope, VisibleBeneficiario } from '../../platform/family-scope.js';
import { newProtocolo } from '../../shared-domain/protocolo.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { parseJsonField, type IncomingFile } from '../../platform/upload/read-multipart-files.js';
import { consumirCotaDiaria, type CotaDiaria } from '../../platform/upload/limite-diario.js';
import { saveUploadsThen, uploadsOf } from '../../platform/upload/save-uploads.js';
import type { UploadLimits } from '../../platform/upload/uploads-plugin.js';
import { validateArquivosReembolso } from './reembolso-arquivos.js';
import { donosPossiveis, reembolsoVisivel, respostaDe } from './reembolso.service.js';
import { isoDaDataDigitada } from '@portal/domain/validation/reembolso';
import {
  checarDono,
  contaNovaValidada,
  validarPedido,
  type Campos,
  type ContaValidada,
} from './reembolso-validacao.js';

const UPLOAD_PREFIX = 'reembolso';

/** The `dados` text field as JSON, checked against the contract's shape (400 with campos otherwise). */
export const lerDados = (texto: string | undefined): DadosReembolso =>
  parseJsonField(dadosReembolsoSchema, texto);

/** A key the caller already used: the first request's body (200), or 409 when the dados differ. */
async function jaEnviado(
  db: Database,
  solicitante: number,
  chave: string,
  hash: string,
): Promise<ReembolsoSolicitado | null> {
  const [row] = await db
    .select({ id: reembolsos.id, dadosHash: reembolsos.dadosHash })
    .from(reembolsos)
    .where(and(eq(reembolsos.solicitadoPorPessoaId, solicitante), eq(reembolsos.chaveIdempotencia, chave)));
  if (!row) return null;
  if (row.dadosHash !== hash) throw new HttpError(409, { mensagem: FINANCEIRO_MESSAGES.idempotencyConflict });
  return respostaDe(db, row.id);
}

/**
 * Whose account it is, once its fields passed the rules: typed, or reused by reference to a request of the
 * same family (404 otherwise). Either must belong to the beneficiary or the titular (checarDono).
 */
async function contaDoPedido(
  scope: FamilyScope,
  dados: DadosReembolso,
  alvo: VisibleBeneficiario,
): Promise<{ campos: Campos; conta?: ContaValidada }> {
  const donos = await donosPossiveis(scope.db, alvo);
  const pedida = dados.contaBancaria;
  let conta: ContaValidada;
  if (pedida.tipo === 'NOVA') conta = contaNovaValidada(pedida);
  else {
    const origem = await reembolsoVisivel(scope, pedida.protocoloOrigem);
    if (origem.grupoFamiliarId !== alvo.grupoFamiliarId) throw notFound();
    conta = {
      bancoCodigo: origem.bancoCodigo,
      agencia: origem.agencia,
      dvAgencia: origem.dvAgencia,
      conta: origem.conta,
      dvConta: origem.dvConta,
      titularContaNome: origem.titularContaNome,
      titularContaCnpjCpf: origem.titularContaCnpjCpf,
      titularContaDataNascimento: origem.titularContaDataNascimento,
    };
  }
  const dono = checarDono(conta, donos);
  if (!dono) return { campos: {}, conta };
  const campo = pedida.tipo === 'NOVA' ? `contaBancaria.${dono.campo}` : 'contaBancaria.protocoloOrigem';
  return { campos: { [campo]: dono.mensagem } };
}

export interface SolicitarReembolsoOptions {
  cpf: string;
  dados: DadosReembolso;
  files: readonly IncomingFile[];
  constantes: ConstantesReembolso;
  limits: UploadLimits;
  storage: FileStorage;
  clock: Clock;
  random?: RandomBytes;
  /** The filer's reimbursements of the day (issue 34): the transaction takes one or rolls back with 429. */
  cota: CotaDiaria;
}

export interface ReembolsoRegistrado {
  /** false when the key had been used: the first request's body, answered 200. */
  novo: boolean;
  resposta: ReembolsoSolicitado;
  /** The beneficiary served (audit subject). */
  pessoaId: number;
}

export async function solicitarReembolso(
  scope: FamilyScope,
  options: SolicitarReembolsoOptions,
): Promise<ReembolsoRegistrado> {
  const { db } = scope;
  const { dados, constantes, clock } = options;
  // Filing for someone else needs a basis for their reimbursements (self, a minor's titular or guardian, a
  // consent covering REEMBOLSO, a representation): 404 outside the family, 403 with why inside it.
  const alvo = (await scope.saude(options.cpf, 'REEMBOLSO'))[0]!;
  const carteira = await scope.carteira(dados.carteira);
  if (carteira.beneficiario.pessoaId !== alvo.pessoaId) throw notFound();

  const hash = hashDados(options.cpf, dados);
  const anterior = await jaEnviado(db, scope.pessoaId, dados.chaveIdempotencia, hash);
  if (anterior) return { novo: false, resposta: anterior, pessoaId: alvo.pessoaId };

  const hoje = operatorDate(clock());
  const [pedido, arquivos] = await Promise.all([
    validarPedido(db, dados, constantes, hoje),
    validateArquivosReembolso(options.files, constantes, options.limits),
  ]);
  // Whose account it is, once its own fields are valid (a reused one is a reference: always looked up).
  const contaValida = !Object.keys(pedido).some((campo) => campo.startsWith('contaBancaria.'));
  const conta = contaValida ? await contaDoPedido(scope, dados, alvo) : { campos: {} };
  const campos = { ...pedido, ...conta.campos, ...arquivos };
  const primeira = Object.values(campos)[0];
  if (primeira || !conta.conta) throw badRequest(primeira, campos);

  const prazoResposta = addDiasUteis(hoje, constantes.prazoRespostaDiasUteis);
  try {
    const id = await saveUploadsThen(uploadsOf(options, UPLOAD_PREFIX), (saved) =>
      db.transaction(async (tx) => {
        await consumirCotaDiaria(tx, options.cota);
        const protocolo = await newProtocolo(tx, {
          clock,
          tipo: 'REEMBOLSO',
          pessoaId: alvo.pessoaId,
          solicitantePessoaId: scope.pessoaId,
          prazoResposta,
        });
        const [row] = await tx
          .insert(reembolsos)
          .values({
            protocolo,
            pessoaId: alvo.pessoaId,
            carteiraId: carteira.carteiraId,
            grupoFamiliarId: alvo.grupoFamiliarId,
            dataReembolso: formatIsoDate(hoje),
            prazoResposta: formatIsoDate(prazoResposta),
            dataAtendimento: isoDaDataDigitada(dados.dataAtendimento),
            valorCentavos: dados.valorAtendimentoCentavos,
            tipoAtendimento: dados.tipoAtendimento,
            motivo: dados.motivoReembolso,
            localAtendimento: dados.localAtendimento.trim(),
            uf: dados.uf,
            cidade: dados.cidade.trim(),
            prestadorCnpjCpf: dados.cnpjCpf.replace(/\D/g, ''),
            ...conta.conta!,
            situacao: 'SOLICITADO',
            solicitadoPorPessoaId: scope.pessoaId,
            solicitadoEm: clock(),
            chaveIdempotencia: dados.chaveIdempotencia,
            dadosHash: hash,
          })
          .returning({ id: reembolsos.id });
        if (saved.length > 0) {
          await tx.insert(reembolsoArquivos).values(
            saved.map((s) => ({
              id: randomUUID(),
              reembolsoId: row!.id,
              grupo: s.fieldName as (typeof reembolsoArquivos.$inferInsert)['grupo'],
              nome: s.fileName,
              chave: s.key,
              tamanhoBytes: s.size,
              contentType: s.contentType,
            })),
          );
        }
        return row!.id;
      }),
    );
    return { novo: true, resposta: await respostaDe(db, id), pessoaId: alvo.pessoaId };
  } catch (error) {
    if (isUniqueViolation(error, REEMBOLSO_IDEMPOTENCIA_UQ)) {
      // A twin committed first: answer its body (or 409 when it carried other dados).
      const vencedor = await jaEnviado(db, scope.pessoaId, dados.chaveIdempotencia, hash);
      if (vencedor) return { novo: false, resposta: vencedor, pessoaId: alvo.pessoaId };
    }
    throw error;
  }
}
