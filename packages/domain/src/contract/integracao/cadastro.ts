// The operator ERP's cadastro (issue 19, decision 0024 "Cadastro"): contracts with their plan and family
// group, beneficiaries (the person and the membership) and cards, each batch keyed by the ERP's own ids and
// referring to each other by them — a beneficiary's `contratoIdErp` and `titularIdErp`, a card's
// `beneficiarioIdErp`. The same tables the member screens read (Meu Plano, Cartão Virtual, first access).
// A family group has no data of its own besides its code, so it is not a record: a contract names it by
// `familiaIdErp` and the first contract that does creates it.
import { z } from 'zod';
import { MESSAGES } from '../../messages.js';
import { isValidCnsDigits } from '../../validation/cns.js';
import { isValidCpfDigits } from '../../validation/cpf.js';
import { isValidEmail } from '../../validation/email.js';
import { validateName } from '../../validation/name.js';
import { validateMobilePhone } from '../../validation/phone.js';
import { isoDate } from '../common.js';
import { codigoPlanoSchema } from '../meus-dados/contratos.js';
import { defineEndpoint } from '../endpoint.js';
import { integracaoAccess } from './escopos.js';
import {
  erroIntegracaoSchema,
  idErpSchema,
  INTEGRACAO_LOTE_MAXIMO,
  resultadoLoteSchema,
} from './integracao.js';

/** A lone UTF-16 surrogate or a control character: text that would not be stored as it was sent. */
export const MALFORMADO =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
  /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u;
/** Free text of the ERP: trimmed, 1–max characters, no control characters or lone surrogates. */
export const texto = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((v) => !MALFORMADO.test(v));
const nome = z
  .string()
  .trim()
  .min(2)
  .max(120)
  .refine((v) => validateName(v, 'Nome') === null);

/** Stored statuses of a contract the ERP may send (the member's RN 412 cancellation writes CANCELADO too). */
export const SITUACOES_CONTRATO_ERP = ['ATIVO', 'CANCELADO'] as const;

/** A plan contract with its product's data (Meu Plano shows them) and the ERP id of its family group. */
export const contratoErpSchema = z
  .object({
    idErp: idErpSchema,
    familiaIdErp: idErpSchema,
    /** The contract's public number (the plan code in the member's URLs). */
    codigo: codigoPlanoSchema,
    plano: texto(200),
    segmentacao: texto(200),
    /** ANS registration number of the product ('487.654/21-3'). */
    registroAnsProduto: z.string().regex(/^\d{3}\.\d{3}\/\d{2}-\d$/),
    tipoContratacao: texto(100),
    acomodacao: texto(100).nullish(),
    abrangencia: texto(100).nullish(),
    dataInicio: isoDate,
    situacao: z.enum(SITUACOES_CONTRATO_ERP),
  })
  .strict();
export type ContratoErp = z.infer<typeof contratoErpSchema>;

/** The ERP's membership types (a contratante pays and holds no plan). */
export const TIPOS_BENEFICIARIO_ERP = ['CONTRATANTE', 'TITULAR', 'DEPENDENTE'] as const;

/**
 * A membership and its person. The person is the CPF (one person per CPF, in every contract): the ERP owns
 * the registry fields; e-mail and mobile are written only when the person is created (they are what first
 * access sends the code to) and are the member's to keep up to date afterwards, in Meus Dados.
 */
export const beneficiarioErpSchema = z
  .object({
    idErp: idErpSchema,
    contratoIdErp: idErpSchema,
    tipo: z.enum(TIPOS_BENEFICIARIO_ERP),
    /** A dependant's titular: a TITULAR membership of the same contract. */
    titularIdErp: idErpSchema.nullish(),
    parentesco: texto(60).nullish(),
    dataInclusao: isoDate,
    /** The membership ends on this day: from it on, the member's screens no longer show it. */
    dataExclusao: isoDate.nullish(),
    cpf: z.string().refine(isValidCpfDigits, MESSAGES.invalidCpf),
    nomeCompleto: nome,
    dataNascimento: isoDate,
    sexo: z.enum(['M', 'F']),
    nomeMae: nome.nullish(),
    cns: z.string().refine(isValidCnsDigits).nullish(),
    email: z.string().trim().max(254).refine(isValidEmail).nullish(),
    celular: z
      .string()
      .regex(/^\d{11}$/)
      .refine((v) => validateMobilePhone(v) === null)
      .nullish(),
  })
  .strict();
export type BeneficiarioErp = z.infer<typeof beneficiarioErpSchema>;

/** A card as the operator issued it, keyed by its printed number. */
export const cartaoErpSchema = z
  .object({
    /** The card number printed on the card: the ERP's own identifier of a card. */
    numero: z.string().regex(/^\d{6,20}$/),
    beneficiarioIdErp: idErpSchema,
    validade: isoDate,
    via: z.number().int().min(1).max(99),
  })
  .strict();
export type CartaoErp = z.infer<typeof cartaoErpSchema>;

const registros = z.array(z.unknown()).min(1).max(INTEGRACAO_LOTE_MAXIMO);

/** Each record is checked on its own by the server, so one bad record is one error. */
export const loteContratosSchema = z.object({ contratos: registros }).strict();
export const loteBeneficiariosSchema = z.object({ beneficiarios: registros }).strict();
export const loteCartoesSchema = z.object({ cartoes: registros }).strict();

const tags = ['cadastro'];
const access = integracaoAccess('cadastro:escrita');
const resumo = (oQue: string, chave = 'idErp') =>
  `Inclui ou atualiza até ${INTEGRACAO_LOTE_MAXIMO} ${oQue} pelo ${chave}; cada registro tem o seu resultado`;

export const integracaoCadastroEndpoints = {
  contratos: defineEndpoint({
    operationId: 'gravarContratos',
    method: 'PUT',
    path: '/contratos',
    access,
    body: loteContratosSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: resumo('contratos (com o plano e o grupo familiar)'),
    summary: 'Inclui ou atualiza contratos',
    tags,
  }),
  beneficiarios: defineEndpoint({
    operationId: 'gravarBeneficiarios',
    method: 'PUT',
    path: '/beneficiarios',
    access,
    body: loteBeneficiariosSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: resumo('beneficiários (a pessoa e o vínculo ao contrato)'),
    summary: 'Inclui ou atualiza beneficiários',
    tags,
  }),
  cartoes: defineEndpoint({
    operationId: 'gravarCartoes',
    method: 'PUT',
    path: '/cartoes',
    access,
    body: loteCartoesSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: resumo('cartões', 'número'),
    summary: 'Inclui ou atualiza cartões',
    tags,
  }),
};
