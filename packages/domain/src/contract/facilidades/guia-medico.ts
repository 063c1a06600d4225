// Guia Médico (issue 40, decision 0046): the operator's network inside the portal. Public calls (a visitor picks
// a product) and two calls of a signed-in member (their plans, and the notices of network changes that affect
// them). The network is public information of the operator: no family data is involved, so no read is audited;
// the public calls count every request per address (GUIA_MEDICO_MAX_POR_MINUTO, 429 past it).
//   GET /guia-medico/produtos            the products a visitor can choose
//   GET /guia-medico/meus-planos         the signed-in member's plans, one per card (medical, dental)
//   GET /guia-medico/servicos?termo=     catalogue suggestions as the member types ('ortopedsta' → Ortopedia)
//   GET /guia-medico/busca               the search: a product, what, where, filters, a page
//   GET /guia-medico/prestadores/:id     a provider's page: every location, services, products, quality
//   GET /guia-medico/alteracoes          network changes (locations leaving, with substitutes)
//   GET /guia-medico/avisos              the signed-in member's notices: changes in their plans within 30 days
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { horariosFuncionamentoSchema } from './pontos-atendimento.js';
import {
  ACESSIBILIDADE_REDE_CODIGOS,
  ATRIBUTOS_QUALIDADE_CODIGOS,
  CONSELHOS_REDE,
  SEGMENTOS_PRODUTO_REDE,
  TIPOS_LOCAL_REDE,
  TIPOS_PESSOA_REDE,
  TIPOS_SERVICO_REDE,
} from './rede-codigos.js';

const tags = ['guia-medico'] as const;

/** Results per page of the search. */
export const GUIA_MEDICO_POR_PAGINA = 20;
/** The most suggestions the catalogue answers while the member types. */
export const GUIA_MEDICO_MAX_SUGESTOES = 8;
/** A network change shows on the home of affected members from this many days before the location leaves. */
export const GUIA_MEDICO_DIAS_AVISO = 30;

/** What the Guia Médico's routes answer in words (decision 0046). */
export const GUIA_MEDICO_MESSAGES = {
  /** 422: a CEP whose sector (5, then 4, then 3 first digits) has no location of the network. */
  cepForaDaRede: 'Não encontramos esse CEP na região da rede. Busque pela cidade.',
  /** 404 of the search: a product the network does not know. */
  produtoDesconhecido: 'Não encontramos esse plano no Guia Médico. Escolha um dos planos da lista.',
  /** 404 of the provider page: unknown, or every location has left the network. */
  prestadorNaoEncontrado: 'Não encontramos esse prestador na rede.',
  /** 429 past GUIA_MEDICO_MAX_POR_MINUTO calls of one address in a minute. */
  muitasBuscas: 'Muitas buscas em pouco tempo. Aguarde um minuto e tente de novo.',
} as const;

export const produtoRedeSchema = z.object({
  registroAns: z.string(),
  nome: z.string(),
  segmento: z.enum(SEGMENTOS_PRODUTO_REDE),
});
export type ProdutoRede = z.infer<typeof produtoRedeSchema>;

export const produtosRedeSchema = z.object({ produtos: z.array(produtoRedeSchema) });

/** One of the member's plans: the product and the card it is on (the medical and the dental plan apart). */
export const meuPlanoRedeSchema = produtoRedeSchema.extend({
  /** The card's plan code (/meu-plano/{codigoPlano}). */
  codigoPlano: z.string(),
});
export const meusPlanosRedeSchema = z.object({ planos: z.array(meuPlanoRedeSchema) });
export type MeuPlanoRede = z.infer<typeof meuPlanoRedeSchema>;

export const servicoRedeSchema = z.object({
  codigo: z.string(),
  nome: z.string(),
  tipo: z.enum(TIPOS_SERVICO_REDE),
});
export type ServicoRede = z.infer<typeof servicoRedeSchema>;

