// Answering a member's authorization request from the console (issue 39, decision 0043 §7): the answer is a
// guide, registered through the integration's own guide rules (shared-domain/guias-autorizacao.ts
// `gravarGuia`, the same code PUT /integracao/v1/autorizacoes runs for each record) — one rule, two doors:
// the step in Protocolos (closed once decided), the filer's e-mail after the commit, the denial letter
// rendered from the stored reason. What the console adds: the portal's guide number (a sequence in its own
// range), the status the staff member saw (`esperada`, under the request's row lock: two answering at once,
// one wins, the other gets a 409), and both audits in the guide's transaction.
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { formatIsoDate, operatorDate } from '@portal/domain';
import {
  MENSAGENS_FILAS as MSG,
  situacaoMudouEnquantoVia,
  type GuiaRegistrada,
  type GuiaSolicitacao,
} from '@portal/domain/contract/console/filas';
import type { GuiaErp } from '@portal/domain/contract/integracao/saude';
import { SITUACOES_AUTORIZACAO, type SituacaoAutorizacao } from '@portal/domain/contract/saude/autorizacoes';
import type { Database } from '../../db/client.js';
import { beneficiarios } from '../../db/schema/contratos.js';
import { protocolos } from '../../db/schema/protocolos.js';
import { autorizacoes, solicitacoesAutorizacao } from '../../db/schema/saude.js';
import { registrarLeituraEquipe } from '../../platform/console/leitura-equipe.js';
import { HttpError, badRequest, notFound } from '../../platform/errors.js';
import { gravarGuia } from '../../shared-domain/guias-autorizacao.js';
import { MOTIVO_FILA } from '../../shared-domain/mudanca-situacao.js';
import { carregarProtocolo, exigirSaude, papelNaFila } from './filas.service.js';
import { rowsOf } from '../../db/rows.js';

/** The staff audit's action of a guide registered from a queue. */
export const ACAO_EQUIPE_GUIA = 'solicitacao.guia';

const rotulo = (status: SituacaoAutorizacao): string =>
  SITUACOES_AUTORIZACAO.find((s) => s.situacao === status)?.nome ?? status;

/**
 * The next console guide number: '99' and the sequence's value in 18 digits (migration 0043). Twenty
 * digits, the column's maximum: operators' guide numbers are shorter in practice (the demo's and the tests'
 * too), so the ranges do not meet; an ERP that adopts a console guide updates it by this number.
 */
async function proximoNumeroGuia(tx: Database): Promise<string> {
  const rows = await tx.execute<{ n: string }>(
    sql`select '99' || lpad(nextval('autorizacoes_guia_console_seq')::text, 18, '0') as n`,
  );
  return rowsOf<{ n: string }>(rows)[0]!.n;
}

/** The membership a new guide goes on: the person's current one (not ended), the latest joined. */
async function membroAtual(tx: Database, pessoaId: number, hoje: string) {
  const [membro] = await tx
    .select({ id: beneficiarios.id, idErp: beneficiarios.idErp, pessoaId: beneficiarios.pessoaId })
    .from(beneficiarios)
    .where(
      and(
        eq(beneficiarios.pessoaId, pessoaId),
        or(isNull(beneficiarios.dataExclusao), gt(beneficiarios.dataExclusao, hoje)),
      ),
    )
    .orderBy(desc(beneficiarios.dataInclusao), desc(beneficiarios.id))
    .limit(1);
  return membro;
}

/** What the console form needs besides the guide's rules: an authorised guide's password and validity. */
function checarFormulario(corpo: GuiaSolicitacao, hoje: string): void {
  if (corpo.status !== 'AUTORIZADA') return;
  if (!corpo.senha) throw badRequest(MSG.senhaObrigatoria, { senha: MSG.senhaObrigatoria });
  if (!corpo.validade) throw badRequest(MSG.validadeObrigatoria, { validade: MSG.validadeObrigatoria });
  if (corpo.validade < hoje) throw badRequest(MSG.validadePassada, { validade: MSG.validadePassada });
}

