// Reembolso under the health-data rule (issue 33, decision 0017): who pays for the plan sees someone else's
// reimbursements as amounts only — no place, type of service, reason, denial reason or files — unless a
// basis covers REEMBOLSO (a minor's titular, a consent, a representation); filing for someone else needs
// that basis too. Carlos is the contratante with financial permissions only; João an adult dependant; Ana a
// minor.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FreshPerson } from '@portal/test-support/fresh-families';
import { ACESSO_SAUDE_MESSAGES } from '@portal/domain';
import type { EndpointResult } from '@portal/domain/contract/endpoint';
import { reembolsoEndpoints, type Reembolso } from '@portal/domain/contract/financeiro/reembolso';
import { auditoria } from '../../db/schema/audit.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { reembolsoArquivos, reembolsos } from '../../db/schema/reembolso.js';
import { storeSeedFiles } from '../../db/seed/reembolsos.js';
import { dadosValidos, postReembolso } from '../../test/reembolso.js';
import { comConsentimento } from '../../test/consentimento-saude.js';
import type { TestAgent } from '../../test/test-agent.js';
import { chamar, getJson } from '../../test/contrato.js';
import { createTestHarness, DEMO, login, type TestHarness } from '../../test/test-app.js';

let h: TestHarness;
let storageDir: string;
let carlos: TestAgent;
let maria: TestAgent;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'reembolso-restrito-'));
  h = await createTestHarness({ env: { STORAGE_DIR: storageDir } });
  await storeSeedFiles(h.app.storage, h.database.db);
  [carlos, maria] = await Promise.all([login(h.app, DEMO.carlos), login(h.app, DEMO.maria)]);
});
afterAll(async () => {
  await h.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** Fields that carry clinical content: never in an amounts-only entry. */
const CLINICOS = [
  'tipoAtendimento',
  'motivoReembolso',
  'localAtendimento',
  'motivoSituacao',
  'quantidadeArquivos',
] as const;

/** Maria as the holder of a new account (the 403s come before any field rule). */
const MARIA = { nome: 'Maria Aparecida Souza', cpf: DEMO.maria, dataNascimento: '1980-05-12' } as FreshPerson;

const E = reembolsoEndpoints;

const lista = async (agent: TestAgent, cpf: string) =>
  (await getJson(agent, E.reembolsos, { params: { cpf } })).reembolsos;
const carteiraDe = async (agent: TestAgent, cpf: string) =>
  (await getJson(agent, E.carteiras, { params: { cpf } })).carteiras[0]!.codigo;

const pessoaId = async (cpf: string) =>
  (await h.database.db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, cpf)))[0]!.id;

/** The texts a clinical read would show: the places, types, reasons and file names of the person's requests. */
async function textosClinicos(cpf: string): Promise<string[]> {
  const rows = await h.database.db
    .select({ r: reembolsos })
    .from(reembolsos)
    .where(eq(reembolsos.pessoaId, await pessoaId(cpf)));
  const arquivos = await h.database.db
    .select({ nome: reembolsoArquivos.nome })
    .from(reembolsoArquivos)
    .where(
      inArray(
        reembolsoArquivos.reembolsoId,
        rows.map(({ r }) => r.id),
      ),
    );
  return [
    ...rows.flatMap(({ r }) => [r.localAtendimento, r.motivoSituacao ?? '']),
    ...arquivos.map((a) => a.nome),
  ].filter((t) => t.length > 0);
}

function somenteValores(entries: readonly Reembolso[], cpf: string) {
  expect(entries.length).toBeGreaterThan(0);
  for (const r of entries) {
    expect(r).toMatchObject({ restrito: true, aviso: ACESSO_SAUDE_MESSAGES.somenteValores, cpf });
    expect(r.valorSolicitadoCentavos).toBeGreaterThan(0);
    expect(r.protocolo).toMatch(/^\d{20}$/);
    for (const campo of CLINICOS) expect(r).not.toHaveProperty(campo);
  }
}

async function semTextoClinico(body: string, cpf: string) {
  for (const texto of await textosClinicos(cpf)) expect(body).not.toContain(texto);
}

/** Files of the person's first request with files, as listed by whoever may see them (Maria for herself). */
async function arquivoDe(cpf: string): Promise<{ protocolo: string; path: string }> {
  const [row] = await h.database.db
    .select({ protocolo: reembolsos.protocolo, path: reembolsoArquivos.id })
    .from(reembolsoArquivos)
    .innerJoin(reembolsos, eq(reembolsos.id, reembolsoArquivos.reembolsoId))
    .where(eq(reembolsos.pessoaId, await pessoaId(cpf)));
  return row!;
}

