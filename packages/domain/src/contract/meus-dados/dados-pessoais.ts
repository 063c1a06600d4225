// Spec §7 "Card, portability and personal data" (personal data part) and §3 "Person data", "Address":
// GET /api/beneficiarios/meus-dados/listagem-beneficiarios and /constantes,
// GET /api/v3/beneficiarios/meus-dados/dados/{cpf}, PUT /api/v3/beneficiarios/meus-dados/{cpf}, and
// POST /api/v3/beneficiarios/meus-dados/{cpf}/confirmar-contato (issue 33: a new e-mail or mobile is saved
// only once the code sent to it is entered; docs/decisions/0006).
// The same schema validates the web form and the server body, with the §5 validators.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import {
  TIPOS_CONTATO_VERIFICACAO,
  codigoEnviadoSchema,
  codigoSchema,
} from '../auth/contatos-verificacao.js';
import { defineEndpoint } from '../endpoint.js';
import { listagemBeneficiariosEndpoint } from '../listagem-beneficiarios.js';
import { validateCns } from '../../validation/cns.js';
import { validateEmail } from '../../validation/email.js';
import { validateMaxLength } from '../../validation/length.js';
import { validateName } from '../../validation/name.js';
import { validateDate } from '../../validation/period.js';
import { validatePhone } from '../../validation/phone.js';
import { validateRequired } from '../../validation/required.js';
import { ESTADOS, PAIS_BRASIL, enderecoRespostaSchema, enderecoSchema, isUf, ruled } from './endereco.js';

export const SEXOS = [
  { valor: 'M', nome: 'Masculino' },
  { valor: 'F', nome: 'Feminino' },
] as const;

export const ESTADOS_CIVIS = [
  { valor: 'SOLTEIRO', nome: 'Solteiro(a)' },
  { valor: 'CASADO', nome: 'Casado(a)' },
  { valor: 'UNIAO_ESTAVEL', nome: 'União estável' },
  { valor: 'SEPARADO', nome: 'Separado(a)' },
  { valor: 'DIVORCIADO', nome: 'Divorciado(a)' },
  { valor: 'VIUVO', nome: 'Viúvo(a)' },
] as const;
export type EstadoCivil = (typeof ESTADOS_CIVIS)[number]['valor'];
const ESTADO_CIVIL_VALUES = ESTADOS_CIVIS.map((e) => e.valor) as [EstadoCivil, ...EstadoCivil[]];

/** Spec §3 "telefone (type personal or commercial)". */
export const TIPOS_TELEFONE = [
  { valor: 'PESSOAL', nome: 'Pessoal' },
  { valor: 'COMERCIAL', nome: 'Comercial' },
] as const;
export type TipoTelefone = (typeof TIPOS_TELEFONE)[number]['valor'];

export const ORGAOS_EMISSORES = [
  'SSP',
  'DETRAN',
  'PC',
  'IFP',
  'IGP',
  'SDS',
  'SESP',
  'MD',
  'MRE',
  'OUTRO',
] as const;

const maxLength = (n: number, label: string) => (value: string) => validateMaxLength(value, n, label);
const nameRule = (label: string) =>
  ruled(validateRequired, (v) => validateName(v, label), maxLength(120, label));

/** The editable fields, as the form holds them and the PUT sends them. Dates are dd/MM/yyyy. */
export const dadosPessoaisEditaveisSchema = z.object({
  nomeCompleto: nameRule('Nome completo'),
  sexo: z.enum(['M', 'F'], { error: () => 'Campo obrigatório' }),
  estadoCivil: z.enum(ESTADO_CIVIL_VALUES, { error: () => 'Campo obrigatório' }),
  numeroIdentidade: ruled(validateRequired, maxLength(20, 'Número da identidade'), (v) =>
    /^[0-9A-Za-z.\-/ ]+$/.test(v) ? null : 'Número da identidade inválido',
  ),
  dataEmissao: ruled(validateRequired, (v) => validateDate(v)),
  ufEmissao: ruled(validateRequired, (v) => (isUf(v) ? null : 'UF de emissão inválido')),
  orgaoEmissao: ruled(
    validateRequired,
    (v) => validateName(v, 'Órgão emissor'),
    maxLength(20, 'Órgão emissor'),
  ),
  paisEmissao: z.literal(PAIS_BRASIL, { error: () => 'País de emissão inválido' }),
  cartaoNacionalSaude: ruled(validateRequired, (v) => validateCns(v)),
  nomeMae: nameRule('Nome da mãe'),
  email: ruled(validateRequired, (v) => validateEmail(v), maxLength(120, 'E-mail')),
  telefone: ruled(validateRequired, (v) => validatePhone(v)),
  tipoTelefone: z.enum(['PESSOAL', 'COMERCIAL'], { error: () => 'Campo obrigatório' }),
  endereco: enderecoSchema,
  /** Billing address; null = same as the main one. */
  enderecoCobranca: enderecoSchema.nullable(),
});
export type DadosPessoaisEditaveis = z.infer<typeof dadosPessoaisEditaveisSchema>;

/** GET /api/v3/beneficiarios/meus-dados/dados/{cpf} (inside `dados`), and the PUT's answer. */
export const dadosPessoaisSchema = z.object({
  cpf: z.string(),
  dataNascimento: z.string(),
  nomeCompleto: z.string(),
  sexo: z.string(),
  estadoCivil: z.string(),
  numeroIdentidade: z.string(),
  dataEmissao: z.string(),
  ufEmissao: z.string(),
  orgaoEmissao: z.string(),
  paisEmissao: z.string(),
  cartaoNacionalSaude: z.string(),
  nomeMae: z.string(),
  email: z.string(),
  telefone: z.string(),
  tipoTelefone: z.string(),
  endereco: enderecoRespostaSchema,
  enderecoCobranca: enderecoRespostaSchema.nullable(),
  /** The caller may change this person's data (funcao-alterar-dados-pessoais). */
  alteravel: z.boolean(),
});
export type DadosPessoais = z.infer<typeof dadosPessoaisSchema>;

