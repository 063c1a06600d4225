// What the portal's two OpenAPI 3.1 documents share (issue 35): the member API's (GET /api/docs/json,
// docs/api-openapi.json) and the operator integration API's (GET /integracao/docs/json,
// docs/integracao-openapi.json, platform/integracao/openapi.ts). Every operation carries an operationId, a
// summary and a description (required by EndpointDefinition), and this module adds to that description who
// may call it, read from the route's access (the same value platform/access.ts enforces); the tags are
// declared once at the top with their descriptions; `servers` is the configured PUBLIC_URL when the server
// answers, and a `{urlPublica}` variable in the copies written to docs/ (they are the same for every
// installation, so an integrator fills in the operator's address). Spectral (`spectral:oas`, .spectral.yaml)
// lints both copies in `npm run lint`.
import type { FastifySchema, RouteOptions } from 'fastify';
import type { EndpointAccess } from '@portal/domain/contract/endpoint';
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
  if (escopo) quem = `cliente da integração cujo token tenha o escopo \`${escopo}\`.`;
  else if (access === 'public') quem = 'qualquer pessoa, sem sessão.';
  else if (access === 'session') quem = 'qualquer beneficiário com sessão.';
  else quem = `beneficiário com sessão e a permissão \`${access}\`.`;
  if (funcao) quem = `${quem.slice(0, -1)}, e também a função \`${funcao}\`.`;
  if (senhaExpirada) quem = `${quem} Aceita a sessão de quem está com a senha vencida.`;
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
