// Meus dados em um arquivo (LGPD art. 18, issue 17; docs/decisions/0022): everything the operator holds
// about one person, as one file —
//   GET  /beneficiarios/meus-dados-em-arquivo/listagem-beneficiarios   the caller and, for a titular, their
//                                                                      dependants under 18
//   POST /beneficiarios/meus-dados-em-arquivo/:cpf?formato=json|pdf    the file (POST: it is rate-limited
//                                                                      and audited, and CSRF applies)
// The JSON file's shape is `exportacaoDadosSchema` below, versioned by `versao`: a field is only ever added
// in version 1; renaming or removing one makes version 2.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { defineEndpoint } from '../endpoint.js';
import { listagemBeneficiariosEndpoint } from '../listagem-beneficiarios.js';
import { cpfParamsSchema } from './dados-pessoais.js';

const tags = ['exportacao-dados'];

export const EXPORTACAO_FORMATO = 'portal-beneficiario/exportacao';
export const EXPORTACAO_VERSAO = 1;
/** At most this many files per person (whoever asks) in a rolling window, counted by the database. */
export const EXPORTACAO_LIMITE = { arquivos: 5, horas: 24 } as const;

export const FORMATOS_EXPORTACAO = ['json', 'pdf'] as const;
export type FormatoExportacao = (typeof FORMATOS_EXPORTACAO)[number];
export const exportacaoQuerySchema = z.object({ formato: z.enum(FORMATOS_EXPORTACAO) });

/** Who acted, as a role: never another person's name, CPF or account. */
export const QUEM_EXPORTACAO = ['PROPRIO', 'OUTRA_PESSOA_DA_FAMILIA', 'SEM_LOGIN'] as const;

const data = z.string().nullable(); // 'yyyy-MM-dd' (operator calendar day)
const instante = z.string(); // ISO 8601 instant (UTC)
const centavos = z.number().int();

