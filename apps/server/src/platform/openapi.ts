// What the portal's two OpenAPI 3.1 documents share (issue 35): the member API's (GET /api/docs/json,
// docs/api-openapi.json) and the operator integration API's (GET /integracao/docs/json,
// docs/integracao-openapi.json, platform/integracao/openapi.ts). Every operation carries an operationId, a
// summary and a description (required by EndpointDefinition), and this module adds to that description who
// may call it, read from the route's access (the same value platform/access.ts enforces); the tags are
// declared once at the top with their descriptions; `servers` is the configured PUBLIC_URL when the server
// answers, and a `{urlPublica}` variable in the copies written to docs/ (they are the same for every
// installation, so an integrator fills in the operator's address). Spectral (`spectral:oas`, .spectral.yaml)
// lints both copies in `npm run lint`.
import fastifySwagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifySchema, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { EndpointAccess } from '@portal/domain/contract/endpoint';
import { isConsoleAccess, papeisDoAcesso } from '@portal/domain/contract/console/acesso';
import { escopoDoAcesso } from '@portal/domain/contract/integracao/escopos';

type Documento = Record<string, unknown>;

/** The server of the copies in docs/: the portal's default address outside production, to be replaced. */
export const URL_PUBLICA_PADRAO = 'http://localhost:3000';

/**
 * `servers`: the installation's PUBLIC_URL when the server answers the document; in the copies written to
 * docs/ (no installation behind them), a `{urlPublica}` variable whose default is the portal's own address
 * on a developer's machine.
 */
export function servidores(publicUrl?: string): Record<string, unknown>[] {
  if (publicUrl) {
    return [{ url: publicUrl.replace(/\/+$/, ''), description: 'Este portal (PUBLIC_URL).' }];
  }
  return [
    {
      url: '{urlPublica}',
      description: 'O portal da operadora: o endereço público (PUBLIC_URL) de cada instalação.',
      variables: {
        urlPublica: {
          default: URL_PUBLICA_PADRAO,
          description:
            'Origem do portal, sem caminho (ex.: https://portal.suaoperadora.com.br). O padrão é o portal rodando na máquina do desenvolvedor.',
        },
      },
    },
  ];
}

/** The document with its `servers`, and its `tags` before the paths (the other keys keep their order). */
export function comServidores(documento: Documento, publicUrl?: string): Documento {
  const { openapi, info, tags, ...resto } = documento;
  return { openapi, info, servers: servidores(publicUrl), tags, ...resto };
}

/** Who may call an operation of this access (and funcao), in the words of spec §6 and decision 0024. */
export function quemPodeChamar(
  access: EndpointAccess | undefined,
  funcao?: string,
  senhaExpirada?: boolean,
): string {
  if (access === undefined) return '';
  const escopo = escopoDoAcesso(access);
  let quem: string;
  const papeis = papeisDoAcesso(access);
  if (escopo) quem = `cliente da integração cujo token tenha o escopo \`${escopo}\`.`;
  else if (access === 'console:publico') quem = 'qualquer pessoa, sem sessão do console.';
  else if (access === 'console:sessao') quem = 'qualquer pessoa da equipe com sessão do console.';
  else if (papeis) {
    const nomes = papeis.map((p) => `\`${p}\``).join(' ou ');
    quem = `pessoa da equipe com sessão do console e o papel ${nomes}.`;
  } else if (access === 'public') quem = 'qualquer pessoa, sem sessão.';
  else if (access === 'session') quem = 'qualquer beneficiário com sessão.';
  else quem = `beneficiário com sessão e a permissão \`${access}\`.`;
  if (funcao) quem = `${quem.slice(0, -1)}, e também a função \`${funcao}\`.`;
  if (senhaExpirada) {
    quem = isConsoleAccess(access)
      ? `${quem} Aceita a sessão aberta com código de recuperação (antes de cadastrar um novo fator).`
      : `${quem} Aceita a sessão de quem está com a senha vencida.`;
  }
  return `**Quem pode chamar**: ${quem}`;
}

