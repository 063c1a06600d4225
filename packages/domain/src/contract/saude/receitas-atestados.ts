// Receitas e Atestados Digitais (spec §2 "Prescriptions and certificates: list and open one", §7
// "Prescriptions", issue 15), behind tela-receitas-e-atestados:
//   GET /beneficiarios/receitas-e-atestados/listagem-beneficiarios   the picker
//   GET /beneficiarios/receitas-e-atestados?cpf                       the documents of one beneficiary
//   GET /beneficiarios/receitas-e-atestados/{id}                      one document (PDF; new window on mobile)
// A document of another family is 404. Opening one counts as a use of the resource 'prescription'.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { ARQUIVO_PDF, cpfDigitsSchema, isoDate, TIPO_MENSAGEM } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { listagemBeneficiariosEndpoint } from '../listagem-beneficiarios.js';
import { medicoSchema } from './autorizacoes.js';
import { TIPOS_DOCUMENTO_CLINICO_CODIGOS } from './receitas-atestados-tipos.js';

export * from './receitas-atestados-tipos.js';

export const receitasAtestadosQuerySchema = z.object({ cpf: cpfDigitsSchema });

export const documentoClinicoSchema = z.object({
  /** Opaque id (UUID): the open call's path. */
  id: z.string(),
  tipo: z.enum(TIPOS_DOCUMENTO_CLINICO_CODIGOS),
  /** 'Receita de controle especial', 'Atestado de comparecimento'… */
  titulo: z.string(),
  dataEmissao: isoDate,
  medico: medicoSchema,
  /** Prescriptions: the last day it can be dispensed; null for certificates. */
  validade: isoDate.nullable(),
  /** A prescription past its validity (the screen says so; it can still be opened). */
  vencida: z.boolean(),
});
export type DocumentoClinico = z.infer<typeof documentoClinicoSchema>;

export const receitasAtestadosSchema = z.object({
  cpf: z.string(),
  nome: z.string(),
  /** Newest first. */
  documentos: z.array(documentoClinicoSchema),
  mensagemAmigavel: z.string().optional(),
  tipoMensagem: z.enum(TIPO_MENSAGEM).optional(),
});
export type ReceitasAtestados = z.infer<typeof receitasAtestadosSchema>;

export const documentoParamsSchema = z.object({ id: z.string().uuid('Documento não encontrado.') });

const tags = ['receitas-e-atestados'];
const BASE = '/beneficiarios/receitas-e-atestados';
const access = TELA.receitasAtestados;

export const receitasAtestadosEndpoints = {
  listagem: listagemBeneficiariosEndpoint(
    `${BASE}/listagem-beneficiarios`,
    access,
    tags,
    'Beneficiários cujas receitas e atestados o usuário pode ver',
    'listarBeneficiariosReceitasAtestados',
    'Quem o usuário não pode ver aqui (dados de saúde de outra pessoa sem autorização dela) vem em ocultos, com o motivo.',
  ),
  documentos: defineEndpoint({
    operationId: 'listarReceitasAtestados',
    method: 'GET',
    path: BASE,
    access,
    query: receitasAtestadosQuerySchema,
    response: receitasAtestadosSchema,
    summary: 'Receitas e atestados digitais do beneficiário, do mais recente ao mais antigo',
    description:
      'As receitas e os atestados digitais do beneficiário, do mais recente ao mais antigo, com a validade de cada receita.',
    tags,
  }),
  documento: defineEndpoint({
    operationId: 'baixarReceitaAtestado',
    method: 'GET',
    path: `${BASE}/:id`,
    access,
    uso: 'RECEITA',
    params: documentoParamsSchema,
    response: ARQUIVO_PDF,
    summary: 'Abre uma receita ou um atestado (PDF)',
    description:
      'Uma receita ou um atestado digital em PDF (o documento assinado). De outra família, ou sem autorização para ver os dados de saúde do beneficiário, não é entregue.',
    tags,
  }),
};
