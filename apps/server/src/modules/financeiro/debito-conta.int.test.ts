// Débito em Conta through the API (issue 12): the demo states, the bank list, the rules per bank, the
// activation with both uploads and a protocol, the refusals (wrong DV, missing upload, a second request)
// and the deactivation. State changes happen on a fresh family. Issue 37: only the plan's payer (the
// contratante, else the titular) may change it — Maria, whose plan Carlos pays, is refused with his name —
// and the account holder's name and CPF are asked and checked.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRESH_PASSWORD } from '@portal/test-support/fresh-families';
import {
  debitAlreadyRequested,
  debitPayerOnly,
  FINANCEIRO_MESSAGES,
  MESSAGES,
  onlyDigits,
} from '@portal/domain';
import { validateDadosBancarios } from '@portal/domain/validation/bank-account';
import {
  debitoContaEndpoints,
  type DebitoContaAlterado,
} from '@portal/domain/contract/financeiro/debito-conta';
import { auditoria } from '../../db/schema/audit.js';
import { debitosConta } from '../../db/schema/financeiro.js';
import { insertFreshFamily } from '../../test/fresh-family.js';
import { multipartBody } from '../../test/multipart.js';
import { samplePdf, samplePng } from '../../test/sample-files.js';
import type { TestAgent } from '../../test/test-agent.js';
import { chamar, getJson } from '../../test/contrato.js';
import { createTestHarness, DEMO, login, type TestHarness } from '../../test/test-app.js';

