// Reembolso through the API (issue 14): the demo's requests and files, the constants, every field rule
// with its message, the count limits per upload group, the account-ownership rule, reuse by reference,
// and the same 404 for every id of another family (cpf, card, protocol, file path, protocoloOrigem).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRESH_PASSWORD, type FreshFamily } from '@portal/test-support/fresh-families';
import { FINANCEIRO_MESSAGES, MESSAGES, onlyDigits, serviceDateTooOld } from '@portal/domain';
import type { EndpointResult } from '@portal/domain/contract/endpoint';
import { reembolsoEndpoints, type ReembolsoSolicitado } from '@portal/domain/contract/financeiro/reembolso';
import { auditoria } from '../../db/schema/audit.js';
import { carteiras, contratos } from '../../db/schema/contratos.js';
import { reembolsos } from '../../db/schema/reembolso.js';
import { storeSeedFiles } from '../../db/seed/reembolsos.js';
import { insertFreshFamily } from '../../test/fresh-family.js';
import { cartaoDe, dadosValidos, postReembolso } from '../../test/reembolso.js';
import { sampleExe, samplePdf, samplePng } from '../../test/sample-files.js';
import type { TestAgent } from '../../test/test-agent.js';
import { chamar, getJson, type Pedido } from '../../test/contrato.js';
import { createTestHarness, DEMO, login, type TestHarness } from '../../test/test-app.js';

let h: TestHarness;
let storageDir: string;
let f: FreshFamily;
let titular: TestAgent;
let cartaoTitular: string;
let cartaoDependente: string;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'reembolso-'));
  h = await createTestHarness({ env: { STORAGE_DIR: storageDir } });
  await storeSeedFiles(h.app.storage, h.database.db);
  f = await insertFreshFamily(h.database.db, 'ativa', 0);
  titular = await login(h.app, onlyDigits(f.titular.cpf), FRESH_PASSWORD);
  cartaoTitular = await cartaoDe(titular, f.titular.cpf);
  cartaoDependente = await cartaoDe(titular, f.dependente!.cpf);
});
afterAll(async () => {
  await h.close();
  await rm(storageDir, { recursive: true, force: true });
});

const E = reembolsoEndpoints;

