// What an operator system may do through /integracao/v1 (issue 19, decision 0024): each client is created
// with the scopes its system needs, and each endpoint names the one it requires in its contract (`access`).
export const ESCOPOS_INTEGRACAO = [
  'faturamento:escrita',
  'saude:escrita',
  'cadastro:escrita',
  'solicitacoes:escrita',
  'eventos:leitura',
  'agenda:escrita',
  'operadora:escrita',
  'rede:escrita',
  'plano:escrita',
  'tokens-atendimento:validacao',
] as const;
export type EscopoIntegracao = (typeof ESCOPOS_INTEGRACAO)[number];

/** What each scope lets a client do (the published OpenAPI document lists them). */
export const DESCRICAO_ESCOPOS: Record<EscopoIntegracao, string> = {
  'faturamento:escrita': 'Incluir e atualizar títulos (boletos) e seus pagamentos.',
  'saude:escrita':
    'Incluir e atualizar dados de saúde (autorizações, resultados de exames, receitas e atestados).',
  'cadastro:escrita':
    'Incluir e atualizar famílias, beneficiários, contratos e cartões, e registrar quem pode ver os dados de saúde de um beneficiário (autorização, curatela, procuração, guarda).',
  'solicitacoes:escrita': 'Responder ao que os beneficiários pediram: mudar a situação das solicitações.',
  'eventos:leitura': 'Ler o feed de eventos (o que os beneficiários pediram ou alteraram).',
  'agenda:escrita':
    'Incluir e atualizar a rede e as agendas: especialidades, prestadores e horários livres (e retirá-los).',
  'operadora:escrita': 'Alterar a configuração da operadora no portal: parâmetros e textos legais.',
  'rede:escrita':
    'Publicar a rede do Guia Médico: produtos, catálogo de especialidades e serviços, prestadores, locais de atendimento e saídas da rede.',
  'plano:escrita':
    'Publicar as informações dos planos: carências e coberturas parciais temporárias dos beneficiários, a tabela de procedimentos com as regras de cada produto (cobertura, autorização, coparticipação) e a tabela de reembolso.',
  'tokens-atendimento:validacao':
    'Validar o token de atendimento que o beneficiário apresenta a um prestador (cada código é aceito uma vez por prestador).',
};

/** An integration endpoint's access: the scope a bearer token must carry ('integracao:faturamento:escrita'). */
export type IntegracaoAccess = `integracao:${EscopoIntegracao}`;

export const INTEGRACAO_ACCESS_PREFIX = 'integracao:';

export const integracaoAccess = <E extends EscopoIntegracao>(escopo: E): `integracao:${E}` =>
  `${INTEGRACAO_ACCESS_PREFIX}${escopo}`;

/** The scope of an integration access; null for any other access. */
export function escopoDoAcesso(access: string): EscopoIntegracao | null {
  if (!access.startsWith(INTEGRACAO_ACCESS_PREFIX)) return null;
  const escopo = access.slice(INTEGRACAO_ACCESS_PREFIX.length);
  return isEscopoIntegracao(escopo) ? escopo : null;
}

export const isEscopoIntegracao = (value: string): value is EscopoIntegracao =>
  (ESCOPOS_INTEGRACAO as readonly string[]).includes(value);
