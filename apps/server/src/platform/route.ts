// Registers a route from its contract (packages/domain/src/contract/<area>/): method, path, access,
// envelope and schemas come from the one shared definition, so the server cannot drift from the web.
// The access becomes route config (platform/access.ts adds the checks); the error answers every route can
// give are added here, enveloped when the endpoint is. See docs/decisions/0013-routes-access-scope-contract.md.
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteShorthandOptions,
  onSendAsyncHookHandler,
} from 'fastify';
import { z } from 'zod';
import { envelopeSchema, erroSchema } from '@portal/domain/contract/common';
import type { EndpointDefinition, EndpointReply } from '@portal/domain/contract/endpoint';
import type { AreaAcessoSaude } from '@portal/domain/contract/meus-dados/acessos-saude';

import { auditMany, type AuditAction } from './audit.js';
import { existingFamilyScope } from './family-scope.js';
import { usoPendente } from './uso-recurso.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route writes audit rows after a successful answer (a resource usage then goes with them). */
    audita?: boolean;
    /**
     * The route answers someone's health data in this area (issue 33): it resolves its person through
     * FamilyScope.saude (or baseSaude), and the privacy sweep (acesso-saude.int.test.ts) probes it.
     */
    saude?: AreaAcessoSaude;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request a handler of endpoint E receives, typed from the contract's schemas. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: E extends { params: infer S } ? Parsed<S> : Record<string, string>;
  Querystring: E extends { query: infer S } ? Parsed<S> : unknown;
  Body: E extends { body: infer S } ? Parsed<S> : unknown;
  Headers: E extends { headers: infer S } ? Parsed<S> : unknown;
}>;

/**
 * A JSON endpoint's handler returns its answer (the server wraps it in the envelope when the contract says
 * so); file and empty endpoints send through `reply` (sendFile, `reply.code(204).send()`).
 */
export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => E['response'] extends z.ZodType
  ? Promise<EndpointReply<E>> | EndpointReply<E>
  : Promise<FastifyReply> | FastifyReply;

/** Route options a contract does not carry: rate limits, extra hooks, body limits, the audit action. */
export type RouteExtras = Pick<RouteShorthandOptions, 'preHandler' | 'bodyLimit'> & {
  config?: Pick<FastifyContextConfig, 'rateLimit'>;
  /**
   * Reads of personal, health or financial data: after a successful answer, one audit row per person the
   * family scope handed out (or the caller, for a list). Written before the answer leaves, so a failed
   * audit write fails the request instead of going unrecorded.
   */
  audit?: AuditAction;
  /** The health area whose rule the route applies (declared for the inventory and the privacy sweep). */
  saude?: AreaAcessoSaude;
};

function auditHook(action: AuditAction): onSendAsyncHookHandler {
  return async (request, reply, payload) => {
    if (reply.statusCode < 400 && request.session) {
      const scope = existingFamilyScope(request);
      await auditMany({
        request,
        action,
        subjectPessoaIds: scope ? scope.auditSubjects() : [request.session.pessoaId],
        bases: scope?.auditBases(),
        junto: usoPendente(request),
      });
    }
    return payload;
  };
}

const fileSchema = z.any().describe('Arquivo (PDF, imagem ou documento), enviado como anexo');
const emptySchema = z.null().describe('Sem conteúdo');
const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429] as const;

/** The success and error schemas of the endpoint's answers, enveloped when the contract says so. */
function responseSchemas(endpoint: EndpointDefinition): Record<number, z.ZodType> {
  const status = endpoint.status ?? (endpoint.response === 'empty' ? 204 : 200);
  const success =
    endpoint.response === 'file'
      ? fileSchema
      : endpoint.response === 'empty'
        ? emptySchema
        : endpoint.response;
  const erroBody = endpoint.erro ?? erroSchema;
  const erro = endpoint.envelope ? z.object({ dados: z.null(), erro: erroBody }) : erroBody;
  return {
    [status]: endpoint.envelope && endpoint.response !== 'file' ? envelopeSchema(success) : success,
    ...Object.fromEntries(ERROR_STATUSES.map((code) => [code, erro])),
  };
}

export function route<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const schema: FastifySchema = {
    operationId: endpoint.operationId,
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    description: endpoint.description,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.headers ? { headers: endpoint.headers } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    response: responseSchemas(endpoint),
  };
  const successStatus = endpoint.status;
  const { audit, saude, ...options } = extras;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    ...options,
    ...(audit ? { onSend: auditHook(audit) } : {}),
    config: {
      ...options.config,
      access: endpoint.access,
      envelope: endpoint.envelope ?? false,
      ...(audit ? { audita: true } : {}),
      ...(saude ? { saude } : {}),
      ...(endpoint.allowExpiredCredentials ? { allowExpiredCredentials: true } : {}),
      ...(endpoint.funcao ? { funcao: endpoint.funcao } : {}),
    },
    handler: async (request, reply) => {
      if (successStatus && successStatus !== 200) reply.code(successStatus);
      return (handler as (request: FastifyRequest, reply: FastifyReply) => unknown)(request, reply);
    },
  });
}
