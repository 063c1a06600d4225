// The operator parameters' catalogue (spec §3 "Operator parameter"; issue 19, decision 0024 §14; issue 38): every
// parameter the portal knows, in one place — its area, its kind (which input the console shows), who may read
// it, a one-line description, and the rule its value must follow with the Portuguese reason a refused value
// gets. The ERP's PUT /integracao/v1/parametros and the console's editor both judge a value by `regra`, and the
// shell's parameter calls by `visivel`, so the three cannot disagree.
//
// It lives in the domain so the console renders its editor from it (issue 38) and the server judges with it;
// the server's readers keep their own lists of what they read (with defaults), and apps/server's
// shared-domain/parametros-operadora.ts holds them equal to this catalogue's names at compile time, both ways.
// Who may read a parameter is tied to the web's lists (parametros-nomes.ts): a name the web asks for is
// visible, and nothing else is.
import { isValidCnpj } from '../../validation/cnpj.js';
import { MALFORMADO } from '../integracao/cadastro.js';
import type { ParametroPublico, ParametroRestrito } from './parametros-nomes.js';

/**
 * Who may read a parameter: anyone (`publico`, before login), signed-in members (`membros`) or only the
 * server (`servidor`: bank details, Pix key, the PA Virtual link and its plans, reimbursement rules).
 */
export type Visibilidade = 'publico' | 'membros' | 'servidor';

/** The input the console shows for a value; the rule is `regra` whatever the kind. */
export type TipoParametro =
  'texto' | 'texto-longo' | 'inteiro' | 'centavos' | 'booleano' | 'url' | 'telefone' | 'lista' | 'instante';

/** The areas the console groups parameters by, in the order it shows them. */
export const AREAS_PARAMETROS = {
  operadora: 'Operadora',
  atendimento: 'Canais de atendimento',
  arquivos: 'Envio de arquivos',
  'servicos-externos': 'Serviços externos',
  cobranca: 'Cobrança',
  'pa-virtual': 'PA Virtual',
  reembolso: 'Reembolso',
  agendamento: 'Agendamento',
  autorizacao: 'Autorizações',
  'limites-diarios': 'Limites diários de envios',
  manutencao: 'Manutenção',
} as const;
export type AreaParametro = keyof typeof AREAS_PARAMETROS;

/** A value's check: null when valid, else the Portuguese reason of the refusal. */
export type RegraParametro = (valor: string) => string | null;

export interface EntradaCatalogo<V extends Visibilidade = Visibilidade> {
  area: AreaParametro;
  tipo: TipoParametro;
  visivel: V;
  /** One line for the console: what the portal does with it. */
  descricao: string;
  regra: RegraParametro;
  /** Integer bounds of `inteiro` and `centavos` (the console's input takes them). */
  minimo?: number;
  maximo?: number;
  /**
   * Where it is not edited in the parameter editor: `configuracao` (the server's configuration wins, shown
   * read-only), `manutencao` (the maintenance screen edits it with its schedule) or `marca` (publishing the
   * brand writes it: an edit here would be undone by the next publication).
   */
  editadoEm?: 'configuracao' | 'manutencao' | 'marca';
}

const texto =
  (max: number): RegraParametro =>
  (v) =>
    v.trim().length === 0 || v.length > max || MALFORMADO.test(v)
      ? `Informe um texto de 1 a ${max} caracteres, sem caracteres de controle.`
      : null;

const inteiro =
  (min: number, max: number): RegraParametro =>
  (v) =>
    /^\d{1,10}$/.test(v) && Number(v) >= min && Number(v) <= max
      ? null
      : `Informe um número inteiro de ${min} a ${max}.`;

const padrao =
  (regex: RegExp, mensagem: string): RegraParametro =>
  (v) =>
    regex.test(v) ? null : mensagem;

const https =
  (exigeCep = false): RegraParametro =>
  (v) => {
    const mensagem = exigeCep
      ? 'Informe um endereço https:// com {cep} no lugar do CEP.'
      : 'Informe um endereço https:// válido.';
    if (v.length > 500 || MALFORMADO.test(v) || (exigeCep && !v.includes('{cep}'))) return mensagem;
    try {
      return new URL(v.replace('{cep}', '00000000')).protocol === 'https:' ? null : mensagem;
    } catch {
      return mensagem;
    }
  };

const telefone = padrao(
  /^[\d ()+-]{8,20}$/,
  'Informe um telefone (8 a 20 dígitos, espaços, parênteses ou hífens).',
);

