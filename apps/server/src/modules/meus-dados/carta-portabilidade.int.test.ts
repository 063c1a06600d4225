import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListagemBeneficiarios } from '@portal/domain/contract/listagem-beneficiarios';
import { cartaPortabilidadeEndpoints } from '@portal/domain/contract/meus-dados/carta-portabilidade';
import { auditoria } from '../../db/schema/audit.js';
import { contratoAdimplencia } from '../../db/schema/contrato-eventos.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { contratos } from '../../db/schema/contratos.js';
import { chamar } from '../../test/contrato.js';
import { extractPdfText } from '../../test/pdf-text.js';
import { DEMO, withDemo, type TestHarness } from '../../test/test-app.js';
import type { TestAgent } from '../../test/test-agent.js';

const demo = withDemo();
let h: TestHarness;
let maria: TestAgent;
let joao: TestAgent;
let carlos: TestAgent;
beforeAll(async () => {
  h = demo.h;
  [maria, joao, carlos] = await Promise.all([demo.as('maria'), demo.as('joao'), demo.as('carlos')]);
});

describe('carta de portabilidade', () => {
  it('lists titulares and dependentes, never the contratante', async () => {
    const response = await chamar(maria, cartaPortabilidadeEndpoints.listagem);
    expect(response.statusCode).toBe(200);
    const body = response.json<ListagemBeneficiarios>();
    expect(body.contratantes).toEqual([]);
    expect([...body.titulares, ...body.dependentes].map((b) => b.cpf)).toEqual([
      DEMO.maria,
      DEMO.joao,
      DEMO.ana,
      DEMO.pedro,
    ]);
  });

  it("makes João's letter as a PDF with the data ANS asks for, and audits it", async () => {
    const response = await chamar(maria, cartaPortabilidadeEndpoints.pdf, { params: { cpf: DEMO.joao } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Carta de portabilidade - Joao Pedro Souza.pdf"/,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    const { text } = await extractPdfText(response.rawPayload);
    for (const expected of [
      'Carta de Portabilidade de Carências',
      'João Pedro Souza',
      '456.789.123-64',
      'Vale Verde Saúde Cooperativa Médica',
      '345678',
      'Vale Verde Essencial Apartamento — contrato 100001',
      '487.654/21-3',
      'Vale Verde Odonto — contrato 100002',
      'Individual/Familiar',
      'Ambulatorial + Hospitalar com Obstetrícia',
      '01/03/2019',
      '7 anos',
      'Em dia (última mensalidade paga: 01/2026)',
    ]) {
      expect(text).toContain(expected);
    }
    const [joaoRow] = await h.database.db
      .select({ id: pessoas.id })
      .from(pessoas)
      .where(eq(pessoas.cpf, DEMO.joao));
    const audits = await h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'EMISSAO_CARTA_PORTABILIDADE'), eq(auditoria.pessoaId, joaoRow!.id)));
    expect(audits).toHaveLength(1);
  });

  it('says when payments are late', async () => {
    const [contrato] = await h.database.db.select().from(contratos).where(eq(contratos.codigo, '100002'));
    await h.database.db
      .update(contratoAdimplencia)
      .set({ emDia: false, ultimaCompetenciaPaga: '2025-12-01' })
      .where(eq(contratoAdimplencia.contratoId, contrato!.id));
    const response = await chamar(maria, cartaPortabilidadeEndpoints.pdf, { params: { cpf: DEMO.ana } });
    const { text } = await extractPdfText(response.rawPayload);
    expect(text).toContain('Ana Clara Souza');
    expect(text).toContain('Há mensalidades em aberto (última paga: 12/2025)');
    expect(text).toContain('Em dia (última mensalidade paga: 01/2026)');
  });

  it("answers 403 to Carlos and 404 for another family's or the titular's cpf asked by a dependant", async () => {
    expect(
      (await chamar(carlos, cartaPortabilidadeEndpoints.pdf, { params: { cpf: DEMO.maria } })).statusCode,
    ).toBe(403);
    expect((await chamar(carlos, cartaPortabilidadeEndpoints.listagem)).statusCode).toBe(403);
    expect(
      (await chamar(maria, cartaPortabilidadeEndpoints.pdf, { params: { cpf: DEMO.roberto } })).statusCode,
    ).toBe(404);
    expect(
      (await chamar(joao, cartaPortabilidadeEndpoints.pdf, { params: { cpf: DEMO.maria } })).statusCode,
    ).toBe(404);
    expect(
      (await chamar(maria, cartaPortabilidadeEndpoints.pdf, { params: { cpf: DEMO.carlos } })).statusCode,
    ).toBe(404);
    expect(
      (await chamar(maria, cartaPortabilidadeEndpoints.pdf, { params: { cpf: '123' } })).statusCode,
    ).toBe(400);
  });
});
