// Meus dados em um arquivo (LGPD art. 18; docs/decisions/0022): who may be exported, the rate limit the
// database enforces, and the collection of everything the operator holds about one person — one query per
// section, all sent at once, whatever the person's history holds (no query per row).
import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
import {
  EXPORTACAO_MESSAGES,
  addYears,
  dayKey,
  formatIsoDate,
  operatorDate,
  parseIsoDate,
  rotuloAcaoAuditoria,
  type CalendarDate,
} from '@portal/domain';
import {
  EXPORTACAO_FORMATO,
  EXPORTACAO_IDADE_MAXIMA_REPRESENTADO,
  EXPORTACAO_LIMITE,
  EXPORTACAO_VERSAO,
  type ExportacaoDados,
  type FormatoExportacao,
  type QuemExportacao,
} from '@portal/domain/contract/meus-dados/exportacao-dados';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { lockKey } from '../../db/locks.js';
import { agendaHorarios, agendamentos, especialidades } from '../../db/schema/agendamento.js';
import { auditoria } from '../../db/schema/audit.js';
import { contas } from '../../db/schema/auth.js';
import { cartoesCompartilhados } from '../../db/schema/cartoes-compartilhados.js';
import { dadosPessoaisAlteracoes, enderecos } from '../../db/schema/dados-pessoais.js';
import { debitosConta, tituloItens, titulos } from '../../db/schema/financeiro.js';
import { pessoaContatos, pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios, carteiras, contratos } from '../../db/schema/plans.js';
import { protocoloAndamentos, protocolos } from '../../db/schema/protocolos.js';
import { reembolsos } from '../../db/schema/reembolso.js';
import {
  autorizacaoProcedimentos,
  autorizacoes,
  documentosClinicos,
  prestadores,
  resultadosExame,
  solicitacaoAutorizacaoArquivos,
  solicitacoesAutorizacao,
} from '../../db/schema/saude.js';
import { segundaViaSolicitacoes } from '../../db/schema/segunda-via.js';
import { AUDIT_ACTIONS, auditMany } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { readOperador } from '../../platform/contratos.js';
import { notFound, tooManyRequests } from '../../platform/errors.js';
import type { FamilyScope, VisibleBeneficiario } from '../../platform/family-scope.js';

const isMinor = (dataNascimento: string, hoje: CalendarDate): boolean => {
  const nascimento = parseIsoDate(dataNascimento);
  return (
    nascimento !== null && dayKey(addYears(nascimento, EXPORTACAO_IDADE_MAXIMA_REPRESENTADO)) > dayKey(hoje)
  );
};

/**
 * Whose data the caller may export: their own rows, and — when they are a titular — the rows of their
 * dependants under 18 on the operator's calendar. Adults speak for themselves (LGPD art. 14 lets parents
 * act for children and adolescents only), so an adult child, a spouse or a contratante's family is left out.
 */
export function exportaveis(
  rows: readonly VisibleBeneficiario[],
  pessoaId: number,
  hoje: CalendarDate,
): VisibleBeneficiario[] {
  const titularDe = new Set(
    rows.filter((r) => r.pessoaId === pessoaId && r.tipo === 'TITULAR').map((r) => r.beneficiarioId),
  );
  return rows.filter(
    (r) =>
      r.pessoaId === pessoaId ||
      (r.tipo === 'DEPENDENTE' &&
        r.titularId !== null &&
        titularDe.has(r.titularId) &&
        isMinor(r.dataNascimento, hoje)),
  );
}

/** The rows of the person to export, or 404 for anyone else (an adult relative, another family). */
export async function titularDosDados(
  scope: FamilyScope,
  cpf: string,
  clock: Clock,
): Promise<VisibleBeneficiario[]> {
  const rows = exportaveis(await scope.visible(), scope.pessoaId, operatorDate(clock())).filter(
    (r) => r.cpf === cpf,
  );
  if (rows.length === 0) throw notFound();
  return scope.touch(rows);
}

const janela = (agora: Date) => new Date(agora.getTime() - EXPORTACAO_LIMITE.horas * 3_600_000);

/**
 * Counts the person's exports of the last 24 hours and records this one in one transaction, under an
 * advisory lock on the person: simultaneous requests take turns, so no burst passes the limit (on PGlite
 * and on PostgreSQL alike). The data is read inside it too, so a failed read records no export.
 */
