// Spec §7 "Address": GET /api/endereco?cep, /api/endereco/estado?pais, /api/endereco/cidade?pais,uf,cidade,
// and the address fields of spec §3 (main and billing) shared by personal data and card reissue.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { INPUT_MAX_LENGTH_DEFAULT } from '../../constants.js';
import { validateCep } from '../../validation/cep.js';
import { validateMaxLength } from '../../validation/length.js';
import { validateNumberNotStartingWithZero } from '../../validation/number.js';
import { validateRequired, type ValidationResult } from '../../validation/required.js';
import { UFS, isUf } from './endereco-estados.js';

// The country and the states live in endereco-estados.ts, free of zod: screens that only list the states
// or check a UF import them there, without this module's schemas (issue 37).
export { ESTADOS, PAIS_BRASIL, UFS, isUf, type Uf } from './endereco-estados.js';

export const TIPOS_ENDERECO = ['RESIDENCIAL', 'COBRANCA'] as const;
export type TipoEndereco = (typeof TIPOS_ENDERECO)[number];

/** A zod string checked by domain validators in order (the first message wins), as the web form does. */
export const ruled = (...validators: ((value: string) => ValidationResult)[]) =>
  z.string().superRefine((value, context) => {
    for (const validate of validators) {
      const message = validate(value);
      if (message) {
        context.addIssue({ code: 'custom', message });
        return;
      }
    }
  });

const max = (n: number, label: string) => (value: string) => validateMaxLength(value, n, label);
const optionalText = (label: string, n = INPUT_MAX_LENGTH_DEFAULT) => ruled(max(n, label));
const requiredText = (label: string, n = INPUT_MAX_LENGTH_DEFAULT) => ruled(validateRequired, max(n, label));
const ufRule = ruled(validateRequired, (value) => (isUf(value) ? null : 'UF inválido'));

/** Spec §3 "Address": cep '00000-000', numero or the no-number flag, complemento optional. */
export const enderecoSchema = z
  .object({
    cep: ruled(validateRequired, (value) => validateCep(value)),
    logradouro: requiredText('Logradouro'),
    numero: optionalText('Número', 10),
    semNumero: z.boolean(),
    complemento: optionalText('Complemento', 100),
    bairro: requiredText('Bairro', 100),
    cidade: requiredText('Cidade', 100),
    uf: ufRule,
  })
  .superRefine((endereco, context) => {
    // Either a number (not starting with zero) or the no-number flag.
    const message = endereco.semNumero
      ? null
      : (validateRequired(endereco.numero) ?? validateNumberNotStartingWithZero(endereco.numero));
    if (message) context.addIssue({ code: 'custom', path: ['numero'], message });
  });
export type Endereco = z.infer<typeof enderecoSchema>;

/** The same fields as answered by the server: plain shapes (a stored address may be incomplete). */
export const enderecoRespostaSchema = z.object({
  cep: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  semNumero: z.boolean(),
  complemento: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
});

/** GET /api/endereco?cep=00000-000 */
export const consultaCepQuerySchema = z.object({ cep: ruled(validateRequired, (v) => validateCep(v)) });
/** What a CEP tells: a street CEP fills everything; a city or state range leaves the rest to the member. */
export const consultaCepResponseSchema = z.object({
  cep: z.string(),
  logradouro: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.enum(UFS),
});
export type ConsultaCep = z.infer<typeof consultaCepResponseSchema>;

const paisQuery = z.string().max(60).optional();

/** GET /api/endereco/estado?pais=Brasil */
export const estadosQuerySchema = z.object({ pais: paisQuery });
export const estadosResponseSchema = z.array(z.object({ sigla: z.enum(UFS), nome: z.string() }));

/** GET /api/endereco/cidade?pais=Brasil&uf=SP&cidade=camp — cities of a state, optionally by name. */
export const cidadesQuerySchema = z.object({
  pais: paisQuery,
  uf: z.enum(UFS, { error: () => 'UF inválido' }),
  cidade: z.string().max(100).optional(),
});
export const cidadesResponseSchema = z.array(z.object({ nome: z.string(), uf: z.enum(UFS) }));
export type Cidade = z.infer<typeof cidadesResponseSchema>[number];
export type Estado = z.infer<typeof estadosResponseSchema>[number];

const tags = ['endereco'];

/** Address lookups (spec §7 "Address"): any signed-in member, for every form with an address. */
export const enderecoEndpoints = {
  cep: defineEndpoint({
    operationId: 'consultarCep',
    method: 'GET',
    path: '/endereco',
    access: 'session',
    query: consultaCepQuerySchema,
    response: consultaCepResponseSchema,
    summary: 'Endereço de um CEP (tabela local; serviço externo se configurado)',
    description: 'O endereço de um CEP, da tabela local do portal ou, se configurado, de um serviço externo.',
    tags,
  }),
  estados: defineEndpoint({
    operationId: 'listarEstados',
    method: 'GET',
    path: '/endereco/estado',
    access: 'session',
    query: estadosQuerySchema,
    response: estadosResponseSchema,
    summary: 'Estados (UF) do país',
    description: 'Os estados (UF) do país, para os formulários de endereço.',
    tags,
  }),
  cidades: defineEndpoint({
    operationId: 'listarCidades',
    method: 'GET',
    path: '/endereco/cidade',
    access: 'session',
    query: cidadesQuerySchema,
    response: cidadesResponseSchema,
    summary: 'Cidades de uma UF, filtradas pelo nome digitado',
    description: 'As cidades de uma UF, filtradas pelo nome digitado, para os formulários de endereço.',
    tags,
  }),
};
