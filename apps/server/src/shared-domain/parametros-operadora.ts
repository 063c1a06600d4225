// Every operator parameter the portal knows (spec §3 "Operator parameter"), in one place, with the rule its
// value must follow (issue 19, decision 0024 §14). The names come from the lists the readers use —
// public and restricted (shell), billing, PA Virtual, reimbursement, scheduling, authorisation, daily filing
// limits, maintenance —
// and this table is keyed by their union, so a name added to any list without a rule here fails the
// typecheck. The ERP's PUT /integracao/v1/parametros accepts only these names and values; who may read each
// is its `visivel`. No reader keeps a parameter in memory: each reads the table per request, so a change
// applies on every instance at its next request.
import { isValidCnpj } from '@portal/domain';
import { MALFORMADO } from '@portal/domain/contract/integracao/cadastro';
import type { ParametroPublico, ParametroRestrito } from '@portal/domain/contract/shell/parametros';
import type { ParametroAgendamento } from '../db/schema/agendamento.js';
import type { ParametroLimiteDiario } from '../db/schema/envios-diarios.js';
import type {
  MAINTENANCE_FLAG,
  MAINTENANCE_MESSAGE,
  ParametroCobranca,
  ParametroPaVirtual,
} from '../db/schema/operator.js';
import type { ParametroReembolso } from '../db/schema/reembolso.js';
import type { PARAMETRO_MAXIMO_ARQUIVOS_AUTORIZACAO } from '../db/schema/saude.js';

export type NomeParametroOperadora =
  | ParametroPublico
  | ParametroRestrito
  | ParametroCobranca
  | ParametroPaVirtual
  | ParametroReembolso
  | ParametroAgendamento
  | typeof PARAMETRO_MAXIMO_ARQUIVOS_AUTORIZACAO.nome
  | ParametroLimiteDiario
  | typeof MAINTENANCE_FLAG
  | typeof MAINTENANCE_MESSAGE;

/** A value's check: null when valid, else the Portuguese reason (the record's `campos.valor`). */
export type RegraParametro = (valor: string) => string | null;

/**
 * Who may read a parameter: anyone (`publico`, before login), signed-in members (`membros`) or only the
 * server (`servidor`: bank details, Pix key, the PA Virtual link and its plans, reimbursement rules). It is a
 * property of each catalogue entry, and visivelPara is the one check the shell's routes make, so a name the
 * operator adds without `visivel` cannot reach a member. The type ties it to the web's lists
 * (PARAMETROS_PUBLICOS / PARAMETROS_RESTRITOS): a name the web asks for is visible, and nothing else is.
 */
export type Visibilidade = 'publico' | 'membros' | 'servidor';
type VisibilidadeDe<N> = N extends ParametroPublico
  ? 'publico'
  : N extends ParametroRestrito
    ? 'membros'
    : 'servidor';
type CatalogoParametros = {
  [N in NomeParametroOperadora]: { visivel: VisibilidadeDe<N>; regra: RegraParametro };
};

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

/** Names the server takes from its configuration (CAPTCHA_PROVIDER / CAPTCHA_SITE_KEY), never from the table. */
const daConfiguracao: RegraParametro = () => 'Este parâmetro vem da configuração do servidor.';

