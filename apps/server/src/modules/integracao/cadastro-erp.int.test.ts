// The ERP's cadastro (issue 19, decision 0024 "Cadastro"): contracts, beneficiaries and cards keyed by the
// ERP's ids — scopes, batch limits, created → updated → unchanged, per-record errors beside applied records,
// one person per CPF (also under two concurrent batches, on PostgreSQL too), what the member then sees in
// Meu Plano and Cartão Virtual, an ended membership leaving the screens, first access of a member the ERP
// created, no outbox event, and reads that do not grow with the batch.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTEGRACAO_MESSAGES } from '@portal/domain';
import { toBase64 } from '@portal/domain/contract/auth/basic-authorization';
import {
  PRIMEIRO_ACESSO_CPF_HEADER,
  primeiroAcessoEndpoints,
} from '@portal/domain/contract/auth/primeiro-acesso';
import type { BeneficiarioErp, CartaoErp, ContratoErp } from '@portal/domain/contract/integracao/cadastro';
import { cartaoVirtualEndpoints } from '@portal/domain/contract/meus-dados/cartao-virtual';
import { meuPlanoEndpoints } from '@portal/domain/contract/meus-dados/meu-plano';
import { SERVICE_TOKEN_HEADER } from '@portal/domain/contract/saude/token-servico';
import { cpfFromBase } from '@portal/test-support/fresh-families';
import { integracaoEventos } from '../../db/schema/integracao-eventos.js';
import { pessoaContatos, pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios } from '../../db/schema/contratos.js';
import { diaOperador } from '../../platform/family-scope.js';
import {
  alguemEsperandoLock,
  lotes,
  novoCliente,
  putLote,
  tokenDe,
  transacaoAberta,
} from '../../test/integracao.js';
import { codeIn, nthOutboxMessage } from '../../test/mailbox.js';
import { TestAgent } from '../../test/test-agent.js';
import { chamar, getJson } from '../../test/contrato.js';
import { testPostgresUrl } from '../../test/test-database.js';
import { DEMO, login, QueryCounter, withDemo, type TestHarness } from '../../test/test-app.js';
import { importarArquivo } from './importacao.js';

let h: TestHarness;
let token: string;
const queries = new QueryCounter();
const demo = withDemo({ queryCounter: queries });

const cpf = (base: string): string => cpfFromBase(base).replace(/\D/g, '');

type Rota = 'contratos' | 'beneficiarios' | 'cartoes';
const { put, enviar, resultados, exigeEscopo } = lotes<Rota>(() => ({ app: h.app, token }));

const contrato: ContratoErp = {
  idErp: 'CTR-ERP-1',
  familiaIdErp: 'FAM-ERP-1',
  codigo: '800001',
  plano: 'Vale Verde Superior Apartamento',
  segmentacao: 'Ambulatorial + Hospitalar com Obstetrícia',
  registroAnsProduto: '487.656/21-9',
  tipoContratacao: 'Individual/Familiar',
  acomodacao: 'Apartamento',
  abrangencia: 'Nacional',
  dataInicio: '2025-06-01',
  situacao: 'ATIVO',
};
const TITULAR_EMAIL = 'helena.prado@email.test';
const titular: BeneficiarioErp = {
  idErp: 'BEN-ERP-1',
  contratoIdErp: contrato.idErp,
  tipo: 'TITULAR',
  dataInclusao: '2025-06-01',
  cpf: cpf('801234567'),
  nomeCompleto: 'Helena Prado',
  dataNascimento: '1988-05-17',
  sexo: 'F',
  nomeMae: 'Rosa Prado',
  email: TITULAR_EMAIL,
  celular: '11987654321',
};
const dependente: BeneficiarioErp = {
  idErp: 'BEN-ERP-2',
  contratoIdErp: contrato.idErp,
  tipo: 'DEPENDENTE',
  titularIdErp: titular.idErp,
  parentesco: 'Filho',
  dataInclusao: '2025-06-01',
  cpf: cpf('801234568'),
  nomeCompleto: 'Davi Prado',
  dataNascimento: '2015-02-03',
  sexo: 'M',
};
const cartao = (b: BeneficiarioErp, numero: string): CartaoErp => ({
  numero,
  beneficiarioIdErp: b.idErp,
  validade: '2027-12-31',
  via: 1,
});
const CARTAO_TITULAR = '0345800001000011';
const CARTAO_DEPENDENTE = '0345800001000021';

