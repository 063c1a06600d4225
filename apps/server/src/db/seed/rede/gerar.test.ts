// The demo network's generator (issue 40): the same options give the same network, and what it writes is what
// the integration API would accept (valid CNPJs, councils, CEPs of the city's range, coordinates in the
// neighbourhood, hours by the contract's schema, codes of the catalogue and the products), with the well-known
// rows the demo's searches rely on unique by their distinctive words.
import { describe, expect, it } from 'vitest';
import { normalizarNomeBusca } from '@portal/domain/contract/console/atendimento';
import { horariosFuncionamentoSchema } from '@portal/domain/contract/facilidades/pontos-atendimento';
import {
  ALTERACOES_REDE_DEMO,
  BUSCAS_REDE_DEMO,
  PRODUTOS_REDE_DEMO,
} from '@portal/domain/contract/facilidades/rede-demo';
import {
  alteracaoRedeErpSchema,
  localRedeErpSchema,
  prestadorRedeErpSchema,
  produtoRedeErpSchema,
  servicoRedeErpSchema,
} from '@portal/domain/contract/integracao/rede';
import { isValidCnpjDigits } from '@portal/domain/validation/cnpj';
import { parseIsoDate } from '@portal/domain';
import { SEED_CIDADES } from '../cep-data.js';
import { DEMO_FAMILIES } from '../demo-data.js';
import { PRESTADORES_SEED } from '../saude-data.js';
import { CATALOGO_REDE } from './catalogo.js';
import { gerarRede, LOCAIS_DEMO, type LocalGerado } from './gerar.js';
import { REGIAO_DEMO } from './geografia.js';

const hoje = parseIsoDate('2026-03-10')!;
const rede = gerarRede({ locais: LOCAIS_DEMO, hoje });
const porId = new Map(rede.locais.map((l) => [l.idErp, l]));
const nomeDe = (l: LocalGerado) => {
  const p = rede.prestadores.find((x) => x.idErp === l.prestadorIdErp)!;
  return `${p.nome} ${p.nomeFantasia ?? ''} ${l.nome ?? ''}`;
};

