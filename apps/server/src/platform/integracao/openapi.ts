// The published description of the operator integration API (issue 19, decision 0024 §8): OpenAPI 3.1 of
// /integracao/v1, generated from the same zod contracts the server validates with, by the same mechanism as
// the member API's /api/docs/json (@fastify/swagger + fastify-type-provider-zod's jsonSchemaTransform, and
// platform/route.ts's schemas: body, parameters, the success answer and every error answer). It is built on
// a bare Fastify instance with no database, so the server (GET /integracao/docs/json), the command that
// writes docs/integracao-openapi.json and the test that keeps that copy current (openapi-documentos.ts) all
// read one function.
// Each operation carries its OAuth 2.0 client-credentials scope; the token call its HTTP Basic alternative.
// Operations are tagged by the area of their scope (`faturamento` for faturamento:escrita), the token call
// `autenticacao`; operationIds, descriptions, servers and who may call: platform/openapi.ts (issue 35).
import { fileURLToPath } from 'node:url';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { PRODUCT_TITLE } from '@portal/domain';
import type { EndpointDefinition } from '@portal/domain/contract/endpoint';
import {
  DESCRICAO_ESCOPOS,
  ESCOPOS_INTEGRACAO,
  escopoDoAcesso,
} from '@portal/domain/contract/integracao/escopos';
import { integracaoAcessosSaudeEndpoints } from '@portal/domain/contract/integracao/acessos-saude';
import { integracaoCadastroEndpoints } from '@portal/domain/contract/integracao/cadastro';
import { integracaoSaudeEndpoints } from '@portal/domain/contract/integracao/saude';
import { integracaoAgendaEndpoints } from '@portal/domain/contract/integracao/agenda';
import { integracaoDocumentosClinicosEndpoints } from '@portal/domain/contract/integracao/documentos-clinicos';
import { integracaoEventosEndpoints } from '@portal/domain/contract/integracao/eventos';
import { integracaoFinanceiroEndpoints } from '@portal/domain/contract/integracao/financeiro';
import { integracaoOperadoraEndpoints } from '@portal/domain/contract/integracao/operadora';
import { integracaoRedeEndpoints } from '@portal/domain/contract/integracao/rede';
import { integracaoCarenciasEndpoints } from '@portal/domain/contract/integracao/carencias';
import { integracaoProcedimentosEndpoints } from '@portal/domain/contract/integracao/procedimentos';
import { integracaoTokensAtendimentoEndpoints } from '@portal/domain/contract/integracao/tokens-atendimento';
import {
  erroIntegracaoSchema,
  erroOAuthSchema,
  INTEGRACAO_LOTE_MAXIMO,
  INTEGRACAO_PREFIX,
  INTEGRACAO_TOKEN_PATH,
  integracaoEndpoints,
  pedidoTokenSchema,
  tokenIntegracaoSchema,
} from '@portal/domain/contract/integracao/integracao';
import { comServidores, declararTags, documentoDeContratos, type DescricoesStatus } from '../openapi.js';
import { route } from '../route.js';

/** Where the server publishes it (off in production unless INTEGRACAO_DOCS=true). */
export const INTEGRACAO_DOCS_PATH = '/integracao/docs';
export const INTEGRACAO_DOCS_JSON_PATH = `${INTEGRACAO_DOCS_PATH}/json`;

/** The checked-in copy (docs/ at the repository's root, from src/ or dist/ alike). */
export const ARQUIVO_OPENAPI_INTEGRACAO = fileURLToPath(
  new URL('../../../../../docs/integracao-openapi.json', import.meta.url),
);

/** Names of the security schemes in the document. */
export const ESQUEMA_OAUTH = 'oauth2';
export const ESQUEMA_BASIC = 'clienteBasic';