describe('the demo', () => {
  it('Maria sees her four requests newest first, with their states, reason and paid value', async () => {
    const maria = await login(h.app, DEMO.maria);
    const response = await chamar(maria, E.reembolsos, { params: { cpf: DEMO.maria } });
    expect(response.statusCode).toBe(200);
    const lista = response.json<EndpointResult<typeof E.reembolsos>>().reembolsos;
    expect(lista.map((r) => r.situacao)).toEqual(['SOLICITADO', 'ANALISE', 'PAGO', 'INDEFERIDO']);
    const pago = lista.find((r) => r.situacao === 'PAGO')!;
    expect(pago).toMatchObject({
      valorSolicitadoCentavos: 48000,
      valorPagoCentavos: 41000,
      quantidadeArquivos: 2,
    });
    expect(pago.dataPagamento).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(pago.protocolo).toMatch(/^345678\d{14}$/);
    const indeferido = lista.find((r) => r.situacao === 'INDEFERIDO');
    expect(indeferido && !indeferido.restrito && indeferido.motivoSituacao).toContain('sem cobertura');
    // The read is audited for Maria, and counted as a use of REEMBOLSO.
    const rows = await h.database.db.select().from(auditoria).where(eq(auditoria.acao, 'LEITURA_REEMBOLSOS'));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('Maria’s cards say which plan each belongs to: the medical and the dental one (issue 37)', async () => {
    const maria = await login(h.app, DEMO.maria);
    const { carteiras: cards } = await getJson(maria, E.carteiras, { params: { cpf: DEMO.maria } });
    // The plan and segmentation of each card's contract, read from the rows, not through the service.
    const rows = await h.database.db
      .select({ codigo: carteiras.codigo, plano: contratos.plano, segmentacao: contratos.segmentacao })
      .from(carteiras)
      .innerJoin(contratos, eq(contratos.id, carteiras.contratoId))
      .where(
        inArray(
          carteiras.codigo,
          cards.map((c) => c.codigo),
        ),
      );
    expect(cards.length).toBeGreaterThanOrEqual(2);
    for (const card of cards) {
      expect(card).toMatchObject(rows.find((r) => r.codigo === card.codigo)!);
    }
    expect(new Set(cards.map((c) => c.segmentacao)).has('Odontológico')).toBe(true);
    expect(cards.some((c) => c.segmentacao !== 'Odontológico')).toBe(true);
  });

  it('the last ones come with Maria’s account masked, reusable by its protocol', async () => {
    const maria = await login(h.app, DEMO.maria);
    // Ana (a minor: Maria files for her) has no request yet; the family's requests lend the account.
    const ultimos = await getJson(maria, E.ultimos, { params: { cpf: DEMO.ana } });
    expect(ultimos.reembolsos).toHaveLength(0);
    expect(ultimos.contasBancarias).toEqual([
      expect.objectContaining({
        banco: { codigo: '001', nome: 'Banco do Brasil' },
        nomeTitularContaCorrente: 'Maria Aparecida Souza',
        cnpjCpf: '***.533.447-**',
        agencia: '**34-3',
        conta: expect.stringMatching(/^\*+78-0$/) as string,
      }),
    ]);
    expect(JSON.stringify(ultimos)).not.toContain('00045678');
    expect(JSON.stringify(ultimos)).not.toContain(DEMO.maria);
  });

  it('lists the paid request’s files and downloads one as an attachment, nosniff', async () => {
    const maria = await login(h.app, DEMO.maria);
    const pago = (await getJson(maria, E.reembolsos, { params: { cpf: DEMO.maria } })).reembolsos.find(
      (r) => r.situacao === 'PAGO',
    )!;
    const { arquivos } = await getJson(maria, E.arquivos, {
      query: { protocolo: pago.protocolo, dataReembolso: pago.dataReembolso },
    });
    expect(arquivos.map((a) => [a.grupo, a.nome])).toEqual([
      ['boletinsAtendimento', 'Pedido médico.png'],
      ['notaFiscais', 'Recibo do exame.pdf'],
    ]);
    const recibo = arquivos.find((a) => a.grupo === 'notaFiscais')!;
    expect(recibo.path).toMatch(/^[0-9a-f-]{36}$/);
    const download = await chamar(maria, E.download, { query: { path: recibo.path, nome: 'outro.html' } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Recibo do exame.pdf"/);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.rawPayload.length).toBe(recibo.tamanhoBytes);
    // Another day than the request's is not it.
    const outroDia = await chamar(maria, E.arquivos, {
      query: { protocolo: pago.protocolo, dataReembolso: '2000-01-01' },
    });
    expect(outroDia.statusCode).toBe(404);
  });

  it('constants: lists, 12-month deadline, value range, counts per group, 7 business days, banks', async () => {
    const maria = await login(h.app, DEMO.maria);
    const c = await getJson(maria, E.constantes);
    expect(c.tiposAtendimento.map((t) => t.valor)).toContain('CONSULTA');
    expect(c.motivos.map((t) => t.valor)).toContain('URGENCIA');
    expect(c).toMatchObject({ prazoMaximoMeses: 12, prazoRespostaDiasUteis: 7, valorMinimoCentavos: 1 });
    expect(c.grupos.map((g) => [g.grupo, g.minimo, g.maximo])).toEqual([
      ['notaFiscais', 1, 5],
      ['boletinsAtendimento', 0, 3],
      ['contasHospitalar', 0, 3],
      ['senhasAutorizacoes', 0, 3],
    ]);
    expect(c.bancos.find((b) => b.codigo === '001')).toMatchObject({ mascaraDVAgencia: '9999-X' });
    expect((await getJson(maria, E.contatos)).contatos.length).toBeGreaterThan(0);
  });

  it('a dependant without the screen permission gets 403', async () => {
    const joao = await login(h.app, DEMO.joao);
    expect((await chamar(joao, E.reembolsos, { params: { cpf: DEMO.joao } })).statusCode).toBe(403);
  });
});

describe('another family’s ids answer the same 404', () => {
  let roberto: { protocolo: string; path: string; carteira: string };
  beforeAll(async () => {
    const agent = await login(h.app, DEMO.roberto);
    const [pago] = (await getJson(agent, E.reembolsos, { params: { cpf: DEMO.roberto } })).reembolsos;
    const { arquivos } = await getJson(agent, E.arquivos, { query: { protocolo: pago!.protocolo } });
    roberto = { protocolo: pago!.protocolo, path: arquivos[0]!.path, carteira: pago!.carteira };
  });

  it.each<[string, () => [Parameters<typeof chamar>[1], Pedido]]>([
    ['cpf (list)', () => [E.reembolsos, { params: { cpf: DEMO.roberto } }]],
    ['cpf (last ones)', () => [E.ultimos, { params: { cpf: DEMO.roberto } }]],
    ['cpf (cards)', () => [E.carteiras, { params: { cpf: DEMO.roberto } }]],
    ['protocol', () => [E.arquivos, { query: { protocolo: roberto.protocolo } }]],
    ['file path', () => [E.download, { query: { path: roberto.path } }]],
    ['path with ../', () => [E.download, { query: { path: '../seed/reembolso/x.pdf' } }]],
    ['unknown path', () => [E.download, { query: { path: '00000000-0000-4000-8000-000000000000' } }]],
  ])('%s', async (_label, chamada) => {
    const response = await chamar(titular, ...chamada());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ mensagem: expect.any(String) as string });
  });

  it('POST for another family’s cpf, with its card, or reusing its account', async () => {
    const dados = dadosValidos(cartaoTitular, f.titular);
    expect((await postReembolso(titular, DEMO.roberto, dados)).statusCode).toBe(404);
    const comCartaoAlheio = { ...dados, carteira: roberto.carteira };
    expect((await postReembolso(titular, f.titular.cpf, comCartaoAlheio)).statusCode).toBe(404);
    // A card of the family, but of another member than the cpf served.
    const cartaoDoOutro = { ...dados, carteira: cartaoDependente };
    expect((await postReembolso(titular, f.titular.cpf, cartaoDoOutro)).statusCode).toBe(404);
    const reusoAlheio = {
      ...dados,
      contaBancaria: { tipo: 'REUTILIZAR', protocoloOrigem: roberto.protocolo },
    };
    expect((await postReembolso(titular, f.titular.cpf, reusoAlheio)).statusCode).toBe(404);
    const count = await h.database.db
      .select()
      .from(reembolsos)
      .where(eq(reembolsos.chaveIdempotencia, dados.chaveIdempotencia));
    expect(count).toHaveLength(0);
  });
});

describe('field rules (spec §5), each with its message keyed by field', () => {
  /** Bank fields are merged into the valid account when the test runs. */
  const nova = (over: Record<string, string>) => ({ __conta: over });
  it.each([
    ['dataAtendimento', { dataAtendimento: '' }, MESSAGES.required],
    ['dataAtendimento', { dataAtendimento: '31/02/2026' }, MESSAGES.invalidDate],
    ['dataAtendimento', { dataAtendimento: '11/03/2026' }, MESSAGES.invalidDate],
    ['dataAtendimento', { dataAtendimento: '09/03/2025' }, serviceDateTooOld(12)],
    ['valorAtendimentoCentavos', { valorAtendimentoCentavos: 0 }, MESSAGES.invalidValue],
    ['valorAtendimentoCentavos', { valorAtendimentoCentavos: -100 }, MESSAGES.invalidValue],
    ['valorAtendimentoCentavos', { valorAtendimentoCentavos: 5_000_001 }, MESSAGES.invalidValue],
    ['tipoAtendimento', { tipoAtendimento: '' }, MESSAGES.required],
    ['tipoAtendimento', { tipoAtendimento: 'MASSAGEM' }, 'Tipo de atendimento inválido'],
    ['motivoReembolso', { motivoReembolso: 'CAPRICHO' }, 'Motivo do reembolso inválido'],
    ['localAtendimento', { localAtendimento: '  ' }, MESSAGES.required],
    ['localAtendimento', { localAtendimento: 'x'.repeat(256) }, 'Local de atendimento inválido'],
    ['uf', { uf: 'XX' }, 'UF inválido'],
    ['cidade', { cidade: 'Gotham' }, 'Cidade inválido'],
    ['cnpjCpf', { cnpjCpf: '11.222.333/0001-80' }, MESSAGES.invalidCpfCnpj],
    ['cnpjCpf', { cnpjCpf: '' }, MESSAGES.required],
    [
      'contaBancaria.nomeTitularContaCorrente',
      nova({ nomeTitularContaCorrente: 'Ana_2' }),
      'Nome do titular inválido',
    ],
    ['contaBancaria.dataNascimento', nova({ dataNascimento: '30/02/1980' }), MESSAGES.invalidDate],
    ['contaBancaria.cnpjCpf', nova({ cnpjCpf: '111.111.111-11' }), MESSAGES.invalidCpfCnpj],
    ['contaBancaria.banco', nova({ banco: '999' }), 'Banco inválido'],
    ['contaBancaria.agencia', nova({ dvAgencia: '4' }), 'Agência inválido'],
    ['contaBancaria.conta', nova({ dvConta: '9' }), 'Conta inválido'],
  ])('%s %j', async (campo, over, mensagem) => {
    const base = dadosValidos(cartaoTitular, f.titular);
    const { __conta, ...campos } = over as Record<string, unknown> & { __conta?: object };
    const dados = {
      ...base,
      ...campos,
      ...(__conta ? { contaBancaria: { ...base.contaBancaria, ...__conta } } : {}),
    };
    const response = await postReembolso(titular, f.titular.cpf, dados);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ campos: Record<string, string> }>().campos).toEqual({ [campo]: mensagem });
  });

  it('accepts the dates as typed (dd/MM/yyyy), the oldest day allowed, and a CPF provider', async () => {
    const dados = dadosValidos(cartaoTitular, f.titular, {
      dataAtendimento: '10/03/2025',
      cnpjCpf: '529.982.247-25',
    });
    const response = await postReembolso(titular, f.titular.cpf, dados);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('a malformed dados is 400 with the missing field named', async () => {
    const { carteira: _c, ...semCartao } = dadosValidos(cartaoTitular, f.titular);
    const response = await postReembolso(titular, f.titular.cpf, semCartao);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ campos: { carteira: MESSAGES.required } });
    const notJson = await postReembolso(titular, f.titular.cpf, undefined);
    expect(notJson.statusCode).toBe(400);
  });
});

