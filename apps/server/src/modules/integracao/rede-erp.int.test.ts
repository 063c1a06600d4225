// The Guia Médico's network from the operator (issue 40, decision 0047): the scope; each kind created →
// unchanged → updated; refusals in Portuguese at their index beside applied records (a CNPJ whose check digits
// fail, an unknown catalogue code or product named in the message, coordinates out of range or outside Brazil,
// a substitute that is the location itself…); a location's link sets replaced as a whole; reads that do not
// grow with the batch; the JSONL bulk load of the five kinds; and, on PostgreSQL (TEST_DATABASE_URL), the same
// location sent by two batches at once: one row, and the link sets of one batch, never a mix.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  INTEGRACAO_AGENDA_MESSAGES,
  INTEGRACAO_MESSAGES,
  INTEGRACAO_REDE_MESSAGES as M,
} from '@portal/domain';
import type {
  AlteracaoRedeErp,
  LocalRedeErp,
  PrestadorRedeErp,
  ProdutoRedeErp,
  ServicoRedeErp,
} from '@portal/domain/contract/integracao/rede';
import {
  redeAlteracoes,
  redeLocais,
  redeLocalProdutos,
  redeLocalServicos,
  redePrestadores,
  redeProdutos,
  redeServicos,
} from '../../db/schema/rede.js';
import { prestadores } from '../../db/schema/saude.js';
import {
  chamadasAuditadas,
  falhasComValoresHostis,
  lotes,
  novoCliente,
  recusado,
  tokenDe,
} from '../../test/integracao.js';
import { QueryCounter, withDemo, type TestHarness } from '../../test/test-app.js';
import { testPostgresUrl } from '../../test/test-database.js';
import { TestAgent } from '../../test/test-agent.js';
import { getJson } from '../../test/contrato.js';
import { diaOperador } from '../../platform/family-scope.js';
import { guiaMedicoEndpoints as guia } from '@portal/domain/contract/facilidades/guia-medico';
import { importarArquivo } from './importacao.js';

let h: TestHarness;
let token: string;
const queries = new QueryCounter();
const demo = withDemo({ queryCounter: queries });

type Rota = 'rede/produtos' | 'rede/servicos' | 'rede/prestadores' | 'rede/locais' | 'rede/alteracoes';
const { put, enviar, resultados, exigeEscopo, leiturasConstantes } = lotes<Rota>(
  () => ({ app: h.app, token }),
  (rota) => rota.slice('rede/'.length),
);
const ROTAS: Rota[] = [
  'rede/produtos',
  'rede/servicos',
  'rede/prestadores',
  'rede/locais',
  'rede/alteracoes',
];

// Invented registrations and codes of the tests' own (the demo's network is left alone).
const produto = (over: Partial<ProdutoRedeErp> = {}): ProdutoRedeErp => ({
  registroAns: '999.001/26-1',
  nome: 'Teste Essencial Enfermaria',
  segmento: 'MEDICO',
  ativo: true,
  ...over,
});

const servico = (over: Partial<ServicoRedeErp> = {}): ServicoRedeErp => ({
  codigo: 'TST_ORTOPEDIA',
  nome: 'Ortopedia e Traumatologia',
  tipo: 'ESPECIALIDADE',
  sinonimos: ['ortopedista', 'traumatologista'],
  ...over,
});

/** 11.222.333/0001-81: valid check digits. */
const CNPJ_VALIDO = '11222333000181';

const clinica = (over: Partial<PrestadorRedeErp> = {}): PrestadorRedeErp => ({
  idErp: 'TST-PJ-1',
  tipoPessoa: 'PJ',
  nome: 'Clínica Ortopédica Jardim das Palmeiras Ltda.',
  nomeFantasia: 'OrtoPalmeiras',
  cnpj: CNPJ_VALIDO,
  qualidade: ['ACREDITACAO', 'NOTIVISA'],
  ...over,
});

const medica = (over: Partial<PrestadorRedeErp> = {}): PrestadorRedeErp => ({
  idErp: 'TST-PF-1',
  tipoPessoa: 'PF',
  nome: 'Dra. Lúcia Moraes Teixeira',
  conselho: 'CRM',
  conselhoNumero: '123456',
  conselhoUf: 'SP',
  qualidade: ['TITULO_ESPECIALISTA'],
  ...over,
});