/**
 * The PUT's answer: the data as saved, and the new contacts waiting for their code (masked, as the code
 * message's destination). A new e-mail or mobile is not in the data until confirmed.
 */
export const dadosPessoaisAlteradosSchema = dadosPessoaisSchema.extend({
  contatosPendentes: z.array(codigoEnviadoSchema),
});
export type DadosPessoaisAlterados = z.infer<typeof dadosPessoaisAlteradosSchema>;

/** Confirming a new contact: which one, the exact value the code was sent to, and the code. */
export const confirmarContatoBodySchema = z.object({
  tipo: z.enum(TIPOS_CONTATO_VERIFICACAO),
  valor: z.string().trim().min(1).max(120),
  codigo: codigoSchema,
});
export type ConfirmarContatoBody = z.infer<typeof confirmarContatoBodySchema>;

// Issue 33's texts live in contato-mensagens.ts, free of zod: the screen imports them there, and this
// module (its form's schema) after its first paint (issue 37).
export { CONTATO_MESSAGES } from './contato-mensagens.js';

export const cpfParamsSchema = z.object({ cpf: z.string().regex(/^\d{11}$/, 'CPF inválido') });

/** GET /api/beneficiarios/meus-dados/constantes: the choices of the form's selects. */
export const constantesDadosPessoaisSchema = z.object({
  sexos: z.array(z.object({ valor: z.string(), nome: z.string() })),
  estadosCivis: z.array(z.object({ valor: z.string(), nome: z.string() })),
  tiposTelefone: z.array(z.object({ valor: z.string(), nome: z.string() })),
  orgaosEmissores: z.array(z.string()),
  estados: z.array(z.object({ sigla: z.string(), nome: z.string() })),
  paises: z.array(z.string()),
});
export type ConstantesDadosPessoais = z.infer<typeof constantesDadosPessoaisSchema>;

export const CONSTANTES_DADOS_PESSOAIS: ConstantesDadosPessoais = {
  sexos: [...SEXOS],
  estadosCivis: [...ESTADOS_CIVIS],
  tiposTelefone: [...TIPOS_TELEFONE],
  orgaosEmissores: [...ORGAOS_EMISSORES],
  estados: [...ESTADOS],
  paises: [PAIS_BRASIL],
};

const tags = ['meus-dados'];

/** Dados pessoais (spec §7), behind tela-meus-dados; the person's data travel in the /v3 envelope. */
export const dadosPessoaisEndpoints = {
  listagem: listagemBeneficiariosEndpoint(
    '/beneficiarios/meus-dados/listagem-beneficiarios',
    TELA.meusDados,
    tags,
    'Beneficiários cujos dados pessoais o usuário pode ver',
    'listarBeneficiariosDadosPessoais',
  ),
  constantes: defineEndpoint({
    operationId: 'obterConstantesDadosPessoais',
    method: 'GET',
    path: '/beneficiarios/meus-dados/constantes',
    access: TELA.meusDados,
    response: constantesDadosPessoaisSchema,
    summary: 'Opções do formulário de dados pessoais',
    description:
      'As opções do formulário de dados pessoais: sexos, estados civis, tipos de telefone, órgãos emissores, estados e países.',
    tags,
  }),
  dados: defineEndpoint({
    operationId: 'obterDadosPessoais',
    method: 'GET',
    path: '/v3/beneficiarios/meus-dados/dados/:cpf',
    access: TELA.meusDados,
    envelope: true,
    params: cpfParamsSchema,
    response: dadosPessoaisSchema,
    summary: 'Dados pessoais, contatos e endereços de um beneficiário',
    description:
      'Os dados pessoais, contatos e endereços (principal e de cobrança) de um beneficiário que o usuário vê. Responde no envelope { dados, erro }.',
    tags,
  }),
  alterar: defineEndpoint({
    operationId: 'alterarDadosPessoais',
    erros: [429],
    method: 'PUT',
    path: '/v3/beneficiarios/meus-dados/:cpf',
    access: TELA.meusDados,
    envelope: true,
    params: cpfParamsSchema,
    body: dadosPessoaisEditaveisSchema,
    response: dadosPessoaisAlteradosSchema,
    summary:
      'Altera dados pessoais, contatos e endereços (histórico com valores antigos e novos); um novo e-mail ou celular recebe um código e só é salvo depois de confirmado',
    description:
      'Altera dados pessoais, contatos e endereços do beneficiário, com as regras de cada campo (400 com campos); cada mudança fica no histórico com o valor antigo e o novo. Um novo e-mail ou celular não é salvo aqui: recebe um código e só vale depois de confirmado (POST …/confirmar-contato). Responde no envelope { dados, erro }.',
    tags,
  }),
  confirmarContato: defineEndpoint({
    operationId: 'confirmarContato',
    erros: [429],
    method: 'POST',
    path: '/v3/beneficiarios/meus-dados/:cpf/confirmar-contato',
    access: TELA.meusDados,
    envelope: true,
    params: cpfParamsSchema,
    body: confirmarContatoBodySchema,
    response: dadosPessoaisSchema,
    summary:
      'Confirma um novo e-mail ou celular com o código enviado a ele (5 tentativas, 10 minutos) e o salva; o contato antigo recebe um aviso',
    description:
      'Confirma um novo e-mail ou celular com o código enviado a ele (5 tentativas, 10 minutos) e só então o salva; o contato antigo recebe um aviso da troca. Responde no envelope { dados, erro }.',
    tags,
  }),
};
