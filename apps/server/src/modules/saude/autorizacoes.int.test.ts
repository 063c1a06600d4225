// Autorizações (issue 15) on the demo seed: the PENDENTE default and the status filter, the guide detail
// reached through its card, where an authorised procedure can be done, the denial letter, the 404s of
// another family's guide or a wrong card, and the audit rows. The list's summary of each guide's procedures
// (read in the guides' own statement, decision 0063) agrees with the detail's list.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAUDE_MESSAGES } from '@portal/domain';
import type { EndpointResult } from '@portal/domain/contract/endpoint';
import { SITUACOES_AUTORIZACAO_CODIGOS } from '@portal/domain/contract/saude/autorizacao-situacoes';
import { autorizacoesEndpoints } from '@portal/domain/contract/saude/autorizacoes';
import { auditoria } from '../../db/schema/audit.js';
import { extractPdfText } from '../../test/pdf-text.js';
import type { TestAgent } from '../../test/test-agent.js';
import { chamar, getJson, urlDe, type Pedido, type QueryDeTeste } from '../../test/contrato.js';
import { DEMO, withDemo, type TestHarness } from '../../test/test-app.js';

const E = autorizacoesEndpoints;

const demo = withDemo();
let h: TestHarness;
let maria: TestAgent;
let roberto: TestAgent;
let joao: TestAgent;
beforeAll(async () => {
  h = demo.h;
  [maria, roberto, joao] = await Promise.all([demo.as('maria'), demo.as('roberto'), demo.as('joao')]);
});

const lista = (agent: TestAgent, query: QueryDeTeste) => getJson(agent, E.autorizacoes, { query });
const guiaDe = async (agent: TestAgent, cpf: string, status: string) =>
  (await lista(agent, { cpf, status })).autorizacoes[0]!;

describe('the list', () => {
  it('shows only PENDENTE guides when no status is named, with the RN 623 deadline of 10 business days', async () => {
    const body = await lista(maria, { cpf: DEMO.maria });
    expect(body.status).toEqual(['PENDENTE']);
    expect(body.autorizacoes).toHaveLength(1);
    expect(body.autorizacoes[0]).toMatchObject({ status: 'PENDENTE', altaComplexidade: true });
    expect(body.autorizacoes[0]!.prazoResposta).not.toBeNull();
  });

  it('filters by every repeated status, newest first; a status with nothing says so', async () => {
    const body = await lista(joao, { cpf: DEMO.joao, status: ['NEGADA', 'AUTORIZADA', 'VENCIDA'] });
    expect(body.autorizacoes.map((a) => a.status)).toEqual(['AUTORIZADA', 'NEGADA', 'VENCIDA']);
    expect((await lista(roberto, { cpf: DEMO.roberto, status: 'NEGADA' })).mensagemAmigavel).toBe(
      SAUDE_MESSAGES.noAuthorizations,
    );
  });

  it("summarises each guide's procedures as its detail lists them (first one, how many others)", async () => {
    for (const [agent, cpf] of [
      [maria, DEMO.maria],
      [joao, DEMO.joao],
    ] as const) {
      const { autorizacoes } = await lista(agent, { cpf, status: [...SITUACOES_AUTORIZACAO_CODIGOS] });
      expect(autorizacoes.length).toBeGreaterThan(0);
      for (const guia of autorizacoes) {
        const { procedimentos } = await getJson(agent, E.detalhe, {
          params: { idGuia: guia.idGuia },
          query: { carteira: guia.codigoCarteiraGuia },
        });
        expect(guia.procedimentoPrincipal).toBe(procedimentos[0]?.descricao ?? '');
        expect(guia.outrosProcedimentos).toBe(Math.max(0, procedimentos.length - 1));
      }
    }
  });

  it('refuses another family (404) and an unknown status (400)', async () => {
    expect((await chamar(maria, E.autorizacoes, { query: { cpf: DEMO.roberto } })).statusCode).toBe(404);
    expect(
      (await chamar(maria, E.autorizacoes, { query: { cpf: DEMO.maria, status: 'ABERTA' } })).statusCode,
    ).toBe(400);
  });
});