export const sugestoesServicosQuerySchema = z.object({ termo: z.string().trim().min(2).max(60) });
export const sugestoesServicosSchema = z.object({ servicos: z.array(servicoRedeSchema) });

const booleanoQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
const listaQuery = <T extends readonly [string, ...string[]]>(codigos: T) =>
  z
    .string()
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.enum(codigos)).max(codigos.length));

/**
 * The search. `produto` (ANS registration) is required: the answer never holds a location outside its network.
 * What: `servico` (a catalogue code the member picked) and/or `termo` (free text, matched against the catalogue's
 * names and synonyms and against providers' names, accent- and typo-tolerant). Where: `cep`, or `latitude` +
 * `longitude` (the phone's location, asked only on "perto de mim"), or `uf` + `cidade` (+ `bairro`); with an
 * origin the results come nearest first and carry their distance. A page has GUIA_MEDICO_POR_PAGINA items;
 * the order is stable (ties broken by the location's id), so page 2 never repeats page 1.
 */
export const buscaRedeQuerySchema = z
  .object({
    produto: z.string().trim().min(1).max(20),
    servico: z
      .string()
      .regex(/^[A-Z0-9_]{1,30}$/)
      .optional(),
    termo: z.string().trim().min(2).max(80).optional(),
    cep: z
      .string()
      .regex(/^\d{5}-?\d{3}$/)
      .transform((v) => v.replace('-', ''))
      .optional(),
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
    uf: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    cidade: z.string().trim().min(2).max(80).optional(),
    bairro: z.string().trim().min(2).max(80).optional(),
    tipo: z.enum(TIPOS_LOCAL_REDE).optional(),
    prontoSocorro24h: booleanoQuery.optional(),
    abertoAgora: booleanoQuery.optional(),
    telemedicina: booleanoQuery.optional(),
    /** Every listed feature must be present. */
    acessibilidade: listaQuery(ACESSIBILIDADE_REDE_CODIGOS).optional(),
    /** Every listed attribute must be present. */
    qualidade: listaQuery(ATRIBUTOS_QUALIDADE_CODIGOS).optional(),
    pagina: z.coerce.number().int().min(1).max(500).default(1),
  })
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
    path: ['longitude'],
    message: 'Informe latitude e longitude juntas.',
  })
  .refine((q) => q.cidade === undefined || q.uf !== undefined, {
    path: ['uf'],
    message: 'Informe o estado da cidade.',
  });
export type BuscaRedeQuery = z.input<typeof buscaRedeQuerySchema>;