describe('the account must be the beneficiary’s or the titular’s', () => {
  it('refuses the contratante’s account for the dependant, and a wrong birth date', async () => {
    const contratante = f.contratante!;
    const alheia = dadosValidos(cartaoDependente, contratante);
    const response = await postReembolso(titular, f.dependente!.cpf, alheia);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      mensagem: FINANCEIRO_MESSAGES.accountHolderMismatch,
      campos: { 'contaBancaria.cnpjCpf': FINANCEIRO_MESSAGES.accountHolderMismatch },
    });
    const nascimento = dadosValidos(cartaoDependente, f.titular);
    (nascimento.contaBancaria as { dataNascimento: string }).dataNascimento = '01/01/1990';
    const wrong = await postReembolso(titular, f.dependente!.cpf, nascimento);
    expect(wrong.json()).toMatchObject({
      campos: { 'contaBancaria.dataNascimento': FINANCEIRO_MESSAGES.accountBirthDateMismatch },
    });
  });

  it('files for the dependant into the titular’s account reused by reference', async () => {
    const ultimos = await getJson(titular, E.ultimos, { params: { cpf: onlyDigits(f.dependente!.cpf) } });
    // The seeded paid request's account (earlier tests here added the titular's other account).
    const conta = ultimos.contasBancarias.find((c) => c.conta.endsWith('01-1'));
    expect(conta).toMatchObject({ banco: { codigo: '001' }, agencia: '**34-3' });
    const dados = dadosValidos(cartaoDependente, f.titular, {
      contaBancaria: { tipo: 'REUTILIZAR', protocoloOrigem: conta!.protocoloOrigem },
    });
    const response = await postReembolso(titular, f.dependente!.cpf, dados);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<ReembolsoSolicitado>();
    expect(body.reembolso).toMatchObject({ cpf: onlyDigits(f.dependente!.cpf), situacao: 'SOLICITADO' });
    const [row] = await h.database.db
      .select()
      .from(reembolsos)
      .where(eq(reembolsos.protocolo, body.protocolo));
    expect(row).toMatchObject({ bancoCodigo: '001', agencia: '1234', conta: '00078901', dvConta: '1' });
  });
});