export async function exportarComLimite(options: {
  db: Database;
  request: FastifyRequest;
  clock: Clock;
  scope: FamilyScope;
  rows: VisibleBeneficiario[];
  formato: FormatoExportacao;
}): Promise<ExportacaoDados> {
  const { db, request, clock, scope, rows, formato } = options;
  const pessoaId = rows[0]!.pessoaId;
  // Bills belong to whoever pays them: only the caller can be a payer here (a minor never is). Read before
  // the transaction: the scope reads through its own handle, not the transaction's.
  const contratosPagos = pessoaId === scope.pessoaId ? await scope.contratosFinanceiros() : [];
  return db.transaction(async (tx) => {
    await lockKey(tx, `exportacao-dados:${pessoaId}`);
    const agora = clock();
    const [feitas] = await tx
      .select({ n: count() })
      .from(auditoria)
      .where(
        and(
          eq(auditoria.pessoaId, pessoaId),
          eq(auditoria.acao, AUDIT_ACTIONS.exportacaoDados),
          eq(auditoria.resultado, 'SUCESSO'),
          gt(auditoria.at, janela(agora)),
        ),
      );
    if ((feitas?.n ?? 0) >= EXPORTACAO_LIMITE.arquivos)
      throw tooManyRequests(EXPORTACAO_MESSAGES.limiteExportacoes);
    const dados = await coletarDados(tx, { rows, contratosPagos, agora });
    await auditMany({
      request,
      db: tx,
      action: AUDIT_ACTIONS.exportacaoDados,
      subjectPessoaIds: [pessoaId],
      resource: formato,
    });
    return dados;
  });
}

const LEIA_ME = [
  'Arquivo gerado pelo Portal do Beneficiário a pedido do titular dos dados (LGPD, art. 18).',
  'Valores em dinheiro estão em centavos de real, como números inteiros (ex.: 35000 = R$ 350,00).',
  'Datas sem hora (aaaa-mm-dd) são dias do calendário de Brasília; instantes (geradoEm, em, criadoEm…) ' +
    'estão em UTC, no formato ISO 8601.',
  'Exames e receitas/atestados trazem os dados de cada documento; os arquivos em si são baixados nas ' +
    'telas Resultado de Exames e Receitas e Atestados.',
  'Dados de outras pessoas não entram: quem fez cada ação aparece apenas como PROPRIO (você), ' +
    'OUTRA_PESSOA_DA_FAMILIA (titular ou contratante do grupo) ou SEM_LOGIN (link público).',
  'A conta bancária de um reembolso pago a outra pessoa aparece sem números; o contato dos avisos de ' +
    'uma consulta aparece só pelo canal (pode ser de um familiar).',
  'O portal não registra aceite de termos de uso; os consentimentos registrados são os links ' +
    'compartilhados da carteira e as autorizações de débito em conta.',
  'Campos podem ser acrescentados na mesma versão; renomear ou remover um campo muda a versão.',
];