export const PARAMETROS_OPERADORA: CatalogoParametros = {
  // Public (readable before login).
  NOME_OPERADORA: { visivel: 'publico', regra: texto(200) },
  NOME_ABREVIADO: { visivel: 'publico', regra: texto(60) },
  ENDERECO: { visivel: 'publico', regra: texto(300) },
  REGISTRO_ANS: {
    visivel: 'publico',
    regra: padrao(/^\d{6}$/, 'Informe o registro ANS da operadora (6 dígitos).'),
  },
  FONE_CONTATO: { visivel: 'publico', regra: telefone },
  WHATSAPP_CONTATO: {
    visivel: 'publico',
    regra: padrao(/^\d{10,13}$/, 'Informe o WhatsApp só com dígitos (10 a 13, com DDD).'),
  },
  URL_GUIA_MEDICO: { visivel: 'publico', regra: https() },
  CAPTCHA_PROVEDOR: { visivel: 'publico', regra: daConfiguracao },
  CAPTCHA_CHAVE_SITE: { visivel: 'publico', regra: daConfiguracao },
  CHATBOT_URL: { visivel: 'publico', regra: https() },
  CHATBOT_LICENCA: {
    visivel: 'publico',
    regra: padrao(/^[\w.:-]{1,200}$/, 'Informe a licença (letras, dígitos, ponto, hífen, dois-pontos).'),
  },
  VLIBRAS_URL: { visivel: 'publico', regra: https() },
  // Restricted (signed-in members).
  TAMANHO_MAXIMO_ARQUIVO_MB: { visivel: 'membros', regra: inteiro(1, 50) },
  EXTENSOES_PERMITIDAS: {
    visivel: 'membros',
    regra: lista(/^[a-z0-9]{2,5}$/, 'Informe extensões separadas por vírgula (ex.: pdf,jpg,png).'),
  },
  URL_CONSULTA_CEP: { visivel: 'membros', regra: https(true) },
  FONE_AGENDAMENTO_AUTORIZACAO: { visivel: 'membros', regra: telefone },
  FONE_AGENDAMENTO_CONTATO: { visivel: 'membros', regra: telefone },
  // Billing (server only).
  CNPJ_OPERADORA: {
    visivel: 'servidor',
    regra: (v) => (/^\d{14}$/.test(v) && isValidCnpj(v) ? null : 'Informe um CNPJ válido (14 dígitos).'),
  },
  BOLETO_BANCO: { visivel: 'servidor', regra: padrao(/^\d{3}$/, 'Informe o código do banco (3 dígitos).') },
  BOLETO_CONVENIO: { visivel: 'servidor', regra: padrao(/^\d{7}$/, 'Informe o convênio (7 dígitos).') },
  BOLETO_CARTEIRA: { visivel: 'servidor', regra: padrao(/^\d{2}$/, 'Informe a carteira (2 dígitos).') },
  BOLETO_AGENCIA_CONTA: { visivel: 'servidor', regra: texto(40) },
  PIX_CHAVE: { visivel: 'servidor', regra: texto(77) },
  // The BR Code's limits: merchant name up to 25 characters, city up to 15.
  PIX_NOME_RECEBEDOR: { visivel: 'servidor', regra: texto(25) },
  PIX_CIDADE: { visivel: 'servidor', regra: texto(15) },
  DIAS_VENCIMENTO_DEBITO: {
    visivel: 'servidor',
    regra: lista(diaDebito, 'Informe dias de vencimento de 1 a 28 separados por vírgula.'),
  },
  // PA Virtual (server only).
  PA_VIRTUAL_URL: { visivel: 'servidor', regra: https() },
  PA_VIRTUAL_PRODUTOS: {
    visivel: 'servidor',
    regra: lista(
      /^\d{3}\.\d{3}\/\d{2}-\d$/,
      'Informe registros ANS de produto (nnn.nnn/nn-n) separados por vírgula.',
    ),
  },
  // Reimbursement.
  REEMBOLSO_PRAZO_MAXIMO_MESES: { visivel: 'servidor', regra: inteiro(1, 60) },
  REEMBOLSO_VALOR_MINIMO_CENTAVOS: { visivel: 'servidor', regra: inteiro(1, 100_000_000) },
  REEMBOLSO_VALOR_MAXIMO_CENTAVOS: { visivel: 'servidor', regra: inteiro(1, 100_000_000) },
  REEMBOLSO_PRAZO_RESPOSTA_DIAS_UTEIS: { visivel: 'servidor', regra: inteiro(1, 90) },
  REEMBOLSO_ARQUIVOS_NOTAS_FISCAIS: { visivel: 'servidor', regra: contagemArquivos },
  REEMBOLSO_ARQUIVOS_BOLETINS_ATENDIMENTO: { visivel: 'servidor', regra: contagemArquivos },
  REEMBOLSO_ARQUIVOS_CONTAS_HOSPITALAR: { visivel: 'servidor', regra: contagemArquivos },
  REEMBOLSO_ARQUIVOS_SENHAS_AUTORIZACOES: { visivel: 'servidor', regra: contagemArquivos },
  // Scheduling.
  AGENDAMENTO_MINUTOS_RESERVA: { visivel: 'servidor', regra: inteiro(1, 120) },
  AGENDAMENTO_DIAS_ANTECEDENCIA: { visivel: 'servidor', regra: inteiro(1, 365) },
  AGENDAMENTO_HORAS_LEMBRETE: { visivel: 'servidor', regra: inteiro(1, 168) },
  // Authorisation requests.
  AUTORIZACAO_MAXIMO_ARQUIVOS: { visivel: 'servidor', regra: inteiro(1, 20) },
  // Filings per account per day (issue 34; defaults in db/schema/envios-diarios.ts).
  LIMITE_DIARIO_REEMBOLSO: { visivel: 'servidor', regra: inteiro(1, 1000) },
  LIMITE_DIARIO_SOLICITACAO_AUTORIZACAO: { visivel: 'servidor', regra: inteiro(1, 1000) },
  LIMITE_DIARIO_DEBITO_CONTA: { visivel: 'servidor', regra: inteiro(1, 1000) },
  LIMITE_DIARIO_CERTIDAO_OBITO: { visivel: 'servidor', regra: inteiro(1, 1000) },
  // Maintenance notice.
  EM_MANUTENCAO: { visivel: 'servidor', regra: padrao(/^(true|false)$/, 'Informe true ou false.') },
  MENSAGEM_MANUTENCAO: { visivel: 'servidor', regra: texto(500) },
};

export const isParametroOperadora = (nome: string): nome is NomeParametroOperadora =>
  Object.hasOwn(PARAMETROS_OPERADORA, nome);

export const isParametroPublico = (nome: NomeParametroOperadora): boolean =>
  PARAMETROS_OPERADORA[nome].visivel === 'publico';

/** Whether a reader without a session (`publico`) or a signed-in member (`membros`) may read `nome`. */
export function visivelPara(nome: string, leitor: Exclude<Visibilidade, 'servidor'>): boolean {
  if (!isParametroOperadora(nome)) return false;
  const { visivel } = PARAMETROS_OPERADORA[nome];
  return visivel === 'publico' || (leitor === 'membros' && visivel === 'membros');
}