describe('Carlos (contratante, financial permissions only)', () => {
  it('sees Maria’s and João’s reimbursements with amounts, dates, status and protocol, nothing clinical', async () => {
    for (const cpf of [DEMO.maria, DEMO.joao]) {
      const response = await chamar(carlos, E.reembolsos, { params: { cpf } });
      expect(response.statusCode).toBe(200);
      const { reembolsos: entries } = response.json<EndpointResult<typeof E.reembolsos>>();
      somenteValores(entries, cpf);
      await semTextoClinico(response.body, cpf);
      const ultimos = await chamar(carlos, E.ultimos, { params: { cpf } });
      const body = ultimos.json<EndpointResult<typeof E.ultimos>>();
      somenteValores(body.reembolsos, cpf);
      // The accounts are for filing, which Carlos may not do for them.
      expect(body.contasBancarias).toEqual([]);
      await semTextoClinico(ultimos.body, cpf);
    }
    const pago = (await lista(carlos, DEMO.maria)).find((r) => r.situacao === 'PAGO')!;
    expect(pago).toMatchObject({ valorSolicitadoCentavos: 48000, valorPagoCentavos: 41000 });
    expect(pago.dataPagamento).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const indeferido = (await lista(carlos, DEMO.maria)).find((r) => r.situacao === 'INDEFERIDO')!;
    expect(indeferido).not.toHaveProperty('motivoSituacao');
  });

  it('gets 403 with the reason on the files of Maria’s request and on their download', async () => {
    const { protocolo, path } = await arquivoDe(DEMO.maria);
    const motivo = 'Maria tem 18 anos ou mais: peça a ela acesso aos dados de saúde.';
    const arquivos = await chamar(carlos, E.arquivos, { query: { protocolo } });
    expect(arquivos.statusCode).toBe(403);
    expect(arquivos.json()).toEqual({ mensagem: motivo });
    const download = await chamar(carlos, E.download, { query: { path } });
    expect(download.statusCode).toBe(403);
    expect(download.json()).toEqual({ mensagem: motivo });
    expect(download.headers['content-disposition']).toBeUndefined();
  });

  it('cannot file for Maria, João or Ana, and the filing picker names each with why', async () => {
    const cartaoMaria = await carteiraDe(maria, DEMO.maria);
    const antes = await h.database.db.select({ id: reembolsos.id }).from(reembolsos);
    const response = await postReembolso(carlos, DEMO.maria, dadosValidos(cartaoMaria, MARIA));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      mensagem: 'Maria tem 18 anos ou mais: peça a ela acesso aos dados de saúde.',
    });
    expect(await h.database.db.select({ id: reembolsos.id }).from(reembolsos)).toHaveLength(antes.length);

    const picker = await getJson(carlos, E.listagemSolicitacao);
    expect([...picker.titulares, ...picker.dependentes]).toEqual([]);
    expect(picker.ocultos).toEqual(
      expect.arrayContaining([
        { nome: 'Maria Aparecida Souza', motivo: expect.stringContaining('18 anos ou mais') as string },
        { nome: 'João Pedro Souza', motivo: expect.stringContaining('18 anos ou mais') as string },
        { nome: 'Ana Clara Souza', motivo: expect.stringContaining('menor de idade') as string },
      ]),
    );
    // The list's picker still offers them: Carlos sees their amounts.
    const vista = await getJson(carlos, E.listagem);
    expect([...vista.titulares, ...vista.dependentes].map((b) => b.cpf)).toEqual(
      expect.arrayContaining([DEMO.maria, DEMO.joao, DEMO.ana]),
    );
  });

  it('the reads are audited for Maria and João with the basis FINANCEIRO', async () => {
    await Promise.all([lista(carlos, DEMO.maria), lista(carlos, DEMO.joao)]);
    const rows = await h.database.db
      .select({ pessoaId: auditoria.pessoaId, base: auditoria.base })
      .from(auditoria)
      .where(
        and(
          eq(auditoria.acao, 'LEITURA_REEMBOLSOS'),
          inArray(auditoria.pessoaId, [await pessoaId(DEMO.maria), await pessoaId(DEMO.joao)]),
          eq(auditoria.base, 'FINANCEIRO'),
        ),
      );
    expect(new Set(rows.map((r) => r.pessoaId)).size).toBe(2);
  });
});