const iso = (d: Date): string => d.toISOString();
const isoOrNull = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** Every section of the file for one person, in a fixed number of queries sent together. */
export async function coletarDados(
  db: Database,
  options: {
    rows: VisibleBeneficiario[];
    /** The contracts whose bills the person pays (none for a dependant). */
    contratosPagos: number[];
    agora: Date;
  },
): Promise<ExportacaoDados> {
  const { rows, contratosPagos, agora } = options;
  const pessoaId = rows[0]!.pessoaId;
  const beneficiarioIds = rows.map((r) => r.beneficiarioId);
  const quem = (actor: number | null | undefined): QuemExportacao =>
    actor === null || actor === undefined
      ? 'SEM_LOGIN'
      : actor === pessoaId
        ? 'PROPRIO'
        : 'OUTRA_PESSOA_DA_FAMILIA';

  const [
    operador,
    [pessoa],
    contatos,
    enderecosRows,
    alteracoes,
    planos,
    carteirasRows,
    faturas,
    itens,
    reembolsosRows,
    autorizacoesRows,
    procedimentos,
    solicitacoes,
    exames,
    documentos,
    agendamentosRows,
    protocolosRows,
    andamentos,
    segundasVias,
    links,
    debitos,
    acessos,
  ] = await enSequencia([
    readOperador(db),
    db.select().from(pessoas).where(eq(pessoas.id, pessoaId)),
    db
      .select()
      .from(pessoaContatos)
      .where(eq(pessoaContatos.pessoaId, pessoaId))
      .orderBy(asc(pessoaContatos.id)),
    db.select().from(enderecos).where(eq(enderecos.pessoaId, pessoaId)).orderBy(asc(enderecos.id)),
    db
      .select({
        at: dadosPessoaisAlteracoes.at,
        campo: dadosPessoaisAlteracoes.campo,
        valorAnterior: dadosPessoaisAlteracoes.valorAnterior,
        valorNovo: dadosPessoaisAlteracoes.valorNovo,
        autor: contas.pessoaId,
      })
      .from(dadosPessoaisAlteracoes)
      .leftJoin(contas, eq(contas.id, dadosPessoaisAlteracoes.contaId))
      .where(eq(dadosPessoaisAlteracoes.pessoaId, pessoaId))
      .orderBy(desc(dadosPessoaisAlteracoes.at), asc(dadosPessoaisAlteracoes.id)),
    db
      .select({
        contrato: contratos.codigo,
        plano: contratos.plano,
        registroAnsProduto: contratos.registroAnsProduto,
        tipoContratacao: contratos.tipoContratacao,
        segmentacao: contratos.segmentacao,
        acomodacao: contratos.acomodacao,
        abrangencia: contratos.abrangencia,
        situacaoContrato: contratos.situacao,
        vinculo: beneficiarios.tipo,
        parentesco: beneficiarios.parentesco,
        dataInclusao: beneficiarios.dataInclusao,
      })
      .from(beneficiarios)
      .innerJoin(contratos, eq(contratos.id, beneficiarios.contratoId))
      .where(eq(beneficiarios.pessoaId, pessoaId))
      .orderBy(asc(contratos.codigo), asc(beneficiarios.id)),
    db
      .select({
        numero: carteiras.codigo,
        contrato: contratos.codigo,
        validade: carteiras.validade,
        via: carteiras.via,
      })
      .from(carteiras)
      .innerJoin(contratos, eq(contratos.id, carteiras.contratoId))
      .where(inArray(carteiras.beneficiarioId, beneficiarioIds))
      .orderBy(asc(carteiras.id)),
    contratosPagos.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: titulos.id,
            codigo: titulos.codigo,
            contrato: contratos.codigo,
            competencia: titulos.competencia,
            vencimento: titulos.vencimento,
            valorCentavos: titulos.valorCentavos,
            situacao: titulos.situacao,
            dataPagamento: titulos.dataPagamento,
          })
          .from(titulos)
          .innerJoin(contratos, eq(contratos.id, titulos.contratoId))
          .where(inArray(titulos.contratoId, contratosPagos))
          .orderBy(desc(titulos.vencimento), asc(titulos.id)),
    contratosPagos.length === 0
      ? Promise.resolve([])
      : db
          .select({
            tituloId: tituloItens.tituloId,
            bloco: tituloItens.bloco,
            descricao: tituloItens.descricao,
            data: tituloItens.data,
            valorCentavos: tituloItens.valorCentavos,
          })
          .from(tituloItens)
          .innerJoin(titulos, eq(titulos.id, tituloItens.tituloId))
          .where(
            and(
              inArray(titulos.contratoId, contratosPagos),
              inArray(tituloItens.beneficiarioId, beneficiarioIds),
            ),
          )
          .orderBy(asc(tituloItens.id)),
    db
      .select()
      .from(reembolsos)
      .where(eq(reembolsos.pessoaId, pessoaId))
      .orderBy(desc(reembolsos.dataReembolso), asc(reembolsos.id)),
    db
      .select()
      .from(autorizacoes)
      .where(eq(autorizacoes.pessoaId, pessoaId))
      .orderBy(desc(autorizacoes.dataSolicitacao), asc(autorizacoes.id)),
    db
      .select({
        autorizacaoId: autorizacaoProcedimentos.autorizacaoId,
        codigoTuss: autorizacaoProcedimentos.codigoTuss,
        descricao: autorizacaoProcedimentos.descricao,
        quantidadeSolicitada: autorizacaoProcedimentos.quantidadeSolicitada,
        quantidadeAutorizada: autorizacaoProcedimentos.quantidadeAutorizada,
      })
      .from(autorizacaoProcedimentos)
      .innerJoin(autorizacoes, eq(autorizacoes.id, autorizacaoProcedimentos.autorizacaoId))
      .where(eq(autorizacoes.pessoaId, pessoaId))
      .orderBy(asc(autorizacaoProcedimentos.autorizacaoId), asc(autorizacaoProcedimentos.ordem)),
    db
      .select({
        protocolo: solicitacoesAutorizacao.protocolo,
        tipo: solicitacoesAutorizacao.tipo,
        descricao: solicitacoesAutorizacao.descricao,
        solicitadoEm: solicitacoesAutorizacao.solicitadoEm,
        autor: solicitacoesAutorizacao.solicitadoPorPessoaId,
        arquivos: count(solicitacaoAutorizacaoArquivos.id),
      })
      .from(solicitacoesAutorizacao)
      .leftJoin(
        solicitacaoAutorizacaoArquivos,
        eq(solicitacaoAutorizacaoArquivos.solicitacaoId, solicitacoesAutorizacao.id),
      )
      .where(eq(solicitacoesAutorizacao.pessoaId, pessoaId))
      .groupBy(solicitacoesAutorizacao.id)
      .orderBy(desc(solicitacoesAutorizacao.solicitadoEm)),
    db
      .select()
      .from(resultadosExame)
      .where(eq(resultadosExame.pessoaId, pessoaId))
      .orderBy(desc(resultadosExame.dataRealizacao)),
    db
      .select()
      .from(documentosClinicos)
      .where(eq(documentosClinicos.pessoaId, pessoaId))
      .orderBy(desc(documentosClinicos.dataEmissao)),
    db
      .select({
        especialidade: especialidades.nome,
        profissional: agendaHorarios.profissional,
        local: prestadores.nome,
        inicio: agendamentos.inicio,
        fim: agendamentos.fim,
        situacao: agendamentos.status,
        protocolo: agendamentos.protocolo,
        criadoEm: agendamentos.criadoEm,
        confirmadoEm: agendamentos.confirmadoEm,
        canceladoEm: agendamentos.canceladoEm,
        canceladoPor: agendamentos.canceladoPor,
        canalAvisos: agendamentos.contatoCanal,
      })
      .from(agendamentos)
      .innerJoin(agendaHorarios, eq(agendaHorarios.id, agendamentos.horarioId))
      .innerJoin(especialidades, eq(especialidades.id, agendamentos.especialidadeId))
      .innerJoin(prestadores, eq(prestadores.id, agendaHorarios.prestadorId))
      .where(eq(agendamentos.pessoaId, pessoaId))
      .orderBy(desc(agendamentos.inicio)),
    db
      .select()
      .from(protocolos)
      .where(eq(protocolos.pessoaId, pessoaId))
      .orderBy(desc(protocolos.criadoEm), desc(protocolos.protocolo)),
    db
      .select({
        protocolo: protocoloAndamentos.protocolo,
        em: protocoloAndamentos.em,
        titulo: protocoloAndamentos.titulo,
        descricao: protocoloAndamentos.descricao,
        situacao: protocoloAndamentos.situacao,
      })
      .from(protocoloAndamentos)
      .innerJoin(protocolos, eq(protocolos.protocolo, protocoloAndamentos.protocolo))
      .where(eq(protocolos.pessoaId, pessoaId))
      .orderBy(asc(protocoloAndamentos.em), asc(protocoloAndamentos.id)),
    db
      .select()
      .from(segundaViaSolicitacoes)
      .where(eq(segundaViaSolicitacoes.pessoaId, pessoaId))
      .orderBy(desc(segundaViaSolicitacoes.solicitadoEm)),
    db
      .select({
        carteira: carteiras.codigo,
        criadoEm: cartoesCompartilhados.criadoEm,
        expiraEm: cartoesCompartilhados.expiraEm,
        revogadoEm: cartoesCompartilhados.revogadoEm,
        autor: contas.pessoaId,
      })
      .from(cartoesCompartilhados)
      .innerJoin(carteiras, eq(carteiras.id, cartoesCompartilhados.carteiraId))
      .innerJoin(contas, eq(contas.id, cartoesCompartilhados.emitidoPorContaId))
      .where(inArray(carteiras.beneficiarioId, beneficiarioIds))
      .orderBy(desc(cartoesCompartilhados.criadoEm)),
    db
      .select()
      .from(debitosConta)
      .where(eq(debitosConta.solicitadoPorPessoaId, pessoaId))
      .orderBy(desc(debitosConta.solicitadoEm)),
    db
      .select({
        at: auditoria.at,
        acao: auditoria.acao,
        recurso: auditoria.recurso,
        origem: auditoria.origem,
        ip: auditoria.ip,
        resultado: auditoria.resultado,
        contaId: auditoria.contaId,
        autor: contas.pessoaId,
      })
      .from(auditoria)
      .leftJoin(contas, eq(contas.id, auditoria.contaId))
      .where(eq(auditoria.pessoaId, pessoaId))
      .orderBy(desc(auditoria.at), desc(auditoria.id)),
  ]);
  if (!pessoa) throw notFound();

  const procedimentosDe = groupBy(procedimentos, (p) => p.autorizacaoId);
  const andamentosDe = groupBy(andamentos, (a) => a.protocolo);
  const itensDe = groupBy(itens, (i) => i.tituloId);

  return {
    formato: EXPORTACAO_FORMATO,
    versao: EXPORTACAO_VERSAO,
    geradoEm: iso(agora),
    _leiaMe: LEIA_ME,
    operadora: { nome: operador.nome, registroAns: operador.registroAns },
    titularDosDados: { nome: pessoa.nomeCompleto, cpf: pessoa.cpf },
    dadosPessoais: {
      nomeCompleto: pessoa.nomeCompleto,
      nomeSocial: pessoa.nomeSocial,
      cpf: pessoa.cpf,
      dataNascimento: pessoa.dataNascimento,
      sexo: pessoa.sexo,
      estadoCivil: pessoa.estadoCivil,
      cns: pessoa.cns,
      nomeMae: pessoa.nomeMae,
      identidade: {
        numero: pessoa.identidadeNumero,
        dataEmissao: pessoa.identidadeDataEmissao,
        ufEmissao: pessoa.identidadeUfEmissao,
        orgaoEmissao: pessoa.identidadeOrgaoEmissao,
        paisEmissao: pessoa.identidadePaisEmissao,
      },
      possuiFoto: pessoa.imagem !== null,
    },
    historicoAlteracoes: alteracoes.map((a) => ({
      em: iso(a.at),
      campo: a.campo,
      valorAnterior: a.valorAnterior,
      valorNovo: a.valorNovo,
      quem: quem(a.autor),
    })),
    contatos: contatos.map((c) => ({ tipo: c.tipo, valor: c.valor, principal: c.principal })),
    enderecos: enderecosRows.map((e) => ({
      tipoEndereco: e.tipoEndereco,
      cep: e.cep,
      logradouro: e.logradouro,
      numero: e.semNumero ? 'S/N' : e.numero,
      complemento: e.complemento,
      bairro: e.bairro,
      cidade: e.cidade,
      uf: e.uf,
    })),
    planos,
    carteiras: carteirasRows,
    faturas: faturas.map(({ id, ...f }) => ({
      ...f,
      itens: (itensDe.get(id) ?? []).map(({ tituloId: _t, ...i }) => i),
    })),
    reembolsos: reembolsosRows.map((r) => {
      const proprio = r.titularContaCnpjCpf === pessoa.cpf;
      return {
        protocolo: r.protocolo,
        dataSolicitacao: r.dataReembolso,
        dataAtendimento: r.dataAtendimento,
        valorCentavos: r.valorCentavos,
        tipoAtendimento: r.tipoAtendimento,
        motivo: r.motivo,
        localAtendimento: r.localAtendimento,
        cidade: r.cidade,
        uf: r.uf,
        prestadorCnpjCpf: r.prestadorCnpjCpf,
        situacao: r.situacao,
        motivoSituacao: r.motivoSituacao,
        valorPagoCentavos: r.valorPagoCentavos,
        dataPagamento: r.dataPagamento,
        contaBancaria: {
          banco: r.bancoCodigo,
          titular: proprio ? ('PROPRIO' as const) : ('OUTRA_PESSOA' as const),
          agencia: proprio ? [r.agencia, r.dvAgencia].filter(Boolean).join('-') : null,
          conta: proprio ? [r.conta, r.dvConta].filter(Boolean).join('-') : null,
        },
      };
    }),
    autorizacoes: autorizacoesRows.map((a) => ({
      guia: a.idGuia,
      tipo: a.tipo,
      carater: a.carater,
      situacao: a.status,
      dataSolicitacao: a.dataSolicitacao,
      dataDecisao: a.dataDecisao,
      validade: a.validade,
      senha: a.senha,
      prestador: a.prestador,
      medico: a.medicoNome,
      crm: `${a.medicoCrm}/${a.medicoUf}`,
      observacao: a.observacao,
      motivoNegativa: a.negativaMotivo,
      fundamentoNegativa: a.negativaFundamento,
      protocolo: a.protocolo,
      procedimentos: (procedimentosDe.get(a.id) ?? []).map(({ autorizacaoId: _a, ...p }) => p),
    })),
    solicitacoesAutorizacao: solicitacoes.map((s) => ({
      protocolo: s.protocolo,
      tipo: s.tipo,
      descricao: s.descricao,
      solicitadoEm: iso(s.solicitadoEm),
      quem: quem(s.autor),
      arquivos: Number(s.arquivos),
    })),
    exames: exames.map((e) => ({
      exame: e.exame,
      codigoTuss: e.codigoTuss,
      dataRealizacao: e.dataRealizacao,
      laboratorio: e.laboratorio,
      medicoSolicitante: e.medicoSolicitante,
      situacao: e.situacao,
    })),
    receitasAtestados: documentos.map((d) => ({
      tipo: d.tipo,
      titulo: d.titulo,
      dataEmissao: d.dataEmissao,
      medico: d.medicoNome,
      crm: `${d.medicoCrm}/${d.medicoUf}`,
      validade: d.validade,
    })),
    agendamentos: agendamentosRows.map((a) => ({
      ...a,
      inicio: iso(a.inicio),
      fim: iso(a.fim),
      criadoEm: iso(a.criadoEm),
      confirmadoEm: isoOrNull(a.confirmadoEm),
      canceladoEm: isoOrNull(a.canceladoEm),
    })),
    protocolos: protocolosRows.map((p) => ({
      protocolo: p.protocolo,
      tipo: p.tipo,
      criadoEm: iso(p.criadoEm),
      situacao: p.situacao,
      prazoResposta: p.prazoResposta,
      quem: quem(p.solicitantePessoaId),
      andamentos: (andamentosDe.get(p.protocolo) ?? []).map((a) => ({
        em: iso(a.em),
        titulo: a.titulo,
        descricao: a.descricao,
        situacao: a.situacao,
      })),
    })),
    solicitacoesSegundaVia: segundasVias.map((s) => ({
      protocolo: s.protocolo,
      carteiras: s.carteiras,
      motivo: s.tipoMotivo,
      situacao: s.situacao,
      solicitadoEm: iso(s.solicitadoEm),
      quem: quem(s.solicitadoPorPessoaId),
    })),
    consentimentos: [
      ...links.map((l) => ({
        tipo: 'COMPARTILHAMENTO_CARTAO' as const,
        descricao: `Link de compartilhamento da carteira ${l.carteira}`,
        em: iso(l.criadoEm),
        ate: iso(l.expiraEm),
        revogadoEm: isoOrNull(l.revogadoEm),
        quem: quem(l.autor),
      })),
      ...debitos.map((d) => ({
        tipo: 'DEBITO_EM_CONTA' as const,
        descricao:
          `Débito em conta no banco ${d.bancoCodigo}, agência ${d.agencia}, conta ${d.conta}, ` +
          `vencimento no dia ${d.diaVencimento} (protocolo ${d.protocolo}; situação ${d.situacao})`,
        em: iso(d.solicitadoEm),
        ate: null,
        revogadoEm: isoOrNull(d.encerradoEm),
        quem: 'PROPRIO' as const,
      })),
    ],
    acessos: acessos.map((a) => ({
      em: iso(a.at),
      acao: a.acao,
      descricao: rotuloAcaoAuditoria(a.acao),
      recurso: a.recurso,
      origem: a.origem,
      ip: a.ip,
      resultado: a.resultado,
      quem: a.contaId === null ? 'SEM_LOGIN' : quem(a.autor),
    })),
  };
}

/**
 * The sections' queries, one after the other: inside the transaction they share one connection, which runs
 * one query at a time anyway (node-postgres queues them, PGlite serialises them), and a failed query then
 * leaves none still queued when the transaction rolls back. Drizzle's queries are lazy: each starts when
 * awaited here.
 */
async function enSequencia<T extends readonly unknown[]>(queries: {
  [K in keyof T]: PromiseLike<T[K]>;
}): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries as readonly PromiseLike<unknown>[]) results.push(await query);
  return results as unknown as T;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const list = map.get(key(item)) ?? [];
    list.push(item);
    map.set(key(item), list);
  }
  return map;
}

/** 'meus-dados-maria-2026-11-24.json': the first name without accents, the operator's day. */
export function nomeArquivo(nome: string, agora: Date, formato: FormatoExportacao): string {
  const primeiro =
    (nome.trim().split(/\s+/)[0] ?? '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '') || 'pessoa';
  return `meus-dados-${primeiro}-${formatIsoDate(operatorDate(agora))}.${formato}`;
}