export async function registrarGuiaSolicitacao(
  request: FastifyRequest,
  protocolo: string,
  corpo: GuiaSolicitacao,
): Promise<GuiaRegistrada> {
  const { server } = request;
  const { db, clock } = server.ctx;
  const linha = await carregarProtocolo(db, protocolo);
  exigirSaude(request, linha.tipo);
  if (linha.tipo !== 'AUTORIZACAO') throw new HttpError(409, { mensagem: MSG.soAutorizacao });
  const hoje = formatIsoDate(operatorDate(clock()));
  checarFormulario(corpo, hoje);
  const ctx = { db, storage: server.storage, clock, notify: server.notify };

  const feito = await db.transaction(async (tx) => {
    // The request's row lock queues two answers; the second reads the first's guide once it commits.
    const [pedido] = await tx
      .select({
        pessoaId: solicitacoesAutorizacao.pessoaId,
        tipo: solicitacoesAutorizacao.tipo,
        solicitadoEm: solicitacoesAutorizacao.solicitadoEm,
        prazoResposta: protocolos.prazoResposta,
      })
      .from(solicitacoesAutorizacao)
      .innerJoin(protocolos, eq(protocolos.protocolo, solicitacoesAutorizacao.protocolo))
      .where(eq(solicitacoesAutorizacao.protocolo, protocolo))
      .for('update', { of: solicitacoesAutorizacao });
    if (!pedido) throw notFound(MSG.naoEncontrada);
    const [guia] = await tx
      .select({ idGuia: autorizacoes.idGuia, status: autorizacoes.status })
      .from(autorizacoes)
      .where(eq(autorizacoes.protocolo, protocolo))
      .orderBy(desc(autorizacoes.id))
      .limit(1);
    const atual = guia?.status ?? null;
    if (atual !== corpo.esperada) {
      throw new HttpError(409, {
        mensagem: situacaoMudouEnquantoVia(atual === null ? 'sem guia' : rotulo(atual)),
      });
    }
    // A decided guide is the answer; the ERP (not the console) moves it on (executed, expired).
    if (atual !== null && atual !== 'PENDENTE') throw new HttpError(409, { mensagem: MSG.guiaJaDecidida });
    const membro = await membroAtual(tx, pedido.pessoaId, hoje);
    if (!membro) throw new HttpError(422, { mensagem: MSG.semCartao });
    const pendente = corpo.status === 'PENDENTE';
    const registro: GuiaErp = {
      idGuia: guia?.idGuia ?? (await proximoNumeroGuia(tx)),
      beneficiarioIdErp: membro.idErp ?? `portal:${membro.id}`,
      tipo: corpo.tipo,
      carater: corpo.carater,
      status: corpo.status,
      dataSolicitacao: formatIsoDate(operatorDate(pedido.solicitadoEm)),
      dataDecisao: pendente ? null : hoje,
      validade: corpo.status === 'AUTORIZADA' ? corpo.validade : null,
      prazoResposta: pendente ? pedido.prazoResposta : null,
      senha: corpo.status === 'AUTORIZADA' ? corpo.senha : null,
      altaComplexidade: pedido.tipo === 'ALTA_COMPLEXIDADE',
      prestador: corpo.prestador,
      medico: corpo.medico,
      observacao: corpo.observacao ?? null,
      procedimentos: corpo.procedimentos,
      negativa: corpo.negativa ?? null,
      protocolo,
    };
    const { resultado, concluir } = await gravarGuia(ctx, tx, registro, membro);
    if (resultado.resultado === 'erro') {
      const campos = Object.fromEntries(
        Object.entries(resultado.campos ?? {}).filter(([campo]) => campo !== 'beneficiarioIdErp'),
      );
      if (resultado.campos?.beneficiarioIdErp) throw new HttpError(422, { mensagem: resultado.mensagem! });
      throw badRequest(resultado.mensagem, campos);
    }
    const alterado = resultado.resultado !== 'inalterado';
    if (alterado) {
      await registrarLeituraEquipe(tx, {
        request,
        papel: papelNaFila(request),
        pessoaIds: [pedido.pessoaId],
        acao: 'RESPOSTA_SOLICITACAO_AUTORIZACAO',
        recurso: 'AUTORIZACAO',
        motivo: MOTIVO_FILA(protocolo),
        acaoEquipe: ACAO_EQUIPE_GUIA,
        antes: { guia: guia ?? null },
        detalhe: { protocolo, depois: { idGuia: registro.idGuia, status: registro.status } },
      });
    }
    return { idGuia: registro.idGuia, concluir, alterado };
  });
  // After the commit: the filer's e-mail (the status only), as the integration door sends it.
  await feito.concluir();
  return {
    protocolo,
    idGuia: feito.idGuia,
    status: corpo.status,
    situacaoProtocolo: corpo.status === 'PENDENTE' ? 'EM_ANDAMENTO' : 'FECHADO',
    alterado: feito.alterado,
  };
}