const local = (over: Partial<LocalRedeErp> = {}): LocalRedeErp => ({
  idErp: 'TST-LOC-1',
  prestadorIdErp: 'TST-PJ-1',
  tipo: 'CLINICA',
  nome: 'Unidade Cambuí',
  logradouro: 'Rua Coronel Quirino',
  numero: '1200',
  complemento: 'Sala 4',
  bairro: 'Cambuí',
  cidade: 'Campinas',
  uf: 'SP',
  cep: '13025002',
  latitude: -22.8941,
  longitude: -47.0508,
  telefones: ['1932550000', '19991234567'],
  horarios: [
    { dia: 1, abre: '08:00', fecha: '18:00' },
    { dia: 6, abre: '08:00', fecha: '12:00' },
  ],
  prontoSocorro24h: false,
  telemedicina: true,
  acessibilidade: ['RAMPA_OU_ELEVADOR', 'LIBRAS'],
  servicos: ['TST_ORTOPEDIA', 'TST_RAIO_X'],
  produtos: ['999.001/26-1'],
  unidadeAgendamentoCodigo: null,
  ...over,
});

/** A change as the ERP sends it (the record's input: `removido` left out). */
type SaidaErp = Omit<Extract<AlteracaoRedeErp, { localIdErp: string }>, 'removido'>;
const saida = (over: Partial<SaidaErp> = {}): SaidaErp => ({
  idErp: 'TST-ALT-1',
  localIdErp: 'TST-LOC-1',
  dataSaida: '2026-04-10',
  substitutoLocalIdErp: 'TST-LOC-2',
  motivo: 'Encerramento das atividades',
  ...over,
});

const db = () => h.database.db;

async function localRow(idErp: string) {
  const [row] = await db().select().from(redeLocais).where(eq(redeLocais.idErp, idErp));
  return row;
}

/** The location's services (codes) and products (registrations), sorted. */
async function links(idErp: string) {
  const row = await localRow(idErp);
  const servicos = await db()
    .select({ codigo: redeServicos.codigo })
    .from(redeLocalServicos)
    .innerJoin(redeServicos, eq(redeServicos.id, redeLocalServicos.servicoId))
    .where(eq(redeLocalServicos.localId, row!.id));
  const produtos = await db()
    .select({ registro: redeProdutos.registroAns })
    .from(redeLocalProdutos)
    .innerJoin(redeProdutos, eq(redeProdutos.id, redeLocalProdutos.produtoId))
    .where(eq(redeLocalProdutos.localId, row!.id));
  return {
    servicos: servicos.map((s) => s.codigo).sort(),
    produtos: produtos.map((p) => p.registro).sort(),
  };
}

beforeAll(async () => {
  h = demo.h;
  token = await tokenDe(h.app, await novoCliente(db(), h.clock, ['rede:escrita']));
  expect(
    await resultados('rede/produtos', [
      produto(),
      produto({ registroAns: '999.002/26-0', nome: 'Teste Top' }),
    ]),
  ).toEqual(['criado', 'criado']);
  expect(
    await resultados('rede/servicos', [
      servico(),
      servico({ codigo: 'TST_RAIO_X', nome: 'Raio-X', tipo: 'SERVICO', sinonimos: ['radiografia', 'rx'] }),
      servico({ codigo: 'TST_PEDIATRIA', nome: 'Pediatria', sinonimos: ['pediatra'] }),
    ]),
  ).toEqual(['criado', 'criado', 'criado']);
  expect(await resultados('rede/prestadores', [clinica(), medica()])).toEqual(['criado', 'criado']);
  expect(
    await resultados('rede/locais', [
      local(),
      local({ idErp: 'TST-LOC-2', nome: 'Unidade Taquaral', cep: '13076000', latitude: -22.8738 }),
    ]),
  ).toEqual(['criado', 'criado']);
});