describe('Maria (titular)', () => {
  it('sees her own and Ana’s (a minor) whole, João’s (adult, no consent) as amounts only', async () => {
    const proprios = await lista(maria, DEMO.maria);
    expect(proprios.every((r) => !r.restrito)).toBe(true);
    const indeferido = proprios.find((r) => r.situacao === 'INDEFERIDO');
    expect(indeferido && !indeferido.restrito && indeferido.motivoSituacao).toContain('sem cobertura');
    // Ana has no request of her own: the list is hers to read (200), and Maria may file for her.
    expect(await lista(maria, DEMO.ana)).toEqual([]);
    const joao = await chamar(maria, E.reembolsos, { params: { cpf: DEMO.joao } });
    somenteValores(joao.json<EndpointResult<typeof E.reembolsos>>().reembolsos, DEMO.joao);
    await semTextoClinico(joao.body, DEMO.joao);

    const picker = await getJson(maria, E.listagemSolicitacao);
    const podeSolicitar = [...picker.titulares, ...picker.dependentes].map((b) => b.cpf);
    expect(podeSolicitar).toEqual(expect.arrayContaining([DEMO.maria, DEMO.ana]));
    expect(podeSolicitar).not.toContain(DEMO.joao);
    // João's consent to Maria (seeded) covers scheduling only.
    expect(picker.ocultos).toEqual([
      { nome: 'João Pedro Souza', motivo: 'João tem 18 anos ou mais: peça a ele acesso aos dados de saúde.' },
    ]);
  });

  it('cannot file for João nor open his files without his consent', async () => {
    const [{ protocolo }] = (await lista(maria, DEMO.joao)) as [Reembolso];
    expect((await chamar(maria, E.arquivos, { query: { protocolo } })).statusCode).toBe(403);
    const cartao = await carteiraDe(maria, DEMO.joao);
    const response = await postReembolso(maria, DEMO.joao, dadosValidos(cartao, MARIA));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      mensagem: 'João tem 18 anos ou mais: peça a ele acesso aos dados de saúde.',
    });
  });

  it('with João’s consent covering REEMBOLSO sees his whole, opens his files and may file for him', async () => {
    const joaoId = await pessoaId(DEMO.joao);
    const consentimento = { dono: DEMO.joao, leitor: DEMO.maria, areas: ['REEMBOLSO' as const] };
    await comConsentimento(h.database.db, consentimento, async (id) => {
      const [joao] = (await lista(maria, DEMO.joao)) as [Reembolso];
      expect(joao.restrito).toBe(false);
      expect(joao).toHaveProperty('localAtendimento');
      expect((await chamar(maria, E.arquivos, { query: { protocolo: joao.protocolo } })).statusCode).toBe(
        200,
      );
      const ultimos = await getJson(maria, E.ultimos, { params: { cpf: DEMO.joao } });
      expect(ultimos.contasBancarias.length).toBeGreaterThan(0);
      const picker = await getJson(maria, E.listagemSolicitacao);
      expect(picker.dependentes.map((b) => b.cpf)).toContain(DEMO.joao);
      expect(picker.ocultos).toBeUndefined();
      // Filed into Maria's account reused from João's own request (the titular's account).
      const response = await postReembolso(
        maria,
        DEMO.joao,
        dadosValidos(joao.carteira, MARIA, {
          contaBancaria: { tipo: 'REUTILIZAR', protocoloOrigem: ultimos.contasBancarias[0]!.protocoloOrigem },
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      // The read of his files is audited with the consent as its basis.
      const [auditado] = await h.database.db
        .select({ base: auditoria.base, baseId: auditoria.baseId })
        .from(auditoria)
        .where(
          and(
            eq(auditoria.acao, 'LEITURA_ARQUIVOS_REEMBOLSO'),
            eq(auditoria.pessoaId, joaoId),
            eq(auditoria.base, 'CONSENTIMENTO'),
          ),
        );
      expect(auditado).toEqual({ base: 'CONSENTIMENTO', baseId: id });
    });
    // Revoked: amounts only again.
    somenteValores(await lista(maria, DEMO.joao), DEMO.joao);
  });
});

describe('who files for someone else', () => {
  it('a consent for other areas only (AGENDAMENTO, SAUDE) does not cover reimbursements', async () => {
    const consentimento = {
      dono: DEMO.joao,
      leitor: DEMO.maria,
      areas: ['AGENDAMENTO' as const, 'SAUDE' as const],
    };
    await comConsentimento(h.database.db, consentimento, async () => {
      somenteValores(await lista(maria, DEMO.joao), DEMO.joao);
    });
  });
});

describe('files of an entry the reader sees whole', () => {
  it('Maria lists and downloads her own', async () => {
    const { protocolo, path } = await arquivoDe(DEMO.maria);
    const { arquivos } = await getJson(maria, E.arquivos, { query: { protocolo } });
    expect(arquivos.length).toBeGreaterThan(0);
    expect((await chamar(maria, E.download, { query: { path } })).statusCode).toBe(200);
  });
});
