// The operator's network for the Guia Médico (issue 40, decision 0047): the operator's systems publish the
// network members search — products (plans, by ANS registration), the catalogue of specialities and services
// (with the words members use), providers (a professional with council registration or a company with CNPJ,
// with the ANS quality attributes), their locations (address, coordinates, phones, hours, what they offer and
// to which products) and network changes (a location leaving on a date, with its substitute). Each kind is
// keyed by the ERP's own id (products by registroAns, services by codigo) and refers to the others by those
// keys; the answer is the batch answer of every kind (integracao.ts). Order of a first load: produtos and
// servicos, then prestadores, then locais, then alteracoes.
import { z } from 'zod';
import { isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { UFS } from '../meus-dados/endereco-estados.js';
import {
  HORARIOS_FUNCIONAMENTO_MAXIMO,
  periodoFuncionamentoCamposSchema,
} from '../facilidades/pontos-atendimento.js';
import {
  ACESSIBILIDADE_REDE_CODIGOS,
  ATRIBUTOS_QUALIDADE_CODIGOS,
  CONSELHOS_REDE,
  SEGMENTOS_PRODUTO_REDE,
  TIPOS_LOCAL_REDE,
  TIPOS_PESSOA_REDE,
  TIPOS_SERVICO_REDE,
} from '../facilidades/rede-codigos.js';
import { texto } from './cadastro.js';
import { integracaoAccess } from './escopos.js';
import {
  erroIntegracaoSchema,
  idErpSchema,
  INTEGRACAO_LOTE_MAXIMO,
  resultadoLoteSchema,
} from './integracao.js';

/** ANS registration of a product ('487.654/21-3'), as contracts carry it (contratos.registro_ans_produto). */
export const registroAnsSchema = z.string().regex(/^\d{3}\.\d{3}\/\d{2}-\d$/);
/** A catalogue code ('ORTOPEDIA', 'RAIO_X'): the member's searches and filters carry it. */
export const codigoServicoRedeSchema = z.string().regex(/^[A-Z0-9_]{1,30}$/);
/** An own unit's code in /prestadores (agenda.ts). */
const codigoUnidade = z.string().regex(/^[A-Za-z0-9._-]{1,20}$/);

/** Most services a location lists, products a location belongs to, synonyms of an entry. */
export const REDE_SERVICOS_POR_LOCAL_MAXIMO = 500;
export const REDE_PRODUTOS_POR_LOCAL_MAXIMO = 200;
export const REDE_SINONIMOS_MAXIMO = 30;

export const produtoRedeErpSchema = z
  .object({
    registroAns: registroAnsSchema,
    /** The commercial name members know ('Unimax Essencial Enfermaria'). */
    nome: texto(200),
    segmento: z.enum(SEGMENTOS_PRODUTO_REDE),
    /** Offered to a visitor choosing a plan on the public guide (a product no longer sold: false). */
    ativo: z.boolean().default(true),
  })
  .strict();
export type ProdutoRedeErp = z.infer<typeof produtoRedeErpSchema>;

export const servicoRedeErpSchema = z
  .object({
    codigo: codigoServicoRedeSchema,
    nome: texto(120),
    tipo: z.enum(TIPOS_SERVICO_REDE),
    /** Other words members type for it ('ortopedista', 'traumatologista'); the list replaces the stored one. */
    sinonimos: z.array(texto(80)).max(REDE_SINONIMOS_MAXIMO).default([]),
  })
  .strict();
export type ServicoRedeErp = z.infer<typeof servicoRedeErpSchema>;

/**
 * A provider: a professional (PF: conselho, conselhoNumero and conselhoUf) or a company (PJ: a CNPJ whose check
 * digits hold; a council registration is optional). `qualidade` (the ANS attributes) replaces the stored list.
 */
export const prestadorRedeErpSchema = z
  .object({
    idErp: idErpSchema,
    tipoPessoa: z.enum(TIPOS_PESSOA_REDE),
    /** Legal name (PJ) or the professional's name (PF). */
    nome: texto(200),
    /** Trade name (PJ), how members know it. */
    nomeFantasia: texto(200).nullish(),
    conselho: z.enum(CONSELHOS_REDE).nullish(),
    conselhoNumero: z
      .string()
      .regex(/^[0-9A-Za-z]{1,20}$/)
      .nullish(),
    conselhoUf: z.enum(UFS).nullish(),
    /** 14 digits, no punctuation. */
    cnpj: z
      .string()
      .regex(/^\d{14}$/)
      .nullish(),
    qualidade: z
      .array(z.enum(ATRIBUTOS_QUALIDADE_CODIGOS))
      .max(ATRIBUTOS_QUALIDADE_CODIGOS.length)
      .default([]),
  })
  .strict();
export type PrestadorRedeErp = z.infer<typeof prestadorRedeErpSchema>;

/**
 * Where a provider sees members. Coordinates in decimal degrees, inside Brazil (the search measures distance by
 * them). `servicos` (catalogue codes) and `produtos` (ANS registrations) must exist and replace the location's
 * links as a whole, as `horarios`, `telefones` and `acessibilidade` replace theirs (left out: none).
 * `unidadeAgendamentoCodigo` names the operator's own unit (/prestadores, proprio) where Novo Agendamento books.
 */
export const localRedeErpSchema = z
  .object({
    idErp: idErpSchema,
    prestadorIdErp: idErpSchema,
    tipo: z.enum(TIPOS_LOCAL_REDE),
    /** The location's own name ('Unidade Cambuí'); left out, members see the provider's. */
    nome: texto(200).nullish(),
    logradouro: texto(200),
    numero: texto(20),
    complemento: texto(100).nullish(),
    bairro: texto(100),
    cidade: texto(100),
    uf: z.enum(UFS),
    /** 8 digits, no hyphen. */
    cep: z.string().regex(/^\d{8}$/),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    /** Area code + number, digits only, in the order to show. */
    telefones: z
      .array(z.string().regex(/^\d{10,11}$/))
      .max(5)
      .default([]),
    /**
     * Weekly periods (dia 0 = domingo … 6 = sábado, abre/fecha 'HH:MM' on the operator's clock, '24:00' for
     * midnight), as /prestadores takes them.
     */
    horarios: z.array(periodoFuncionamentoCamposSchema).max(HORARIOS_FUNCIONAMENTO_MAXIMO).default([]),
    prontoSocorro24h: z.boolean().default(false),
    telemedicina: z.boolean().default(false),
    acessibilidade: z
      .array(z.enum(ACESSIBILIDADE_REDE_CODIGOS))
      .max(ACESSIBILIDADE_REDE_CODIGOS.length)
      .default([]),
    servicos: z.array(codigoServicoRedeSchema).max(REDE_SERVICOS_POR_LOCAL_MAXIMO).default([]),
    produtos: z.array(registroAnsSchema).max(REDE_PRODUTOS_POR_LOCAL_MAXIMO).default([]),
    unidadeAgendamentoCodigo: codigoUnidade.nullish(),
  })
  .strict();
export type LocalRedeErp = z.infer<typeof localRedeErpSchema>;

/**
 * A location leaving the network (Lei 9.656/98 art. 17): from `dataSaida` (the first day it no longer serves, the
 * operator's calendar) the search stops offering it; members of its products see the notice 30 days before.
 * The substitute is another location of the network. `removido: true` withdraws the change (the location stays
 * after all): the other fields may then be left out; an unknown or already withdrawn change is `inalterado`.
 */
export const alteracaoRedeErpSchema = z
  .object({
    idErp: idErpSchema,
    removido: z.boolean().optional(),
    localIdErp: idErpSchema.optional(),
    dataSaida: isoDate.optional(),
    substitutoLocalIdErp: idErpSchema.nullish(),
    /** Why, in words for members ('Encerramento das atividades'). */
    motivo: texto(500).nullish(),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.removido) return;
    for (const campo of ['localIdErp', 'dataSaida'] as const) {
      if (a[campo] === undefined) ctx.addIssue({ code: 'custom', path: [campo], message: 'obrigatório' });
    }
  })
  .transform((a): AlteracaoRedeErp =>
    a.removido
      ? { idErp: a.idErp, removido: true }
      : {
          idErp: a.idErp,
          removido: false,
          localIdErp: a.localIdErp!,
          dataSaida: a.dataSaida!,
          substitutoLocalIdErp: a.substitutoLocalIdErp ?? null,
          motivo: a.motivo ?? null,
        },
  );