export const exportacaoDadosSchema = z.object({
  formato: z.literal(EXPORTACAO_FORMATO),
  versao: z.literal(EXPORTACAO_VERSAO),
  geradoEm: instante,
  /** How to read the file (units, dates, what is left out and why). */
  _leiaMe: z.array(z.string()),
  operadora: z.object({ nome: z.string(), registroAns: z.string() }),
  titularDosDados: z.object({ nome: z.string(), cpf: z.string() }),
  dadosPessoais: z.object({
    nomeCompleto: z.string(),
    nomeSocial: z.string().nullable(),
    cpf: z.string(),
    dataNascimento: z.string(),
    sexo: z.string(),
    estadoCivil: z.string().nullable(),
    cns: z.string().nullable(),
    nomeMae: z.string().nullable(),
    identidade: z.object({
      numero: z.string().nullable(),
      dataEmissao: data,
      ufEmissao: z.string().nullable(),
      orgaoEmissao: z.string().nullable(),
      paisEmissao: z.string().nullable(),
    }),
    possuiFoto: z.boolean(),
  }),
  historicoAlteracoes: z.array(
    z.object({
      em: instante,
      campo: z.string(),
      valorAnterior: z.string().nullable(),
      valorNovo: z.string().nullable(),
      quem: z.enum(QUEM_EXPORTACAO),
    }),
  ),
  contatos: z.array(z.object({ tipo: z.string(), valor: z.string(), principal: z.boolean() })),
  enderecos: z.array(
    z.object({
      tipoEndereco: z.string(),
      cep: z.string(),
      logradouro: z.string(),
      numero: z.string().nullable(),
      complemento: z.string().nullable(),
      bairro: z.string(),
      cidade: z.string(),
      uf: z.string(),
    }),
  ),
  planos: z.array(
    z.object({
      contrato: z.string(),
      plano: z.string(),
      registroAnsProduto: z.string(),
      tipoContratacao: z.string(),
      segmentacao: z.string(),
      acomodacao: z.string().nullable(),
      abrangencia: z.string().nullable(),
      situacaoContrato: z.string(),
      vinculo: z.string(),
      parentesco: z.string().nullable(),
      dataInclusao: z.string(),
    }),
  ),
  carteiras: z.array(
    z.object({ numero: z.string(), contrato: z.string(), validade: z.string(), via: z.number().int() }),
  ),
  faturas: z.array(
    z.object({
      codigo: z.string(),
      contrato: z.string(),
      competencia: z.string(),
      vencimento: z.string(),
      valorCentavos: centavos,
      situacao: z.string(),
      dataPagamento: data,
      /** Only the lines about this person (the bill's total covers the whole plan). */
      itens: z.array(z.object({ bloco: z.string(), descricao: z.string(), data, valorCentavos: centavos })),
    }),
  ),
  reembolsos: z.array(
    z.object({
      protocolo: z.string(),
      dataSolicitacao: z.string(),
      dataAtendimento: z.string(),
      valorCentavos: centavos,
      tipoAtendimento: z.string(),
      motivo: z.string(),
      localAtendimento: z.string(),
      cidade: z.string(),
      uf: z.string(),
      prestadorCnpjCpf: z.string(),
      situacao: z.string(),
      motivoSituacao: z.string().nullable(),
      valorPagoCentavos: centavos.nullable(),
      dataPagamento: data,
      /** The account the money goes to; its numbers only when it is the person's own account. */
      contaBancaria: z.object({
        banco: z.string(),
        titular: z.enum(['PROPRIO', 'OUTRA_PESSOA']),
        agencia: z.string().nullable(),
        conta: z.string().nullable(),
      }),
    }),
  ),
  autorizacoes: z.array(
    z.object({
      guia: z.string(),
      tipo: z.string(),
      carater: z.string(),
      situacao: z.string(),
      dataSolicitacao: z.string(),
      dataDecisao: data,
      validade: data,
      senha: z.string().nullable(),
      prestador: z.string(),
      medico: z.string(),
      crm: z.string(),
      observacao: z.string(),
      motivoNegativa: z.string().nullable(),
      fundamentoNegativa: z.string().nullable(),
      protocolo: z.string().nullable(),
      procedimentos: z.array(
        z.object({
          codigoTuss: z.string(),
          descricao: z.string(),
          quantidadeSolicitada: z.number().int(),
          quantidadeAutorizada: z.number().int(),
        }),
      ),
    }),
  ),
  solicitacoesAutorizacao: z.array(
    z.object({
      protocolo: z.string(),
      tipo: z.string(),
      descricao: z.string(),
      solicitadoEm: instante,
      quem: z.enum(QUEM_EXPORTACAO),
      arquivos: z.number().int(),
    }),
  ),
  /** Metadata only: the result files themselves are downloaded on Resultado de Exames. */
  exames: z.array(
    z.object({
      exame: z.string(),
      codigoTuss: z.string(),
      dataRealizacao: z.string(),
      laboratorio: z.string(),
      medicoSolicitante: z.string().nullable(),
      situacao: z.string(),
    }),
  ),
  /** Metadata only, as on Receitas e Atestados. */
  receitasAtestados: z.array(
    z.object({
      tipo: z.string(),
      titulo: z.string(),
      dataEmissao: z.string(),
      medico: z.string(),
      crm: z.string(),
      validade: data,
    }),
  ),
  agendamentos: z.array(
    z.object({
      especialidade: z.string(),
      profissional: z.string(),
      local: z.string(),
      inicio: instante,
      fim: instante,
      situacao: z.string(),
      protocolo: z.string().nullable(),
      criadoEm: instante,
      confirmadoEm: instante.nullable(),
      canceladoEm: instante.nullable(),
      canceladoPor: z.string().nullable(),
      /** The channel of the notices; the address itself may be a relative's and is left out. */
      canalAvisos: z.string().nullable(),
    }),
  ),
  protocolos: z.array(
    z.object({
      protocolo: z.string(),
      tipo: z.string(),
      criadoEm: instante,
      situacao: z.string(),
      prazoResposta: data,
      quem: z.enum(QUEM_EXPORTACAO),
      andamentos: z.array(
        z.object({ em: instante, titulo: z.string(), descricao: z.string(), situacao: z.string() }),
      ),
    }),
  ),
  solicitacoesSegundaVia: z.array(
    z.object({
      protocolo: z.string(),
      carteiras: z.array(z.string()),
      motivo: z.string(),
      situacao: z.string(),
      solicitadoEm: instante,
      quem: z.enum(QUEM_EXPORTACAO),
    }),
  ),
  /**
   * What the person (or their representative) authorised: shared card links, direct debits and (issue 37)
   * the terms of use and privacy policy accepted at first access, each at the version then in force.
   */
  consentimentos: z.array(
    z.object({
      tipo: z.enum(['COMPARTILHAMENTO_CARTAO', 'DEBITO_EM_CONTA', 'ACEITE_TEXTO_LEGAL']),
      descricao: z.string(),
      em: instante,
      ate: instante.nullable(),
      revogadoEm: instante.nullable(),
      quem: z.enum(QUEM_EXPORTACAO),
    }),
  ),
  /**
   * Notification choices (issue 42, decision 0052) that differ from the defaults (the rest follow the
   * catalogue): the person's own — about themselves or a relative they follow — and a relative's choice to
   * follow the person's health events. Whoever the other person is stays out, as everywhere in the file.
   */
  preferenciasNotificacao: z.array(
    z.object({
      evento: z.string(),
      /** The event as the Notificações screen names it. */
      eventoNome: z.string(),
      canal: z.string(),
      ativo: z.boolean(),
      /** Who chose: the person, or a relative following the person's events. */
      quem: z.enum(QUEM_EXPORTACAO),
      /** Whose events: the person's own (PROPRIO) or a relative's the person follows. */
      sobre: z.enum(QUEM_EXPORTACAO),
      alteradoEm: instante,
    }),
  ),
  /**
   * The browsers the person's account signed in from (issue 42, decision 0055): browser and system as the
   * portal names them, the first and the last sign-in. Never the device cookie (only its hash is kept).
   */
  dispositivos: z.array(
    z.object({ dispositivo: z.string(), primeiroAcessoEm: instante, ultimoAcessoEm: instante }),
  ),
  /**
   * The account's passkeys (issue 42, decision 0054): the name, when made and last used. Never the credential
   * id or the public key.
   */
  chavesAcesso: z.array(z.object({ nome: z.string(), criadaEm: instante, ultimoUsoEm: instante.nullable() })),
  /** The audit rows whose subject is the person: when, what, from where — never the content. */
  acessos: z.array(
    z.object({
      em: instante,
      acao: z.string(),
      /** The action as the access-log screen words it ('Consultou suas faturas'). */
      descricao: z.string(),
      recurso: z.string().nullable(),
      origem: z.string().nullable(),
      ip: z.string().nullable(),
      resultado: z.string(),
      quem: z.enum(QUEM_EXPORTACAO),
    }),
  ),
});
export type ExportacaoDados = z.infer<typeof exportacaoDadosSchema>;
export type QuemExportacao = (typeof QUEM_EXPORTACAO)[number];

