import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '@portal/domain';
import {
  type DadosPessoais,
  dadosPessoaisEndpoints,
} from '@portal/domain/contract/meus-dados/dados-pessoais';
import { auditoria } from '../../db/schema/audit.js';
import { dadosPessoaisAlteracoes, enderecos } from '../../db/schema/dados-pessoais.js';
import { pessoas, pessoaContatos } from '../../db/schema/pessoas.js';
import { chamar, getJson } from '../../test/contrato.js';
import { DEMO, QueryCounter, withDemo, type TestHarness } from '../../test/test-app.js';
import { duringTest } from '../../test/test-database.js';
import type { TestAgent } from '../../test/test-agent.js';

const counter = new QueryCounter();
const demo = withDemo({ queryCounter: counter });
let h: TestHarness;
let maria: TestAgent;
let joao: TestAgent;
let carlos: TestAgent;
let roberto: TestAgent;
beforeAll(async () => {
  h = demo.h;
  [maria, joao, carlos, roberto] = await Promise.all([
    demo.as('maria'),
    demo.as('joao'),
    demo.as('carlos'),
    demo.as('roberto'),
  ]);
});

const pessoaId = async (cpf: string) => {
  const [row] = await h.database.db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, cpf));
  return row!.id;
};
const auditRows = async (acao: string, cpf: string) =>
  h.database.db
    .select()
    .from(auditoria)
    .where(
      and(eq(auditoria.acao, acao), eq(auditoria.pessoaId, await pessoaId(cpf)), duringTest(auditoria.at)),
    );

const editable = ({ cpf: _c, dataNascimento: _d, alteravel: _a, ...rest }: DadosPessoais) => rest;
const read = (agent: TestAgent, cpf: string): Promise<DadosPessoais> =>
  getJson(agent, dadosPessoaisEndpoints.dados, { params: { cpf } });

describe('GET /api/beneficiarios/meus-dados/listagem-beneficiarios and /constantes', () => {
  it("lists Maria's family grouped, and audits the read", async () => {
    const response = await chamar(maria, dadosPessoaisEndpoints.listagem);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      contratantes: { cpf: string }[];
      titulares: { cpf: string }[];
      dependentes: { cpf: string }[];
    }>();
    expect(body.contratantes.map((b) => b.cpf)).toEqual([DEMO.carlos]);
    expect(body.titulares.map((b) => b.cpf)).toEqual([DEMO.maria]);
    expect(body.dependentes.map((b) => b.cpf)).toEqual([DEMO.joao, DEMO.ana, DEMO.pedro]);
    expect(await auditRows('LEITURA_LISTAGEM_BENEFICIARIOS', DEMO.maria)).toHaveLength(1);
  });

  it('answers 403 to Carlos, who lacks tela-meus-dados', async () => {
    for (const [nome, pedido] of [
      ['listagem', {}],
      ['constantes', {}],
      ['dados', { params: { cpf: DEMO.carlos } }],
    ] as const) {
      const response = await chamar(carlos, dadosPessoaisEndpoints[nome], pedido);
      expect(response.statusCode, nome).toBe(403);
    }
    const put = await chamar(carlos, dadosPessoaisEndpoints.alterar, {
      params: { cpf: DEMO.carlos },
      body: {},
    });
    expect(put.statusCode).toBe(403);
  });

  it('gives the form its choices', async () => {
    const response = await chamar(joao, dadosPessoaisEndpoints.constantes);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      sexos: unknown[];
      estadosCivis: { nome: string }[];
      estados: unknown[];
      paises: string[];
    }>();
    expect(body.sexos).toEqual([
      { valor: 'M', nome: 'Masculino' },
      { valor: 'F', nome: 'Feminino' },
    ]);
    expect(body.estados).toHaveLength(27);
    expect(body.paises).toEqual(['Brasil']);
  });
});