/** 'minimo,maximo' files of an upload group. */
const contagemArquivos: RegraParametro = (v) => {
  const m = /^(\d{1,2}),(\d{1,2})$/.exec(v);
  return m && Number(m[1]) <= Number(m[2]) && Number(m[2]) >= 1 && Number(m[2]) <= 20
    ? null
    : 'Informe mínimo e máximo de arquivos como "mínimo,máximo" (0 a 20, o máximo ao menos 1).';
};

/** A comma-separated list, each item by `item`. */
const lista =
  (item: RegExp | ((parte: string) => boolean), mensagem: string): RegraParametro =>
  (v) => {
    const partes = v.split(',').map((p) => p.trim());
    const ok = (p: string) => (item instanceof RegExp ? item.test(p) : item(p));
    return v.length <= 500 && partes.length > 0 && partes.every(ok) ? null : mensagem;
  };

const diaDebito = (p: string) => /^\d{1,2}$/.test(p) && Number(p) >= 1 && Number(p) <= 28;

/** An instant with its offset (ISO 8601, as the console sends a São Paulo date and time). */
const instante: RegraParametro = (v) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
  !Number.isNaN(Date.parse(v))
    ? null
    : 'Informe data e hora válidas.';

/** Names the server takes from its configuration (CAPTCHA_PROVIDER / CAPTCHA_SITE_KEY), never from the table. */
const daConfiguracao: RegraParametro = () => 'Este parâmetro vem da configuração do servidor.';

const int = (area: AreaParametro, descricao: string, minimo: number, maximo: number) => ({
  area,
  tipo: 'inteiro' as const,
  visivel: 'servidor' as const,
  descricao,
  regra: inteiro(minimo, maximo),
  minimo,
  maximo,
});
const centavos = (descricao: string) => ({
  ...int('reembolso', descricao, 1, 100_000_000),
  tipo: 'centavos' as const,
});
const arquivosReembolso = (grupo: string) => ({
  area: 'reembolso' as const,
  tipo: 'texto' as const,
  visivel: 'servidor' as const,
  descricao: `Mínimo e máximo de arquivos de ${grupo} num pedido de reembolso ("mínimo,máximo").`,
  regra: contagemArquivos,
});
const limiteDiario = (envio: string) =>
  int('limites-diarios', `Quantos pedidos de ${envio} uma conta pode enviar por dia.`, 1, 1000);

/** The catalogue's names, from the web's lists plus the server's own (the server holds its readers equal). */
export type NomeParametroCatalogo =
  | ParametroPublico
  | ParametroRestrito
  | 'CNPJ_OPERADORA'
  | 'BOLETO_BANCO'
  | 'BOLETO_CONVENIO'
  | 'BOLETO_CARTEIRA'
  | 'BOLETO_AGENCIA_CONTA'
  | 'PIX_CHAVE'
  | 'PIX_NOME_RECEBEDOR'
  | 'PIX_CIDADE'
  | 'DIAS_VENCIMENTO_DEBITO'
  | 'PA_VIRTUAL_URL'
  | 'PA_VIRTUAL_PRODUTOS'
  | 'REEMBOLSO_PRAZO_MAXIMO_MESES'
  | 'REEMBOLSO_VALOR_MINIMO_CENTAVOS'
  | 'REEMBOLSO_VALOR_MAXIMO_CENTAVOS'
  | 'REEMBOLSO_PRAZO_RESPOSTA_DIAS_UTEIS'
  | 'REEMBOLSO_ARQUIVOS_NOTAS_FISCAIS'
  | 'REEMBOLSO_ARQUIVOS_BOLETINS_ATENDIMENTO'
  | 'REEMBOLSO_ARQUIVOS_CONTAS_HOSPITALAR'
  | 'REEMBOLSO_ARQUIVOS_SENHAS_AUTORIZACOES'
  | 'AGENDAMENTO_MINUTOS_RESERVA'
  | 'AGENDAMENTO_DIAS_ANTECEDENCIA'
  | 'AGENDAMENTO_HORAS_LEMBRETE'
  | 'AUTORIZACAO_MAXIMO_ARQUIVOS'
  | 'LIMITE_DIARIO_REEMBOLSO'
  | 'LIMITE_DIARIO_SOLICITACAO_AUTORIZACAO'
  | 'LIMITE_DIARIO_DEBITO_CONTA'
  | 'LIMITE_DIARIO_CERTIDAO_OBITO'
  | 'EM_MANUTENCAO'
  | 'MENSAGEM_MANUTENCAO'
  | 'MANUTENCAO_INICIO'
  | 'MANUTENCAO_FIM';