/** Every contract endpoint of /integracao/v1 (the token call is written by token.routes.ts by hand). */
export const ENDPOINTS_INTEGRACAO: readonly EndpointDefinition[] = [
  ...Object.values(integracaoEndpoints),
  ...Object.values(integracaoCadastroEndpoints),
  ...Object.values(integracaoAcessosSaudeEndpoints),
  ...Object.values(integracaoSaudeEndpoints),
  ...Object.values(integracaoDocumentosClinicosEndpoints),
  ...Object.values(integracaoAgendaEndpoints),
  ...Object.values(integracaoFinanceiroEndpoints),
  ...Object.values(integracaoOperadoraEndpoints),
  ...Object.values(integracaoRedeEndpoints),
  ...Object.values(integracaoCarenciasEndpoints),
  ...Object.values(integracaoProcedimentosEndpoints),
  ...Object.values(integracaoTokensAtendimentoEndpoints),
  ...Object.values(integracaoEventosEndpoints),
];

const DESCRICAO = `API pela qual o sistema de gestão da operadora (ERP) alimenta o portal e responde ao que os \
beneficiários pedem.

- **Autenticação**: OAuth 2.0 client credentials (RFC 6749 §4.4). \`POST ${INTEGRACAO_PREFIX}${INTEGRACAO_TOKEN_PATH}\` \
com o id e o segredo do cliente em HTTP Basic (ou \`client_id\`/\`client_secret\` no corpo) devolve um token \
opaco de curta duração; as demais chamadas enviam \`Authorization: Bearer <token>\`. Cada operação exige um \
escopo (401 sem token válido, 403 \`insufficient_scope\` sem o escopo).
- **Idempotência**: lotes são chaveados pelos identificadores do próprio ERP (\`idErp\`); o mesmo lote de novo \
responde \`inalterado\`. Uma mudança de situação repetida responde 200 com \`alterado: false\` e nada grava.
- **Transições**: só as permitidas pela tabela de cada tipo de solicitação; uma transição inválida é 409 com a \
mensagem em português, e nada é aplicado pela metade.
- **Lotes**: até ${INTEGRACAO_LOTE_MAXIMO} registros por chamada, cada um com o seu resultado; corpo de até 5 MB.
- **Erros**: 4xx e 5xx com corpo \`{ mensagem, erro?, campos? }\` (o esquema \`ErroIntegracao\`); cada operação \
lista os status que pode responder. Um caminho desconhecido sob \`/integracao\` é 404; um caminho conhecido chamado \
com outro método é 405, com o cabeçalho \`Allow\` listando os métodos dele.
- **Limite**: cada cliente tem um limite de chamadas por minuto, combinado com a operadora (o padrão do portal \
se nada foi combinado), contado junto em todas as instâncias do portal; acima dele, 429 com \`Retry-After\` e nada aplicado.`;

/** The tag of the token call; every other operation's tag is the area of its scope (tagDoEscopo). */
export const TAG_AUTENTICACAO = 'autenticacao';

/** 'faturamento' for 'faturamento:escrita'. */
export const tagDoEscopo = (escopo: string): string => escopo.split(':')[0]!;

/** The document's tags: the token call's, then one per scope area in the scopes' order. */
const TAGS: Record<string, string> = {
  [TAG_AUTENTICACAO]:
    'Obtenção do token de acesso (OAuth 2.0 client credentials) que as demais operações exigem.',
  ...Object.fromEntries(
    ESCOPOS_INTEGRACAO.map((e) => [tagDoEscopo(e), `${DESCRICAO_ESCOPOS[e]} Escopo \`${e}\`.`]),
  ),
};

/** What each answer means, for the ERP team reading the document (instead of "Default Response"). */
const DESCRICAO_STATUS: DescricoesStatus = {
  200: 'Sucesso.',
  400: 'Dados inválidos: `mensagem` e, por campo, `campos`; ou um endereço malformado.',
  401: 'Sem token válido (ausente, vencido ou revogado), ou credenciais do cliente recusadas.',
  403: 'O token não tem o escopo desta operação (`erro: insufficient_scope`).',
  404: 'Não encontrado (protocolo de outro tipo de solicitação também é 404).',
  408: 'A requisição demorou demais para chegar inteira.',
  409: 'Transição não permitida ou situação já aplicada com outros dados; nada foi alterado.',
  413: 'Corpo acima do limite da integração (5 MB).',
  414: 'Um parâmetro do caminho é longo demais.',
  415: 'Tipo de conteúdo não aceito (envie application/json).',
  421: 'O Host da requisição não é um endereço deste portal.',
  429: 'Limite de chamadas por minuto deste cliente atingido; nada foi aplicado. Tente depois do `Retry-After`.',
  431: 'Cabeçalhos ou endereço grandes demais.',
  500: 'Erro inesperado; nenhum detalhe é exposto, e o lote pode ser reenviado (é idempotente).',
  503: 'Serviço temporariamente indisponível (o banco de dados, por exemplo); repita a chamada em instantes.',
};

