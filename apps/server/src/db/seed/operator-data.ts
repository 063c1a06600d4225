// The fictional operator "Vale Verde Saúde" (ANS 345678): its parameters and service channels.
import type { NomeParametroOperadora } from '../../shared-domain/parametros-operadora.js';
import { MAINTENANCE_FLAG, MAINTENANCE_MESSAGE, type contatosOperadora } from '../schema/operator.js';
import { PARAMETROS_REEMBOLSO, type ParametroReembolso } from '../schema/reembolso.js';
import { PARAMETROS_AGENDAMENTO, type ParametroAgendamento } from '../schema/agendamento.js';
import { PARAMETRO_MAXIMO_ARQUIVOS_AUTORIZACAO } from '../schema/saude.js';
import { DEMO_CONVENIO } from './titulos.js';

/**
 * CAPTCHA_PROVEDOR and CAPTCHA_CHAVE_SITE are absent on purpose: they come from configuration. So are
 * CHATBOT_URL and CHATBOT_LICENCA (issue 10): the fictional operator has no chatbot vendor, and a widget
 * that cannot load (nor pass the CSP) is only a console error on every signed-in page. An operator with a
 * vendor sets both parameters and adds the vendor's origins to CSP_EXTRA_ORIGINS (README). URL_GUIA_MEDICO is
 * absent too (issue 40): the demo's Guia Médico is the portal's own (/guia-medico, its network seeded by
 * rede/); an operator that keeps an external guide sets the parameter and the menus open that instead.
 */
export const OPERATOR_PARAMETERS: { nome: NomeParametroOperadora; valor: string; publico: boolean }[] = [
  { nome: 'NOME_OPERADORA', valor: 'Vale Verde Saúde Cooperativa Médica', publico: true },
  { nome: 'NOME_ABREVIADO', valor: 'Vale Verde Saúde', publico: true },
  { nome: 'ENDERECO', valor: 'Av. das Palmeiras, 1500 - Centro, Campinas - SP, 13010-000', publico: true },
  { nome: 'REGISTRO_ANS', valor: '345678', publico: true },
  { nome: 'FONE_CONTATO', valor: '0800 777 1500', publico: true },
  { nome: 'WHATSAPP_CONTATO', valor: '19987001500', publico: true },
  { nome: 'VLIBRAS_URL', valor: 'https://vlibras.gov.br/app/vlibras-plugin.js', publico: true },
  { nome: 'TAMANHO_MAXIMO_ARQUIVO_MB', valor: '5', publico: false },
  { nome: 'EXTENSOES_PERMITIDAS', valor: 'pdf,jpg,jpeg,png', publico: false },
  { nome: 'URL_CONSULTA_CEP', valor: 'https://viacep.com.br/ws/{cep}/json/', publico: false },
  { nome: 'FONE_AGENDAMENTO_AUTORIZACAO', valor: '(19) 3256-7010', publico: false },
  { nome: 'FONE_AGENDAMENTO_CONTATO', valor: '(19) 3256-7020', publico: false },
  // Billing (issue 12): the boleto's bank and agreement, the Pix receiver, the direct-debit due days.
  { nome: 'CNPJ_OPERADORA', valor: '45987321000160', publico: false },
  { nome: 'BOLETO_BANCO', valor: '001', publico: false },
  { nome: 'BOLETO_CONVENIO', valor: DEMO_CONVENIO, publico: false },
  { nome: 'BOLETO_CARTEIRA', valor: '17', publico: false },
  { nome: 'BOLETO_AGENCIA_CONTA', valor: '3064-3 / 00012345-5', publico: false },
  { nome: 'PIX_CHAVE', valor: '45987321000160', publico: false },
  { nome: 'PIX_NOME_RECEBEDOR', valor: 'Vale Verde Saude', publico: false },
  { nome: 'PIX_CIDADE', valor: 'Campinas', publico: false },
  { nome: 'DIAS_VENCIMENTO_DEBITO', valor: '5,10,15,20,25', publico: false },
  // Reembolso (issue 14): the defaults, written out so an operator sees what to edit.
  ...Object.entries(PARAMETROS_REEMBOLSO).map(([nome, valor]) => ({
    nome: nome as ParametroReembolso,
    valor,
    publico: false,
  })),
  // Solicitar Autorização (issue 15): the default, written out so an operator sees what to edit.
  {
    nome: PARAMETRO_MAXIMO_ARQUIVOS_AUTORIZACAO.nome,
    valor: PARAMETRO_MAXIMO_ARQUIVOS_AUTORIZACAO.padrao,
    publico: false,
  },
  // Agendamento (issue 16): hold minutes, booking window in days, reminder hours before.
  ...Object.entries(PARAMETROS_AGENDAMENTO).map(([nome, valor]) => ({
    nome: nome as ParametroAgendamento,
    valor,
    publico: false,
  })),
  // PA Virtual (issue 17): the Essencial Apartamento product covers it (Maria's and Fernanda's families, and
  // every fresh test family); Clássico and Empresarial do not (Roberto, Lucas).
  { nome: 'PA_VIRTUAL_URL', valor: 'https://pa-virtual.valeverdesaude.example/atendimento', publico: false },
  { nome: 'PA_VIRTUAL_PRODUTOS', valor: '487.654/21-3', publico: false },
  { nome: MAINTENANCE_FLAG, valor: 'false', publico: false },
  {
    nome: MAINTENANCE_MESSAGE,
    valor: 'O Portal do Beneficiário está em manutenção programada. Voltaremos em breve.',
    publico: false,
  },
];

export const OPERATOR_CONTACTS: (typeof contatosOperadora.$inferInsert)[] = [
  {
    chave: 'FONE_SAC',
    descricao: 'Central de Atendimento (SAC)',
    tipo: 'TELEFONE_COMERCIAL',
    valor: '0800 777 1500',
    aceitaWhatsapp: false,
    ordem: 1,
  },
  {
    chave: 'EMAIL_SAC',
    descricao: 'E-mail do SAC',
    tipo: 'EMAIL',
    valor: 'sac@valeverdesaude.example',
    aceitaWhatsapp: false,
    ordem: 2,
  },
  {
    chave: 'FONE_SOS_EMERGENCIA',
    descricao: 'SOS Emergência 24 horas',
    tipo: 'TELEFONE_COMERCIAL',
    valor: '(19) 3256-7190',
    aceitaWhatsapp: false,
    ordem: 3,
  },
  {
    chave: 'FONE_SOS_GERAL',
    descricao: 'SOS Geral (também por WhatsApp)',
    tipo: 'WHATSAPP_COMERCIAL',
    valor: '(19) 98700-1500',
    aceitaWhatsapp: true,
    ordem: 4,
  },
  {
    chave: 'FONE_ANS',
    descricao: 'Disque ANS',
    tipo: 'TELEFONE_COMERCIAL',
    valor: '0800 701 9656',
    aceitaWhatsapp: false,
    ordem: 5,
  },
];
