// Every kind of PDF the portal hands out reads back as written (issue 37: a reader showed "*utubro/2026"
// and "Bbstetrícia"). Each is fetched the way a member gets it (app.inject through the contract), all in one
// process and after a document whose accented letters once left their plain parts without text (fonts.ts),
// and read with pdf.js: the accented words of its content must come back letter for letter.
//
// The list is closed both ways: every answer the app's own OpenAPI document says may be a PDF is a kind
// below or a member's upload served back (NAO_DESENHADOS), and every module that draws a PDF
// (createPortalPdf) is in DESENHOS with the kinds it draws — a new kind fails this file until it is added.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { normalizeUnicode } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@portal/domain/contract/endpoint';
import { declaracaoQuitacaoEndpoints } from '@portal/domain/contract/financeiro/declaracao-quitacao';
import { demonstrativoCoparticipacaoEndpoints } from '@portal/domain/contract/financeiro/demonstrativo-coparticipacao';
import { informeIrEndpoints } from '@portal/domain/contract/financeiro/informe-ir';
import { situacaoFinanceiraEndpoints } from '@portal/domain/contract/financeiro/situacao-financeira';
import { cartaPortabilidadeEndpoints } from '@portal/domain/contract/meus-dados/carta-portabilidade';
import {
  cartaoVirtualEndpoints,
  type CartoesVirtuaisResponse,
  type CompartilharCartaoResponse,
} from '@portal/domain/contract/meus-dados/cartao-virtual';
import { exportacaoDadosEndpoints } from '@portal/domain/contract/meus-dados/exportacao-dados';
import { meuPlanoEndpoints } from '@portal/domain/contract/meus-dados/meu-plano';
import { autorizacoesEndpoints } from '@portal/domain/contract/saude/autorizacoes';
import { receitasAtestadosEndpoints } from '@portal/domain/contract/saude/receitas-atestados';
import { resultadoExamesEndpoints } from '@portal/domain/contract/saude/resultado-exames';
import { storeSeedFiles } from '../../db/seed/reembolsos.js';
import { chamar, getJson } from '../../test/contrato.js';
import { extractPdfText } from '../../test/pdf-text.js';
import { TestAgent } from '../../test/test-agent.js';
import { createTestHarness, DEMO, login, type TestHarness } from '../../test/test-app.js';
import { createPortalPdf } from './portal-pdf.js';