let h: TestHarness;
let storageDir: string;
beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'debito-conta-'));
  h = await createTestHarness({ env: { STORAGE_DIR: storageDir } });
});
afterAll(async () => {
  await h.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** Valid agency and account per seeded bank (DVs by each bank's published rule). */
const VALIDAS: Record<string, { agencia: string; conta: string }> = {
  '001': { agencia: '3064-3', conta: '00012345-5' },
  '033': { agencia: '2271', conta: '01012345-4' },
  '077': { agencia: '0001', conta: '12345678-0' },
  '104': { agencia: '0262', conta: '01300012345-2' },
  '237': { agencia: '1234-5', conta: '0012345-5' },
  '260': { agencia: '0001', conta: '5216125-0' },
  '341': { agencia: '0057', conta: '45102-3' },
  '756': { agencia: '3069', conta: '123456-0' },
};

const VALID_FIELDS = {
  codigoBanco: '001',
  agencia: '3064-3',
  conta: '00012345-5',
  nomeTitularContaCorrente: 'Helena Titular da Conta',
  cpfTitularContaCorrente: '529.982.247-25',
  diaVencimento: '10',
  autorizacao: 'true',
  tipoDocumento: 'CNH',
};

/** PUT /ativar with the given fields, a CNH in PDF and a PNG selfie unless others are given. */
async function ativar(
  agent: TestAgent,
  fields: Record<string, string>,
  files: { documento?: Buffer; selfie?: Buffer } = {},
) {
  const { payload, headers } = multipartBody(fields, [
    { field: 'documento', fileName: 'cnh.pdf', bytes: files.documento ?? (await samplePdf('CNH')) },
    { field: 'selfie', fileName: 'selfie.png', bytes: files.selfie ?? samplePng() },
  ]);
  return chamar(agent, debitoContaEndpoints.ativar, { body: payload, headers });
}

describe('the demo', () => {
  it('Roberto has an active debit at Itaú, masked but for the last digits; Maria has none; João gets 403', async () => {
    const roberto = await login(h.app, DEMO.roberto);
    const r = await getJson(roberto, debitoContaEndpoints.situacao);
    expect(r).toMatchObject({
      situacao: 'ATIVO',
      podeAlterar: true,
      conta: {
        banco: { codigo: '341', nome: 'Itaú Unibanco' },
        agencia: '*057',
        conta: '***02-3',
        diaVencimento: 10,
      },
    });
    expect(r.protocolo).toMatch(/^345678\d{14}$/);
    const maria = await login(h.app, DEMO.maria);
    expect(await getJson(maria, debitoContaEndpoints.situacao)).toEqual({
      situacao: 'INATIVO',
      podeAlterar: false,
      pagador: { nome: 'Carlos Souza' },
      protocolo: null,
      dataSolicitacao: null,
      conta: null,
    });
    const joao = await login(h.app, DEMO.joao);
    expect((await chamar(joao, debitoContaEndpoints.situacao)).statusCode).toBe(403);
    expect((await ativar(joao, VALID_FIELDS)).statusCode).toBe(403);
  });

  it('only the payer may change it: Maria, whose plan Carlos pays, is told so; Carlos may (issue 37)', async () => {
    const maria = await login(h.app, DEMO.maria);
    const rows = () => h.database.db.select().from(debitosConta);
    const before = (await rows()).length;
    for (const response of [
      await ativar(maria, VALID_FIELDS),
      await chamar(maria, debitoContaEndpoints.desativar),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ mensagem: debitPayerOnly('Carlos Souza') });
    }
    expect((await rows()).length).toBe(before);
    // The payer is read from the group's rows: its contratante.
    const carlos = await login(h.app, DEMO.carlos);
    expect(await getJson(carlos, debitoContaEndpoints.situacao)).toMatchObject({
      podeAlterar: true,
      pagador: { nome: 'Carlos Souza' },
    });
  });

  it('lists the eight banks with their variation settings, the due days and the documents', async () => {
    const maria = await login(h.app, DEMO.maria);
    const constantes = await getJson(maria, debitoContaEndpoints.constantes);
    expect(constantes.bancos.map((b) => b.codigo)).toEqual([
      '001',
      '033',
      '077',
      '104',
      '237',
      '260',
      '341',
      '756',
    ]);
    expect(constantes.bancos[0]).toEqual({
      codigo: '001',
      nome: 'Banco do Brasil',
      mascaraDVAgencia: '9999-X',
      tamanhoMinimoAgencia: 5,
      mascaraDVConta: '99999999-X',
      tamanhoMinimoContaCorrente: 5,
    });
    expect(constantes.diasVencimento).toEqual([5, 10, 15, 20, 25]);
    expect(constantes.tiposDocumento.map((t) => t.codigo)).toEqual(['RG', 'CNH']);
    // The same rule the form and the server run, per bank: the valid example passes, a changed DV fails.
    for (const banco of constantes.bancos) {
      const valida = VALIDAS[banco.codigo]!;
      expect(validateDadosBancarios(valida, banco), banco.nome).toEqual({});
      const dv = valida.conta.slice(-1);
      const outra = `${valida.conta.slice(0, -1)}${dv === '0' ? '1' : '0'}`;
      const published = ['001', '033', '104', '237', '260', '341'].includes(banco.codigo);
      expect(validateDadosBancarios({ ...valida, conta: outra }, banco), banco.nome).toEqual(
        published ? { conta: 'Conta inválido' } : {},
      );
      // Spec §5: identical digits are refused whatever the bank.
      const repetida = `${'1'.repeat(banco.tamanhoMinimoContaCorrente - 1)}-1`;
      expect(validateDadosBancarios({ ...valida, conta: repetida }, banco).conta, banco.nome).toBe(
        'Conta inválido',
      );
    }
  });
});

describe('activation and deactivation (a fresh family)', () => {
  it('refuses bad data without saving, then requests with a protocol, refuses a second request, and ends it', async () => {
    const fresh = await insertFreshFamily(h.database.db, 'pagante', 40);
    const helena = await login(h.app, onlyDigits(fresh.titular.cpf), FRESH_PASSWORD);
    const rows = () => h.database.db.select().from(debitosConta);
    const before = (await rows()).length;

    const wrongDv = await ativar(helena, { ...VALID_FIELDS, agencia: '3064-4' });
    expect(wrongDv.statusCode).toBe(400);
    expect(wrongDv.json()).toEqual({ mensagem: 'Agência inválido', campos: { agencia: 'Agência inválido' } });
    const noAuth = await ativar(helena, { ...VALID_FIELDS, autorizacao: 'false' });
    expect(noAuth.statusCode).toBe(400);
    expect(noAuth.json<{ campos: Record<string, string> }>().campos).toEqual({
      autorizacao: MESSAGES.required,
    });
    const badDay = await ativar(helena, { ...VALID_FIELDS, diaVencimento: '7' });
    expect(badDay.json<{ campos: Record<string, string> }>().campos).toEqual({
      diaVencimento: FINANCEIRO_MESSAGES.invalidDueDay,
    });
    // The account holder: a name of letters, a CPF with valid check digits, both required.
    const badHolder = await ativar(helena, {
      ...VALID_FIELDS,
      nomeTitularContaCorrente: 'Helena 2',
      cpfTitularContaCorrente: '529.982.247-24',
    });
    expect(badHolder.statusCode).toBe(400);
    expect(badHolder.json<{ campos: Record<string, string> }>().campos).toEqual({
      nomeTitularContaCorrente: 'Nome do titular da conta inválido',
      cpfTitularContaCorrente: MESSAGES.invalidCpf,
    });
    const { nomeTitularContaCorrente: _nome, ...semTitular } = VALID_FIELDS;
    expect((await ativar(helena, semTitular)).json<{ campos: Record<string, string> }>().campos).toEqual({
      nomeTitularContaCorrente: MESSAGES.required,
    });
    const pdfSelfie = await ativar(helena, VALID_FIELDS, { selfie: await samplePdf('selfie') });
    expect(pdfSelfie.json()).toEqual({ mensagem: MESSAGES.invalidFileFormat });
    const { payload, headers } = multipartBody(VALID_FIELDS, [
      { field: 'documento', fileName: 'cnh.pdf', bytes: await samplePdf('CNH') },
    ]);
    const noSelfie = await chamar(helena, debitoContaEndpoints.ativar, { body: payload, headers });
    expect(noSelfie.json()).toEqual({
      mensagem: MESSAGES.documentRequired,
      campos: { selfie: MESSAGES.documentRequired },
    });
    expect((await rows()).length).toBe(before);

    const ok = await ativar(helena, VALID_FIELDS);
    expect(ok.statusCode, ok.body).toBe(201);
    const body = ok.json<DebitoContaAlterado>();
    expect(body.protocolo).toMatch(/^34567820260310\d{6}$/);
    expect(body.mensagem).toBe(`Débito em conta solicitado. Protocolo n° ${body.protocolo}.`);
    expect(body.debito).toMatchObject({
      situacao: 'SOLICITADO',
      protocolo: body.protocolo,
      conta: { banco: { codigo: '001' }, agencia: '**64-3', conta: '******45-5', diaVencimento: 10 },
    });

    // The holder is kept with the request, the CPF as digits.
    const [guardado] = await h.database.db
      .select()
      .from(debitosConta)
      .where(eq(debitosConta.protocolo, body.protocolo!));
    expect(guardado).toMatchObject({ titularNome: 'Helena Titular da Conta', titularCpf: '52998224725' });

    const again = await ativar(helena, { ...VALID_FIELDS, codigoBanco: '341', ...VALIDAS['341'] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ mensagem: debitAlreadyRequested(body.protocolo!) });

    const off = await chamar(helena, debitoContaEndpoints.desativar);
    expect(off.statusCode).toBe(200);
    expect(off.json<DebitoContaAlterado>().debito.situacao).toBe('INATIVO');
    expect(off.json<DebitoContaAlterado>().protocolo).toMatch(/^34567820260310\d{6}$/);
    const offAgain = await chamar(helena, debitoContaEndpoints.desativar);
    expect(offAgain.json()).toEqual({ mensagem: FINANCEIRO_MESSAGES.nothingToDeactivate });

    const audits = await h.database.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'SOLICITACAO_DEBITO_CONTA'));
    expect(audits.length).toBeGreaterThanOrEqual(1);
    // After the deactivation a new request may be made.
    expect((await ativar(helena, VALID_FIELDS)).statusCode).toBe(201);
  });
});
