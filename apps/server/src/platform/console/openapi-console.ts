// The Console da Operadora's OpenAPI 3.1 (issue 38, decision 0040): GET /console/api/docs/json when the API
// docs are on (API_DOCS, off by default in production), and docs/console-openapi.json written by
// `npm run openapi` — a third document beside the member API's and the integration API's, built like the
// integration one: on a bare Fastify instance with no database, from the console contracts
// (packages/domain/src/contract/console/), through the same route helper and the shared pieces of
// platform/openapi.ts. Each console area adds its endpoints to ENDPOINTS_CONSOLE and its tags to
// TAGS_CONSOLE (one line each).
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { PRODUCT_TITLE } from '@portal/domain';
import {
  CONSOLE_CSRF_COOKIE,
  CONSOLE_CSRF_HEADER,
  CONSOLE_PREFIX,
  CONSOLE_SESSION_COOKIE,
  DESCRICAO_PAPEL,
  PAPEIS,
} from '@portal/domain/contract/console/acesso';
import { consoleMarcaEndpoints } from '@portal/domain/contract/console/marca';
import { TAG_CONSOLE_CONTEUDO, consoleConteudoEndpoints } from '@portal/domain/contract/console/conteudo';
import {
  TAG_CONSOLE_TEXTOS_LEGAIS,
  consoleTextosLegaisEndpoints,
} from '@portal/domain/contract/console/textos-legais';
import {
  consoleConviteEndpoints,
  consoleEquipeEndpoints,
  consoleFatoresEndpoints,
  consoleSessaoEndpoints,
  TAGS_CONSOLE_EQUIPE,
} from '@portal/domain/contract/console/equipe';
import { consoleParametrosEndpoints } from '@portal/domain/contract/console/parametros';
import { TAG_CONSOLE_LGPD, consoleLgpdEndpoints } from '@portal/domain/contract/console/lgpd';
import {
  TAG_CONSOLE_INTEGRACAO,
  consoleIntegracaoEndpoints,
} from '@portal/domain/contract/console/integracao';
import { TAG_CONSOLE_FILAS, consoleFilasEndpoints } from '@portal/domain/contract/console/filas';
import {
  TAG_CONSOLE_ATENDIMENTO,
  consoleAtendimentoEndpoints,
} from '@portal/domain/contract/console/atendimento';
import type { EndpointDefinition } from '@portal/domain/contract/endpoint';
import { comServidores, declararTags, documentoDeContratos, type DescricoesStatus } from '../openapi.js';
import { route } from '../route.js';

/** Where the server publishes it (with API_DOCS). */
export const CONSOLE_DOCS_JSON_PATH = `${CONSOLE_PREFIX}/docs/json`;

/** The checked-in copy (docs/ at the repository's root, from src/ or dist/ alike). */
export const ARQUIVO_OPENAPI_CONSOLE = fileURLToPath(
  new URL('../../../../../docs/console-openapi.json', import.meta.url),
);

export const ESQUEMA_SESSAO_CONSOLE = 'sessaoConsole';
export const ESQUEMA_CSRF_CONSOLE = 'csrfConsole';

/** Every console endpoint (each console area adds its own here). */
export const ENDPOINTS_CONSOLE: readonly EndpointDefinition[] = [
  ...Object.values(consoleSessaoEndpoints),
  ...Object.values(consoleConviteEndpoints),
  ...Object.values(consoleFatoresEndpoints),
  ...Object.values(consoleEquipeEndpoints),
  ...Object.values(consoleParametrosEndpoints),
  ...Object.values(consoleMarcaEndpoints),
  ...Object.values(consoleTextosLegaisEndpoints),
  ...Object.values(consoleConteudoEndpoints),
  ...Object.values(consoleLgpdEndpoints),
  ...Object.values(consoleIntegracaoEndpoints),
  ...Object.values(consoleFilasEndpoints),
  ...Object.values(consoleAtendimentoEndpoints),
];

/** Every tag of the console document, with what it groups (each console area adds its own). */
export const TAGS_CONSOLE: Record<string, string> = {
  ...TAGS_CONSOLE_EQUIPE,
  'console-parametros':
    'Parâmetros da operadora (editor do catálogo, histórico, reversão) e modo de manutenção.',
  'console-marca':
    'Marca da operadora (nomes, cores dos dois temas, logotipo, ícone): rascunho, pré-visualização e publicação no portal.',
  ...TAG_CONSOLE_TEXTOS_LEGAIS,
  ...TAG_CONSOLE_CONTEUDO,
  ...TAG_CONSOLE_LGPD,
  ...TAG_CONSOLE_INTEGRACAO,
  ...TAG_CONSOLE_FILAS,
  ...TAG_CONSOLE_ATENDIMENTO,
};