describe('gerarRede', () => {
  it('is deterministic: the same options give the same network, another seed another one', () => {
    expect(JSON.stringify(gerarRede({ locais: LOCAIS_DEMO, hoje }))).toBe(JSON.stringify(rede));
    const outra = gerarRede({ locais: 100, hoje, semente: 7, prefixo: 'B', soGerados: true });
    expect(outra.locais[0]!.idErp).toBe('BL000001');
    const nomes = outra.prestadores.map((p) => p.nome);
    expect(nomes).not.toEqual(rede.prestadores.slice(0, nomes.length).map((p) => p.nome));
    expect(outra.alteracoes).toEqual([]);
  });

  it('has about the size asked for, unique ERP ids, and every location of a known provider', () => {
    expect(rede.locais.length).toBeGreaterThanOrEqual(LOCAIS_DEMO);
    expect(rede.locais.length).toBeLessThan(LOCAIS_DEMO + 30);
    expect(new Set(rede.locais.map((l) => l.idErp)).size).toBe(rede.locais.length);
    expect(new Set(rede.prestadores.map((p) => p.idErp)).size).toBe(rede.prestadores.length);
    const prestadores = new Set(rede.prestadores.map((p) => p.idErp));
    expect(rede.locais.filter((l) => !prestadores.has(l.prestadorIdErp))).toEqual([]);
    const tipos = new Set(rede.locais.map((l) => l.tipo));
    expect(tipos).toEqual(
      new Set(['CONSULTORIO', 'CLINICA', 'LABORATORIO', 'HOSPITAL', 'PRONTO_ATENDIMENTO']),
    );
  });

  it('writes valid documents: a council, number and UF for a person, a CNPJ with its check digits for a company', () => {
    for (const p of rede.prestadores) {
      if (p.tipoPessoa === 'PF') {
        expect(p.conselho && p.conselhoNumero && p.conselhoUf, p.nome).toBeTruthy();
        expect(p.cnpj).toBeNull();
      } else {
        expect(isValidCnpjDigits(p.cnpj!), `${p.nome} ${p.cnpj}`).toBe(true);
        expect(p.conselho).toBeNull();
      }
    }
  });

  it('places each location in its city: a CEP of the city’s range, near its neighbourhood’s centre', () => {
    for (const l of rede.locais) {
      const [, , inicio, fim] = SEED_CIDADES.find(([uf, nome]) => uf === l.uf && nome === l.cidade)!;
      expect(l.cep >= inicio! && l.cep <= fim!, `${l.idErp} ${l.cep} ${l.cidade}`).toBe(true);
      const bairro = REGIAO_DEMO.find((c) => c.nome === l.cidade)!.bairros.find((b) => b.nome === l.bairro)!;
      expect(Math.abs(l.latitude - bairro.latitude), l.idErp).toBeLessThan(0.015);
      expect(Math.abs(l.longitude - bairro.longitude), l.idErp).toBeLessThan(0.015);
      expect(l.telefones.length).toBeGreaterThan(0);
      for (const t of l.telefones) expect(t).toMatch(/^\d{10,11}$/);
      expect(horariosFuncionamentoSchema.safeParse(l.horarios).success, l.idErp).toBe(true);
    }
  });

  it('offers only catalogue entries, and dental care only on the dental products', () => {
    const catalogo = new Map(CATALOGO_REDE.map((s) => [s.codigo, s]));
    const odonto = new Set<string>(
      Object.values(PRODUTOS_REDE_DEMO)
        .filter((p) => p.segmento === 'ODONTOLOGICO')
        .map((p) => p.registroAns),
    );
    const registros = new Set<string>(Object.values(PRODUTOS_REDE_DEMO).map((p) => p.registroAns));
    for (const l of rede.locais) {
      expect(l.servicos.length, l.idErp).toBeGreaterThan(0);
      expect(l.servicos.filter((s) => !catalogo.has(s))).toEqual([]);
      expect(l.produtos.length, l.idErp).toBeGreaterThan(0);
      expect(l.produtos.filter((p) => !registros.has(p))).toEqual([]);
      const dental = l.produtos.some((p) => odonto.has(p));
      expect(
        l.produtos.every((p) => odonto.has(p) === dental),
        l.idErp,
      ).toBe(true);
    }
    expect(rede.locais.some((l) => l.prontoSocorro24h && l.cidade === 'São Paulo')).toBe(true);
    expect(rede.locais.some((l) => l.horarios.some((h) => h.dia === 0 || h.dia === 6))).toBe(true);
    expect(rede.locais.filter((l) => l.telemedicina).length).toBeGreaterThan(100);
  });

  // The bulk-load bench (scripts/bench-integracao, BENCH_REDE) writes these records as JSONL lines as they are.
  it('writes records the integration API accepts as they are (its strict schemas)', () => {
    const aceitos = <T>(schema: { safeParse(v: unknown): { success: boolean } }, linhas: readonly T[]) =>
      linhas.filter((l) => !schema.safeParse(l).success);
    expect(aceitos(produtoRedeErpSchema, rede.produtos)).toEqual([]);
    expect(aceitos(servicoRedeErpSchema, rede.servicos)).toEqual([]);
    expect(aceitos(prestadorRedeErpSchema, rede.prestadores)).toEqual([]);
    expect(aceitos(localRedeErpSchema, rede.locais)).toEqual([]);
    expect(aceitos(alteracaoRedeErpSchema, rede.alteracoes)).toEqual([]);
  });

  it('links the operator’s own units to their prestadores for booking', () => {
    const proprias = PRESTADORES_SEED.filter((p) => p.proprio);
    const unidades = rede.locais.filter((l) => l.unidadeAgendamentoCodigo !== null);
    expect(unidades.map((l) => l.unidadeAgendamentoCodigo).sort()).toEqual(
      proprias.map((p) => p.codigo).sort(),
    );
    expect(unidades.map((l) => l.nome).sort()).toEqual(proprias.map((p) => p.nome).sort());
  });
});