let h: TestHarness;
let storageDir: string;
let maria: TestAgent;
let joao: TestAgent;
beforeAll(async () => {
  // Before anything else, the seed's own PDFs included: a document of accented letters only, whose
  // parts (O, A, E, I, U, C, a, e, o, u, c, ı) it never writes plain — what once emptied their text in
  // every later PDF of the process.
  await createPortalPdf({ title: 'ÁÉ', operador: { nome: 'ÂÊ', registroAns: '1' } })
    .heading('ÓÔÕÁÂÃÀÉÊÍÚÜÇ')
    .paragraph('óôõáâãàéêíúüç')
    .end();
  storageDir = await mkdtemp(join(tmpdir(), 'pdf-texto-'));
  h = await createTestHarness({ env: { STORAGE_DIR: storageDir } });
  await storeSeedFiles(h.app.storage, h.database.db);
  [maria, joao] = await Promise.all([login(h.app, DEMO.maria), login(h.app, DEMO.joao)]);
});
afterAll(async () => {
  await h.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** The bytes of an answer that must be a PDF. */
async function pdfDe(resposta: Promise<LightMyRequestResponse>): Promise<Buffer> {
  const r = await resposta;
  expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
  expect(r.headers['content-type']).toBe('application/pdf');
  return r.rawPayload;
}

const carteiraDe = async (cpf: string) =>
  (await chamar(maria, cartaoVirtualEndpoints.cartoes, { params: { codigoPlano: '100001' } }))
    .json<CartoesVirtuaisResponse>()
    .cartoes.find((c) => c.cpf === cpf)!.carteira;

interface Kind {
  /** The API answer (OpenAPI operationId) that serves it. */
  operationId: string;
  nome: string;
  baixar: () => Promise<Buffer>;
  /** Passages of its content, accents included, as a reader must give them back. */
  texto: string[];
}

const CARTAO = [
  'Cartão Virtual do Beneficiário',
  'Segmentação Ambulatorial + Hospitalar com Obstetrícia',
  'Acomodação Apartamento',
  'Abrangência Grupo de Municípios',
  'Contratação Individual/Familiar',
];

const KINDS: Kind[] = [
  {
    operationId: 'baixarCartaoVirtual',
    nome: 'cartão virtual',
    baixar: async () =>
      pdfDe(chamar(maria, cartaoVirtualEndpoints.pdf, { params: { carteira: await carteiraDe(DEMO.ana) } })),
    texto: [...CARTAO, 'Ana Clara Souza', 'Apresente este cartão com um documento oficial com foto.'],
  },
  {
    operationId: 'abrirCartaoCompartilhado',
    nome: 'cartão por link compartilhado',
    baixar: async () => {
      const carteira = await carteiraDe(DEMO.maria);
      const link = await chamar(maria, cartaoVirtualEndpoints.compartilhar, { params: { carteira } });
      expect(link.statusCode, link.body).toBe(200);
      const token = link.json<CompartilharCartaoResponse>().url.split('/').pop()!;
      const caminho = endpointPath(cartaoVirtualEndpoints.compartilhado.path, { token });
      return pdfDe(new TestAgent(h.app).get(caminho, { origin: null }));
    },
    texto: [...CARTAO, 'Maria Aparecida Souza', 'Cartão Nacional de Saúde'],
  },
  {
    operationId: 'baixarSegundaViaBoleto',
    nome: '2ª via de boleto',
    baixar: () =>
      pdfDe(
        chamar(maria, situacaoFinanceiraEndpoints.segundaVia, {
          params: { codigoTitulo: '100001202601' },
          body: {},
        }),
      ),
    texto: [
      '2ª via de boleto',
      'Linha digitável',
      'Competência Janeiro/2026',
      'Número do documento 100001202601 Nosso número',
      'Agência / código do beneficiário',
      '(+) Juros (1% ao mês, 10 dias)',
      'Após essa data, emita nova 2ª via.',
    ],
  },
  {
    operationId: 'baixarDemonstrativoTitulo',
    nome: 'demonstrativo de uma fatura',
    baixar: () =>
      pdfDe(
        chamar(maria, situacaoFinanceiraEndpoints.demonstrativo, {
          params: { codigoTitulo: '100001202602' },
          body: {},
        }),
      ),
    texto: [
      'Demonstrativo do título',
      'Responsável financeiro Carlos Souza',
      'Competência Fevereiro/2026',
      'Situação Pendente',
      'Sessão de fisioterapia (05/01/2026)',
      'Total de João Pedro Souza',
      'Total do bloco Coparticipação: R$ 80,90',
      'Total do título: R$ 1.752,68',
    ],
  },
  {
    operationId: 'baixarComprovantePagamento',
    nome: 'comprovante de pagamento de uma fatura',
    baixar: () =>
      pdfDe(
        chamar(maria, situacaoFinanceiraEndpoints.comprovante, {
          params: { codigoTitulo: '100001202512' },
          body: {},
        }),
      ),
    texto: [
      'Comprovante de pagamento',
      'Competência Dezembro/2025',
      'Vencimento 28/01/2026',
      'Data do pagamento 26/01/2026',
      'Forma de pagamento Pix',
      'Vale Verde Saúde Cooperativa Médica declara que recebeu o pagamento do título 100001202512',
    ],
  },
  {
    operationId: 'baixarInformeIr',
    nome: 'informe para Imposto de Renda',
    baixar: () => pdfDe(chamar(maria, informeIrEndpoints.demonstrativo, { params: { anoBase: 2025 } })),
    texto: [
      'Demonstrativo para o Imposto de Renda — ano-base 2025',
      'Contratante (responsável financeiro) Carlos Souza',
      'João Pedro Souza (Dependente)',
      'Coparticipação R$ 342,50',
      'as mensalidades e a coparticipação são despesas médicas dedutíveis',
      '(Lei 9.250/1995, art. 8º)',
      'Valores pagos por empresa contratante não são dedutíveis pelo beneficiário.',
    ],
  },
  {
    operationId: 'baixarDeclaracaoQuitacao',
    nome: 'declaração anual de quitação',
    baixar: async () => {
      const { contratos } = await getJson(maria, declaracaoQuitacaoEndpoints.listagem);
      const contrato = contratos[0]!;
      const ano = contrato.anos.find((a) => a.situacao === 'DISPONIVEL')!.ano;
      return pdfDe(
        chamar(maria, declaracaoQuitacaoEndpoints.documento, {
          params: { codigoContrato: contrato.codigoContrato, ano },
        }),
      );
    },
    texto: [
      'Declaração anual de quitação de débitos',
      'Ano de referência',
      'nos termos da Lei nº 12.007, de 29 de julho de 2009',
      'Esta declaração substitui, para a comprovação do cumprimento das obrigações do consumidor, as quitações',
    ],
  },
  {
    operationId: 'baixarDemonstrativoCoparticipacao',
    nome: 'demonstrativo de coparticipação',
    baixar: () =>
      pdfDe(
        chamar(maria, demonstrativoCoparticipacaoEndpoints.pdf, {
          query: { codigoPlano: '100001', mesInicial: '09/2025', mesFinal: '01/2026' },
        }),
      ),
    texto: [
      'Demonstrativo de coparticipação',
      'Período set 2025 a jan 2026',
      'Procedimento 50000470 — Sessão de fisioterapia Prestador Centro de Reabilitação Movimento',
      'Consulta em consultório (no horário normal ou preestabelecido)',
      'Laboratório Análise Vale',
      'Detalhes clínicos visíveis só para o beneficiário ou quem ele autorizar.',
      'Totais por beneficiário',
      'Total de coparticipação: R$ 357,50',
    ],
  },
  {
    operationId: 'baixarCartaPortabilidade',
    nome: 'carta de portabilidade',
    baixar: () => pdfDe(chamar(maria, cartaPortabilidadeEndpoints.pdf, { params: { cpf: DEMO.joao } })),
    texto: [
      'Carta de Portabilidade de Carências',
      'registrada na Agência Nacional de Saúde Suplementar (ANS)',
      'Nome da mãe Maria Aparecida Souza',
      'Segmentação assistencial Ambulatorial + Hospitalar com Obstetrícia',
      'Abrangência geográfica Grupo de Municípios',
      'Segmentação assistencial Odontológico',
      'Acomodação Não se aplica Vínculo Dependente',
      'Tempo de permanência 7 anos',
      'Esta carta deve ser apresentada à operadora de destino',
    ],
  },
  {
    operationId: 'baixarDeclaracaoPermanencia',
    nome: 'declaração de permanência',
    baixar: () =>
      pdfDe(chamar(maria, meuPlanoEndpoints.declaracaoPermanencia, { params: { codigoPlano: '100001' } })),
    texto: [
      'Declaração de Permanência',
      'as pessoas abaixo são beneficiárias do plano',
      'Início do contrato 01/03/2019',
      'Vínculo Dependente (Filho)',
      'Data de inclusão 01/03/2019 Tempo de permanência 7 anos',
      'Emitida em 10/03/2026 pelo Portal do Beneficiário.',
    ],
  },
  {
    operationId: 'exportarDados',
    nome: 'meus dados em um arquivo (LGPD)',
    baixar: () =>
      pdfDe(
        chamar(maria, exportacaoDadosEndpoints.arquivo, {
          params: { cpf: DEMO.maria },
          query: { formato: 'pdf' },
        }),
      ),
    texto: [
      'Meus dados em um arquivo',
      '(Lei Geral de Proteção de Dados, art. 18)',
      'Este documento contém dados pessoais e de saúde: guarde-o em local seguro.',
      'Nome social Não informado',
      'Bairro Cambuí',
      'Coparticipação (05/01/2026) Sessão de fisioterapia: R$ 72,00',
      'Guia 1000010001 — Exames e terapias (SP/SADT)',
      'Tomografia computadorizada de crânio',
      'TSH (hormônio tireoestimulante)',
      'Laboratório São Lucas Diagnósticos',
      'Espaço Equilíbrio Terapias',
      '— 2ª via de cartão',
      'datas no calendário de Brasília',
    ],
  },
  {
    operationId: 'baixarNegativaAutorizacao',
    nome: 'carta de negativa de cobertura',
    baixar: async () => {
      // João reads his own letter (his mother would need his consent: issue 33).
      const { autorizacoes } = await getJson(joao, autorizacoesEndpoints.autorizacoes, {
        query: { cpf: DEMO.joao, status: 'NEGADA' },
      });
      return pdfDe(
        chamar(joao, autorizacoesEndpoints.negativa, { params: { idGuia: autorizacoes[0]!.idGuia } }),
      );
    },
    texto: [
      'Carta de negativa de cobertura',
      'João Pedro Souza',
      'Data da solicitação',
      'Médico solicitante Dr. Marcos Tavares',
      'Tomografia computadorizada de crânio — quantidade 1',
      'O procedimento solicitado não consta do Rol de Procedimentos e Eventos em Saúde da ANS',
      'Fundamento (cláusula contratual ou dispositivo legal) Cláusula 9ª, item 9.2',
      'Você pode pedir a reanálise desta decisão à operadora.',
    ],
  },
  {
    operationId: 'baixarResultadosExames',
    nome: 'laudo de exame',
    baixar: async () => {
      const { resultados } = await getJson(maria, resultadoExamesEndpoints.resultados, {
        query: { cpf: DEMO.maria, dataRealizacaoInicial: '11/03/2021', dataRealizacaoFinal: '10/03/2026' },
      });
      const tsh = resultados.find((r) => r.exame.startsWith('TSH'))!;
      return pdfDe(
        chamar(maria, resultadoExamesEndpoints.download, { body: { cpf: DEMO.maria, chaves: [tsh.chave] } }),
      );
    },
    texto: [
      'Laudo — TSH (hormônio tireoestimulante)',
      'Data de realização 05/12/2025',
      'Médico solicitante',
      'TSH 2,1 µUI/mL Valores de referência 0,4 a 4,0 µUI/mL',
    ],
  },
  ...(['Receita simples', 'Atestado médico'] as const).map((titulo): Kind => ({
    operationId: 'baixarReceitaAtestado',
    nome: titulo.toLowerCase(),
    baixar: async () => {
      const { documentos } = await getJson(maria, receitasAtestadosEndpoints.documentos, {
        query: { cpf: DEMO.maria },
      });
      const documento = documentos.find((d) => d.titulo === titulo)!;
      return pdfDe(chamar(maria, receitasAtestadosEndpoints.documento, { params: { id: documento.id } }));
    },
    texto:
      titulo === 'Receita simples'
        ? [
            'Receita simples Paciente Maria Aparecida Souza Emissão 05/03/2026 Válida até 04/04/2026',
            'Uso conforme orientação médica. Documento assinado digitalmente (ICP-Brasil).',
            'Dra. Helena Prado — CRM 123456/SP',
          ]
        : [
            'Atestado médico Paciente Maria Aparecida Souza Emissão 29/01/2026',
            'Atesto, para os devidos fins, o atendimento nesta data.',
            'Dr. Marcos Tavares — CRM 98765/SP',
          ],
  })),
];

/** Answers that may be a PDF the portal does not draw: a member's own upload, served back as sent. */
const NAO_DESENHADOS = ['baixarCertidaoObito', 'baixarArquivoReembolso'];

/** Each module that draws PDFs (calls createPortalPdf), with the answers that serve what it draws. */
const DESENHOS: Record<string, string[]> = {
  'modules/meus-dados/cartao-virtual.service.ts': ['baixarCartaoVirtual', 'abrirCartaoCompartilhado'],
  'modules/meus-dados/meu-plano.service.ts': ['baixarDeclaracaoPermanencia'],
  'modules/meus-dados/carta-portabilidade.service.ts': ['baixarCartaPortabilidade'],
  'modules/meus-dados/exportacao.pdf.ts': ['exportarDados'],
  'modules/financeiro/titulos.pdf.ts': [
    'baixarSegundaViaBoleto',
    'baixarDemonstrativoTitulo',
    'baixarComprovantePagamento',
  ],
  'modules/financeiro/informe-ir.pdf.ts': ['baixarInformeIr'],
  'modules/financeiro/declaracao-quitacao.service.ts': ['baixarDeclaracaoQuitacao'],
  'modules/financeiro/coparticipacao.pdf.ts': ['baixarDemonstrativoCoparticipacao'],
  'modules/saude/negativa.pdf.ts': ['baixarNegativaAutorizacao'],
  // The demo's lab reports and clinical documents, drawn at seeding (production receives them).
  'db/seed/saude-pdfs.ts': ['baixarResultadosExames', 'baixarReceitaAtestado'],
};

describe('every PDF kind reads back as written, accents included', () => {
  it.each(KINDS.map((k) => [k.nome, k] as const))('%s', async (_nome, kind) => {
    const { text } = await extractPdfText(await kind.baixar());
    // pdf.js gives compatibility characters in their canonical form (µ as μ, ﬁ as fi): so does the expectation.
    for (const passagem of kind.texto) expect(text).toContain(normalizeUnicode(passagem));
    // Nothing a reader would show for a glyph without text (pdf.js gives those as control characters).
    const semTexto = [...text].filter((c) => c < ' ' || c === '\ufffd');
    expect(semTexto).toEqual([]);
  });
});

describe('the list of kinds is complete', () => {
  it('names every answer the API documents as a PDF', () => {
    const documento = h.app.swagger() as unknown as {
      paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
    };
    const pdfs = Object.values(documento.paths)
      .flatMap((operacoes) => Object.values(operacoes))
      .filter((op) =>
        Object.entries(op.responses ?? {}).some(
          ([status, resposta]) =>
            status.startsWith('2') && JSON.stringify(resposta).includes('"application/pdf"'),
        ),
      )
      .map((op) => op.operationId);
    expect(pdfs.sort()).toEqual([...new Set([...KINDS.map((k) => k.operationId), ...NAO_DESENHADOS])].sort());
  });

  it('names every module that draws a PDF, and each kind comes from one of them', () => {
    const src = fileURLToPath(new URL('../../', import.meta.url));
    const desenham = (readdirSync(src, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('test/'))
      .filter((f) => /\bcreatePortalPdf\(/.test(readFileSync(join(src, f), 'utf8')))
      .filter((f) => !f.startsWith('platform/pdf/'))
      .map((f) => relative(src, join(src, f)));
    expect(desenham.sort()).toEqual(Object.keys(DESENHOS).sort());
    expect(Object.values(DESENHOS).flat().sort()).toEqual(
      [...new Set(KINDS.map((k) => k.operationId))].sort(),
    );
  });
});