/** The scheme and scope an operation of this access requires (none for a public route). */
function segurancaDe(access: unknown): FastifySchema['security'] {
  const escopo = typeof access === 'string' ? escopoDoAcesso(access) : null;
  return escopo ? [{ [ESQUEMA_OAUTH]: [escopo] }] : undefined;
}

function gerar(): Promise<Record<string, unknown>> {
  return documentoDeContratos({
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_TITLE} — Integração com a operadora`,
        version: '1.0.0',
        description: DESCRICAO,
        contact: { name: 'Equipe do portal na operadora' },
      },
      tags: declararTags(TAGS),
      components: {
        securitySchemes: {
          [ESQUEMA_OAUTH]: {
            type: 'oauth2',
            description: 'Token de acesso obtido pelo fluxo client credentials.',
            flows: {
              clientCredentials: {
                tokenUrl: `${INTEGRACAO_PREFIX}${INTEGRACAO_TOKEN_PATH}`,
                scopes: Object.fromEntries(ESCOPOS_INTEGRACAO.map((e) => [e, DESCRICAO_ESCOPOS[e]])),
              },
            },
          },
          [ESQUEMA_BASIC]: {
            type: 'http',
            scheme: 'basic',
            description: 'Id e segredo do cliente, só na chamada do token.',
          },
        },
      },
    },
    seguranca: segurancaDe,
    descricoes: DESCRICAO_STATUS,
    prefixo: INTEGRACAO_PREFIX,
    registrar: (api, somenteDocumentacao) => {
      for (const endpoint of ENDPOINTS_INTEGRACAO) route(api, endpoint, somenteDocumentacao);
      // The token call (token.routes.ts reads the form itself, so its schema is written here).
      api.post(INTEGRACAO_TOKEN_PATH, {
        schema: {
          operationId: 'emitirToken',
          tags: [TAG_AUTENTICACAO],
          summary: 'Emite um token de acesso (OAuth 2.0 client credentials)',
          description:
            'Troca o id e o segredo do cliente (em HTTP Basic, ou client_id e client_secret no corpo, como formulário ou JSON) por um token de acesso opaco de curta duração para o cabeçalho Authorization: Bearer das demais operações, com os escopos pedidos em scope (separados por espaço; todos os do cliente quando ausente). Credenciais recusadas são 401 (invalid_client); as recusas são contadas por endereço, e acima do limite a resposta é 429.\n\n**Quem pode chamar**: um cliente da integração cadastrado pela operadora (id e segredo).',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: pedidoTokenSchema,
          // Credentials in HTTP Basic, or in the body (no Authorization header at all).
          security: [{ [ESQUEMA_BASIC]: [] }, {}],
          response: {
            200: tokenIntegracaoSchema,
            // The call's own refusals are OAuth's; a body the platform cannot read is the portal's error.
            400: z.union([erroOAuthSchema, erroIntegracaoSchema]),
            401: erroOAuthSchema,
            // What the platform answers before the call reads the credentials (platform/route.ts).
            ...Object.fromEntries(
              [408, 413, 415, 421, 429, 431, 500, 503].map((status) => [status, erroIntegracaoSchema]),
            ),
          },
        },
        handler: somenteDocumentacao,
      });
    },
  });
}

let emCache: Promise<Record<string, unknown>> | undefined;

/**
 * The OpenAPI 3.1 document of /integracao/v1 (built once per process), its `servers` the installation's
 * PUBLIC_URL when given, or else the placeholder of the copy in docs/ (platform/openapi.ts).
 */
export const documentoIntegracao = async (publicUrl?: string): Promise<Record<string, unknown>> =>
  comServidores(await (emCache ??= gerar()), publicUrl);
