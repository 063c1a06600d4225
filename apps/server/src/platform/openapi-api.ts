// The member API's OpenAPI 3.1 (GET /api/docs/json, docs/api-openapi.json; issue 35): @fastify/swagger's
// options for the app (app.ts registers them), so the document is the routes the app really registers,
// described from their contracts (platform/route.ts) plus what this module adds: the document's
// description, its tags (declared once, each with what it groups), the cookie-session and CSRF schemes each
// operation needs, and who may call it (platform/openapi.ts). The integration routes have their own
// document (platform/integracao/openapi.ts) and are hidden here. Shared pieces: platform/openapi.ts.
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  PRODUCT_TITLE,
  SESSION_COOKIE,
  WEB_ORIGIN_HEADER_VALUE,
} from '@portal/domain';
import { CONSOLE_PREFIX } from '@portal/domain/contract/console/acesso';
import { INTEGRACAO_PREFIX } from '@portal/domain/contract/integracao/integracao';
import {
  componentesReferenciados,
  declararTags,
  descreverOperacao,
  descreverRespostas,
  type DescricoesStatus,
} from './openapi.js';
import { ORIGIN_HEADER } from './origin.js';

/** Names of the security schemes of the member document. */
export const ESQUEMA_SESSAO = 'sessao';
export const ESQUEMA_CSRF = 'csrf';

const DESCRICAO_API = `API do portal do beneficiário: o que o aplicativo web chama em nome \
do beneficiário. Cada operação diz quem pode chamá-la.

- **Sessão**: \`POST /api/login\` (ou \`POST /api/login/token\`) abre a sessão no cookie HttpOnly \
\`${SESSION_COOKIE}\`; as demais chamadas o enviam de volta. Uma permissão de tela (\`tela-*\`), de menu \
(\`menu-*\`) ou de função (\`funcao-*\`) que o beneficiário não tem é 403.
- **CSRF**: toda chamada que não é GET envia no cabeçalho \`${CSRF_HEADER}\` o valor do cookie \`${CSRF_COOKIE}\` \
(o portal o entrega em qualquer resposta da API, inclusive antes do login); sem ele, 403 e um token novo no cookie.
- **Origem**: toda chamada a \`/api\` envia o cabeçalho \`${ORIGIN_HEADER}\` com o nome do cliente \
(ex.: \`${WEB_ORIGIN_HEADER_VALUE}\`); sem ele, 400.
- **Envelope**: as chamadas com \`/v2\` ou \`/v3\` no caminho respondem, no sucesso e no erro, \
\`{ dados, erro }\`; as demais respondem o corpo direto.
- **Erros**: 4xx e 5xx com corpo \`{ mensagem, mensagemAmigavel?, tipoMensagem?, campos? }\` (o esquema \`Erro\`; \
mensagens em português; \`campos\` traz a mensagem de cada campo inválido); 5xx sem detalhes. Cada operação lista \
os status que pode responder. Um caminho desconhecido sob \`/api\` é 404; um caminho conhecido chamado com outro \
método é 405, com o cabeçalho \`Allow\` listando os métodos dele; ambos com o corpo \`Erro\`.
- **Datas e valores**: dias como \`aaaa-mm-dd\` no calendário da operadora (America/Sao_Paulo); dinheiro em \
centavos inteiros.`;

/** Every tag of the member document, in the order a reader meets them, with what it groups. */
export const TAGS_API: Record<string, string> = {
  auth: 'Login, sessão, primeiro acesso, recuperação e troca de senha.',
  shell:
    'Parâmetros da operadora, situação de manutenção, contatos e textos legais que a moldura do portal mostra.',
  topicos: 'Tópicos da página inicial.',
  marca: 'Logotipo e ícone da marca que a operadora publicou no console (imagens da página do portal).',
  endereco: 'Busca de endereço por CEP, estados e cidades.',
  'meus-dados': 'Dados pessoais do beneficiário e dos membros da família que ele vê.',
  'acessos-dados': 'Quem acessou os dados pessoais do beneficiário (LGPD).',
  'acessos-saude': 'Quem pode ver os dados de saúde do beneficiário: autorizações dadas por ele.',
  notificacoes:
    'Preferências de notificação: que avisos o beneficiário recebe, por qual canal, e de quais familiares.',
  'dispositivos-conectados':
    'Os dispositivos em que a conta está conectada (sessões ativas) e o encerramento deles.',
  'chaves-acesso':
    'Chaves de acesso (passkeys) do beneficiário: cadastro confirmado por código, nome, remoção; a entrada com elas fica em auth.',
  'direitos-titular':
    'Pedidos do titular sobre os próprios dados (LGPD, art. 18): protocolo, prazo de 15 dias e a resposta da operadora.',
  'exportacao-dados': 'Exportação dos dados pessoais do beneficiário (LGPD, portabilidade dos dados).',
  'meu-plano': 'Contratos do beneficiário, seus documentos e o cancelamento do contrato.',
  'cartao-virtual': 'Cartão virtual do beneficiário: PDF, QR code e links compartilhados.',
  'token-atendimento': 'Token de atendimento do beneficiário (código de 6 dígitos que o prestador valida).',
  'segunda-via-cartao': 'Pedido de segunda via do cartão físico.',
  'carta-portabilidade': 'Carta de portabilidade de carências.',
  'faixa-etaria': 'Faixas etárias e reajustes por idade do contrato.',
  'historico-reajuste': 'Histórico de reajustes anuais do contrato.',
  'situacao-financeira': 'Títulos (boletos) do beneficiário, seus demonstrativos e a segunda via.',
  'debito-conta': 'Débito automático em conta: consulta, ativação e desativação.',
  'informe-ir': 'Informe de pagamentos para o imposto de renda.',
  'demonstrativo-coparticipacao': 'Demonstrativo de coparticipação.',
  'extrato-utilizacao': 'Extrato de utilização do plano.',
  'solicitacao-reembolso': 'Pedido e acompanhamento de reembolsos, com seus arquivos.',
  autorizacoes: 'Autorizações (guias) de procedimentos e suas negativas.',
  'solicitacao-autorizacao': 'Pedido de autorização de procedimento à operadora.',
  'resultado-de-exames': 'Resultados de exames.',
  'receitas-e-atestados': 'Receitas e atestados.',
  agendamentos: 'Agendamento de consultas: agendas, reservas, marcação, confirmação e cancelamento.',
  'agendamento-publico':
    'Confirmação e cancelamento de agendamento pelo link recebido, sem login (token de serviço).',
  'consulta-protocolos': 'Protocolos de atendimento do beneficiário.',
  'pa-virtual': 'Pronto atendimento virtual (teleconsulta).',
  'pontos-atendimento': 'Pontos de atendimento da operadora.',
  'guia-medico':
    'Guia Médico: a rede da operadora por plano — busca por especialidade, nome e distância, prestadores, alterações da rede e avisos.',
  plano:
    'O que o plano cobre e quando: carências e coberturas parciais temporárias, Meu plano cobre? (procedimento, Rol da ANS, carência, autorização, coparticipação) e a prévia de reembolso.',
};