/** The route's description followed by who may call it (from the route's access). */
export function descreverOperacao(schema: FastifySchema, route: RouteOptions): FastifySchema {
  const config = route.config as
    { access?: EndpointAccess; funcao?: string; allowExpiredCredentials?: boolean } | undefined;
  const quem = quemPodeChamar(config?.access, config?.funcao, config?.allowExpiredCredentials);
  if (!quem) return schema;
  const descricao = schema.description ? `${schema.description}\n\n${quem}` : quem;
  return { ...schema, description: descricao };
}

/** The top-level `tags` option: each tag once, in the given order, with its description. */
export const declararTags = (tags: Record<string, string>): { name: string; description: string }[] =>
  Object.entries(tags).map(([name, description]) => ({ name, description }));

/** What each answer means, by status, in one document (Portuguese, instead of "Default Response"). */
export type DescricoesStatus = Readonly<Record<number, string>>;

/** The 200 beside a 201: the same filing again (platform/route.ts, `idempotente`). */
const REPETICAO =
  'A mesma solicitação de novo (a mesma chave de idempotência): a resposta da primeira, sem criar outra.';

/**
 * The answers' descriptions where the route gave none. A JSON answer is handed to @fastify/swagger with its
 * media type and description (`content`), which it takes as they are — a `$ref` to a component included,
 * where the `x-response-description` keyword would be lost.
 */
export function descreverRespostas(schema: FastifySchema, descricoes: DescricoesStatus): FastifySchema {
  const respostas = schema.response as Record<string, Record<string, unknown>> | undefined;
  if (!respostas) return schema;
  const descritas = Object.fromEntries(
    Object.entries(respostas).map(([status, resposta]) => {
      const descricao =
        status === '200' && respostas['201'] ? REPETICAO : (descricoes[Number(status)] ?? 'Resposta.');
      if ('content' in resposta || resposta.type === 'null') {
        return [status, { ...resposta, description: resposta.description ?? descricao }];
      }
      return [status, { description: descricao, content: { 'application/json': { schema: resposta } } }];
    }),
  );
  return { ...schema, response: descritas };
}

/** Every `$ref` to a component schema inside a value, transitively through the components themselves. */
function componentesUsados(documento: Documento, esquemas: Record<string, unknown>): Set<string> {
  const usados = new Set<string>();
  const visitar = (valor: unknown): void => {
    if (Array.isArray(valor)) return valor.forEach(visitar);
    if (valor === null || typeof valor !== 'object') return;
    for (const [chave, filho] of Object.entries(valor)) {
      if (chave === '$ref' && typeof filho === 'string' && filho.startsWith('#/components/schemas/')) {
        const nome = filho.slice('#/components/schemas/'.length);
        if (!usados.has(nome)) {
          usados.add(nome);
          visitar(esquemas[nome]);
        }
      } else visitar(filho);
    }
  };
  visitar(documento);
  return usados;
}

const REF_ESQUEMA = '#/components/schemas/';

/**
 * An error answer whose body is a component schema becomes a component answer (`Erro404`, `ErroEnvelope409`),
 * referenced by every operation that gives it: the same status, description and body are written once.
 */