/** Meus dados em um arquivo, behind tela-exportacao-meus-dados (titular, dependant and contratante). */
export const exportacaoDadosEndpoints = {
  listagem: listagemBeneficiariosEndpoint(
    '/beneficiarios/meus-dados-em-arquivo/listagem-beneficiarios',
    TELA.exportacaoDados,
    tags,
    'Quem o usuário pode exportar: ele mesmo e, se titular, os dependentes menores de 18 anos',
    'listarBeneficiariosExportacaoDados',
    'Aqui: o próprio usuário e, se titular, os dependentes menores de 18 anos.',
  ),
  arquivo: defineEndpoint({
    operationId: 'exportarDados',
    erros: [429],
    method: 'POST',
    path: '/beneficiarios/meus-dados-em-arquivo/:cpf',
    access: TELA.exportacaoDados,
    params: cpfParamsSchema,
    query: exportacaoQuerySchema,
    response: { file: ['application/pdf', 'application/json'], json: exportacaoDadosSchema },
    summary: 'Todos os dados da pessoa em um arquivo (JSON versionado ou resumo em PDF), até 5 por dia',
    description:
      'Todos os dados que a operadora tem de uma pessoa (LGPD art. 18) num arquivo: JSON versionado (formato=json) ou resumo em PDF (formato=pdf). Até 5 arquivos por dia; cada exportação é registrada na auditoria.',
    tags,
  }),
};