describe('one guide', () => {
  it('shows the procedures with TUSS codes, the doctor and the denial through the right card', async () => {
    const negada = await guiaDe(maria, DEMO.maria, 'NEGADA');
    const dados = await getJson(maria, E.detalhe, {
      params: { idGuia: negada.idGuia },
      query: { carteira: negada.codigoCarteiraGuia },
    });
    expect(dados.procedimentos[0]).toMatchObject({ codigoProcedimento: '41001079', quantidadeAutorizada: 0 });
    expect(dados.medicoSolicitante.crm).toMatch(/^\d+$/);
    expect(dados.negativa?.fundamento).toContain('Cláusula');
    expect(dados.negativaPdf).toBe(true);
  });

  it('is 404 with a wrong card, and for another family whatever card is sent', async () => {
    const negada = await guiaDe(maria, DEMO.maria, 'NEGADA');
    const doJoao = await guiaDe(joao, DEMO.joao, 'NEGADA');
    expect(
      (
        await chamar(maria, E.detalhe, {
          params: { idGuia: negada.idGuia },
          query: { carteira: doJoao.codigoCarteiraGuia },
        })
      ).statusCode,
    ).toBe(404);
    const deRoberto = await guiaDe(roberto, DEMO.roberto, 'AUTORIZADA');
    const idGuia = deRoberto.idGuia;
    const chamadas: [Parameters<typeof chamar>[1], Pedido][] = [
      [E.detalhe, { params: { idGuia }, query: { carteira: deRoberto.codigoCarteiraGuia } }],
      [E.cidades, { params: { idGuia }, query: { codigoProcedimento: '40901114' } }],
      [E.prestadores, { params: { idGuia }, query: { codigoProcedimento: '40901114', codigoCidade: '1' } }],
      [E.negativa, { params: { idGuia } }],
      [E.negativa, { params: { idGuia: '99999999' } }],
    ];
    for (const [endpoint, pedido] of chamadas) {
      expect((await chamar(maria, endpoint, pedido)).statusCode, urlDe(endpoint, pedido)).toBe(404);
    }
  });
});

describe('where an authorised procedure can be done', () => {
  it('lists Campinas and São Paulo, then the providers of a city with their phones', async () => {
    const autorizada = await guiaDe(maria, DEMO.maria, 'AUTORIZADA');
    const { cidades: lista } = await getJson(maria, E.cidades, {
      params: { idGuia: autorizada.idGuia },
      query: { codigoProcedimento: '40901114' },
    });
    expect(lista.map((c) => c.nome)).toEqual(['Campinas', 'São Paulo']);
    const campinas = lista[0]!.codigoCidade;
    const prestadores = await chamar(maria, E.prestadores, {
      params: { idGuia: autorizada.idGuia },
      query: { codigoProcedimento: '40901114', codigoCidade: campinas },
    });
    const nomes = prestadores.json<EndpointResult<typeof E.prestadores>>().prestadores;
    expect(nomes.map((p) => p.nome)).toEqual(['Clínica Imagem Taquaral', 'Hospital Vale Verde Campinas']);
    // A procedure the guide does not have is 404.
    expect(
      (
        await chamar(maria, E.cidades, {
          params: { idGuia: autorizada.idGuia },
          query: { codigoProcedimento: '41001079' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('is 409 for a guide that is not authorised', async () => {
    const negada = await guiaDe(maria, DEMO.maria, 'NEGADA');
    const response = await chamar(maria, E.cidades, {
      params: { idGuia: negada.idGuia },
      query: { codigoProcedimento: '41001079' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ mensagem: string }>().mensagem).toBe(SAUDE_MESSAGES.notAuthorized);
  });
});

describe('the denial letter', () => {
  it('is a PDF attachment with the reason and the clause, audited; other statuses have none', async () => {
    // João reads his own letter (his mother would need his consent: issue 33).
    const negada = await guiaDe(joao, DEMO.joao, 'NEGADA');
    const response = await chamar(joao, E.negativa, { params: { idGuia: negada.idGuia } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const { text } = await extractPdfText(response.rawPayload);
    expect(text).toContain('Carta de negativa de cobertura');
    expect(text).toContain('João Pedro Souza');
    expect(text).toContain('Rol de Procedimentos');
    expect(text).toContain('Cláusula 9ª');
    const rows = await h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'DOWNLOAD_CARTA_NEGATIVA')));
    expect(rows.length).toBeGreaterThan(0);

    const autorizada = await guiaDe(joao, DEMO.joao, 'AUTORIZADA');
    const none = await chamar(joao, E.negativa, { params: { idGuia: autorizada.idGuia } });
    expect(none.statusCode).toBe(404);
    expect(none.json<{ mensagem: string }>().mensagem).toBe(SAUDE_MESSAGES.noDenialLetter);
  });
});