const eventos = async () =>
  (await h.database.db.select({ n: sql<number>`count(*)::int` }).from(integracaoEventos))[0]!.n;

beforeAll(async () => {
  h = demo.h;
  token = await tokenDe(h.app, await novoCliente(h.database.db, h.clock, ['cadastro:escrita']));
});

describe('cadastro from the ERP', () => {
  it('needs a token with cadastro:escrita', async () => {
    const outro = await tokenDe(h.app, await novoCliente(h.database.db, h.clock, ['faturamento:escrita']));
    for (const rota of ['contratos', 'beneficiarios', 'cartoes'] as const) await exigeEscopo(rota, outro);
  });

  it('refuses an empty batch, one above 1,000 records and a body of another kind', async () => {
    expect((await put('contratos', [])).response.status).toBe(400);
    expect(
      (
        await put(
          'beneficiarios',
          Array.from({ length: 1001 }, () => ({})),
        )
      ).response.status,
    ).toBe(400);
    const trocado = await putLote(h.app, token, 'cartoes', { contratos: [contrato] });
    expect(trocado.response.status).toBe(400);
    expect(trocado.error?.mensagem).toBeTruthy();
  });

  it('creates, updates and leaves unchanged a contract, its members and their cards; no event', async () => {
    const antes = await eventos();
    expect(await resultados('contratos', [contrato])).toEqual(['criado']);
    expect(await resultados('contratos', [contrato])).toEqual(['inalterado']);
    // The dependant after its titular in one batch: the titular created just before counts.
    expect(await resultados('beneficiarios', [titular, dependente])).toEqual(['criado', 'criado']);
    expect(await resultados('beneficiarios', [titular, dependente])).toEqual(['inalterado', 'inalterado']);
    const cartoes = [cartao(titular, CARTAO_TITULAR), cartao(dependente, CARTAO_DEPENDENTE)];
    expect(await resultados('cartoes', cartoes)).toEqual(['criado', 'criado']);
    expect(await resultados('cartoes', cartoes)).toEqual(['inalterado', 'inalterado']);

    expect(await resultados('contratos', [{ ...contrato, abrangencia: 'Estadual' }])).toEqual(['atualizado']);
    expect(await resultados('beneficiarios', [{ ...dependente, nomeCompleto: 'Davi Prado Lima' }])).toEqual([
      'atualizado',
    ]);
    expect(await resultados('cartoes', [{ ...cartoes[1]!, validade: '2028-06-30' }])).toEqual(['atualizado']);
    // ERP changes are not what members file: no outbox event (decision 0025).
    expect(await eventos()).toBe(antes);
    const [davi] = await h.database.db.select().from(pessoas).where(eq(pessoas.cpf, dependente.cpf));
    expect(davi).toMatchObject({ nomeCompleto: 'Davi Prado Lima', dataNascimento: '2015-02-03' });
  });

  it('answers each bad record at its index, in Portuguese with its fields, and applies the valid ones', async () => {
    const novo = (n: number, over: Partial<BeneficiarioErp>): BeneficiarioErp => ({
      ...dependente,
      idErp: `BEN-ERP-E${n}`,
      cpf: cpf(`8023${String(n).padStart(5, '0')}`),
      nomeCompleto: `Pessoa Teste ${'ABCDEFGHIJ'[n]}`,
      ...over,
    });
    const lote: unknown[] = [
      novo(0, {}),
      novo(1, { contratoIdErp: 'CTR-NAO-EXISTE' }),
      novo(2, { titularIdErp: null }),
      novo(3, { titularIdErp: 'BEN-100001-2' }),
      novo(4, { cpf: '12345678900' }),
      novo(5, { dataExclusao: '2025-01-01' }),
      { ...novo(6, {}), apelido: 'x' },
      novo(7, { tipo: 'TITULAR' }),
      novo(8, { dataNascimento: '2015-02-30' }),
      'não é um objeto',
      novo(0, {}),
      { ...titular, cpf: cpf('801234568') },
    ];
    const r = (await enviar('beneficiarios', lote)).resultados;
    expect(r.map((x) => x.resultado)).toEqual([
      'criado',
      'erro',
      'erro',
      'erro',
      'erro',
      'erro',
      'erro',
      'erro',
      'erro',
      'erro',
      'erro',
      'erro',
    ]);
    expect(r[1]).toMatchObject({
      idErp: 'BEN-ERP-E1',
      mensagem: INTEGRACAO_MESSAGES.contratoDesconhecido,
      campos: { contratoIdErp: INTEGRACAO_MESSAGES.contratoDesconhecido },
    });
    expect(r[2]).toMatchObject({ campos: { titularIdErp: INTEGRACAO_MESSAGES.titularObrigatorio } });
    // Maria's membership is a titular of another contract.
    expect(r[3]).toMatchObject({ campos: { titularIdErp: INTEGRACAO_MESSAGES.titularDesconhecido } });
    expect(r[4]).toMatchObject({
      mensagem: INTEGRACAO_MESSAGES.beneficiarioInvalido,
      campos: { cpf: INTEGRACAO_MESSAGES.valorInvalido },
    });
    expect(r[5]).toMatchObject({ campos: { dataExclusao: INTEGRACAO_MESSAGES.exclusaoAntesInclusao } });
    expect(r[6]).toMatchObject({ campos: { apelido: INTEGRACAO_MESSAGES.campoDesconhecido } });
    expect(r[7]).toMatchObject({ campos: { titularIdErp: INTEGRACAO_MESSAGES.titularSoDeDependente } });
    expect(r[8]).toMatchObject({ campos: { dataNascimento: INTEGRACAO_MESSAGES.valorInvalido } });
    expect(r[9]).toMatchObject({ idErp: null, mensagem: INTEGRACAO_MESSAGES.beneficiarioInvalido });
    expect(r[10]).toMatchObject({ campos: { idErp: INTEGRACAO_MESSAGES.idErpRepetido } });
    // The titular's CPF changed to her son's: a CPF belongs to one person.
    expect(r[11]).toMatchObject({ campos: { cpf: INTEGRACAO_MESSAGES.cpfDeOutraPessoa } });
    const escritos = await h.database.db
      .select({ idErp: beneficiarios.idErp })
      .from(beneficiarios)
      .where(sql`${beneficiarios.idErp} like 'BEN-ERP-E%'`);
    expect(escritos).toEqual([{ idErp: 'BEN-ERP-E0' }]);

    const contratos = await enviar('contratos', [
      { ...contrato, idErp: 'CTR-ERP-2', codigo: contrato.codigo },
      { ...contrato, familiaIdErp: 'FAM-OUTRA' },
      { ...contrato, idErp: 'CTR-ERP-3', codigo: '800003', registroAnsProduto: '487656219' },
    ]);
    expect(contratos.resultados).toMatchObject([
      { resultado: 'erro', mensagem: INTEGRACAO_MESSAGES.codigoContratoOcupado },
      { resultado: 'erro', campos: { familiaIdErp: INTEGRACAO_MESSAGES.familiaImutavel } },
      { resultado: 'erro', campos: { registroAnsProduto: INTEGRACAO_MESSAGES.valorInvalido } },
    ]);

    const cartoes = await enviar('cartoes', [
      cartao({ ...titular, idErp: 'BEN-NAO-EXISTE' }, '0345800001000031'),
      cartao(titular, CARTAO_DEPENDENTE),
      { ...cartao(titular, '0345800001000041'), validade: '2027-02-29' },
      cartao({ ...titular, idErp: 'BEN-100001-1' }, '0345800001000051'),
      cartao(novo(0, {}), '0345800001000061'),
    ]);
    expect(cartoes.resultados).toMatchObject([
      {
        idErp: '0345800001000031',
        resultado: 'erro',
        campos: { beneficiarioIdErp: INTEGRACAO_MESSAGES.cartaoBeneficiarioDesconhecido },
      },
      { resultado: 'erro', campos: { beneficiarioIdErp: INTEGRACAO_MESSAGES.cartaoDeOutroBeneficiario } },
      { resultado: 'erro', campos: { validade: INTEGRACAO_MESSAGES.valorInvalido } },
      // Carlos, the demo family's contratante: pays, holds no plan.
      { resultado: 'erro', campos: { beneficiarioIdErp: INTEGRACAO_MESSAGES.cartaoDeContratante } },
      { resultado: 'criado' },
    ]);
  });

  it('a member the ERP created does first access, then sees the plan and cards it sent', async () => {
    const agent = new TestAgent(h.app);
    const contatos = await getJson(agent, primeiroAcessoEndpoints.contatos, {
      query: { captcha: 'ok' },
      headers: { [PRIMEIRO_ACESSO_CPF_HEADER]: toBase64(titular.cpf) },
    });
    const email = contatos.find((c) => c.tipo === 'EMAIL')!;
    const enviado = await chamar(agent, primeiroAcessoEndpoints.enviarCodigo, {
      body: { cpf: titular.cpf, codigoContato: email.codigo },
    });
    expect(enviado.statusCode, enviado.body).toBe(200);
    const codigo = codeIn((await nthOutboxMessage(h.database.db, TITULAR_EMAIL, 1)).texto);
    const senha = 'Cerrado#Azul2026';
    const criada = await chamar(agent, primeiroAcessoEndpoints.cadastrar, {
      body: { cpf: titular.cpf, token: codigo, senha, aceiteTermos: true },
    });
    expect(criada.statusCode, criada.body).toBe(200);

    const helena = await login(h.app, titular.cpf, senha);
    const meuPlano = () =>
      getJson(helena, meuPlanoEndpoints.contrato, { params: { codigoPlano: contrato.codigo } });
    const cartaoVirtual = () =>
      getJson(helena, cartaoVirtualEndpoints.cartoes, { params: { codigoPlano: contrato.codigo } });
    const plano = await meuPlano();
    expect(plano).toMatchObject({
      plano: contrato.plano,
      registroAnsProduto: contrato.registroAnsProduto,
      abrangencia: 'Estadual',
      titular: true,
    });
    expect(plano.beneficiarios.map((b) => [b.nome, b.tipo, b.parentesco, b.carteira])).toEqual([
      ['Helena Prado', 'TITULAR', null, CARTAO_TITULAR],
      ['Davi Prado Lima', 'DEPENDENTE', 'Filho', CARTAO_DEPENDENTE],
      ['Pessoa Teste A', 'DEPENDENTE', 'Filho', '0345800001000061'],
    ]);
    const cartoes = await cartaoVirtual();
    expect(cartoes.cartoes.find((c) => c.carteira === CARTAO_DEPENDENTE)).toMatchObject({
      validade: '2028-06-30',
    });

    // A link to Davi's card she gave a provider opens while he is a member.
    const link = await getJson(helena, cartaoVirtualEndpoints.compartilhar, {
      params: { carteira: CARTAO_DEPENDENTE },
    });
    // The link opens the card's public page, whose call carries the link's token (no session).
    const abrir = () =>
      chamar(new TestAgent(h.app), cartaoVirtualEndpoints.cartaoCompartilhado, {
        headers: { [SERVICE_TOKEN_HEADER]: link.url.split('/').pop()! },
      });
    expect((await abrir()).statusCode).toBe(200);

    // The ERP ends Davi's membership today: from the end day on he leaves her screens.
    const hoje = diaOperador(h.clock());
    expect(
      await resultados('beneficiarios', [
        { ...dependente, nomeCompleto: 'Davi Prado Lima', dataExclusao: hoje },
      ]),
    ).toEqual(['atualizado']);
    const depois = await meuPlano();
    expect(depois.beneficiarios.map((b) => b.nome)).toEqual(['Helena Prado', 'Pessoa Teste A']);
    const cartoesDepois = await cartaoVirtual();
    expect(cartoesDepois.cartoes.map((c) => c.carteira)).not.toContain(CARTAO_DEPENDENTE);
    // …and no longer at the provider: the card of an ended membership is as if it did not exist.
    expect((await abrir()).statusCode).toBe(404);
    // An end still ahead keeps the member on the screens until that day.
    const amanha = await enviar('beneficiarios', [
      {
        ...dependente,
        idErp: 'BEN-ERP-E0',
        cpf: cpf('802300000'),
        nomeCompleto: 'Pessoa Teste A',
        dataExclusao: '2099-12-31',
      },
    ]);
    expect(amanha.resultados[0]).toMatchObject({ resultado: 'atualizado' });
    const ainda = await meuPlano();
    expect(ainda.beneficiarios.map((b) => b.nome)).toEqual(['Helena Prado', 'Pessoa Teste A']);
  });

  it('hostile values in every field of each kind answer 200 with that record refused, never a 500', async () => {
    const HOSTIS: unknown[] = ['\u0000', '\ud800', 'y'.repeat(100_000), 1e20, -1, 1.5, false, [], {}];
    const modelos = {
      contratos: { ...contrato, idErp: 'CTR-HOSTIL' },
      beneficiarios: { ...dependente, idErp: 'BEN-HOSTIL', cpf: cpf('805000001') },
      cartoes: cartao(titular, '0345899999999991'),
    };
    const falhas: string[] = [];
    for (const [rota, modelo] of Object.entries(modelos) as [Rota, Record<string, unknown>][]) {
      for (const valor of HOSTIS) {
        const rotulo = `${rota} ${JSON.stringify(valor).slice(0, 12)}`;
        const { data, error, response } = await put(
          rota,
          Object.keys(modelo).map((campo) => ({ ...modelo, [campo]: valor })),
        );
        // A NUL anywhere is refused for the whole call by the platform (400), as on the member API.
        if (response.status === 400 && error?.mensagem) continue;
        if (response.status !== 200 || !data) {
          falhas.push(`${rotulo}: ${response.status}`);
          continue;
        }
        for (const r of data.resultados) {
          if (r.resultado !== 'erro' || !r.mensagem) falhas.push(`${rotulo} [${r.indice}]: ${r.resultado}`);
        }
      }
    }
    expect(falhas).toEqual([]);
  });

  it('reads a batch in a fixed number of queries, and writes a constant number per record', async () => {
    const membros = Array.from({ length: 20 }, (_, i) => ({
      ...dependente,
      idErp: `BEN-ERP-Q${i}`,
      cpf: cpf(`803${String(i).padStart(6, '0')}`),
      nomeCompleto: `Membro Teste ${'ABCDEFGHIJKLMNOPQRST'[i]}`,
    }));
    const um = await queries.during(async () => {
      expect((await enviar('beneficiarios', membros.slice(0, 1))).totais.criados).toBe(1);
    });
    const vinte = await queries.during(async () => {
      expect((await enviar('beneficiarios', membros)).totais.criados).toBe(19);
    });
    // 19 new ones after 1: each new record costs the same few writes, nothing per record is read.
    const porRegistro = (vinte.length - um.length) / 18;
    expect(Number.isInteger(porRegistro)).toBe(true);
    // New members are written together (one insert per table, whatever the batch): nothing per record.
    expect(porRegistro).toBe(0);
    const umInalterado = await queries.during(() => enviar('beneficiarios', membros.slice(0, 1)));
    const vinteInalterados = await queries.during(() => enviar('beneficiarios', membros));
    expect(vinteInalterados.length).toBe(umInalterado.length);
  });

  it('writes new members in a constant number of inserts, titulars and their dependants of one batch together', async () => {
    /** Family `f`: its contract, a titular (with an e-mail) and two dependants, all new. */
    const familia = (f: number) => {
      const ctr = { ...contrato, idErp: `CTR-ERP-J${f}`, familiaIdErp: `FAM-ERP-J${f}`, codigo: `8060${f}0` };
      const base = { contratoIdErp: ctr.idErp, dataInclusao: '2025-06-01', sexo: 'F' as const };
      const tit: BeneficiarioErp = {
        ...base,
        idErp: `BEN-ERP-J${f}-0`,
        tipo: 'TITULAR',
        cpf: cpf(`808${String(f).padStart(3, '0')}000`),
        nomeCompleto: `Titular Junta ${'ABCDEFGHIJ'[f]}`,
        dataNascimento: '1980-01-01',
        email: `titular.junta${f}@email.test`,
      };
      const dep = (d: number): BeneficiarioErp => ({
        ...base,
        idErp: `BEN-ERP-J${f}-${d}`,
        tipo: 'DEPENDENTE',
        titularIdErp: tit.idErp,
        parentesco: 'Filho',
        cpf: cpf(`808${String(f).padStart(3, '0')}00${d}`),
        nomeCompleto: `Dependente Junta ${'ABCDEFGHIJ'[f]}${'ABC'[d]}`,
        dataNascimento: '2012-01-01',
      });
      return { ctr, membros: [tit, dep(1), dep(2)] };
    };
    const familias = Array.from({ length: 7 }, (_, f) => familia(f));
    expect(
      (
        await enviar(
          'contratos',
          familias.map((f) => f.ctr),
        )
      ).totais.criados,
    ).toBe(7);
    const insercoes = (sql: string[]) =>
      sql.filter((q) => /insert into "(pessoas|pessoa_contatos|beneficiarios)"/i.test(q));
    // A dependant whose titular is of another contract: refused, between records that are written.
    const intruso = { ...familias[2]!.membros[1]!, idErp: 'BEN-ERP-J-INTRUSO', cpf: cpf('808999001') };
    const um = await queries.during(async () => {
      expect(await resultados('beneficiarios', familias[0]!.membros)).toEqual(['criado', 'criado', 'criado']);
    });
    const lote = [
      ...familias[1]!.membros,
      { ...intruso, contratoIdErp: familias[3]!.ctr.idErp },
      ...familias.slice(2).flatMap((f) => f.membros),
    ];
    const seis = await queries.during(async () => {
      const r = (await enviar('beneficiarios', lote)).resultados;
      expect(r.map((x) => x.resultado)).toEqual([
        ...Array<string>(3).fill('criado'),
        'erro',
        ...Array<string>(15).fill('criado'),
      ]);
      expect(r[3]).toMatchObject({ campos: { titularIdErp: INTEGRACAO_MESSAGES.titularDesconhecido } });
    });
    // People, their contacts, titulars and dependants in one statement (decision 0058): 1 family or 6.
    expect(insercoes(um)).toHaveLength(1);
    expect(insercoes(seis)).toHaveLength(1);
    expect(seis.length).toBe(um.length);

    // Each dependant hangs on its own family's titular; the person and the titular's e-mail are there.
    const gravados = await h.database.db
      .select({ idErp: beneficiarios.idErp, id: beneficiarios.id, titularId: beneficiarios.titularId })
      .from(beneficiarios)
      .where(sql`${beneficiarios.idErp} like 'BEN-ERP-J%'`);
    const porErp = new Map(gravados.map((g) => [g.idErp!, g]));
    expect(gravados).toHaveLength(21);
    expect(porErp.has(intruso.idErp)).toBe(false);
    for (let f = 0; f < 7; f++) {
      const titularId = porErp.get(`BEN-ERP-J${f}-0`)!.id;
      expect(porErp.get(`BEN-ERP-J${f}-0`)!.titularId).toBeNull();
      expect([1, 2].map((d) => porErp.get(`BEN-ERP-J${f}-${d}`)!.titularId)).toEqual([titularId, titularId]);
    }
    const contato = await h.database.db
      .select({ valor: pessoaContatos.valor })
      .from(pessoaContatos)
      .innerJoin(pessoas, eq(pessoas.id, pessoaContatos.pessoaId))
      .where(eq(pessoas.cpf, familias[5]!.membros[0]!.cpf));
    expect(contato.map((c) => c.valor)).toEqual(['titular.junta5@email.test']);
    expect(await resultados('beneficiarios', lote)).toEqual([
      ...Array<string>(3).fill('inalterado'),
      'erro',
      ...Array<string>(15).fill('inalterado'),
    ]);
  });

  it('a member the all-in-one insert cannot write is refused alone: the batch is redone record by record', async () => {
    const ctr = { ...contrato, idErp: 'CTR-ERP-K', familiaIdErp: 'FAM-ERP-K', codigo: '809000' };
    expect(await resultados('contratos', [ctr])).toEqual(['criado']);
    const tit: BeneficiarioErp = {
      ...titular,
      idErp: 'BEN-ERP-K0',
      contratoIdErp: ctr.idErp,
      cpf: cpf('809000000'),
      email: 'titular.k@email.test',
    };
    const filho: BeneficiarioErp = {
      ...dependente,
      idErp: 'BEN-ERP-K1',
      contratoIdErp: ctr.idErp,
      titularIdErp: tit.idErp,
      cpf: cpf('809000001'),
    };
    // The same new person twice as a dependant of one contract (other ERP id): every rule passes, the
    // database's unique key refuses the second — found only by the insert.
    const gemeo = { ...filho, idErp: 'BEN-ERP-K2' };
    const filha = { ...filho, idErp: 'BEN-ERP-K3', cpf: cpf('809000003'), nomeCompleto: 'Lia Prado' };
    const r = (await enviar('beneficiarios', [tit, filho, gemeo, filha])).resultados;
    expect(r.map((x) => x.resultado)).toEqual(['criado', 'criado', 'erro', 'criado']);
    expect(r[2]).toMatchObject({ mensagem: INTEGRACAO_MESSAGES.cpfRepetidoNoContrato });
    const gravados = await h.database.db
      .select({ idErp: beneficiarios.idErp, id: beneficiarios.id, titularId: beneficiarios.titularId })
      .from(beneficiarios)
      .where(sql`${beneficiarios.idErp} like 'BEN-ERP-K%'`);
    const titularId = gravados.find((g) => g.idErp === 'BEN-ERP-K0')!.id;
    expect(
      gravados
        .filter((g) => g.titularId === titularId)
        .map((g) => g.idErp)
        .sort(),
    ).toEqual(['BEN-ERP-K1', 'BEN-ERP-K3']);
    expect(
      await h.database.db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, filho.cpf)),
    ).toHaveLength(1);
  });

  it('writes new and changed cards in one statement whatever the batch size (the bulk load)', async () => {
    const dono = {
      ...dependente,
      idErp: 'BEN-ERP-CARTOES',
      cpf: cpf('805000001'),
      nomeCompleto: 'Dono Cartões',
    };
    expect((await enviar('beneficiarios', [dono])).totais.criados).toBe(1);
    const cartoes = (inicio: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        ...cartao(dono, `77${String(inicio + i).padStart(14, '0')}`),
        via: i + 1,
      }));
    const escritas = (sql: string[]) => sql.filter((q) => /insert into "carteiras"/i.test(q));
    const um = await queries.during(async () => {
      expect((await enviar('cartoes', cartoes(0, 1))).totais.criados).toBe(1);
    });
    const vinte = await queries.during(async () => {
      expect((await enviar('cartoes', cartoes(100, 20))).totais.criados).toBe(20);
    });
    expect(escritas(vinte)).toHaveLength(1);
    expect(vinte.length).toBe(um.length);
    // Sent again they are unchanged; changed, each is an update of its row, in the same one statement.
    expect((await enviar('cartoes', cartoes(100, 20))).totais.inalterados).toBe(20);
    const renovados = cartoes(100, 20).map((c, i) => (i % 2 ? { ...c, validade: '2028-12-31' } : c));
    const alterados = await queries.during(async () => {
      expect((await enviar('cartoes', renovados)).totais).toEqual({
        criados: 0,
        atualizados: 10,
        inalterados: 10,
        erros: 0,
      });
    });
    expect(alterados.filter((q) => /update "carteiras"/i.test(q))).toHaveLength(1);
  });

  it('two batches with the same CPF at once: one row, one criado, the other unchanged or refused', async () => {
    const novaPessoa = {
      ...dependente,
      idErp: 'BEN-ERP-R1',
      cpf: cpf('804000001'),
      nomeCompleto: 'Rui Prado',
    };
    const [a, b] = await Promise.all([
      enviar('beneficiarios', [novaPessoa]),
      enviar('beneficiarios', [novaPessoa]),
    ]);
    expect([a.resultados[0]!.resultado, b.resultados[0]!.resultado].sort()).toEqual(['criado', 'inalterado']);

    const outra = { ...novaPessoa, cpf: cpf('804000002'), nomeCompleto: 'Lia Prado' };
    const [c, d] = await Promise.all([
      enviar('beneficiarios', [{ ...outra, idErp: 'BEN-ERP-R2' }]),
      enviar('beneficiarios', [{ ...outra, idErp: 'BEN-ERP-R3' }]),
    ]);
    const [primeiro, segundo] = [c.resultados[0]!, d.resultados[0]!].sort((x, y) =>
      x.resultado.localeCompare(y.resultado),
    );
    expect(primeiro).toMatchObject({ resultado: 'criado' });
    expect(segundo).toMatchObject({
      resultado: 'erro',
      mensagem: INTEGRACAO_MESSAGES.cpfRepetidoNoContrato,
    });
    for (const doc of [novaPessoa.cpf, outra.cpf]) {
      const rows = await h.database.db.select().from(pessoas).where(eq(pessoas.cpf, doc));
      expect(rows).toHaveLength(1);
    }
  });

  it("a known CPF becomes that person's new membership, not a second person", async () => {
    // Maria (demo) joins the ERP's new contract as a titular: her person row is reused.
    const [maria] = await h.database.db.select().from(pessoas).where(eq(pessoas.cpf, DEMO.maria));
    const registro: BeneficiarioErp = {
      ...titular,
      idErp: 'BEN-ERP-MARIA',
      contratoIdErp: 'CTR-ERP-1',
      cpf: DEMO.maria,
      nomeCompleto: maria!.nomeCompleto,
      dataNascimento: maria!.dataNascimento,
      sexo: maria!.sexo,
      nomeMae: maria!.nomeMae,
      cns: maria!.cns,
      email: null,
      celular: null,
    };
    expect(await resultados('beneficiarios', [registro])).toEqual(['criado']);
    const vinculos = await h.database.db
      .select()
      .from(beneficiarios)
      .where(eq(beneficiarios.pessoaId, maria!.id));
    expect(vinculos.map((v) => v.idErp)).toContain('BEN-ERP-MARIA');
  });
});

