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
import { envelopeSchema, erroEnvelopeSchema, erroSchema } from '@portal/domain/contract/common';
import {
  isFileAnswer,
  type EndpointDefinition,
  type EndpointReply,
  type FileAnswer,
} from '@portal/domain/contract/endpoint';
import { escopoDoAcesso } from '@portal/domain/contract/integracao/escopos';
import { VISITA_FORMATO, VISITA_HEADER } from '@portal/domain/constants';
import type { AreaAcessoSaude } from '@portal/domain/contract/meus-dados/acessos-saude';

import { auditMany, type AuditAction } from './audit.js';
import { existingFamilyScope } from './family-scope.js';
import { registrarUso, usoPendente } from './contadores-uso.js';

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

/**
 * The screen visit of a read that shows data (a GET with a JSON answer) when the web named it: its rows are
 * written once per visit, action and subject (decision 0035). Downloads and writes are each their own row.
 */
function visitaDaLeitura(endpoint: EndpointDefinition, request: FastifyRequest): string | null {
  if (endpoint.method !== 'GET' || isFileAnswer(endpoint.response)) return null;
  const visita = request.headers[VISITA_HEADER];
  return typeof visita === 'string' && VISITA_FORMATO.test(visita) ? visita : null;
}

function auditHook(action: AuditAction, endpoint: EndpointDefinition): onSendAsyncHookHandler {
  return async (request, reply, payload) => {
    if (reply.statusCode < 400 && request.session) {
      const scope = existingFamilyScope(request);
      await auditMany({
        request,
        action,
        subjectPessoaIds: scope ? scope.auditSubjects() : [request.session.pessoaId],
        bases: scope?.auditBases(),
        usos: usoPendente(request),
        visita: visitaDaLeitura(endpoint, request),
      });
    }
    return payload;
  };
}

const emptySchema = z.null().describe('Sem conteúdo.');

/** The binary body of a file answer, in every media type it may carry (issue 35). */
const binario = z.string().meta({ format: 'binary' });

/**
 * The error statuses an endpoint can answer (issue 35, decision 0028): those of the platform every route
 * meets (validation and the x-origin header 400, the handler's 404, the Host check's 421, headers too large
 * 431, a stalled request 408, 500 and the database's 503), those its shape brings (a session or a scope: 401
 * and 403; any method but GET: CSRF 403, 409, 413, 415; a path parameter: 414; uploads and rate limits: 429),
 * and those its contract declares (`erros`). The integration API's bearer guard adds 401, 403 and 429 to all.
 */
export function errorStatuses(endpoint: EndpointDefinition, extras: RouteExtras = {}): number[] {
  const statuses = new Set<number>([400, 404, 408, 421, 431, 500, 503]);
  const integracao = escopoDoAcesso(endpoint.access) !== null;
  if (endpoint.access !== 'public') [401, 403].forEach((s) => statuses.add(s));
  if (integracao) statuses.add(429);
  if (endpoint.method !== 'GET') {
    [409, 413, 415].forEach((s) => statuses.add(s));
    if (!integracao) statuses.add(403);
  }
  if (endpoint.path.includes(':')) statuses.add(414);
  if (endpoint.multipart || extras.config?.rateLimit) statuses.add(429);
  for (const status of endpoint.erros ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** The body a member (or integration) error has on this endpoint: its own, or the shared component. */
function erroDe(endpoint: EndpointDefinition): z.ZodType {
  if (!endpoint.envelope) return endpoint.erro ?? erroSchema;
  return endpoint.erro ? z.object({ dados: z.null(), erro: endpoint.erro }) : erroEnvelopeSchema;
}

/** A file answer: each of its media types with a binary body (application/json with its schema). */
function respostaArquivo(answer: FileAnswer) {
  return {
    description: 'O arquivo, como anexo (Content-Disposition com o nome).',
    content: Object.fromEntries(
      answer.file.map((tipo) => [
        tipo,
        { schema: tipo === 'application/json' && answer.json ? answer.json : binario },
      ]),
    ),
  };
}

/** The success and error schemas of the endpoint's answers, enveloped when the contract says so. */
function responseSchemas(endpoint: EndpointDefinition, extras: RouteExtras): Record<number, unknown> {
  const { response } = endpoint;
  const status = endpoint.status ?? (response === 'empty' ? 204 : 200);
  const success = isFileAnswer(response)
    ? respostaArquivo(response)
    : response === 'empty'
      ? emptySchema
      : endpoint.envelope
        ? envelopeSchema(response)
        : response;
  const erro = erroDe(endpoint);
  const erros: Record<number, unknown> = Object.fromEntries(
    errorStatuses(endpoint, extras).map((code) => [code, erro]),
  );
  if (endpoint.notFoundText) {
    erros[404] = {
      description: 'Não encontrado: uma frase em português, em texto simples.',
      content: { 'text/plain': { schema: z.string() } },
    };
  }
  // The same filing again (its idempotency key): the first answer, as 200.
  const repeticao = endpoint.idempotente ? { 200: success } : {};
  return { [status]: success, ...repeticao, ...erros };
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
    response: responseSchemas(endpoint, extras),
  };
  const successStatus = endpoint.status;
  const { audit, saude, ...options } = extras;
  // A usage goes with the audit rows (after a successful answer only): a call that is a use is a read of
  // someone's data, so it is audited anyway.
  if (endpoint.uso && !audit) throw new Error(`${endpoint.operationId}: uso sem audit na rota`);
  const { uso } = endpoint;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    ...options,
    ...(audit ? { onSend: auditHook(audit, endpoint) } : {}),
    config: {
      ...options.config,
      access: endpoint.access,
      envelope: endpoint.envelope ?? false,
      ...(audit ? { audita: true } : {}),
      ...(saude ? { saude } : {}),
      ...(endpoint.allowExpiredCredentials ? { allowExpiredCredentials: true } : {}),
      ...(endpoint.allowPendingTerms ? { allowPendingTerms: true } : {}),
      ...(endpoint.funcao ? { funcao: endpoint.funcao } : {}),
    },
    handler: async (request, reply) => {
      if (successStatus && successStatus !== 200) reply.code(successStatus);
      if (uso) registrarUso(request, uso);
      return (handler as (request: FastifyRequest, reply: FastifyReply) => unknown)(request, reply);
    },
  });
}