describe('upload groups (counts from /constantes, files re-checked)', () => {
  const pdf = async (field: string, n = 1) =>
    Promise.all(
      Array.from({ length: n }, async (_, i) => ({
        field,
        fileName: `doc-${i}.pdf`,
        bytes: await samplePdf(`doc ${i}`),
      })),
    );
  it.each([
    ['no receipt', async () => pdf('boletinsAtendimento'), 'notaFiscais', MESSAGES.documentRequired],
    [
      'six receipts',
      async () => pdf('notaFiscais', 6),
      'notaFiscais',
      'É permitido enviar somente 5 arquivo(s).',
    ],
    [
      'four bills',
      async () => [...(await pdf('notaFiscais')), ...(await pdf('contasHospitalar', 4))],
      'contasHospitalar',
      'É permitido enviar somente 3 arquivo(s).',
    ],
    [
      'a renamed executable',
      async () => [
        ...(await pdf('notaFiscais')),
        { field: 'senhasAutorizacoes', fileName: 'senha.pdf', bytes: sampleExe() },
      ],
      'senhasAutorizacoes',
      MESSAGES.invalidFileFormat,
    ],
    [
      'a PNG named .pdf',
      () => Promise.resolve([{ field: 'notaFiscais', fileName: 'recibo.pdf', bytes: samplePng() }]),
      'notaFiscais',
      MESSAGES.invalidFileFormat,
    ],
  ])('%s', async (_label, files, grupo, mensagem) => {
    const response = await postReembolso(
      titular,
      f.titular.cpf,
      dadosValidos(cartaoTitular, f.titular),
      await files(),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ mensagem, campos: { [grupo]: mensagem } });
  });

  it('stores a request with files in every group, each downloadable by the family', async () => {
    const files = [
      ...(await pdf('notaFiscais', 2)),
      { field: 'boletinsAtendimento', fileName: 'foto.png', bytes: samplePng() },
      ...(await pdf('contasHospitalar')),
      ...(await pdf('senhasAutorizacoes')),
    ];
    const response = await postReembolso(
      titular,
      f.titular.cpf,
      dadosValidos(cartaoTitular, f.titular),
      files,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { protocolo, reembolso } = response.json<ReembolsoSolicitado>();
    expect(reembolso.quantidadeArquivos).toBe(5);
    const { arquivos } = await getJson(titular, E.arquivos, { query: { protocolo } });
    const foto = arquivos.find((a) => a.nome === 'foto.png')!;
    const download = await chamar(titular, E.download, { query: { path: foto.path } });
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload).toEqual(samplePng());
    // The write is audited for the beneficiary.
    const audited = await h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'SOLICITACAO_REEMBOLSO')));
    expect(audited.length).toBeGreaterThan(0);
  });
});