describe('the bulk load of the cadastro', () => {
  it('loads contracts, then members, then cards from one export through the same upserts', async () => {
    const pasta = await mkdtemp(join(tmpdir(), 'cadastro-'));
    try {
      const arquivo = join(pasta, 'cadastro.jsonl');
      const c = { ...contrato, idErp: 'CTR-IMP-1', familiaIdErp: 'FAM-IMP-1', codigo: '800101' };
      const t = { ...titular, idErp: 'BEN-IMP-1', contratoIdErp: c.idErp, cpf: cpf('807000001') };
      const d = {
        ...dependente,
        idErp: 'BEN-IMP-2',
        contratoIdErp: c.idErp,
        titularIdErp: t.idErp,
        cpf: cpf('807000002'),
      };
      const linhas = [
        { tipo: 'contratos', registro: c },
        { tipo: 'beneficiarios', registro: t },
        { tipo: 'beneficiarios', registro: d },
        { tipo: 'cartoes', registro: cartao(t, '0345800101000011') },
        { tipo: 'cartoes', registro: cartao(d, '0345800101000021') },
      ];
      await writeFile(arquivo, linhas.map((l) => JSON.stringify(l)).join('\n') + '\n');
      const fim = await importarArquivo({ db: h.database.db, arquivo });
      expect(fim).toMatchObject({ linhas: 5, criados: 5, erros: 0 });
      const denovo = await importarArquivo({ db: h.database.db, arquivo, recomecar: true });
      expect(denovo).toMatchObject({ linhas: 5, criados: 0, inalterados: 5, erros: 0 });
    } finally {
      await rm(pasta, { recursive: true, force: true });
    }
  });
});