describe('the network from the operator', () => {
  it('needs a token with rede:escrita (the agenda system cannot publish the Guia Médico)', async () => {
    const outro = await tokenDe(h.app, await novoCliente(db(), h.clock, ['agenda:escrita']));
    for (const rota of ROTAS) await exigeEscopo(rota, outro);
    expect((await chamadasAuditadas(db(), 'rede/locais')).length).toBeGreaterThanOrEqual(1);
  });

  it('products: created (before all), unchanged, renamed; a malformed registration refused at its index', async () => {
    expect(await resultados('rede/produtos', [produto()])).toEqual(['inalterado']);
    expect(await resultados('rede/produtos', [produto({ nome: 'Teste Essencial', ativo: false })])).toEqual([
      'atualizado',
    ]);
    const [row] = await db().select().from(redeProdutos).where(eq(redeProdutos.registroAns, '999.001/26-1'));
    expect(row).toMatchObject({ nome: 'Teste Essencial', ativo: false, segmento: 'MEDICO' });
    const r = (
      await enviar('rede/produtos', [
        produto({ registroAns: '999.003/26-9', segmento: 'ODONTOLOGICO', nome: 'Teste Odonto' }),
        produto({ registroAns: '999003269' }),
        produto({ registroAns: '999.004/26-7', segmento: 'HOSPITALAR' as ProdutoRedeErp['segmento'] }),
      ])
    ).resultados;
    expect(r.map((x) => x.resultado)).toEqual(['criado', 'erro', 'erro']);
    recusado(r[1], M.produtoInvalido, 'registroAns', INTEGRACAO_MESSAGES.valorInvalido);
    recusado(r[2], M.produtoInvalido, 'segmento', INTEGRACAO_MESSAGES.valorInvalido);
    expect(r[1]!.idErp).toBe('999003269');
  });

  it('services: synonyms in another order are unchanged; renamed; repeated synonyms and bad codes refused', async () => {
    expect(
      await resultados('rede/servicos', [servico({ sinonimos: ['traumatologista', 'ortopedista'] })]),
    ).toEqual(['inalterado']);
    expect(
      await resultados('rede/servicos', [
        servico({ sinonimos: ['ortopedista', 'traumatologista', 'ortopedia'] }),
      ]),
    ).toEqual(['atualizado']);
    const [row] = await db().select().from(redeServicos).where(eq(redeServicos.codigo, 'TST_ORTOPEDIA'));
    expect([...row!.sinonimos].sort()).toEqual(['ortopedia', 'ortopedista', 'traumatologista']);
    const r = (
      await enviar('rede/servicos', [
        servico({ codigo: 'TST_CARDIO', nome: 'Cardiologia', sinonimos: ['cardiologista', 'Cardiologista'] }),
        servico({ codigo: 'tst-cardio', nome: 'Cardiologia' }),
        servico({ codigo: 'TST_USG', nome: 'Ultrassom', tipo: 'EXAME' as ServicoRedeErp['tipo'] }),
      ])
    ).resultados;
    expect(r.map((x) => x.resultado)).toEqual(['erro', 'erro', 'erro']);
    recusado(r[0], M.sinonimoRepetido, 'sinonimos.1');
    recusado(r[1], M.servicoInvalido, 'codigo', INTEGRACAO_MESSAGES.valorInvalido);
    recusado(r[2], M.servicoInvalido, 'tipo', INTEGRACAO_MESSAGES.valorInvalido);
  });

  it('providers: a person with a council, a company with a valid CNPJ; unchanged, updated; the rules refused in Portuguese', async () => {
    expect(
      await resultados('rede/prestadores', [clinica({ qualidade: ['NOTIVISA', 'ACREDITACAO'] }), medica()]),
    ).toEqual(['inalterado', 'inalterado']);
    expect(
      await resultados('rede/prestadores', [medica({ qualidade: ['TITULO_ESPECIALISTA', 'RESIDENCIA'] })]),
    ).toEqual(['atualizado']);
    const [row] = await db().select().from(redePrestadores).where(eq(redePrestadores.idErp, 'TST-PF-1'));
    expect(row).toMatchObject({
      conselho: 'CRM',
      conselhoNumero: '123456',
      conselhoUf: 'SP',
      cnpj: null,
      qualidade: ['RESIDENCIA', 'TITULO_ESPECIALISTA'],
    });

    const n = (i: number, p: PrestadorRedeErp) => ({ ...p, idErp: `TST-PE-${i}` });
    const r = (
      await enviar('rede/prestadores', [
        n(0, clinica({ cnpj: '11222333000182' })),
        n(1, clinica({ cnpj: null })),
        n(2, medica({ conselho: null, conselhoNumero: null, conselhoUf: null })),
        n(3, clinica({ conselho: 'CRM', conselhoNumero: null, conselhoUf: null })),
        n(4, medica({ cnpj: CNPJ_VALIDO })),
        n(5, clinica({ cnpj: '11.222.333/0001-81' })),
        n(6, clinica({ qualidade: ['ACREDITACAO', 'ACREDITACAO'] })),
        n(7, clinica({ qualidade: ['ISO_9001' as 'ACREDITACAO'] })),
        n(8, clinica({ conselho: 'CRM', conselhoNumero: '998877', conselhoUf: 'SP' })),
      ])
    ).resultados;
    expect(r.map((x) => x.resultado)).toEqual([...Array<string>(8).fill('erro'), 'criado']);
    recusado(r[0], M.cnpjInvalido, 'cnpj');
    recusado(r[1], M.cnpjObrigatorio, 'cnpj');
    expect(r[2]).toMatchObject({
      mensagem: M.conselhoObrigatorio,
      campos: {
        conselho: M.conselhoObrigatorio,
        conselhoNumero: M.conselhoObrigatorio,
        conselhoUf: M.conselhoObrigatorio,
      },
    });
    recusado(r[3], M.conselhoIncompleto, 'conselhoNumero');
    recusado(r[4], M.cnpjSoDePessoaJuridica, 'cnpj');
    recusado(r[5], M.prestadorInvalido, 'cnpj', INTEGRACAO_MESSAGES.valorInvalido);
    recusado(r[6], M.codigoRepetido, 'qualidade.1');
    recusado(r[7], M.prestadorInvalido, 'qualidade.0', INTEGRACAO_MESSAGES.valorInvalido);
    const gravados = await db()
      .select({ idErp: redePrestadores.idErp })
      .from(redePrestadores)
      .where(like(redePrestadores.idErp, 'TST-PE-%'));
    expect(gravados.map((g) => g.idErp)).toEqual(['TST-PE-8']);
  });

  it('locations: stored with their links; lists in another order unchanged; each list replaced as a whole', async () => {
    expect(await links('TST-LOC-1')).toEqual({
      servicos: ['TST_ORTOPEDIA', 'TST_RAIO_X'],
      produtos: ['999.001/26-1'],
    });
    expect(await localRow('TST-LOC-1')).toMatchObject({
      nome: 'Unidade Cambuí',
      cep: '13025002',
      latitude: -22.8941,
      telefones: ['1932550000', '19991234567'],
      acessibilidade: ['LIBRAS', 'RAMPA_OU_ELEVADOR'],
      telemedicina: true,
      unidadeAgendamentoId: null,
      cidadeBusca: 'campinas',
      bairroBusca: 'cambui',
    });
    const mesmo = local({
      servicos: ['TST_RAIO_X', 'TST_ORTOPEDIA'],
      acessibilidade: ['LIBRAS', 'RAMPA_OU_ELEVADOR'],
      horarios: [...local().horarios].reverse(),
    });
    expect(await resultados('rede/locais', [mesmo])).toEqual(['inalterado']);

    // Links replaced: a service out, another in, a second product; the same again changes nothing.
    const novo = local({
      servicos: ['TST_PEDIATRIA', 'TST_RAIO_X'],
      produtos: ['999.001/26-1', '999.002/26-0'],
    });
    expect(await resultados('rede/locais', [novo])).toEqual(['atualizado']);
    expect(await links('TST-LOC-1')).toEqual({
      servicos: ['TST_PEDIATRIA', 'TST_RAIO_X'],
      produtos: ['999.001/26-1', '999.002/26-0'],
    });
    expect(await resultados('rede/locais', [novo])).toEqual(['inalterado']);
    // Left out, the lists are empty (the record is the location as a whole).
    const { servicos: _s, produtos: _p, telefones: _t, ...semListas } = local();
    expect(await resultados('rede/locais', [semListas])).toEqual(['atualizado']);
    expect(await links('TST-LOC-1')).toEqual({ servicos: [], produtos: [] });
    expect((await localRow('TST-LOC-1'))!.telefones).toEqual([]);
    // Back as it was; the phones' order matters (the first is the one to call).
    expect(await resultados('rede/locais', [local()])).toEqual(['atualizado']);
    expect(await resultados('rede/locais', [local({ telefones: ['19991234567', '1932550000'] })])).toEqual([
      'atualizado',
    ]);
    expect(await resultados('rede/locais', [local()])).toEqual(['atualizado']);
    expect(await links('TST-LOC-1')).toEqual({
      servicos: ['TST_ORTOPEDIA', 'TST_RAIO_X'],
      produtos: ['999.001/26-1'],
    });
  });

  it('locations: an own unit books appointments; unknown codes named in the message; bad places refused; the valid ones written', async () => {
    const [propria] = await db().select().from(prestadores).where(eq(prestadores.codigo, '900101'));
    const n = (i: number, over: Partial<LocalRedeErp>) => local({ idErp: `TST-LE-${i}`, ...over });
    const r = (
      await enviar('rede/locais', [
        n(0, { unidadeAgendamentoCodigo: '900101', tipo: 'HOSPITAL' }),
        n(1, { servicos: ['TST_ORTOPEDIA', 'TST_ASTROLOGIA', 'TST_RAIO_X', 'TST_TAROT'] }),
        n(2, { produtos: ['999.001/26-1', '999.999/99-9'] }),
        n(3, { latitude: -95 }),
        n(4, { longitude: 181 }),
        // Swapped: valid degrees, but in the South Atlantic.
        n(5, { latitude: -47.0508, longitude: -22.8941 }),
        n(6, { prestadorIdErp: 'TST-NINGUEM' }),
        n(7, { unidadeAgendamentoCodigo: '900102' }),
        n(8, { unidadeAgendamentoCodigo: 'NAO-EXISTE' }),
        n(9, { cep: '13025-002' }),
        n(10, { telefones: ['(19) 3255-0000'] }),
        n(11, { horarios: [{ dia: 1, abre: '18:00', fecha: '08:00' }] }),
        n(12, { acessibilidade: ['LIBRAS', 'LIBRAS'] }),
        n(13, { servicos: ['TST_RAIO_X', 'TST_RAIO_X'] }),
        n(14, { uf: 'XX' as LocalRedeErp['uf'] }),
      ])
    ).resultados;
    expect(r.map((x) => x.resultado)).toEqual(['criado', ...Array<string>(14).fill('erro')]);
    expect((await localRow('TST-LE-0'))!.unidadeAgendamentoId).toBe(propria!.id);

    const semServicos = M.servicoDesconhecido(['TST_ASTROLOGIA', 'TST_TAROT']);
    expect(semServicos).toContain('TST_ASTROLOGIA, TST_TAROT');
    expect(r[1]).toMatchObject({
      mensagem: semServicos,
      campos: { 'servicos.1': semServicos, 'servicos.3': semServicos },
    });
    recusado(r[2], M.produtoDesconhecido(['999.999/99-9']), 'produtos.1');
    expect(r[2]!.mensagem).toContain('999.999/99-9');
    recusado(r[3], M.localInvalido, 'latitude', INTEGRACAO_MESSAGES.valorInvalido);
    recusado(r[4], M.localInvalido, 'longitude', INTEGRACAO_MESSAGES.valorInvalido);
    expect(r[5]).toMatchObject({
      mensagem: M.coordenadasForaDoBrasil,
      campos: { latitude: M.coordenadasForaDoBrasil, longitude: M.coordenadasForaDoBrasil },
    });
    recusado(r[6], M.prestadorDesconhecido, 'prestadorIdErp');
    recusado(r[7], M.unidadeNaoPropria, 'unidadeAgendamentoCodigo');
    recusado(r[8], M.unidadeDesconhecida, 'unidadeAgendamentoCodigo');
    recusado(r[9], M.localInvalido, 'cep', INTEGRACAO_MESSAGES.valorInvalido);
    recusado(r[10], M.localInvalido, 'telefones.0', INTEGRACAO_MESSAGES.valorInvalido);
    recusado(r[11], INTEGRACAO_AGENDA_MESSAGES.periodoInvertido, 'horarios.0.fecha');
    recusado(r[12], M.codigoRepetido, 'acessibilidade.1');
    recusado(r[13], M.codigoRepetido, 'servicos.1');
    recusado(r[14], M.localInvalido, 'uf', INTEGRACAO_MESSAGES.valorInvalido);
    const gravados = await db()
      .select({ idErp: redeLocais.idErp })
      .from(redeLocais)
      .where(like(redeLocais.idErp, 'TST-LE-%'));
    expect(gravados.map((g) => g.idErp)).toEqual(['TST-LE-0']);
  });

  it('network changes: created, unchanged, moved; a substitute that is the location itself and unknown locations refused', async () => {
    expect(await resultados('rede/alteracoes', [saida()])).toEqual(['criado']);
    expect(await resultados('rede/alteracoes', [saida()])).toEqual(['inalterado']);
    expect(await resultados('rede/alteracoes', [saida({ dataSaida: '2026-04-20', motivo: null })])).toEqual([
      'atualizado',
    ]);
    const [row] = await db().select().from(redeAlteracoes).where(eq(redeAlteracoes.idErp, 'TST-ALT-1'));
    const [loc1, loc2] = [await localRow('TST-LOC-1'), await localRow('TST-LOC-2')];
    expect(row).toMatchObject({
      localId: loc1!.id,
      substitutoLocalId: loc2!.id,
      dataSaida: '2026-04-20',
      motivo: null,
    });

    const n = (i: number, over: Partial<SaidaErp>) => saida({ idErp: `TST-ALT-E${i}`, ...over });
    const r = (
      await enviar('rede/alteracoes', [
        n(0, { localIdErp: 'TST-LOC-2', substitutoLocalIdErp: 'TST-LOC-2' }),
        n(1, { localIdErp: 'TST-NADA' }),
        n(2, { substitutoLocalIdErp: 'TST-NADA' }),
        n(3, { dataSaida: '2026-02-31' }),
        n(4, { dataSaida: '10/04/2026' }),
        saida({ localIdErp: 'TST-LOC-2', substitutoLocalIdErp: 'TST-LOC-1' }),
        n(5, { localIdErp: 'TST-LOC-2', substitutoLocalIdErp: null, motivo: null }),
      ])
    ).resultados;
    expect(r.map((x) => x.resultado)).toEqual(['erro', 'erro', 'erro', 'erro', 'erro', 'erro', 'criado']);
    recusado(r[0], M.substitutoIgualAoLocal, 'substitutoLocalIdErp');
    recusado(r[1], M.localDesconhecido, 'localIdErp');
    recusado(r[2], M.substitutoDesconhecido, 'substitutoLocalIdErp');
    recusado(r[3], M.alteracaoInvalida, 'dataSaida', INTEGRACAO_MESSAGES.valorInvalido);
    recusado(r[4], M.alteracaoInvalida, 'dataSaida', INTEGRACAO_MESSAGES.valorInvalido);
    recusado(r[5], M.alteracaoDeOutroLocal, 'localIdErp');

    // Withdrawn (the location stays after all): gone; the same withdrawal again changes nothing; without
    // `removido` the location and the day are required.
    expect(await resultados('rede/alteracoes', [{ idErp: 'TST-ALT-E5', removido: true }])).toEqual([
      'atualizado',
    ]);
    expect(await db().select().from(redeAlteracoes).where(eq(redeAlteracoes.idErp, 'TST-ALT-E5'))).toEqual(
      [],
    );
    const [denovo, incompleta] = (
      await enviar('rede/alteracoes', [
        { idErp: 'TST-ALT-E5', removido: true },
        { idErp: 'TST-ALT-E6', removido: false },
      ])
    ).resultados;
    expect(denovo!.resultado).toBe('inalterado');
    expect(incompleta).toMatchObject({
      resultado: 'erro',
      mensagem: M.alteracaoInvalida,
      campos: {
        localIdErp: INTEGRACAO_MESSAGES.campoObrigatorio,
        dataSaida: INTEGRACAO_MESSAGES.campoObrigatorio,
      },
    });
  });

  it('hostile values in every field of each kind: never a 500, every refusal with a message', async () => {
    const modelos: [Rota, Record<string, unknown>, string][] = [
      ['rede/produtos', produto({ registroAns: '999.090/26-0' }), 'registroAns'],
      ['rede/servicos', servico({ codigo: 'TST_HOSTIL' }), 'codigo'],
      ['rede/prestadores', clinica({ idErp: 'TST-HOSTIL' }), 'idErp'],
      ['rede/locais', local({ idErp: 'TST-HOSTIL' }), 'idErp'],
      ['rede/alteracoes', saida({ idErp: 'TST-HOSTIL' }), 'idErp'],
    ];
    for (const [rota, modelo, chave] of modelos) {
      expect(await falhasComValoresHostis((lote) => put(rota, lote), modelo, chave), rota).toEqual([]);
    }
  });

  it('reads a batch of locations (and of each kind) in a fixed number of queries', async () => {
    const locais = Array.from({ length: 20 }, (_, i) =>
      local({ idErp: `TST-Q-${i}`, latitude: -22.9 + i / 1000, unidadeAgendamentoCodigo: '900101' }),
    );
    await leiturasConstantes(queries, 'rede/locais', locais);
    const alteracoes = locais.map((l, i) => saida({ idErp: `TST-Q-ALT-${i}`, localIdErp: l.idErp }));
    await leiturasConstantes(queries, 'rede/alteracoes', alteracoes);
    const provs = Array.from({ length: 20 }, (_, i) => medica({ idErp: `TST-Q-PF-${i}` }));
    await leiturasConstantes(queries, 'rede/prestadores', provs);
  });
});