export const enderecoRedeSchema = z.object({
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.string().nullable(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
  cep: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/** A network change as the member reads it. */
export const saidaRedeSchema = z.object({
  /** The first day the location no longer serves (YYYY-MM-DD, operator's calendar). */
  dataSaida: z.string(),
  motivo: z.string().nullable(),
  substituto: z
    .object({
      localId: z.number().int(),
      prestadorId: z.number().int(),
      nome: z.string(),
      endereco: enderecoRedeSchema,
    })
    .nullable(),
});

/** One location in the results. */
export const resultadoRedeSchema = z.object({
  localId: z.number().int(),
  prestadorId: z.number().int(),
  /** What to show as the title: the location's name, else the provider's trade name, else its name. */
  nome: z.string(),
  /** The provider's name when it differs from `nome` (a clinic's legal name, the doctor of a practice). */
  prestadorNome: z.string(),
  tipo: z.enum(TIPOS_LOCAL_REDE),
  endereco: enderecoRedeSchema,
  /** Metres from the search's origin; null without one. */
  distanciaMetros: z.number().int().nullable(),
  telefones: z.array(z.string()),
  prontoSocorro24h: z.boolean(),
  telemedicina: z.boolean(),
  /** Open at the time of the search by its hours (true for a 24-hour emergency); null when it gave no hours. */
  abertoAgora: z.boolean().nullable(),
  acessibilidade: z.array(z.enum(ACESSIBILIDADE_REDE_CODIGOS)),
  qualidade: z.array(z.enum(ATRIBUTOS_QUALIDADE_CODIGOS)),
  /** The location's services that match the search first, then the others; at most 5. */
  servicos: z.array(servicoRedeSchema),
  /** Leaving the network (within the notice period); null otherwise. */
  saida: saidaRedeSchema.nullable(),
});
export type ResultadoRede = z.infer<typeof resultadoRedeSchema>;

export const buscaRedeSchema = z.object({
  itens: z.array(resultadoRedeSchema),
  pagina: z.number().int(),
  /** Another page follows. */
  temMais: z.boolean(),
  /** Where distances are measured from (a CEP's sector centre or the phone's location); null without one. */
  origem: z.object({ latitude: z.number(), longitude: z.number(), descricao: z.string() }).nullable(),
  /** The catalogue entries the `termo` was read as ('ortopedsta' → Ortopedia), for the screen to say so. */
  servicosEntendidos: z.array(servicoRedeSchema),
});
export type BuscaRede = z.infer<typeof buscaRedeSchema>;

export const localRedeSchema = resultadoRedeSchema
  .omit({ distanciaMetros: true, qualidade: true, servicos: true })
  .extend({
    horarios: horariosFuncionamentoSchema,
    servicos: z.array(servicoRedeSchema),
    /** The products whose network includes this location. */
    produtos: z.array(produtoRedeSchema),
    /** An own unit of the operator where the portal books appointments: Novo Agendamento can be opened for it. */
    agendamento: z
      .object({ especialidades: z.array(z.object({ codigo: z.string(), nome: z.string() })) })
      .nullable(),
    mapaUrl: z.url(),
  });
export type LocalRede = z.infer<typeof localRedeSchema>;

export const prestadorRedeSchema = z.object({
  id: z.number().int(),
  tipoPessoa: z.enum(TIPOS_PESSOA_REDE),
  nome: z.string(),
  nomeFantasia: z.string().nullable(),
  /** 'CRM 123456/SP' for a professional; null for a company. */
  registro: z.object({ conselho: z.enum(CONSELHOS_REDE), numero: z.string(), uf: z.string() }).nullable(),
  cnpj: z.string().nullable(),
  qualidade: z.array(z.enum(ATRIBUTOS_QUALIDADE_CODIGOS)),
  locais: z.array(localRedeSchema),
});
export type PrestadorRede = z.infer<typeof prestadorRedeSchema>;

export const prestadorRedeParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const alteracaoRedeSchema = saidaRedeSchema.extend({
  localId: z.number().int(),
  prestadorId: z.number().int(),
  nome: z.string(),
  tipo: z.enum(TIPOS_LOCAL_REDE),
  endereco: enderecoRedeSchema,
  produtos: z.array(produtoRedeSchema),
});
export type AlteracaoRede = z.infer<typeof alteracaoRedeSchema>;

/** Changes leaving from 90 days ago on, soonest first; of one product when `produto` is given. */
export const alteracoesRedeQuerySchema = z.object({ produto: z.string().trim().min(1).max(20).optional() });
export const alteracoesRedeSchema = z.object({ alteracoes: z.array(alteracaoRedeSchema) });

export const avisosRedeSchema = z.object({ avisos: z.array(alteracaoRedeSchema) });

export const guiaMedicoEndpoints = {
  produtos: defineEndpoint({
    operationId: 'listarProdutosRede',
    method: 'GET',
    path: '/guia-medico/produtos',
    access: 'public',
    erros: [429],
    response: produtosRedeSchema,
    summary: 'Os planos (produtos) cuja rede o Guia Médico mostra',
    description:
      'Os produtos ativos da operadora, pelo registro na ANS, com nome e segmento (médico ou odontológico): quem não entrou escolhe um para buscar a rede. Público; limite de chamadas por endereço.',
    tags,
  }),
  meusPlanos: defineEndpoint({
    operationId: 'listarMeusPlanosRede',
    method: 'GET',
    path: '/guia-medico/meus-planos',
    access: 'session',
    response: meusPlanosRedeSchema,
    summary: 'Os planos do beneficiário conectado, um por cartão',
    description:
      'Os planos dos cartões do próprio beneficiário conectado (médico e odontológico), com o produto de cada um: o Guia Médico busca na rede deles. O beneficiário escolhido na família não muda a resposta.',
    tags,
  }),
  sugestoes: defineEndpoint({
    operationId: 'sugerirServicosRede',
    method: 'GET',
    path: '/guia-medico/servicos',
    access: 'public',
    erros: [429],
    query: sugestoesServicosQuerySchema,
    response: sugestoesServicosSchema,
    summary: 'Especialidades e serviços que combinam com o que foi digitado',
    description: `Até ${GUIA_MEDICO_MAX_SUGESTOES} especialidades ou serviços do catálogo da rede cujo nome ou sinônimo se parece com o termo, sem acento e tolerando erros de digitação ("ortopedsta" → Ortopedia, "pediatra" → Pediatria). Público; limite de chamadas por endereço.`,
    tags,
  }),
  busca: defineEndpoint({
    operationId: 'buscarRede',
    method: 'GET',
    path: '/guia-medico/busca',
    access: 'public',
    erros: [422, 429],
    query: buscaRedeQuerySchema,
    response: buscaRedeSchema,
    summary: 'Busca na rede de um plano',
    description: `Os locais de atendimento da rede do produto informado (nunca um de fora dela), por especialidade ou serviço, por nome (sem acento, tolerando erros de digitação), por cidade e bairro, e por distância de um CEP ou de uma posição, com filtros (pronto-socorro 24 horas, aberto agora, acessibilidade, atributos de qualidade, telemedicina). ${GUIA_MEDICO_POR_PAGINA} por página, em ordem estável; com origem, do mais perto ao mais longe. CEP fora da região da rede responde 422. Público; limite de chamadas por endereço.`,
    tags,
  }),
  prestador: defineEndpoint({
    operationId: 'obterPrestadorRede',
    method: 'GET',
    path: '/guia-medico/prestadores/:id',
    access: 'public',
    erros: [429],
    params: prestadorRedeParamsSchema,
    response: prestadorRedeSchema,
    summary: 'Um prestador da rede, com todos os seus locais',
    description:
      'O prestador (profissional ou empresa), seus atributos de qualidade e cada local de atendimento com endereço, telefones, horários, acessibilidade, especialidades e serviços, os produtos em cuja rede está, a saída da rede quando houver e, nas unidades próprias, as especialidades que o portal agenda. Público; limite de chamadas por endereço.',
    tags,
  }),
  alteracoes: defineEndpoint({
    operationId: 'listarAlteracoesRede',
    method: 'GET',
    path: '/guia-medico/alteracoes',
    access: 'public',
    erros: [429],
    query: alteracoesRedeQuerySchema,
    response: alteracoesRedeSchema,
    summary: 'Alterações da rede: locais que saem, com a data e o substituto',
    description:
      'Os locais que saem (ou saíram nos últimos 90 dias) da rede, com a data de saída, o motivo e o substituto (Lei 9.656/98, art. 17), do mais próximo ao mais distante; de um produto quando informado. Público; limite de chamadas por endereço.',
    tags,
  }),
  avisos: defineEndpoint({
    operationId: 'listarAvisosRede',
    method: 'GET',
    path: '/guia-medico/avisos',
    access: 'session',
    response: avisosRedeSchema,
    summary: 'Avisos de saída da rede nos planos do beneficiário conectado',
    description: `As alterações da rede dos planos do beneficiário conectado cuja saída está nos próximos ${GUIA_MEDICO_DIAS_AVISO} dias (a Início mostra o aviso).`,
    tags,
  }),
};
