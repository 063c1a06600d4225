// Débito em Conta (spec §7 "Direct debit") under /api/beneficiarios/debito-conta, behind
// tela-solicitacao-debito-conta (declared by the contract). Reads are audited by the route option; the
// activation and the deactivation are audited explicitly (writes).
import type { FastifyInstance } from 'fastify';
import {
  ativarDebitoFieldsSchema,
  DEBITO_DOCUMENTO_FIELD,
  DEBITO_SELFIE_FIELD,
  debitoContaEndpoints as endpoints,
} from '@portal/domain/contract/financeiro/debito-conta';
import { audit } from '../../platform/audit.js';
import { familyScope } from '../../platform/family-scope.js';
import { route } from '../../platform/route.js';
import { currentSession } from '../../platform/session.js';
import { parseMultipartFields } from '../../platform/upload/read-multipart-files.js';
import { cotaDiaria } from '../../platform/upload/limite-diario.js';
import { receiveUploads } from '../../platform/upload/receive-uploads.js';
import { readUploadLimits } from '../../platform/upload/uploads-plugin.js';
import {
  ativarDebitoConta,
  desativarDebitoConta,
  getConstantesDebitoConta,
  getDebitoConta,
} from './debito-conta.service.js';

export function debitoContaRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  route(app, endpoints.situacao, (request) => getDebitoConta(familyScope(request)), {
    audit: 'LEITURA_DEBITO_CONTA',
  });

  route(app, endpoints.constantes, () => getConstantesDebitoConta(ctx.db));

  route(app, endpoints.ativar, async (request) => {
    // A member at the day's ceiling is told before a byte of the files is read (issue 34).
    const [cota, limits] = await Promise.all([cotaDiaria(request, 'DEBITO_CONTA'), readUploadLimits(ctx.db)]);
    const result = await receiveUploads(
      request,
      { maxFileBytes: limits.maxBytes, maxFiles: 2 },
      ({ files, fields }) =>
        ativarDebitoConta(familyScope(request), {
          storage: app.storage,
          clock: ctx.clock,
          random: ctx.random,
          fields: parseMultipartFields(ativarDebitoFieldsSchema, fields),
          documento: files.filter((f) => f.fieldName === DEBITO_DOCUMENTO_FIELD),
          selfie: files.filter((f) => f.fieldName === DEBITO_SELFIE_FIELD),
          limits,
          cota,
        }),
    );
    await audit({
      request,
      action: 'SOLICITACAO_DEBITO_CONTA',
      subjectPessoaId: currentSession(request).pessoaId,
    });
    return result;
  });

  route(app, endpoints.desativar, async (request) => {
    const result = await desativarDebitoConta(familyScope(request), { clock: ctx.clock });
    await audit({
      request,
      action: 'DESATIVACAO_DEBITO_CONTA',
      subjectPessoaId: currentSession(request).pessoaId,
    });
    return result;
  });
}