const DESCRICAO = `API do Console da Operadora: o que a equipe da operadora usa para administrar o portal \
(equipe, marca, conteúdo, textos legais, parâmetros). Não é chamada por beneficiários nem pelos sistemas da \
operadora, que têm as suas.

- **Sessão**: a entrada (passkey, código do aplicativo autenticador ou, uma vez, código de recuperação) abre a \
sessão no cookie HttpOnly \`${CONSOLE_SESSION_COOKIE}\` (caminho \`/console\`, SameSite=Strict): 15 minutos sem \
uso ou 8 horas no total. Não há senha. O cookie de sessão do beneficiário não vale aqui.
- **Papéis**: cada operação exige a sessão e, quase sempre, um papel: ${PAPEIS.map((p) => `\`${p}\` (${DESCRICAO_PAPEL[p]})`).join('; ')}.
- **CSRF**: toda chamada que não é GET envia no cabeçalho \`${CONSOLE_CSRF_HEADER}\` o valor do cookie \
\`${CONSOLE_CSRF_COOKIE}\` (entregue em qualquer resposta desta API); sem ele, 403.
- **Auditoria**: toda ação é registrada (quem, papel, o quê, antes e depois, quando, de onde).
- **Erros**: 4xx e 5xx com corpo \`{ mensagem, campos? }\` (o esquema \`Erro\`), em português.`;

const DESCRICAO_STATUS: DescricoesStatus = {
  200: 'Sucesso.',
  201: 'Criado.',
  204: 'Sem conteúdo.',
  400: 'Requisição inválida: um campo fora do formato (`campos` traz a mensagem de cada um) ou um endereço malformado.',
  401: 'Sem sessão do console ou sessão expirada, ou credencial recusada na entrada.',
  403: 'Sem o papel desta operação, sessão aberta com código de recuperação (cadastre um fator antes) ou token CSRF ausente ou inválido.',
  404: 'Não encontrado.',
  408: 'A requisição demorou demais para chegar inteira.',
  409: 'Conflito com o estado atual (o último fator, o último administrador, um e-mail já cadastrado); nada foi alterado.',
  413: 'Corpo acima do limite.',
  414: 'Um parâmetro do caminho é longo demais.',
  415: 'Tipo de conteúdo não aceito.',
  421: 'O Host da requisição não é um endereço deste portal.',
  429: 'Tentativas demais; aguarde alguns minutos (`Retry-After`, quando presente).',
  431: 'Cabeçalhos ou endereço grandes demais.',
  500: 'Erro inesperado; nenhum detalhe é exposto.',
  503: 'Serviço temporariamente indisponível; repita a chamada em instantes.',
};

const SEGUROS = new Set(['GET', 'HEAD', 'OPTIONS']);

function segurancaDe(access: unknown, metodo: string): Record<string, string[]>[] | undefined {
  const requisito: Record<string, string[]> = {};
  if (access !== 'console:publico') requisito[ESQUEMA_SESSAO_CONSOLE] = [];
  if (!SEGUROS.has(metodo)) requisito[ESQUEMA_CSRF_CONSOLE] = [];
  return Object.keys(requisito).length > 0 ? [requisito] : undefined;
}

function gerar(): Promise<Record<string, unknown>> {
  return documentoDeContratos({
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_TITLE} — Console da Operadora`,
        version: '1.0.0',
        description: DESCRICAO,
        contact: { name: 'Equipe do portal na operadora' },
      },
      tags: declararTags(TAGS_CONSOLE),
      components: {
        securitySchemes: {
          [ESQUEMA_SESSAO_CONSOLE]: {
            type: 'apiKey',
            in: 'cookie',
            name: CONSOLE_SESSION_COOKIE,
            description: 'Cookie da sessão do console, aberto pela entrada.',
          },
          [ESQUEMA_CSRF_CONSOLE]: {
            type: 'apiKey',
            in: 'header',
            name: CONSOLE_CSRF_HEADER,
            description: `O valor do cookie ${CONSOLE_CSRF_COOKIE}, em toda chamada que não é GET.`,
          },
        },
      },
    },
    seguranca: segurancaDe,
    descricoes: DESCRICAO_STATUS,
    prefixo: CONSOLE_PREFIX,
    registrar: (api, somenteDocumentacao) => {
      for (const endpoint of ENDPOINTS_CONSOLE) route(api, endpoint, somenteDocumentacao);
    },
  });
}

let emCache: Promise<Record<string, unknown>> | undefined;

/** The console's OpenAPI 3.1 (built once per process), `servers` as the other documents do. */
export const documentoConsole = async (publicUrl?: string): Promise<Record<string, unknown>> =>
  comServidores(await (emCache ??= gerar()), publicUrl);

/** GET /console/api/docs/json (registered by app.ts when the API docs are on). */
export function consoleDocs(app: FastifyInstance): void {
  const { consolePublicUrl, publicUrl } = app.ctx.config;
  app.get(CONSOLE_DOCS_JSON_PATH, { schema: { hide: true }, config: { access: 'console:publico' } }, () =>
    documentoConsole(consolePublicUrl ?? publicUrl),
  );
}
