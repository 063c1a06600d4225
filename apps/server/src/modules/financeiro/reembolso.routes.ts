// Reembolso (spec §7 "Reimbursement", issue 14) under /api/beneficiarios/solicitacao-reembolso, behind
// tela-solicitacao-reembolso (declared by the contract). Reads of requests and files are audited by the
// route option and count as the resource 'REEMBOLSO'; the filing is audited explicitly (a write).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import {
  DADOS_REEMBOLSO_FIELD,
  reembolsoEndpoints as endpoints,
} from '@portal/domain/contract/financeiro/reembolso';
import { audit } from '../../platform/audit.js';
import { listagemBeneficiariosRoute } from '../../shared-domain/beneficiarios-listagem-route.js';
import { familyScope } from '../../platform/family-scope.js';
import { getOperatorContacts } from '../../shared-domain/operator-contacts.js';
import { route } from '../../platform/route.js';
import { sendFile } from '../../platform/storage/send-file.js';
import { cotaDiaria } from '../../platform/upload/limite-diario.js';
import { receiveUploads } from '../../platform/upload/receive-uploads.js';
import { readUploadLimits } from '../../platform/upload/uploads-plugin.js';
import { openArquivoReembolso, listArquivos, maximoArquivos } from './reembolso-arquivos.js';
import { avisarReembolso } from './reembolso-aviso.js';
import { enviarDocumentos, lerDadosDocumentos } from './reembolso-documentos.js';
import { getConstantesReembolso } from './reembolso-constantes.js';
import { lerDados, solicitarReembolso } from './reembolso-solicitar.js';
import { getUltimos, listCarteirasReembolso, listReembolsos } from './reembolso.service.js';
import { gravarUso } from '../../platform/contadores-uso.js';

export function reembolsoRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  // Whose reimbursements the caller sees: anyone in scope who holds a card (a contratante holds none);
  // someone else's without a basis come with amounts only (reembolso.service.ts).
  const comCarteira = { somenteComPlano: true, somenteComCarteira: true, somenteContratosAtivos: true };
  listagemBeneficiariosRoute(app, endpoints.listagem, comCarteira);
  // Whom the caller may file for (issue 33): the others named in `ocultos` with why.
  listagemBeneficiariosRoute(app, endpoints.listagemSolicitacao, { ...comCarteira, saude: 'REEMBOLSO' });

  route(
    app,
    endpoints.carteiras,
    async (request) => {
      return { carteiras: await listCarteirasReembolso(familyScope(request), request.params.cpf) };
    },
    { audit: 'LEITURA_CARTEIRAS' },
  );

  route(
    app,
    endpoints.reembolsos,
    async (request) => {
      const reembolsos = await listReembolsos(familyScope(request), request.params.cpf);
      return { reembolsos };
    },
    { audit: 'LEITURA_REEMBOLSOS', saude: 'REEMBOLSO' },
  );

  route(app, endpoints.ultimos, (request) => getUltimos(familyScope(request), request.params.cpf), {
    audit: 'LEITURA_REEMBOLSOS',
    saude: 'REEMBOLSO',
  });

  route(app, endpoints.contatos, async () => ({ contatos: await getOperatorContacts({ db: ctx.db }) }));

  route(app, endpoints.constantes, () => getConstantesReembolso(ctx.db));

  route(
    app,
    endpoints.arquivos,
    async (request) => ({ arquivos: await listArquivos(familyScope(request), request.query) }),
    { audit: 'LEITURA_ARQUIVOS_REEMBOLSO', saude: 'REEMBOLSO' },
  );

  route(
    app,
    endpoints.download,
    async (request, reply) => {
      const { nome, contentType, file } = await openArquivoReembolso(
        familyScope(request),
        app.storage,
        request.query.path,
      );
      // The stored name, not the query's `nome`: the client never chooses what a download is called.
      return sendFile(reply, file.stream, { downloadName: nome, contentType, size: file.size });
    },
    { audit: 'DOWNLOAD_ARQUIVO_REEMBOLSO', saude: 'REEMBOLSO' },
  );

  // The documents a PENDENTE reimbursement asks for (issue 39, decision 0017): back to analysis. No daily
  // quota: each send needs the operator to have asked first.
  route(
    app,
    endpoints.enviarDocumentos,
    async (request, reply) => {
      const scope = familyScope(request);
      const [limits, constantes] = await Promise.all([
        readUploadLimits(ctx.db),
        getConstantesReembolso(ctx.db),
      ]);
      const leitura = { maxFileBytes: limits.maxBytes, maxFiles: maximoArquivos(constantes), maxFields: 2 };
      const auditar = (db: Database, subjectPessoaId: number) =>
        audit({ request, action: 'ENVIO_DOCUMENTOS_REEMBOLSO', subjectPessoaId, resource: 'REEMBOLSO', db });
      const registrado = await receiveUploads(request, leitura, ({ files, fields }) =>
        enviarDocumentos(scope, {
          protocolo: request.params.protocolo,
          dados: lerDadosDocumentos(fields[DADOS_REEMBOLSO_FIELD]),
          files,
          constantes,
          limits,
          storage: app.storage,
          clock: ctx.clock,
          random: ctx.random,
          auditar,
        }),
      );
      if (registrado.novo) return registrado.resposta;
      // A replay shows the send again: audited like the first answer.
      await auditar(ctx.db, registrado.pessoaId);
      reply.code(200);
      return registrado.resposta;
    },
    { saude: 'REEMBOLSO' },
  );

  route(
    app,
    endpoints.solicitar,
    async (request, reply) => {
      const scope = familyScope(request);
      // A member at the day's ceiling is told before a byte of the files is read (issue 34).
      const [cota, limits, constantes] = await Promise.all([
        cotaDiaria(request, 'REEMBOLSO'),
        readUploadLimits(ctx.db),
        getConstantesReembolso(ctx.db),
      ]);
      const leitura = { maxFileBytes: limits.maxBytes, maxFiles: maximoArquivos(constantes), maxFields: 2 };
      const registrado = await receiveUploads(request, leitura, ({ files, fields }) =>
        solicitarReembolso(scope, {
          cpf: request.params.cpf,
          dados: lerDados(fields[DADOS_REEMBOLSO_FIELD]),
          files,
          constantes,
          limits,
          storage: app.storage,
          clock: ctx.clock,
          random: ctx.random,
          cota,
        }),
      );
      // A replay shows the beneficiary's request again: audited like the first answer.
      await audit({
        request,
        action: 'SOLICITACAO_REEMBOLSO',
        subjectPessoaId: registrado.pessoaId,
      });
      if (!registrado.novo) {
        reply.code(200);
        return registrado.resposta;
      }
      await gravarUso(request, 'REEMBOLSO');
      await avisarReembolso({
        notify: app.notify,
        pessoaId: scope.pessoaId,
        sobrePessoaId: registrado.pessoaId,
        resposta: registrado.resposta,
      });
      return registrado.resposta;
    },
    { saude: 'REEMBOLSO' },
  );
}