describe.runIf(Boolean(testPostgresUrl()))('a writer outside the lock, on PostgreSQL', () => {
  it('the CPF unique key decides: the batch, redone from fresh references, joins the one person row', async () => {
    const doc = cpf('806000001');
    // Another writer holds a new person with the CPF, not yet committed, while the batch reads and inserts.
    const outro = await transacaoAberta(h.database.db, (tx) =>
      tx
        .insert(pessoas)
        .values({ cpf: doc, nomeCompleto: 'Outra Pessoa', dataNascimento: '1990-01-01', sexo: 'F' }),
    );
    const lote = enviar('beneficiarios', [
      { ...dependente, idErp: 'BEN-ERP-U1', cpf: doc, nomeCompleto: 'Ivo Prado' },
    ]);
    // The batch's insert now waits on the other transaction's index entry.
    await alguemEsperandoLock(h.database.db, 'o lote esperando a outra transação');
    outro.soltar();
    await outro.fim;
    const resultado = await lote;
    // The batch's all-in-one attempt hit the unique key and was rolled back; judged again record by record
    // it sees the committed person, and a new membership of a known CPF is that person's (one per CPF).
    expect(resultado.resultados[0]).toMatchObject({ resultado: 'criado' });
    const rows = await h.database.db.select().from(pessoas).where(eq(pessoas.cpf, doc));
    expect(rows).toHaveLength(1);
    const vinculo = await h.database.db
      .select()
      .from(beneficiarios)
      .where(eq(beneficiarios.idErp, 'BEN-ERP-U1'));
    expect(vinculo.map((v) => v.pessoaId)).toEqual([rows[0]!.id]);
  });
});
