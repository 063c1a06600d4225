// Carta de portabilidade (spec §7 "Card, portability and personal data"): the plan members the caller may
// see, then one member's letter as a PDF — GET /api/beneficiarios/carta-portabilidade/listagem-beneficiarios
// and /{cpf}.
import { TELA } from '../../access/permissions.js';
import { ARQUIVO_PDF } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { listagemBeneficiariosEndpoint } from '../listagem-beneficiarios.js';
import { cpfParamsSchema } from './dados-pessoais.js';

const tags = ['carta-portabilidade'];

/** Carta de portabilidade, behind tela-carta-portabilidade. */
export const cartaPortabilidadeEndpoints = {
  listagem: listagemBeneficiariosEndpoint(
    '/beneficiarios/carta-portabilidade/listagem-beneficiarios',
    TELA.cartaPortabilidade,
    tags,
    'Beneficiários (titulares e dependentes) que podem emitir a carta',
    'listarBeneficiariosCartaPortabilidade',
  ),
  pdf: defineEndpoint({
    operationId: 'baixarCartaPortabilidade',
    method: 'GET',
    path: '/beneficiarios/carta-portabilidade/:cpf',
    access: TELA.cartaPortabilidade,
    params: cpfParamsSchema,
    response: ARQUIVO_PDF,
    summary: 'Carta de portabilidade de carências (PDF)',
    description: 'A carta de portabilidade de carências do beneficiário (CPF do seletor) em PDF.',
    tags,
  }),
};
