import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DADOS_MESSAGES, MESSAGES } from '@portal/domain';
import type { ListagemBeneficiarios } from '@portal/domain/contract/listagem-beneficiarios';
import {
  type ListagemCarteiras,
  type SegundaViaSolicitada,
  segundaViaCartaoEndpoints,
} from '@portal/domain/contract/meus-dados/segunda-via-cartao';
import { auditoria } from '../../db/schema/audit.js';
import { segundaViaSolicitacoes } from '../../db/schema/segunda-via.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { chamar } from '../../test/contrato.js';
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

const pessoaId = async (cpf: string) => {
  const [row] = await h.database.db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, cpf));
  return row!.id;
};
const carteirasOf = async (agent: TestAgent, cpf: string) => {
  const response = await chamar(agent, segundaViaCartaoEndpoints.carteiras, { params: { cpf } });
  expect(response.statusCode).toBe(200);
  return response.json<ListagemCarteiras>();
};

describe('2ª via de cartão reads', () => {
  it('lists only plan members with cards (no contratante)', async () => {
    const response = await chamar(maria, segundaViaCartaoEndpoints.listagem);
    expect(response.statusCode).toBe(200);
    const body = response.json<ListagemBeneficiarios>();
    expect(body.contratantes).toEqual([]);
    expect(body.titulares.map((b) => b.cpf)).toEqual([DEMO.maria]);
    expect(body.dependentes.map((b) => b.cpf)).toEqual([DEMO.joao, DEMO.ana, DEMO.pedro]);
  });

  it("gives Ana's two cards and her address on file, and audits the read", async () => {
    const { carteiras, enderecoAtual, solicitacoesPendentes } = await carteirasOf(maria, DEMO.ana);
    expect(carteiras.map((c) => [c.plano, c.segmentacao, c.nomeCompleto, c.via])).toEqual([
      ['Vale Verde Essencial Apartamento', 'Ambulatorial + Hospitalar com Obstetrícia', 'Ana Clara Souza', 1],
      ['Vale Verde Odonto', 'Odontológico', 'Ana Clara Souza', 1],
    ]);
    expect(solicitacoesPendentes).toEqual([]);
    expect(enderecoAtual).toMatchObject({
      cep: '13025-001',
      logradouro: 'Rua Coronel Quirino',
      numero: '1240',
    });
    const rows = await h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'LEITURA_CARTEIRAS'), eq(auditoria.pessoaId, await pessoaId(DEMO.ana))));
    expect(rows).toHaveLength(1);
  });

  it('offers the reasons', async () => {
    const response = await chamar(joao, segundaViaCartaoEndpoints.constantes);
    expect(response.json<{ motivos: { valor: string }[] }>().motivos.map((m) => m.valor)).toContain('PERDA');
  });

  it("answers 403 to Carlos and 404 for another family's or another person's cpf", async () => {
    for (const [nome, pedido] of [
      ['listagem', {}],
      ['carteiras', { params: { cpf: DEMO.maria } }],
      ['constantes', {}],
    ] as const) {
      expect((await chamar(carlos, segundaViaCartaoEndpoints[nome], pedido)).statusCode, nome).toBe(403);
    }
    expect(
      (await chamar(carlos, segundaViaCartaoEndpoints.solicitar, { params: { cpf: DEMO.maria }, body: {} }))
        .statusCode,
    ).toBe(403);
    expect(
      (await chamar(maria, segundaViaCartaoEndpoints.carteiras, { params: { cpf: DEMO.roberto } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await chamar(joao, segundaViaCartaoEndpoints.carteiras, { params: { cpf: DEMO.maria } })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/beneficiarios/segunda-via-cartao/solicitar/{cpf}', () => {
  it('records the request for the address on file and answers a protocol number', async () => {
    const { carteiras } = await carteirasOf(joao, DEMO.joao);
    const codigo = carteiras[0]!.codigo;
    const response = await chamar(joao, segundaViaCartaoEndpoints.solicitar, {
      params: { cpf: DEMO.joao },
      body: { carteiras: [codigo], tipoMotivo: 'PERDA', endereco: null },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<SegundaViaSolicitada>();
    expect(body.protocolo).toMatch(/^34567820260310\d{6}$/);
    expect(body.carteiras).toEqual([codigo]);
    expect(body.endereco).toMatchObject({ logradouro: 'Rua Coronel Quirino', numero: '1240' });
    const [row] = await h.database.db
      .select()
      .from(segundaViaSolicitacoes)
      .where(eq(segundaViaSolicitacoes.protocolo, body.protocolo));
    expect(row).toMatchObject({ tipoMotivo: 'PERDA', carteiras: [codigo], situacao: 'SOLICITADO' });
    const audits = await h.database.db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.acao, 'SOLICITACAO_SEGUNDA_VIA_CARTAO'),
          eq(auditoria.pessoaId, await pessoaId(DEMO.joao)),
        ),
      );
    expect(audits).toHaveLength(1);

    const listed = await carteirasOf(joao, DEMO.joao);
    expect(listed.solicitacoesPendentes).toEqual([
      { protocolo: body.protocolo, dataSolicitacao: body.dataSolicitacao, carteiras: [codigo] },
    ]);

    const again = await chamar(joao, segundaViaCartaoEndpoints.solicitar, {
      params: { cpf: DEMO.joao },
      body: { carteiras: [codigo], tipoMotivo: 'PERDA', endereco: null },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ mensagem: DADOS_MESSAGES.segundaViaPendente });
  });

  it('keeps one pending request per card when 10 arrive at the same instant (a database constraint)', async () => {
    const { carteiras } = await carteirasOf(maria, DEMO.maria);
    const codigo = carteiras[0]!.codigo;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        chamar(maria, segundaViaCartaoEndpoints.solicitar, {
          params: { cpf: DEMO.maria },
          body: { carteiras: [codigo], tipoMotivo: 'PERDA', endereco: null },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ mensagem: DADOS_MESSAGES.segundaViaPendente });
    }
    expect((await carteirasOf(maria, DEMO.maria)).solicitacoesPendentes).toHaveLength(1);
  });

  it('lets the card be asked for again once the pending request was dealt with', async () => {
    const { carteiras } = await carteirasOf(maria, DEMO.maria);
    const codigo = carteiras[0]!.codigo;
    await h.database.db
      .update(segundaViaSolicitacoes)
      .set({ situacao: 'EMITIDO' })
      .where(eq(segundaViaSolicitacoes.pessoaId, await pessoaId(DEMO.maria)));
    const again = await chamar(maria, segundaViaCartaoEndpoints.solicitar, {
      params: { cpf: DEMO.maria },
      body: { carteiras: [codigo], tipoMotivo: 'PERDA', endereco: null },
    });
    expect(again.statusCode).toBe(201);
  });

  it('delivers to a new address when one is given', async () => {
    const { carteiras } = await carteirasOf(maria, DEMO.ana);
    const response = await chamar(maria, segundaViaCartaoEndpoints.solicitar, {
      params: { cpf: DEMO.ana },
      body: {
        carteiras: carteiras.map((c) => c.codigo),
        tipoMotivo: 'DANIFICADO',
        endereco: {
          cep: '01310-100',
          logradouro: 'Avenida Paulista',
          numero: '',
          semNumero: true,
          complemento: 'Portaria',
          bairro: 'Bela Vista',
          cidade: 'São Paulo',
          uf: 'SP',
        },
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<SegundaViaSolicitada>().endereco).toMatchObject({
      cep: '01310-100',
      semNumero: true,
    });
  });

  it('answers the spec messages for bad input and 404 for a card that is not the person’s', async () => {
    const empty = await chamar(maria, segundaViaCartaoEndpoints.solicitar, {
      params: { cpf: DEMO.maria },
      body: {
        carteiras: [],
        tipoMotivo: 'QUALQUER',
        endereco: {
          cep: '1301',
          logradouro: '',
          numero: '',
          semNumero: false,
          complemento: '',
          bairro: 'x',
          cidade: 'y',
          uf: 'SP',
        },
      },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ campos: Record<string, string> }>().campos).toEqual({
      carteiras: MESSAGES.required,
      tipoMotivo: MESSAGES.required,
      'endereco.cep': MESSAGES.invalidCep,
      'endereco.logradouro': MESSAGES.required,
      'endereco.numero': MESSAGES.required,
    });

    const { carteiras: anaCards } = await carteirasOf(maria, DEMO.ana);
    const wrongCard = await chamar(maria, segundaViaCartaoEndpoints.solicitar, {
      params: { cpf: DEMO.maria },
      body: { carteiras: [anaCards[0]!.codigo], tipoMotivo: 'PERDA', endereco: null },
    });
    expect(wrongCard.statusCode).toBe(404);
    const otherFamily = await chamar(maria, segundaViaCartaoEndpoints.solicitar, {
      params: { cpf: DEMO.roberto },
      body: { carteiras: ['1'], tipoMotivo: 'PERDA', endereco: null },
    });
    expect(otherFamily.statusCode).toBe(404);
  });
});
