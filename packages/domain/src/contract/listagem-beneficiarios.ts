// Spec §3 "Beneficiary list item": the `listagem-beneficiarios` answer of every screen with a beneficiary
// picker (dados pessoais, 2ª via, portabilidade, reembolso, autorizações…). Either the three arrays, or
// — when there is nothing to pick — the same arrays empty plus a friendly message (spec §8).
import { z } from 'zod';
import type { TelaPermission } from '../access/permissions.js';
import { TIPO_MENSAGEM } from './common.js';
import { defineEndpoint } from './endpoint.js';

export const TIPOS_BENEFICIARIO_LISTAGEM = ['Contratante', 'Titular', 'Dependente'] as const;
export type TipoBeneficiarioListagem = (typeof TIPOS_BENEFICIARIO_LISTAGEM)[number];

export const beneficiarioListagemSchema = z.object({
  /** nomeCompleto of the person. */
  nome: z.string(),
  /** Digits only. */
  cpf: z.string(),
  /** Card numbers (digits) the person holds in the caller's visible contracts; none for a contratante. */
  carteiras: z.array(z.string()),
  tipo: z.enum(TIPOS_BENEFICIARIO_LISTAGEM),
});
export type BeneficiarioListagem = z.infer<typeof beneficiarioListagemSchema>;

export const listagemBeneficiariosSchema = z.object({
  contratantes: z.array(beneficiarioListagemSchema),
  titulares: z.array(beneficiarioListagemSchema),
  dependentes: z.array(beneficiarioListagemSchema),
  /**
   * Health screens (issue 33): the people of the family left out because the caller may not see their health
   * data here, each with why ('João tem 18 anos ou mais: peça a ele acesso aos dados de saúde.').
   */
  ocultos: z.array(z.object({ nome: z.string(), motivo: z.string() })).optional(),
  mensagem: z.string().optional(),
  mensagemAmigavel: z.string().optional(),
  tipoMensagem: z.enum(TIPO_MENSAGEM).optional(),
});
export type ListagemBeneficiarios = z.infer<typeof listagemBeneficiariosSchema>;

export { allBeneficiarios } from './beneficiarios-todos.js';

/**
 * Spec §3 "Card (wallet)": what a card picker lists. With the plan's name and segmentation (issue 37), so a
 * member with a medical and a dental card knows which is which.
 */
export const carteiraSchema = z.object({
  codigo: z.string(),
  nomeCompleto: z.string(),
  plano: z.string().meta({ description: 'Nome do plano do contrato do cartão.' }),
  segmentacao: z.string().meta({ description: 'Segmentação assistencial do plano (ex.: Odontológico).' }),
});
export type Carteira = z.infer<typeof carteiraSchema>;

const LISTAGEM_DESCRICAO =
  'O seletor de beneficiário da tela: as pessoas do grupo familiar que o usuário pode escolher, em contratantes, titulares e dependentes (nome, CPF e carteiras). Sem ninguém para escolher, as listas vêm vazias com uma mensagem amigável.';

/**
 * The `…/listagem-beneficiarios` endpoint of a screen, behind that screen's own permission. `detalhe` is
 * what this screen's list adds to the common description (whom it leaves out, and why).
 */
export const listagemBeneficiariosEndpoint = <const P extends string, const A extends TelaPermission>(
  path: P,
  access: A,
  tags: readonly string[],
  summary: string,
  operationId: string,
  detalhe = '',
) =>
  defineEndpoint({
    method: 'GET',
    path,
    access,
    response: listagemBeneficiariosSchema,
    operationId,
    summary,
    description: `${LISTAGEM_DESCRICAO}${detalhe ? ` ${detalhe}` : ''}`,
    tags,
  });