function respostasComponentes(paths: Documento): Record<string, unknown> {
  const respostas: Record<string, unknown> = {};
  for (const operacoes of Object.values(paths) as Documento[]) {
    for (const operacao of Object.values(operacoes) as Documento[]) {
      const deOperacao = operacao.responses as Record<string, Documento> | undefined;
      for (const [status, resposta] of Object.entries(deOperacao ?? {})) {
        const conteudo = resposta.content as Record<string, { schema?: { $ref?: string } }> | undefined;
        const ref = conteudo?.['application/json']?.schema?.$ref;
        if (Number(status) < 400 || !ref?.startsWith(REF_ESQUEMA) || Object.keys(conteudo!).length !== 1) {
          continue;
        }
        const nome = `${ref.slice(REF_ESQUEMA.length)}${status}`;
        const existente = respostas[nome];
        if (existente && JSON.stringify(existente) !== JSON.stringify(resposta)) continue;
        respostas[nome] = resposta;
        deOperacao![status] = { $ref: `#/components/responses/${nome}` };
      }
    }
  }
  return Object.fromEntries(Object.entries(respostas).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The document's shared parts (issue 35): the zod schemas registered with an `id` (`.meta({ id })`: the
 * error bodies, the integration events) become `components/schemas` that the operations reference instead
 * of repeating them, and each error answer (status, description, body) a `components/responses` entry. The
 * registry is zod's global one, shared by both documents, so each keeps only the schemas it references.
 */
export const componentesReferenciados: FastifyDynamicSwaggerOptions['transformObject'] = (objeto) => {
  const documento = jsonSchemaTransformObject(objeto) as unknown as Documento;
  const paths = structuredClone(documento.paths ?? {}) as Documento;
  const responses = respostasComponentes(paths);
  const componentes = (documento.components ?? {}) as Record<string, unknown>;
  const esquemas = (componentes.schemas ?? {}) as Record<string, unknown>;
  const usados = componentesUsados({ paths, responses }, esquemas);
  const mantidos = Object.fromEntries(
    Object.keys(esquemas)
      .filter((nome) => usados.has(nome))
      .sort()
      .map((nome) => [nome, esquemas[nome]]),
  );
  const { schemas: _todos, ...outros } = componentes;
  return {
    ...documento,
    components: {
      ...outros,
      ...(Object.keys(mantidos).length > 0 ? { schemas: mantidos } : {}),
      ...(Object.keys(responses).length > 0 ? { responses } : {}),
    },
    paths,
  } as unknown as ReturnType<NonNullable<FastifyDynamicSwaggerOptions['transformObject']>>;
};

/** What a document built from contracts alone needs (the integration's and the console's). */
export interface DocumentoDeContratos {
  /** The document's `openapi` object: version, info, tags, security schemes. */
  openapi: NonNullable<FastifyDynamicSwaggerOptions['openapi']>;
  /** The security requirement of an operation, from its route's access and method (none: public). */
  seguranca: (access: unknown, metodo: string) => FastifySchema['security'];
  descricoes: DescricoesStatus;
  prefixo: string;
  /** Registers the document's routes (their handlers are never called). */
  registrar: (api: FastifyInstance, somenteDocumentacao: () => never) => void;
}

/**
 * An OpenAPI 3.1 document from route registrations only, on a bare Fastify instance with no database: the
 * same @fastify/swagger transform as the member document (zod schemas, who may call, answers described,
 * shared components), plus each operation's security requirement. A plain JSON value.
 */
export async function documentoDeContratos(opcoes: DocumentoDeContratos): Promise<Record<string, unknown>> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, {
    openapi: opcoes.openapi,
    transform: (arg) => {
      const result = jsonSchemaTransform(arg);
      const metodo = [arg.route.method].flat()[0] ?? 'GET';
      const security = opcoes.seguranca(arg.route.config?.access, metodo);
      const schema = descreverRespostas(descreverOperacao(result.schema, arg.route), opcoes.descricoes);
      return { ...result, schema: security ? { ...schema, security } : schema };
    },
    transformObject: componentesReferenciados,
  });
  const somenteDocumentacao = (): never => {
    throw new Error('rota só de documentação');
  };
  await app.register(
    (api, _options, done) => {
      opcoes.registrar(api, somenteDocumentacao);
      done();
    },
    { prefix: opcoes.prefixo },
  );
  await app.ready();
  const documento = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  // A plain JSON value (no prototypes or undefined), as served and as written to docs/.
  return JSON.parse(JSON.stringify(documento)) as Record<string, unknown>;
}