describe('GET /api/v3/beneficiarios/meus-dados/dados/{cpf}', () => {
  it("answers Maria's person, contact and address data in the envelope, and audits it", async () => {
    const dados = await read(maria, DEMO.maria);
    expect(dados).toMatchObject({
      cpf: DEMO.maria,
      nomeCompleto: 'Maria Aparecida Souza',
      dataNascimento: '23/09/1978',
      sexo: 'F',
      estadoCivil: 'CASADO',
      numeroIdentidade: '28.765.432-0',
      dataEmissao: '11/03/1996',
      ufEmissao: 'SP',
      orgaoEmissao: 'SSP',
      paisEmissao: 'Brasil',
      nomeMae: 'Josefa Aparecida Lima',
      email: 'maria.souza@email.test',
      telefone: '(19) 99876-5432',
      tipoTelefone: 'PESSOAL',
      endereco: {
        cep: '13025-001',
        logradouro: 'Rua Coronel Quirino',
        numero: '1240',
        semNumero: false,
        complemento: 'Apto 52',
        bairro: 'Cambuí',
        cidade: 'Campinas',
        uf: 'SP',
      },
      enderecoCobranca: null,
      alteravel: true,
    });
    expect(dados.cartaoNacionalSaude).toMatch(/^\d{15}$/);
    expect(await auditRows('LEITURA_DADOS_PESSOAIS', DEMO.maria)).toHaveLength(1);
  });

  it("shows the contratante's data to the titular without letting her change it", async () => {
    const dados = await read(maria, DEMO.carlos);
    expect(dados.alteravel).toBe(false);
    expect(dados.enderecoCobranca).toMatchObject({
      logradouro: 'Rua Barão de Jaguara',
      complemento: 'Sala 1203',
    });
    expect((await read(maria, DEMO.ana)).alteravel).toBe(true);
  });

  it("answers 404 for another family's cpf, and for the titular when asked by her dependant", async () => {
    const other = await chamar(maria, dadosPessoaisEndpoints.dados, { params: { cpf: DEMO.roberto } });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ dados: null, erro: { mensagem: SERVER_MESSAGES.notFound } });
    expect(
      (await chamar(joao, dadosPessoaisEndpoints.dados, { params: { cpf: DEMO.maria } })).statusCode,
    ).toBe(404);
    expect(
      (await chamar(roberto, dadosPessoaisEndpoints.alterar, { params: { cpf: DEMO.ana }, body: {} }))
        .statusCode,
    ).toBe(400);
  });
});

