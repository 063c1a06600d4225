// "Meus dados em um arquivo", health: authorizations with their procedures, authorization requests, exam
// results and prescriptions/certificates (the data of each document, not the file), and appointments
// (exportacao-coleta.ts puts the sections together).
import { asc, count, desc, eq } from 'drizzle-orm';
import type { ExportacaoDados } from '@portal/domain/contract/meus-dados/exportacao-dados';
import { agendaHorarios, agendamentos, especialidades } from '../../db/schema/agendamento.js';
import {
  autorizacaoProcedimentos,
  autorizacoes,
  documentosClinicos,
  prestadores,
  resultadosExame,
  solicitacaoAutorizacaoArquivos,
  solicitacoesAutorizacao,
} from '../../db/schema/saude.js';
import { enSequencia, iso, isoOrNull, type ContextoColeta } from './exportacao-secao.js';
import { agruparPor } from '../../platform/agrupar-por.js';

type Secoes = Pick<
  ExportacaoDados,
  'autorizacoes' | 'solicitacoesAutorizacao' | 'exames' | 'receitasAtestados' | 'agendamentos'
>;

export async function secoesSaude({ db, pessoaId, quem }: ContextoColeta): Promise<Secoes> {
  const [autorizacoesRows, procedimentos, solicitacoes, exames, documentos, agendamentosRows] =
    await enSequencia([
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
    ]);
  const procedimentosDe = agruparPor(procedimentos, (p) => p.autorizacaoId);
  return {
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
  };
}