export type AlteracaoRedeErp =
  | { idErp: string; removido: true }
  | {
      idErp: string;
      removido: false;
      localIdErp: string;
      dataSaida: string;
      substitutoLocalIdErp: string | null;
      motivo: string | null;
    };

/**
 * A batch's records: any value for the server (each record is judged on its own, lote.ts, so one bad record is
 * one `erro` and never a 400 for the batch) and the record's own schema in the published document, so an ERP's
 * generated client types what it sends.
 */
export const registros = (schema: z.ZodType) => {
  const { $schema: _, ...documentado } = z.toJSONSchema(schema, { io: 'input' });
  return z.array(z.unknown().meta(documentado)).min(1).max(INTEGRACAO_LOTE_MAXIMO);
};
export const loteProdutosRedeSchema = z.object({ produtos: registros(produtoRedeErpSchema) }).strict();
export const loteServicosRedeSchema = z.object({ servicos: registros(servicoRedeErpSchema) }).strict();
export const lotePrestadoresRedeSchema = z
  .object({ prestadores: registros(prestadorRedeErpSchema) })
  .strict();
export const loteLocaisRedeSchema = z.object({ locais: registros(localRedeErpSchema) }).strict();
export const loteAlteracoesRedeSchema = z.object({ alteracoes: registros(alteracaoRedeErpSchema) }).strict();

