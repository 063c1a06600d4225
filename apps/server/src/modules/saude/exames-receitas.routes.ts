// Resultado de Exames and Receitas e Atestados (spec §7 "Exam results", "Prescriptions"), behind their own
// screen permissions (declared by the contracts). Health data: every answer is audited per person, and
// every delivered file counts as a use of the resource (EXAME, RECEITA: spec §7 'exam', 'prescription').
import type { FastifyInstance } from 'fastify';
import { formatIsoDate, operatorDate, SAUDE_MESSAGES, type CalendarDate } from '@portal/domain';
import { receitasAtestadosEndpoints } from '@portal/domain/contract/saude/receitas-atestados';
import { resultadoExamesEndpoints } from '@portal/domain/contract/saude/resultado-exames';
import { listagemBeneficiariosRoute } from '../../shared-domain/beneficiarios-listagem-route.js';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { sendFile } from '../../platform/storage/send-file.js';
import { lerPeriodoDias } from '../../shared-domain/periodos.js';
import { documentoVisivel, listDocumentos } from './receitas-atestados.service.js';
import {
  listResultados,
  nomesDosArquivos,
  resultadosParaBaixar,
  zipDosResultados,
} from './resultado-exames.service.js';

const PDF = 'application/pdf';
const vazio = (mensagemAmigavel: string) => ({ mensagemAmigavel, tipoMensagem: 'INFORMACAO' as const });

export function resultadoExamesRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const endpoints = resultadoExamesEndpoints;
  listagemBeneficiariosRoute(app, endpoints.listagem, { somenteComPlano: true, saude: 'SAUDE' });

  route(
    app,
    endpoints.resultados,
    async (request) => {
      const { cpf, dataRealizacaoInicial, dataRealizacaoFinal } = request.query;
      const hoje = operatorDate(ctx.clock());
      // No period at all: the one holding the latest results (resultado-exames.service.ts). Half of one is
      // the §5 rule's refusal, as an empty one is.
      const escolhido =
        dataRealizacaoInicial === undefined && dataRealizacaoFinal === undefined
          ? null
          : lerPeriodoDias(dataRealizacaoInicial ?? '', dataRealizacaoFinal ?? '', hoje);
      const lista = await listResultados(familyScope(request), cpf, { periodo: escolhido, hoje });
      const iso = (p: { inicio: CalendarDate; fim: CalendarDate }) => ({
        inicio: formatIsoDate(p.inicio),
        fim: formatIsoDate(p.fim),
      });
      return {
        cpf,
        nome: lista.nome,
        periodo: iso(lista.periodo),
        resultados: lista.resultados,
        foraDoPeriodo: lista.foraDoPeriodo,
        periodoTodos: lista.periodoTodos && iso(lista.periodoTodos),
        ...(lista.resultados.length === 0 ? vazio(SAUDE_MESSAGES.noExamResults) : {}),
      };
    },
    { audit: 'LEITURA_RESULTADOS_EXAME', saude: 'SAUDE' },
  );

  route(
    app,
    endpoints.download,
    async (request, reply) => {
      const { cpf, chaves } = request.body;
      const rows = await resultadosParaBaixar(familyScope(request), cpf, chaves);
      if (rows.length === 1) {
        const file = await app.storage.get(rows[0]!.arquivoChave!);
        if (!file) throw new Error('resultado de exame sem arquivo no armazenamento');
        return sendFile(reply, file.stream, {
          downloadName: nomesDosArquivos(rows)[0]!,
          contentType: PDF,
          size: file.size,
        });
      }
      return sendFile(reply, await zipDosResultados(app.storage, rows), {
        downloadName: `Resultados de exames (${rows.length}).zip`,
        contentType: 'application/zip',
      });
    },
    { audit: 'DOWNLOAD_RESULTADOS_EXAME', saude: 'SAUDE' },
  );
}

export function receitasAtestadosRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const endpoints = receitasAtestadosEndpoints;
  listagemBeneficiariosRoute(app, endpoints.listagem, { somenteComPlano: true, saude: 'SAUDE' });

  route(
    app,
    endpoints.documentos,
    async (request) => {
      const { cpf } = request.query;
      const { nome, documentos } = await listDocumentos(familyScope(request), cpf, operatorDate(ctx.clock()));
      return {
        cpf,
        nome,
        documentos,
        ...(documentos.length === 0 ? vazio(SAUDE_MESSAGES.noClinicalDocuments) : {}),
      };
    },
    { audit: 'LEITURA_RECEITAS_ATESTADOS', saude: 'SAUDE' },
  );

  route(
    app,
    endpoints.documento,
    async (request, reply) => {
      const documento = await documentoVisivel(familyScope(request), request.params.id);
      const file = await app.storage.get(documento.arquivoChave);
      if (!file) throw new Error('documento clínico sem arquivo no armazenamento');
      return sendFile(reply, file.stream, {
        downloadName: `${documento.titulo} - ${documento.dataEmissao}.pdf`,
        contentType: PDF,
        size: file.size,
      });
    },
    { audit: 'DOWNLOAD_RECEITA_ATESTADO', saude: 'SAUDE' },
  );
}