/** What each answer of the member API means (issue 35). */
export const DESCRICOES_STATUS_API: DescricoesStatus = {
  200: 'Sucesso.',
  201: 'Criado.',
  204: 'Sem conteúdo.',
  400: 'Requisição inválida: um campo fora do formato (`campos` traz a mensagem de cada um), o cabeçalho `x-origin` ausente ou um endereço malformado.',
  401: 'Sem sessão ou sessão expirada (faça o login de novo), ou credenciais recusadas.',
  403: 'Sem a permissão desta chamada (tela, menu ou função), senha vencida, ou token CSRF ausente ou inválido (um novo vai no cookie).',
  404: 'Não encontrado, ou não pertence ao beneficiário nem à família dele.',
  408: 'A requisição demorou demais para chegar inteira.',
  409: 'Conflito com o estado atual ou com outra operação feita ao mesmo tempo; nada foi alterado.',
  413: 'Corpo ou arquivos acima do limite.',
  414: 'Um parâmetro do caminho é longo demais.',
  415: 'Tipo de conteúdo não aceito.',
  421: 'O Host da requisição não é um endereço deste portal.',
  429: 'Limite de tentativas ou de chamadas atingido; tente de novo mais tarde (`Retry-After`, quando presente).',
  431: 'Cabeçalhos ou endereço grandes demais.',
  500: 'Erro inesperado; nenhum detalhe é exposto.',
  503: 'Serviço temporariamente indisponível (o banco de dados, por exemplo); repita a chamada em instantes.',
};

const SEGUROS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The schemes an operation needs: the session cookie unless public, the CSRF header unless a GET. */
function segurancaDe(access: unknown, metodo: string): Record<string, string[]>[] | undefined {
  const requisito: Record<string, string[]> = {};
  if (access !== 'public') requisito[ESQUEMA_SESSAO] = [];
  if (!SEGUROS.has(metodo)) requisito[ESQUEMA_CSRF] = [];
  return Object.keys(requisito).length > 0 ? [requisito] : undefined;
}

/** @fastify/swagger's options for the member document (servers are added as it is answered or written). */
export const opcoesOpenApiApi = (): FastifyDynamicSwaggerOptions => ({
  openapi: {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_TITLE} — API`,
      version: '1.0.0',
      description: DESCRICAO_API,
      contact: { name: 'Equipe do portal na operadora' },
    },
    tags: declararTags(TAGS_API),
    components: {
      securitySchemes: {
        [ESQUEMA_SESSAO]: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'Cookie de sessão aberto pelo login.',
        },
        [ESQUEMA_CSRF]: {
          type: 'apiKey',
          in: 'header',
          name: CSRF_HEADER,
          description: `O valor do cookie ${CSRF_COOKIE}, em toda chamada que não é GET.`,
        },
      },
    },
  },
  transform: (arg) => {
    // The integration API and the console have their own documents.
    if (arg.url.startsWith(`${INTEGRACAO_PREFIX}/`) || arg.url.startsWith(`${CONSOLE_PREFIX}/`)) {
      return { schema: { ...arg.schema, hide: true }, url: arg.url };
    }
    const result = jsonSchemaTransform(arg);
    const metodo = [arg.route.method].flat()[0] ?? 'GET';
    const security = segurancaDe(arg.route.config?.access, metodo);
    const schema = descreverRespostas(descreverOperacao(result.schema, arg.route), DESCRICOES_STATUS_API);
    return { ...result, schema: security ? { ...schema, security } : schema };
  },
  transformObject: componentesReferenciados,
});