describe('what the operator publishes is what the Guia Médico answers', () => {
  it('a location found by its product and service, its provider’s page; out of the plan or gone: not found', async () => {
    const visitante = new TestAgent(h.app);
    const PRODUTO = '999.020/26-5';
    const buscar = async () =>
      (
        await getJson(visitante, guia.busca, {
          query: { produto: PRODUTO, servico: 'TST_E2E_PEDIATRIA', latitude: '-22.9', longitude: '-47.06' },
        })
      ).itens.map((i) => i.nome);
    await enviar('rede/produtos', [produto({ registroAns: PRODUTO, nome: 'Teste Guia' })]);
    await enviar('rede/servicos', [
      servico({ codigo: 'TST_E2E_PEDIATRIA', nome: 'Pediatria', sinonimos: [] }),
    ]);
    await enviar('rede/prestadores', [clinica({ idErp: 'TST-E2E-PJ', nomeFantasia: 'Pediatria Aurora' })]);
    const aurora = local({
      idErp: 'TST-E2E-L',
      prestadorIdErp: 'TST-E2E-PJ',
      nome: 'Aurora Centro',
      servicos: ['TST_E2E_PEDIATRIA'],
      produtos: [PRODUTO],
    });
    expect(await resultados('rede/locais', [aurora])).toEqual(['criado']);
    expect(await buscar()).toEqual(['Aurora Centro']);

    const [row] = await db().select().from(redePrestadores).where(eq(redePrestadores.idErp, 'TST-E2E-PJ'));
    const pagina = await getJson(visitante, guia.prestador, { params: { id: String(row!.id) } });
    expect(pagina).toMatchObject({ nomeFantasia: 'Pediatria Aurora', cnpj: CNPJ_VALIDO });
    expect([...pagina.qualidade].sort()).toEqual(['ACREDITACAO', 'NOTIVISA']);

    // Out of the product's network: the plan filter no longer finds it.
    expect(await resultados('rede/locais', [{ ...aurora, produtos: ['999.001/26-1'] }])).toEqual([
      'atualizado',
    ]);
    expect(await buscar()).toEqual([]);
    expect(await resultados('rede/locais', [aurora])).toEqual(['atualizado']);
    expect(await buscar()).toEqual(['Aurora Centro']);
    // Leaving today (the operator's calendar): never offered from its dataSaida.
    const hoje = diaOperador(h.clock());
    expect(
      await resultados('rede/alteracoes', [
        saida({ idErp: 'TST-E2E-A', localIdErp: 'TST-E2E-L', dataSaida: hoje, substitutoLocalIdErp: null }),
      ]),
    ).toEqual(['criado']);
    expect(await buscar()).toEqual([]);
    // The change withdrawn (it stays after all): offered again.
    expect(await resultados('rede/alteracoes', [{ idErp: 'TST-E2E-A', removido: true }])).toEqual([
      'atualizado',
    ]);
    expect(await buscar()).toEqual(['Aurora Centro']);
  });
});