describe('the demo network’s well-known rows', () => {
  it('has the demo contracts’ products, with their plan names, and two that no family has', () => {
    const contratos = new Map(
      DEMO_FAMILIES.flatMap((f) => f.contratos).map((c) => [c.registroAnsProduto, c.plano]),
    );
    const produtos = Object.values(PRODUTOS_REDE_DEMO);
    expect(produtos.filter((p) => contratos.has(p.registroAns)).map((p) => [p.registroAns, p.nome])).toEqual([
      ...contratos,
    ]);
    expect(produtos.filter((p) => !contratos.has(p.registroAns))).toHaveLength(2);
  });

  it('has the catalogue words members type', () => {
    const palavras = new Set(
      CATALOGO_REDE.flatMap((s) => [s.nome, ...s.sinonimos]).map((p) => normalizarNomeBusca(p)),
    );
    for (const p of [
      'ortopedista',
      'pediatra',
      'ginecologista',
      'dentista',
      'raio x',
      'ultrassom',
      'hemograma',
    ])
      expect(palavras, p).toContain(p);
    expect(palavras).toContain('ressonancia');
    expect(new Set(CATALOGO_REDE.map((s) => s.codigo)).size).toBe(CATALOGO_REDE.length);
    for (const s of CATALOGO_REDE) expect(s.codigo).toMatch(/^[A-Z0-9_]{1,30}$/);
  });

  it('keeps each distinctive name unique, so a search for it finds that row alone', () => {
    const nomes = rede.locais.map((l) => normalizarNomeBusca(nomeDe(l)));
    const com = (palavra: string) => nomes.filter((n) => n.includes(palavra)).length;
    // 'jose' is also in no other name as 'josefa', 'josue'…: their trigrams would match it.
    expect(com('jos')).toBe(1);
    for (const palavra of [
      'quaresm',
      'pequenos passos',
      'jacaranda',
      'primavera',
      'paineiras',
      'horizonte',
      'recanto',
    ])
      expect(com(palavra), palavra).toBe(1);
  });

  it('puts the pediatric clinic and the São Paulo hospital at the centre of their CEP sectors', () => {
    for (const [demo, servico, cep] of [
      [BUSCAS_REDE_DEMO.pediatraPerto.primeiro, 'PEDIATRIA', BUSCAS_REDE_DEMO.pediatraPerto.cep],
      [
        BUSCAS_REDE_DEMO.prontoSocorroSaoPaulo.primeiro,
        'PRONTO_SOCORRO',
        BUSCAS_REDE_DEMO.prontoSocorroSaoPaulo.cep,
      ],
    ] as const) {
      const local = porId.get(demo.idErp)!;
      expect(local.servicos).toContain(servico);
      const setor = local.cep.slice(0, 5);
      expect(cep.startsWith(setor)).toBe(true);
      const doSetor = rede.locais.filter((l) => l.cep.startsWith(setor));
      expect(doSetor.length).toBeGreaterThan(10);
      const media = (f: (l: LocalGerado) => number) => doSetor.reduce((s, l) => s + f(l), 0) / doSetor.length;
      expect(local.latitude).toBeCloseTo(
        media((l) => l.latitude),
        9,
      );
      expect(local.longitude).toBeCloseTo(
        media((l) => l.longitude),
        9,
      );
      const outros = doSetor.filter((l) => l !== local && l.servicos.includes(servico));
      for (const l of outros)
        expect(
          Math.abs(l.latitude - local.latitude) + Math.abs(l.longitude - local.longitude),
        ).toBeGreaterThan(0.0005);
    }
  });

  it('dates the network changes from the day of seeding, in the plans the notices need', () => {
    const { saidaProxima, saidaDistante, saidaPassada } = ALTERACOES_REDE_DEMO;
    expect(rede.alteracoes).toEqual([
      expect.objectContaining({
        localIdErp: saidaProxima.local.idErp,
        dataSaida: '2026-03-30',
        substitutoLocalIdErp: saidaProxima.substituto.idErp,
      }),
      expect.objectContaining({
        localIdErp: saidaDistante.local.idErp,
        dataSaida: '2026-05-09',
        substitutoLocalIdErp: 'PROPRIO-900101',
      }),
      expect.objectContaining({
        localIdErp: saidaPassada.local.idErp,
        dataSaida: '2026-02-28',
        substitutoLocalIdErp: null,
      }),
    ]);
    const primavera = porId.get(saidaProxima.local.idErp)!;
    expect(primavera.tipo).toBe('HOSPITAL');
    expect(primavera.produtos).toContain(PRODUTOS_REDE_DEMO.essencial.registroAns);
    expect(primavera.produtos).not.toContain(PRODUTOS_REDE_DEMO.classico.registroAns);
    const substituto = porId.get(saidaProxima.substituto.idErp)!;
    expect(substituto.produtos).toEqual(expect.arrayContaining(primavera.produtos));
    expect(porId.get('PROPRIO-900101')!.produtos).toEqual(
      expect.arrayContaining(porId.get(saidaDistante.local.idErp)!.produtos),
    );
  });
});
