// Every operator parameter the portal knows (spec §3 "Operator parameter"), in one place, with the rule its
// value must follow (issue 19, decision 0024 §14). The names come from the lists the readers use —
// public and restricted (shell), billing, PA Virtual, reimbursement, scheduling, authorisation, maintenance —
// and this table is keyed by their union, so a name added to any list without a rule here fails the
// typecheck. The ERP's PUT /integracao/v1/parametros accepts only these names and values; `publico` follows
// PARAMETROS_PUBLICOS. No reader keeps a parameter in memory: each reads the table per request, so a change
// applies on every instance at its next request.
import { isValidCnpj } from '@portal/domain';
import { MALFORMADO } from '@portal/domain/contract/integracao/cadastro';
import {
  PARAMETROS_PUBLICOS,
  type ParametroPublico,
  type ParametroRestrito,
} from '@portal/domain/contract/shell/parametros';
import type { ParametroAgendamento } from '../db/schema/agendamento.js';
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
  | typeof MAINTENANCE_FLAG
  | typeof MAINTENANCE_MESSAGE;

/** A value's check: null when valid, else the Portuguese reason (the record's `campos.valor`). */
export type RegraParametro = (valor: string) => string | null;

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

export const PARAMETROS_OPERADORA: Record<NomeParametroOperadora, RegraParametro> = {
  // Public (readable before login).
  NOME_OPERADORA: texto(200),
  NOME_ABREVIADO: texto(60),
  ENDERECO: texto(300),
  REGISTRO_ANS: padrao(/^\d{6}$/, 'Informe o registro ANS da operadora (6 dígitos).'),
  FONE_CONTATO: telefone,
  WHATSAPP_CONTATO: padrao(/^\d{10,13}$/, 'Informe o WhatsApp só com dígitos (10 a 13, com DDD).'),
  URL_GUIA_MEDICO: https(),
  CAPTCHA_PROVEDOR: daConfiguracao,
  CAPTCHA_CHAVE_SITE: daConfiguracao,
  CHATBOT_URL: https(),
  CHATBOT_LICENCA: padrao(
    /^[\w.:-]{1,200}$/,
    'Informe a licença (letras, dígitos, ponto, hífen, dois-pontos).',
  ),
  VLIBRAS_URL: https(),
  // Restricted (signed-in members).
  TAMANHO_MAXIMO_ARQUIVO_MB: inteiro(1, 50),
  EXTENSOES_PERMITIDAS: lista(
    /^[a-z0-9]{2,5}$/,
    'Informe extensões separadas por vírgula (ex.: pdf,jpg,png).',
  ),
  URL_CONSULTA_CEP: https(true),
  FONE_AGENDAMENTO_AUTORIZACAO: telefone,
  FONE_AGENDAMENTO_CONTATO: telefone,
  // Billing (server only).
  CNPJ_OPERADORA: (v) =>
    /^\d{14}$/.test(v) && isValidCnpj(v) ? null : 'Informe um CNPJ válido (14 dígitos).',
  BOLETO_BANCO: padrao(/^\d{3}$/, 'Informe o código do banco (3 dígitos).'),
  BOLETO_CONVENIO: padrao(/^\d{7}$/, 'Informe o convênio (7 dígitos).'),
  BOLETO_CARTEIRA: padrao(/^\d{2}$/, 'Informe a carteira (2 dígitos).'),
  BOLETO_AGENCIA_CONTA: texto(40),
  PIX_CHAVE: texto(77),
  // The BR Code's limits: merchant name up to 25 characters, city up to 15.
  PIX_NOME_RECEBEDOR: texto(25),
  PIX_CIDADE: texto(15),
  DIAS_VENCIMENTO_DEBITO: lista(diaDebito, 'Informe dias de vencimento de 1 a 28 separados por vírgula.'),
  // PA Virtual (server only).
  PA_VIRTUAL_URL: https(),
  PA_VIRTUAL_PRODUTOS: lista(
    /^\d{3}\.\d{3}\/\d{2}-\d$/,
    'Informe registros ANS de produto (nnn.nnn/nn-n) separados por vírgula.',
  ),
  // Reimbursement.
  REEMBOLSO_PRAZO_MAXIMO_MESES: inteiro(1, 60),
  REEMBOLSO_VALOR_MINIMO_CENTAVOS: inteiro(1, 100_000_000),
  REEMBOLSO_VALOR_MAXIMO_CENTAVOS: inteiro(1, 100_000_000),
  REEMBOLSO_PRAZO_RESPOSTA_DIAS_UTEIS: inteiro(1, 90),
  REEMBOLSO_ARQUIVOS_NOTAS_FISCAIS: contagemArquivos,
  REEMBOLSO_ARQUIVOS_BOLETINS_ATENDIMENTO: contagemArquivos,
  REEMBOLSO_ARQUIVOS_CONTAS_HOSPITALAR: contagemArquivos,
  REEMBOLSO_ARQUIVOS_SENHAS_AUTORIZACOES: contagemArquivos,
  // Scheduling.
  AGENDAMENTO_MINUTOS_RESERVA: inteiro(1, 120),
  AGENDAMENTO_DIAS_ANTECEDENCIA: inteiro(1, 365),
  AGENDAMENTO_HORAS_LEMBRETE: inteiro(1, 168),
  // Authorisation requests.
  AUTORIZACAO_MAXIMO_ARQUIVOS: inteiro(1, 20),
  // Maintenance notice.
  EM_MANUTENCAO: padrao(/^(true|false)$/, 'Informe true ou false.'),
  MENSAGEM_MANUTENCAO: texto(500),
};

export const isParametroOperadora = (nome: string): nome is NomeParametroOperadora =>
  Object.hasOwn(PARAMETROS_OPERADORA, nome);

export const isParametroPublico = (nome: NomeParametroOperadora): boolean =>
  (PARAMETROS_PUBLICOS as readonly string[]).includes(nome);