const tags = ['rede'];
const access = integracaoAccess('rede:escrita');
const cada = 'cada registro tem o seu resultado; o mesmo lote de novo responde inalterado.';

export const integracaoRedeEndpoints = {
  produtos: defineEndpoint({
    operationId: 'gravarProdutosRede',
    method: 'PUT',
    path: '/rede/produtos',
    access,
    body: loteProdutosRedeSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Inclui ou atualiza até ${INTEGRACAO_LOTE_MAXIMO} produtos (planos) da rede pelo registroAns (o registro do produto na ANS, 999.999/99-9, o mesmo dos contratos), com nome, segmento MEDICO | ODONTOLOGICO e ativo (oferecido ao visitante do Guia Médico); ${cada}`,
    summary: 'Inclui ou atualiza produtos da rede',
    tags,
  }),
  servicos: defineEndpoint({
    operationId: 'gravarServicosRede',
    method: 'PUT',
    path: '/rede/servicos',
    access,
    body: loteServicosRedeSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Inclui ou atualiza até ${INTEGRACAO_LOTE_MAXIMO} especialidades e serviços do catálogo da rede pelo codigo (A-Z, 0-9 e _), com nome, tipo ESPECIALIDADE | SERVICO e sinonimos (as palavras que os beneficiários digitam, como ortopedista ou raio-x; a lista substitui a gravada); ${cada}`,
    summary: 'Inclui ou atualiza o catálogo de especialidades e serviços',
    tags,
  }),
  prestadores: defineEndpoint({
    operationId: 'gravarPrestadoresRede',
    method: 'PUT',
    path: '/rede/prestadores',
    access,
    body: lotePrestadoresRedeSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Inclui ou atualiza até ${INTEGRACAO_LOTE_MAXIMO} prestadores da rede pelo idErp: pessoa física (tipoPessoa PF, com conselho, conselhoNumero e conselhoUf) ou jurídica (PJ, com cnpj de 14 dígitos válido e nomeFantasia), com os atributos de qualidade da ANS em qualidade (${ATRIBUTOS_QUALIDADE_CODIGOS.join(', ')}; a lista substitui a gravada); ${cada}`,
    summary: 'Inclui ou atualiza prestadores da rede (Guia Médico)',
    tags,
  }),
  locais: defineEndpoint({
    operationId: 'gravarLocaisRede',
    method: 'PUT',
    path: '/rede/locais',
    access,
    body: loteLocaisRedeSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Inclui ou atualiza até ${INTEGRACAO_LOTE_MAXIMO} locais de atendimento pelo idErp, com prestadorIdErp, tipo, endereço (logradouro, numero, complemento, bairro, cidade, uf, cep de 8 dígitos), latitude e longitude em graus decimais dentro do Brasil, telefones (DDD + número), horarios (períodos semanais { dia 0 = domingo … 6 = sábado, abre, fecha 'HH:MM' no fuso da operadora }), prontoSocorro24h, telemedicina, acessibilidade (${ACESSIBILIDADE_REDE_CODIGOS.join(', ')}), servicos (códigos do catálogo) e produtos (registroAns) — códigos que precisam existir; cada lista substitui a gravada — e unidadeAgendamentoCodigo (o código de uma unidade própria em /prestadores, onde o Novo Agendamento marca). Um local e suas listas são gravados juntos; ${cada}`,
    summary: 'Inclui ou atualiza locais de atendimento da rede',
    tags,
  }),
  alteracoes: defineEndpoint({
    operationId: 'gravarAlteracoesRede',
    method: 'PUT',
    path: '/rede/alteracoes',
    access,
    body: loteAlteracoesRedeSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Inclui ou atualiza até ${INTEGRACAO_LOTE_MAXIMO} alterações da rede pelo idErp: o local (localIdErp) deixa a rede em dataSaida (o primeiro dia sem atendimento), com o substituto (substitutoLocalIdErp, outro local) e o motivo; a partir da data o Guia Médico não oferece mais o local, e os beneficiários dos produtos dele veem o aviso 30 dias antes (Lei 9.656/98 art. 17). { idErp, removido: true } retira a alteração (o local fica na rede); ${cada}`,
    summary: 'Inclui ou atualiza alterações da rede (saída de locais)',
    tags,
  }),
};