type VisibilidadeDe<N> = N extends ParametroPublico
  ? 'publico'
  : N extends ParametroRestrito
    ? 'membros'
    : 'servidor';
type Catalogo = { [N in NomeParametroCatalogo]: EntradaCatalogo<VisibilidadeDe<N>> };

export const CATALOGO_PARAMETROS: Catalogo = {
  // Public (readable before login).
  NOME_OPERADORA: {
    area: 'operadora',
    tipo: 'texto',
    visivel: 'publico',
    descricao: 'Nome da operadora no rodapé, nos boletos e nos documentos.',
    regra: texto(200),
    editadoEm: 'marca',
  },
  NOME_ABREVIADO: {
    area: 'operadora',
    tipo: 'texto',
    visivel: 'publico',
    descricao: 'Nome curto da operadora, onde o nome inteiro não cabe.',
    regra: texto(60),
    editadoEm: 'marca',
  },
  ENDERECO: {
    area: 'operadora',
    tipo: 'texto-longo',
    visivel: 'publico',
    descricao: 'Endereço da operadora no rodapé e nos boletos.',
    regra: texto(300),
  },
  REGISTRO_ANS: {
    area: 'operadora',
    tipo: 'texto',
    visivel: 'publico',
    descricao: 'Registro da operadora na ANS (6 dígitos), no rodapé, no cartão e nos boletos.',
    regra: padrao(/^\d{6}$/, 'Informe o registro ANS da operadora (6 dígitos).'),
  },
  FONE_CONTATO: {
    area: 'atendimento',
    tipo: 'telefone',
    visivel: 'publico',
    descricao: 'Telefone de contato no rodapé.',
    regra: telefone,
  },
  WHATSAPP_CONTATO: {
    area: 'atendimento',
    tipo: 'telefone',
    visivel: 'publico',
    descricao: 'WhatsApp de contato no rodapé, só dígitos com DDD.',
    regra: padrao(/^\d{10,13}$/, 'Informe o WhatsApp só com dígitos (10 a 13, com DDD).'),
  },
  URL_GUIA_MEDICO: {
    area: 'atendimento',
    tipo: 'url',
    visivel: 'publico',
    descricao: 'Endereço do guia médico da operadora.',
    regra: https(),
  },
  CAPTCHA_PROVEDOR: {
    area: 'servicos-externos',
    tipo: 'texto',
    visivel: 'publico',
    descricao: 'Provedor da verificação contra robôs no login (vem da configuração do servidor).',
    regra: daConfiguracao,
    editadoEm: 'configuracao',
  },
  CAPTCHA_CHAVE_SITE: {
    area: 'servicos-externos',
    tipo: 'texto',
    visivel: 'publico',
    descricao: 'Chave pública da verificação contra robôs (vem da configuração do servidor).',
    regra: daConfiguracao,
    editadoEm: 'configuracao',
  },
  CHATBOT_URL: {
    area: 'servicos-externos',
    tipo: 'url',
    visivel: 'publico',
    descricao: 'Endereço do script do chatbot (a origem precisa estar em CSP_EXTRA_ORIGINS).',
    regra: https(),
  },
  CHATBOT_LICENCA: {
    area: 'servicos-externos',
    tipo: 'texto',
    visivel: 'publico',
    descricao: 'Licença do chatbot junto ao fornecedor.',
    regra: padrao(/^[\w.:-]{1,200}$/, 'Informe a licença (letras, dígitos, ponto, hífen, dois-pontos).'),
  },
  VLIBRAS_URL: {
    area: 'servicos-externos',
    tipo: 'url',
    visivel: 'publico',
    descricao: 'Endereço do plugin VLibras (tradução para Libras).',
    regra: https(),
  },
  // Restricted (signed-in members).
  TAMANHO_MAXIMO_ARQUIVO_MB: {
    area: 'arquivos',
    tipo: 'inteiro',
    visivel: 'membros',
    descricao: 'Tamanho máximo de cada arquivo enviado, em MB.',
    regra: inteiro(1, 50),
    minimo: 1,
    maximo: 50,
  },
  EXTENSOES_PERMITIDAS: {
    area: 'arquivos',
    tipo: 'lista',
    visivel: 'membros',
    descricao: 'Extensões de arquivo aceitas nos envios, separadas por vírgula.',
    regra: lista(/^[a-z0-9]{2,5}$/, 'Informe extensões separadas por vírgula (ex.: pdf,jpg,png).'),
  },
  URL_CONSULTA_CEP: {
    area: 'servicos-externos',
    tipo: 'url',
    visivel: 'membros',
    descricao: 'Serviço de consulta de CEP, com {cep} no lugar do CEP.',
    regra: https(true),
  },
  FONE_AGENDAMENTO_AUTORIZACAO: {
    area: 'atendimento',
    tipo: 'telefone',
    visivel: 'membros',
    descricao: 'Telefone para agendar autorizações.',
    regra: telefone,
  },
  FONE_AGENDAMENTO_CONTATO: {
    area: 'atendimento',
    tipo: 'telefone',
    visivel: 'membros',
    descricao: 'Telefone da central de agendamento.',
    regra: telefone,
  },
  // Billing (server only).
  CNPJ_OPERADORA: {
    area: 'cobranca',
    tipo: 'texto',
    visivel: 'servidor',
    descricao: 'CNPJ da operadora (14 dígitos), beneficiária dos boletos.',
    regra: (v) => (/^\d{14}$/.test(v) && isValidCnpj(v) ? null : 'Informe um CNPJ válido (14 dígitos).'),
  },
  BOLETO_BANCO: {
    area: 'cobranca',
    tipo: 'texto',
    visivel: 'servidor',
    descricao: 'Código do banco cobrador dos boletos.',
    regra: padrao(/^\d{3}$/, 'Informe o código do banco (3 dígitos).'),
  },
  BOLETO_CONVENIO: {
    area: 'cobranca',
    tipo: 'texto',
    visivel: 'servidor',
    descricao: 'Convênio de cobrança com o banco.',
    regra: padrao(/^\d{7}$/, 'Informe o convênio (7 dígitos).'),
  },
  BOLETO_CARTEIRA: {
    area: 'cobranca',
    tipo: 'texto',
    visivel: 'servidor',
    descricao: 'Carteira de cobrança.',
    regra: padrao(/^\d{2}$/, 'Informe a carteira (2 dígitos).'),
  },
  BOLETO_AGENCIA_CONTA: {
    area: 'cobranca',
    tipo: 'texto',
    visivel: 'servidor',
    descricao: 'Agência e conta da beneficiária, como impressas no boleto.',
    regra: texto(40),
  },
  PIX_CHAVE: {
    area: 'cobranca',
    tipo: 'texto',
    visivel: 'servidor',
    descricao: 'Chave Pix que recebe os pagamentos.',
    regra: texto(77),
  },
  // The BR Code's limits: merchant name up to 25 characters, city up to 15.
  PIX_NOME_RECEBEDOR: {
    area: 'cobranca',
    tipo: 'texto',
    visivel: 'servidor',
    descricao: 'Nome do recebedor no código Pix (até 25 caracteres).',
    regra: texto(25),
  },
  PIX_CIDADE: {
    area: 'cobranca',
    tipo: 'texto',
    visivel: 'servidor',
    descricao: 'Cidade do recebedor no código Pix (até 15 caracteres).',
    regra: texto(15),
  },
  DIAS_VENCIMENTO_DEBITO: {
    area: 'cobranca',
    tipo: 'lista',
    visivel: 'servidor',
    descricao: 'Dias de vencimento que o débito automático oferece, separados por vírgula.',
    regra: lista(diaDebito, 'Informe dias de vencimento de 1 a 28 separados por vírgula.'),
  },
  // PA Virtual (server only).
  PA_VIRTUAL_URL: {
    area: 'pa-virtual',
    tipo: 'url',
    visivel: 'servidor',
    descricao: 'Endereço do pronto atendimento virtual, entregue só a quem o plano cobre.',
    regra: https(),
  },
  PA_VIRTUAL_PRODUTOS: {
    area: 'pa-virtual',
    tipo: 'lista',
    visivel: 'servidor',
    descricao: 'Registros ANS dos planos cobertos pelo PA Virtual, separados por vírgula.',
    regra: lista(
      /^\d{3}\.\d{3}\/\d{2}-\d$/,
      'Informe registros ANS de produto (nnn.nnn/nn-n) separados por vírgula.',
    ),
  },
  // Reimbursement.
  REEMBOLSO_PRAZO_MAXIMO_MESES: int(
    'reembolso',
    'Até quantos meses depois do atendimento se pede reembolso.',
    1,
    60,
  ),
  REEMBOLSO_VALOR_MINIMO_CENTAVOS: centavos('Menor valor de um pedido de reembolso.'),
  REEMBOLSO_VALOR_MAXIMO_CENTAVOS: centavos('Maior valor de um pedido de reembolso.'),
  REEMBOLSO_PRAZO_RESPOSTA_DIAS_UTEIS: int(
    'reembolso',
    'Prazo de resposta ao pedido de reembolso, em dias úteis.',
    1,
    90,
  ),
  REEMBOLSO_ARQUIVOS_NOTAS_FISCAIS: arquivosReembolso('notas fiscais'),
  REEMBOLSO_ARQUIVOS_BOLETINS_ATENDIMENTO: arquivosReembolso('boletins de atendimento'),
  REEMBOLSO_ARQUIVOS_CONTAS_HOSPITALAR: arquivosReembolso('contas hospitalares'),
  REEMBOLSO_ARQUIVOS_SENHAS_AUTORIZACOES: arquivosReembolso('senhas de autorização'),
  // Scheduling.
  AGENDAMENTO_MINUTOS_RESERVA: int(
    'agendamento',
    'Por quantos minutos um horário fica reservado enquanto se confirma.',
    1,
    120,
  ),
  AGENDAMENTO_DIAS_ANTECEDENCIA: int('agendamento', 'Até quantos dias à frente se agenda.', 1, 365),
  AGENDAMENTO_HORAS_LEMBRETE: int('agendamento', 'Quantas horas antes da consulta sai o lembrete.', 1, 168),
  // Authorisation requests.
  AUTORIZACAO_MAXIMO_ARQUIVOS: int(
    'autorizacao',
    'Máximo de arquivos de pedido médico numa solicitação de autorização.',
    1,
    20,
  ),
  // Filings per account per day (issue 34; defaults in apps/server db/schema/envios-diarios.ts).
  LIMITE_DIARIO_REEMBOLSO: limiteDiario('reembolso'),
  LIMITE_DIARIO_SOLICITACAO_AUTORIZACAO: limiteDiario('autorização'),
  LIMITE_DIARIO_DEBITO_CONTA: limiteDiario('débito em conta'),
  LIMITE_DIARIO_CERTIDAO_OBITO: limiteDiario('certidão de óbito'),
  // Maintenance notice (edited on the console's maintenance screen, with its schedule).
  EM_MANUTENCAO: {
    area: 'manutencao',
    tipo: 'booleano',
    visivel: 'servidor',
    descricao: 'Portal em manutenção agora (até MANUTENCAO_FIM, se houver).',
    regra: padrao(/^(true|false)$/, 'Informe true ou false.'),
    editadoEm: 'manutencao',
  },
  MENSAGEM_MANUTENCAO: {
    area: 'manutencao',
    tipo: 'texto-longo',
    visivel: 'servidor',
    descricao: 'Mensagem que os beneficiários veem durante a manutenção.',
    regra: texto(500),
    editadoEm: 'manutencao',
  },
  MANUTENCAO_INICIO: {
    area: 'manutencao',
    tipo: 'instante',
    visivel: 'servidor',
    descricao: 'Início da manutenção agendada.',
    regra: instante,
    editadoEm: 'manutencao',
  },
  MANUTENCAO_FIM: {
    area: 'manutencao',
    tipo: 'instante',
    visivel: 'servidor',
    descricao: 'Fim da manutenção (agendada ou ligada agora).',
    regra: instante,
    editadoEm: 'manutencao',
  },
};

export const NOMES_PARAMETROS = Object.keys(CATALOGO_PARAMETROS) as NomeParametroCatalogo[];

export const isParametroCatalogo = (nome: string): nome is NomeParametroCatalogo =>
  Object.hasOwn(CATALOGO_PARAMETROS, nome);

export const isParametroPublico = (nome: NomeParametroCatalogo): boolean =>
  CATALOGO_PARAMETROS[nome].visivel === 'publico';

/** Whether a reader without a session (`publico`) or a signed-in member (`membros`) may read `nome`. */
export function visivelPara(nome: string, leitor: Exclude<Visibilidade, 'servidor'>): boolean {
  if (!isParametroCatalogo(nome)) return false;
  const { visivel } = CATALOGO_PARAMETROS[nome];
  return visivel === 'publico' || (leitor === 'membros' && visivel === 'membros');
}

/** The reason `valor` is refused for `nome`, or null; an unknown name is refused too. */
export function motivoRecusa(nome: string, valor: string): string | null {
  if (!isParametroCatalogo(nome)) return 'Parâmetro desconhecido.';
  return CATALOGO_PARAMETROS[nome].regra(valor);
}