describe('large link sets', () => {
  it('70 new locations of 500 services each (35,000 links, past a statement’s 65,535 parameters) in one batch', async () => {
    const codigos = Array.from({ length: 500 }, (_, i) => `TST_MUITOS_${i}`);
    const catalogo = codigos.map((codigo) => servico({ codigo, nome: codigo, sinonimos: [] }));
    expect(new Set(await resultados('rede/servicos', catalogo))).toEqual(new Set(['criado']));
    const locais = Array.from({ length: 70 }, (_, i) =>
      local({ idErp: `TST-MUITOS-${i}`, servicos: codigos, latitude: -23 + i / 1000 }),
    );
    // Written in a few multi-row statements (not record by record after a failed all-in-one attempt).
    const escritas = await queries.during(async () =>
      expect(new Set(await resultados('rede/locais', locais))).toEqual(new Set(['criado'])),
    );
    // The locations, their 35,000 services in four statements, their 70 products in one.
    expect(escritas.filter((q) => /^insert into "rede_/i.test(q)).length).toBe(6);
    expect(new Set(await resultados('rede/locais', locais))).toEqual(new Set(['inalterado']));
    const ids = (
      await db().select({ id: redeLocais.id }).from(redeLocais).where(like(redeLocais.idErp, 'TST-MUITOS-%'))
    ).map((r) => r.id);
    const ligados = await db()
      .select({ n: count() })
      .from(redeLocalServicos)
      .where(inArray(redeLocalServicos.localId, ids));
    expect(ligados[0]!.n).toBe(35_000);
  });
});

describe('the bulk load of the network', () => {
  it('loads products, services, providers, locations and changes from one export, in that order; again: unchanged', async () => {
    const pasta = await mkdtemp(join(tmpdir(), 'rede-'));
    try {
      const arquivo = join(pasta, 'rede.jsonl');
      const linhas = [
        { tipo: 'rede-produtos', registro: produto({ registroAns: '999.010/26-2', nome: 'Carga' }) },
        { tipo: 'rede-servicos', registro: servico({ codigo: 'TST_IMP_DERMATO', nome: 'Dermatologia' }) },
        ...[1, 2, 3].map((i) => ({
          tipo: 'rede-prestadores',
          registro: medica({ idErp: `TST-IMP-PF-${i}` }),
        })),
        ...[1, 2, 3].map((i) => ({
          tipo: 'rede-locais',
          registro: local({
            idErp: `TST-IMP-L-${i}`,
            prestadorIdErp: `TST-IMP-PF-${i}`,
            tipo: 'CONSULTORIO',
            servicos: ['TST_IMP_DERMATO'],
            produtos: ['999.010/26-2', '999.001/26-1'],
          }),
        })),
        { tipo: 'rede-locais', registro: local({ idErp: 'TST-IMP-L-X', servicos: ['TST_NAO_HA'] }) },
        {
          tipo: 'rede-alteracoes',
          registro: saida({
            idErp: 'TST-IMP-A',
            localIdErp: 'TST-IMP-L-1',
            substitutoLocalIdErp: 'TST-IMP-L-2',
          }),
        },
      ];
      await writeFile(arquivo, linhas.map((l) => JSON.stringify(l)).join('\n') + '\n');
      const fim = await importarArquivo({ db: db(), clock: h.clock, arquivo });
      expect(fim).toMatchObject({ linhas: 10, criados: 9, erros: 1 });
      expect(await links('TST-IMP-L-3')).toEqual({
        servicos: ['TST_IMP_DERMATO'],
        produtos: ['999.001/26-1', '999.010/26-2'],
      });
      const denovo = await importarArquivo({ db: db(), clock: h.clock, arquivo, recomecar: true });
      expect(denovo).toMatchObject({ linhas: 10, criados: 0, inalterados: 9, erros: 1 });
    } finally {
      await rm(pasta, { recursive: true, force: true });
    }
  });
});

describe.runIf(Boolean(testPostgresUrl()))('two batches of the same locations at once, on PostgreSQL', () => {
  it('the same batch twice: one row each, created once and unchanged once', async () => {
    const lote = Array.from({ length: 30 }, (_, i) =>
      local({ idErp: `TST-PG-${i}`, latitude: -22.9 - i / 1000, servicos: ['TST_RAIO_X', 'TST_PEDIATRIA'] }),
    );
    const [a, b] = await Promise.all([enviar('rede/locais', lote), enviar('rede/locais', lote)]);
    const totais = [a.totais, b.totais].map((t) => [t.criados, t.inalterados, t.erros]);
    expect(totais.sort()).toEqual([
      [0, 30, 0],
      [30, 0, 0],
    ]);
    const ids = lote.map((l) => l.idErp);
    const rows = await db()
      .select({ id: redeLocais.id })
      .from(redeLocais)
      .where(inArray(redeLocais.idErp, ids));
    expect(rows).toHaveLength(30);
    const servicos = await db()
      .select()
      .from(redeLocalServicos)
      .where(
        inArray(
          redeLocalServicos.localId,
          rows.map((r) => r.id),
        ),
      );
    expect(servicos).toHaveLength(60);
  });

  it('two different batches of the same location: the link sets of one of them, never a mix', async () => {
    const primeiro = local({ idErp: 'TST-PG-X', servicos: ['TST_RAIO_X'], produtos: ['999.001/26-1'] });
    const segundo = local({
      idErp: 'TST-PG-X',
      servicos: ['TST_ORTOPEDIA', 'TST_PEDIATRIA'],
      produtos: ['999.002/26-0'],
    });
    // From a third state each time, so both batches have something to write.
    const antes = local({ idErp: 'TST-PG-X', servicos: ['TST_ORTOPEDIA'], produtos: ['999.001/26-1'] });
    for (let rodada = 0; rodada < 5; rodada++) {
      expect(await resultados('rede/locais', [antes])).not.toEqual(['erro']);
      const r = await Promise.all([enviar('rede/locais', [primeiro]), enviar('rede/locais', [segundo])]);
      expect(r.map((x) => x.totais.atualizados + x.totais.criados)).toEqual([1, 1]);
      const final = await links('TST-PG-X');
      expect([
        { servicos: ['TST_RAIO_X'], produtos: ['999.001/26-1'] },
        { servicos: ['TST_ORTOPEDIA', 'TST_PEDIATRIA'], produtos: ['999.002/26-0'] },
      ]).toContainEqual(final);
    }
    expect(await db().select().from(redeLocais).where(eq(redeLocais.idErp, 'TST-PG-X'))).toHaveLength(1);
  });
});
