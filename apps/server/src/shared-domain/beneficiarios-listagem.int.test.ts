import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { cardNumber } from '../db/seed/family.js';
import { DEMO, QueryCounter, createTestHarness, type TestHarness } from '../test/test-app.js';
import { pessoaIdDe } from '../test/demo-ids.js';
import { listBeneficiarios } from './beneficiarios-listagem.js';
import { FamilyScope } from '../platform/family-scope.js';

let h: TestHarness;
const counter = new QueryCounter();
beforeAll(async () => {
  h = await createTestHarness({ queryCounter: counter });
});
afterAll(() => h.close());

const pessoaId = (cpf: string) => pessoaIdDe(h.database.db, cpf);
const scopeOf = async (cpf: string) => new FamilyScope(h.database.db, await pessoaId(cpf));

describe('listBeneficiarios', () => {
  it("groups Maria's family once per person, with the cards of both contracts, in two queries", async () => {
    const id = await pessoaId(DEMO.maria);
    let result: Awaited<ReturnType<typeof listBeneficiarios>> | undefined;
    const queries = await counter.during(async () => {
      result = await listBeneficiarios(new FamilyScope(h.database.db, id));
    });
    expect(queries).toHaveLength(2);
    const { listagem } = result!;
    expect(listagem.contratantes).toEqual([
      { nome: 'Carlos Souza', cpf: DEMO.carlos, carteiras: [], tipo: 'Contratante' },
    ]);
    expect(listagem.titulares).toEqual([
      {
        nome: 'Maria Aparecida Souza',
        cpf: DEMO.maria,
        carteiras: [cardNumber('100001', id), cardNumber('100002', id)],
        tipo: 'Titular',
      },
    ]);
    expect(listagem.dependentes.map((d) => [d.cpf, d.carteiras.length, d.tipo])).toEqual([
      [DEMO.joao, 2, 'Dependente'],
      [DEMO.ana, 2, 'Dependente'],
      [DEMO.pedro, 2, 'Dependente'],
    ]);
    expect(listagem.mensagemAmigavel).toBeUndefined();
  });

  it('shows a dependant only themself', async () => {
    const { listagem } = await listBeneficiarios(await scopeOf(DEMO.joao));
    expect(listagem.contratantes).toEqual([]);
    expect(listagem.titulares).toEqual([]);
    expect(listagem.dependentes.map((d) => d.cpf)).toEqual([DEMO.joao]);
  });

  it('filters plan holders and card holders, and says so when nobody is left', async () => {
    const members = await listBeneficiarios(await scopeOf(DEMO.carlos), { somenteComPlano: true });
    expect(members.listagem.contratantes).toEqual([]);
    expect(members.listagem.titulares).toHaveLength(1);
    expect(members.listagem.dependentes).toHaveLength(3);

    const withCards = await listBeneficiarios(await scopeOf(DEMO.carlos), { somenteComCarteira: true });
    expect(withCards.listagem.contratantes).toEqual([]);
    expect(withCards.listagem.titulares.map((t) => t.cpf)).toEqual([DEMO.maria]);

    // Someone with no beneficiary row at all (an account whose plans were removed) sees nobody.
    const nobody = await listBeneficiarios(new FamilyScope(h.database.db, 0));
    expect(nobody.listagem).toEqual({
      contratantes: [],
      titulares: [],
      dependentes: [],
      mensagemAmigavel: MESSAGES.noRecordsFound,
      tipoMensagem: 'ALERTA',
    });
  });
});