describe('PUT /api/v3/beneficiarios/meus-dados/{cpf}', () => {
  it("saves Ana's changes in one go, keeps old and new values, and audits the change", async () => {
    const before = await read(maria, DEMO.ana);
    // A landline is saved at once (no code reaches it; a new e-mail or mobile waits for its code:
    // contato-verificado.int.test.ts).
    const body = {
      ...editable(before),
      estadoCivil: 'SOLTEIRO',
      telefone: '(19) 3232-4567',
      endereco: { ...before.endereco, numero: '', semNumero: true, complemento: '' },
      enderecoCobranca: {
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        numero: '1000',
        semNumero: false,
        complemento: '',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        uf: 'SP',
      },
    };
    h.clock.set('2026-03-10T12:05:00.000Z');
    const response = await chamar(maria, dadosPessoaisEndpoints.alterar, {
      params: { cpf: DEMO.ana },
      body,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { contatosPendentes, ...saved } = response.json<{
      dados: DadosPessoais & { contatosPendentes: unknown[] };
    }>().dados;
    expect(contatosPendentes).toEqual([]);
    expect(saved).toMatchObject({
      estadoCivil: 'SOLTEIRO',
      email: 'ana.clara.souza@email.test',
      telefone: '(19) 3232-4567',
      endereco: { numero: '', semNumero: true, complemento: '' },
      enderecoCobranca: { cep: '01310-100', cidade: 'São Paulo' },
    });
    expect(await read(maria, DEMO.ana)).toEqual(saved);

    const anaId = await pessoaId(DEMO.ana);
    const history = await h.database.db
      .select()
      .from(dadosPessoaisAlteracoes)
      .where(eq(dadosPessoaisAlteracoes.pessoaId, anaId))
      .orderBy(dadosPessoaisAlteracoes.id);
    const byField = Object.fromEntries(history.map((r) => [r.campo, [r.valorAnterior, r.valorNovo]]));
    expect(byField).toMatchObject({
      telefone: ['', '(19) 3232-4567'],
      'endereco.numero': ['1240', ''],
      'endereco.semNumero': ['false', 'true'],
      'enderecoCobranca.cep': [null, '01310-100'],
    });
    expect(byField.nomeCompleto).toBeUndefined();
    expect(byField.email).toBeUndefined();
    expect(new Set(history.map((r) => r.lote)).size).toBe(1);
    expect(history[0]!.at.toISOString()).toBe('2026-03-10T12:05:00.000Z');

    const [phone] = await h.database.db
      .select()
      .from(pessoaContatos)
      .where(and(eq(pessoaContatos.pessoaId, anaId), eq(pessoaContatos.tipo, 'TELEFONE_RESIDENCIAL')));
    expect(phone).toMatchObject({ valor: '1932324567', verificado: false });
    expect(await auditRows('ALTERACAO_DADOS_PESSOAIS', DEMO.ana)).toHaveLength(1);

    // Saving the same values again changes nothing and writes no history.
    const again = await chamar(maria, dadosPessoaisEndpoints.alterar, {
      params: { cpf: DEMO.ana },
      body: { ...editable(saved) },
    });
    expect(again.statusCode).toBe(200);
    const after = await h.database.db
      .select()
      .from(dadosPessoaisAlteracoes)
      .where(eq(dadosPessoaisAlteracoes.pessoaId, anaId));
    expect(after).toHaveLength(history.length);
  });

  it("answers every field's spec message and writes nothing", async () => {
    const before = await read(joao, DEMO.joao);
    const response = await chamar(joao, dadosPessoaisEndpoints.alterar, {
      params: { cpf: DEMO.joao },
      body: {
        ...editable(before),
        nomeCompleto: 'João  Pedro',
        email: 'joao@',
        telefone: '(19) 9999-9999',
        cartaoNacionalSaude: '111111111111111',
        dataEmissao: '31/02/2020',
        endereco: { ...before.endereco, cep: '13025001', numero: '012', logradouro: '' },
      },
    });
    expect(response.statusCode).toBe(400);
    const { erro } = response.json<{ erro: { mensagem: string; campos: Record<string, string> } }>();
    expect(erro.campos).toEqual({
      nomeCompleto: 'Nome completo inválido',
      email: MESSAGES.invalidEmail,
      telefone: MESSAGES.invalidPhone,
      cartaoNacionalSaude: MESSAGES.invalidCns,
      dataEmissao: MESSAGES.invalidDate,
      'endereco.cep': MESSAGES.invalidCep,
      'endereco.logradouro': MESSAGES.required,
      'endereco.numero': MESSAGES.invalidNumber,
    });
    expect(erro.mensagem).toBe('Nome completo inválido');
    expect(await read(joao, DEMO.joao)).toEqual(before);
    const rows = await h.database.db
      .select()
      .from(enderecos)
      .where(eq(enderecos.pessoaId, await pessoaId(DEMO.joao)));
    expect(rows[0]?.numero).toBe('1240');
  });

  it('refuses a missing number without the no-number flag, and a field left out', async () => {
    const before = await read(joao, DEMO.joao);
    const { email: _email, ...withoutEmail } = editable(before);
    const response = await chamar(joao, dadosPessoaisEndpoints.alterar, {
      params: { cpf: DEMO.joao },
      body: { ...withoutEmail, endereco: { ...before.endereco, numero: '' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ erro: { campos: Record<string, string> } }>().erro.campos).toMatchObject({
      email: MESSAGES.required,
      'endereco.numero': MESSAGES.required,
    });
  });

  it('refuses a CEP that exists nowhere and a UF that is not the CEP’s state', async () => {
    const before = await read(joao, DEMO.joao);
    const response = await chamar(joao, dadosPessoaisEndpoints.alterar, {
      params: { cpf: DEMO.joao },
      body: {
        ...editable(before),
        email: 'joao@souza.com.br',
        endereco: { ...before.endereco, cep: '00000-000' },
        enderecoCobranca: { ...before.endereco, uf: 'RJ' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ erro: { campos: Record<string, string> } }>().erro.campos).toEqual({
      'endereco.cep': MESSAGES.invalidCep,
      'enderecoCobranca.uf': 'UF inválido',
    });
    expect(await read(joao, DEMO.joao)).toEqual(before);
  });

  it("answers 403 when Maria tries to change the contratante's data, 404 for another family", async () => {
    const carlosData = await read(maria, DEMO.carlos);
    const forbidden = await chamar(maria, dadosPessoaisEndpoints.alterar, {
      params: { cpf: DEMO.carlos },
      body: { ...editable(carlosData), email: 'carlos@souza.com.br' },
    });
    expect(forbidden.statusCode).toBe(403);
    const robertoData = await read(roberto, DEMO.roberto);
    const notYours = await chamar(maria, dadosPessoaisEndpoints.alterar, {
      params: { cpf: DEMO.roberto },
      body: { ...editable(robertoData), email: 'roberta@lima.com.br' },
    });
    expect(notYours.statusCode).toBe(404);
  });

  it('reads in one query and writes only what changed (issue 18: the most saved screen)', async () => {
    const queries = await counter.during(() => read(roberto, DEMO.roberto));
    // The session with the family scope (the route used it before), the person with contacts and
    // addresses, the audit row.
    expect(queries).toHaveLength(3);
    expect(queries[0]).toMatch(/"beneficiarios"[\s\S]*from "sessoes"/);
    const before = await read(roberto, DEMO.roberto);
    const saved = await counter.during(async () => {
      const response = await chamar(roberto, dadosPessoaisEndpoints.alterar, {
        params: { cpf: DEMO.roberto },
        body: { ...editable(before), numeroIdentidade: '11.222.333-4' },
      });
      expect(response.statusCode, response.body).toBe(200);
    });
    // The session with the family, the data before, then one statement: the person's update, the history,
    // the event for the operator's systems and the audit row (all or none, no transaction round trips).
    expect(saved).toHaveLength(3);
    expect(saved[1]).toMatch(/^select [\s\S]* from "pessoas" where "pessoas"."id" = /);
    const [write] = saved.slice(2);
    expect(write).toMatch(/^with junto as \(update "pessoas"/);
    expect(write).toMatch(/insert into "dados_pessoais_alteracoes"/);
    expect(write).toMatch(/insert into "integracao_eventos"/);
    expect(write).toMatch(/\) insert into "auditoria"/);
    expect(write).not.toMatch(/"pessoa_contatos"|"enderecos"/);
    expect(await read(roberto, DEMO.roberto)).toMatchObject({ numeroIdentidade: '11.222.333-4' });
  });

  it('answers what a read then returns, with a phone and both addresses changed (no read after the save)', async () => {
    const before = await read(roberto, DEMO.roberto);
    const endereco = {
      cep: '01310-100',
      logradouro: '  Avenida Paulista ',
      numero: '',
      semNumero: true,
      complemento: ' Bloco B ',
      bairro: ' Bela Vista',
      cidade: 'São Paulo ',
      uf: 'SP',
    };
    const response = await chamar(roberto, dadosPessoaisEndpoints.alterar, {
      params: { cpf: DEMO.roberto },
      body: {
        ...editable(before),
        nomeMae: ' Ana Souza ',
        email: 'roberto.novo@example.com ',
        telefone: '(11) 3333-4444',
        tipoTelefone: 'COMERCIAL',
        endereco,
        enderecoCobranca: {
          ...endereco,
          numero: '10',
          semNumero: false,
          cep: '20040-002',
          cidade: 'Rio de Janeiro',
          uf: 'RJ',
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { contatosPendentes, ...answered } = response.json<{
      dados: DadosPessoais & { contatosPendentes: { tipo: string }[] };
    }>().dados;
    expect(answered).toEqual(await read(roberto, DEMO.roberto));
    // The new e-mail waits for its code; the commercial phone is saved.
    expect(contatosPendentes.map((c) => c.tipo)).toEqual(['EMAIL']);
    expect(answered).toMatchObject({ email: 'roberta.lima@email.test', tipoTelefone: 'COMERCIAL' });
    expect(answered.endereco).toMatchObject({
      logradouro: 'Avenida Paulista',
      numero: '',
      complemento: 'Bloco B',
    });
    // Removing the billing address answers null, as the read does.
    const removed = await chamar(roberto, dadosPessoaisEndpoints.alterar, {
      params: { cpf: DEMO.roberto },
      body: { ...editable(answered), enderecoCobranca: null },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<{ dados: DadosPessoais }>().dados).toEqual({
      ...(await read(roberto, DEMO.roberto)),
      contatosPendentes: [],
    });
    expect((await read(roberto, DEMO.roberto)).enderecoCobranca).toBeNull();
  });

  it('needs the CSRF token', async () => {
    const before = await read(joao, DEMO.joao);
    const response = await chamar(joao, dadosPessoaisEndpoints.alterar, {
      params: { cpf: DEMO.joao },
      body: { ...editable(before), email: 'joao@souza.com.br' },
      csrf: false,
    });
    expect(response.statusCode).toBe(403);
  });
});
