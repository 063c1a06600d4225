// Minhas carências (issue 41, decision 0048). carenciaQueBloqueia, the question the coverage lookup asks: a
// waiting period of the procedure's group still running, or a CPT whose restrictions reach it, blocks it until
// its end; one ending today does not; with both, the later end. GET /plano/carencias on the demo's seed: Maria's
// own, all over; João's only with his consent (SAUDE), audited with the basis — one ending today 'Liberado',
// the running ones with their days, his CPT; Ana's as her guardian's; another family's 404; the picker.
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatIsoDate } from '@portal/domain';
import { carenciasEndpoints as E } from '@portal/domain/contract/plano/carencias';
import {
  GRUPOS_CARENCIA,
  MAXIMOS_LEGAIS_CARENCIA,
  RESTRICOES_CPT,
  type GrupoCarencia,
} from '@portal/domain/contract/plano/carencias-codigos';
import { auditoria } from '../../db/schema/audit.js';
import { JOAO_EXAMES_COMPLEXOS_FALTAM, JOAO_INTERNACOES_FALTAM } from '../../db/seed/carencias-demo.js';
import { comConsentimento } from '../../test/consentimento-saude.js';
import { chamar, getJson } from '../../test/contrato.js';
import { beneficiarios } from '../../db/schema/contratos.js';
import { carencias, coberturasParciaisTemporarias } from '../../db/schema/plano.js';
import { pessoaIdDe } from '../../test/demo-ids.js';
import { DEMO, QueryCounter, withDemo } from '../../test/test-app.js';
import { TEST_TODAY } from '../../test/test-database.js';
import { carenciaQueBloqueia, restricoesQueAlcancam } from './carencias.service.js';

const queries = new QueryCounter();
const demo = withDemo({ queryCounter: queries });
const HOJE = formatIsoDate(TEST_TODAY); // 2026-03-10
let beneficiarioId: number;

beforeAll(async () => {
  const { db } = demo.h.database;
  const [row] = await db
    .select({ id: beneficiarios.id })
    .from(beneficiarios)
    .where(eq(beneficiarios.pessoaId, await pessoaIdDe(db, DEMO.roberto)));
  beneficiarioId = row!.id;
  await db.delete(carencias).where(eq(carencias.beneficiarioId, beneficiarioId));
  await db
    .delete(coberturasParciaisTemporarias)
    .where(eq(coberturasParciaisTemporarias.beneficiarioId, beneficiarioId));
  await db.insert(carencias).values([
    { idErp: 'T-C1', beneficiarioId, grupo: 'CONSULTAS', inicio: '2025-12-01', fim: HOJE },
    {
      idErp: 'T-C2',
      beneficiarioId,
      grupo: 'INTERNACOES_CIRURGIAS',
      inicio: '2026-01-10',
      fim: '2026-07-09',
    },
    { idErp: 'T-C3', beneficiarioId, grupo: 'PARTO_A_TERMO', inicio: '2026-01-10', fim: '2026-03-11' },
    {
      idErp: 'T-C4',
      beneficiarioId,
      grupo: 'EXAMES_COMPLEXOS_TERAPIAS',
      inicio: '2025-01-01',
      fim: '2025-06-30',
    },
  ]);
  await db.insert(coberturasParciaisTemporarias).values([
    {
      idErp: 'T-CPT1',
      beneficiarioId,
      condicao: 'Hérnia de disco lombar',
      cid: 'M51.1',
      inicio: '2025-10-01',
      fim: '2027-10-01',
      restricoes: ['EVENTOS_CIRURGICOS', 'PROCEDIMENTOS_ALTA_COMPLEXIDADE'],
    },
    {
      idErp: 'T-CPT2',
      beneficiarioId,
      condicao: 'Asma',
      cid: null,
      inicio: '2024-01-01',
      fim: '2026-01-01',
      restricoes: ['LEITOS_ALTA_TECNOLOGIA'],
    },
  ]);
});

const bloqueia = (grupo: Parameters<typeof carenciaQueBloqueia>[2], pac = false, hoje = HOJE) =>
  carenciaQueBloqueia(demo.h.database.db, beneficiarioId, grupo, pac, hoje);

describe('carenciaQueBloqueia', () => {
  it('a waiting period ending today no longer blocks; the day before it did, until today', async () => {
    expect(await bloqueia('CONSULTAS')).toBeNull();
    expect(await bloqueia('CONSULTAS', false, '2026-03-09')).toEqual({ ate: HOJE, motivo: 'CARENCIA' });
  });

  it('a running waiting period blocks its group until its end; one ending tomorrow blocks today', async () => {
    expect(await bloqueia('PARTO_A_TERMO')).toEqual({ ate: '2026-03-11', motivo: 'CARENCIA' });
    expect(await bloqueia('EXAMES_COMPLEXOS_TERAPIAS')).toBeNull(); // long over
    expect(await bloqueia('ODONTOLOGIA')).toBeNull(); // none for the group
  });

  it('a CPT reaching the procedure blocks it; the later end wins over a waiting period', async () => {
    // Surgery: the waiting period (09/07/2026) and the CPT's surgical events (01/10/2027).
    expect(await bloqueia('INTERNACOES_CIRURGIAS')).toEqual({ ate: '2027-10-01', motivo: 'CPT' });
    // A high-complexity exam: no waiting period of its group running, the CPT's PAC restriction.
    expect(await bloqueia('EXAMES_COMPLEXOS_TERAPIAS', true)).toEqual({ ate: '2027-10-01', motivo: 'CPT' });
    // A simple exam reaches no restriction of any CPT.
    expect(await bloqueia('EXAMES_SIMPLES')).toBeNull();
    // After the CPT's end only the waiting period... which ended too.
    expect(await bloqueia('INTERNACOES_CIRURGIAS', false, '2027-10-01')).toBeNull();
    // Before the CPT ends but after the waiting period: the CPT alone.
    expect(await bloqueia('INTERNACOES_CIRURGIAS', false, '2026-08-01')).toEqual({
      ate: '2027-10-01',
      motivo: 'CPT',
    });
  });

  it('an ended CPT restricts nothing', async () => {
    // T-CPT2 (high-tech beds) ended 01/01/2026; the surgery is blocked by T-CPT1 only.
    expect(await bloqueia('INTERNACOES_CIRURGIAS', false, '2025-12-31')).toEqual({
      ate: '2027-10-01',
      motivo: 'CPT',
    });
    await demo.h.database.db
      .delete(coberturasParciaisTemporarias)
      .where(eq(coberturasParciaisTemporarias.idErp, 'T-CPT1'));
    expect(await bloqueia('INTERNACOES_CIRURGIAS')).toEqual({ ate: '2026-07-09', motivo: 'CARENCIA' });
    expect(await bloqueia('EXAMES_COMPLEXOS_TERAPIAS', true)).toBeNull();
  });

  it('the CHECKs hold the domain’s lists: every group and restriction is accepted, another code refused', async () => {
    const { db } = demo.h.database;
    const linha = (grupo: GrupoCarencia, i: number) => ({
      idErp: `T-CK-${i}`,
      beneficiarioId,
      grupo,
      inicio: HOJE,
      fim: HOJE,
    });
    await db.insert(carencias).values(GRUPOS_CARENCIA.map(linha));
    await expect(db.insert(carencias).values(linha('PLANO_INTEIRO' as GrupoCarencia, 99))).rejects.toThrow();
    await db.insert(coberturasParciaisTemporarias).values({
      idErp: 'T-CK-CPT',
      beneficiarioId,
      condicao: 'Teste',
      inicio: HOJE,
      fim: HOJE,
      restricoes: [...RESTRICOES_CPT],
    });
    await expect(
      db.insert(coberturasParciaisTemporarias).values({
        idErp: 'T-CK-CPT2',
        beneficiarioId,
        condicao: 'Teste',
        inicio: HOJE,
        fim: HOJE,
        restricoes: ['TUDO' as never],
      }),
    ).rejects.toThrow();
    await db.delete(carencias).where(like(carencias.idErp, 'T-CK-%'));
    await db.delete(coberturasParciaisTemporarias).where(eq(coberturasParciaisTemporarias.idErp, 'T-CK-CPT'));
  });

  it('which CPT restrictions a procedure falls under', () => {
    expect(restricoesQueAlcancam('INTERNACOES_CIRURGIAS', false)).toEqual([
      'EVENTOS_CIRURGICOS',
      'LEITOS_ALTA_TECNOLOGIA',
    ]);
    expect(restricoesQueAlcancam('ALTA_COMPLEXIDADE', false)).toEqual(['PROCEDIMENTOS_ALTA_COMPLEXIDADE']);
    expect(restricoesQueAlcancam('CONSULTAS', false)).toEqual([]);
  });
});

describe('GET /plano/carencias', () => {
  const br = (n: number) => formatIsoDate(addDays(TEST_TODAY, n)).split('-').reverse().join('/');

  it('Maria’s own: every group of both plans over, all usable today, the legal maxima in a line', async () => {
    const maria = await demo.as('maria');
    const r = await getJson(maria, E.carencias, { query: { cpf: DEMO.maria } });
    expect(r.hoje).toBe(HOJE);
    expect(r.maximosLegais).toBe(MAXIMOS_LEGAIS_CARENCIA);
    expect(r.planos.map((p) => [p.codigo, p.carencias.length])).toEqual([
      ['100001', 7],
      ['100002', 1],
    ]);
    for (const plano of r.planos) {
      expect(plano.carencias.every((c) => c.liberado && c.situacao === 'Liberado')).toBe(true);
      expect(plano.resumo).toEqual({
        podeUsar:
          'Todas as carências deste plano já foram cumpridas: você pode usar todas as coberturas do plano.',
        aguardando: null,
      });
    }
    expect(r.planos[0]!.carencias[0]).toMatchObject({
      grupo: 'URGENCIA_EMERGENCIA',
      nome: 'Urgência e emergência',
      inicio: '2019-03-01',
      fim: '2019-03-02',
      maximoLegal: '24 horas',
    });
  });

  it('João’s only with his consent: refused with the reason, then his periods and CPT, audited with the basis', async () => {
    const maria = await demo.as('maria');
    const negado = await chamar(maria, E.carencias, { query: { cpf: DEMO.joao } });
    expect(negado.statusCode).toBe(403);
    expect(negado.json<{ mensagem: string }>().mensagem).toMatch(/18 anos ou mais/);
    const lista = await getJson(maria, E.listagem);
    expect(lista.ocultos?.map((o) => o.nome).join()).toMatch(/João/);
    await comConsentimento(
      demo.h.database.db,
      { dono: DEMO.joao, leitor: DEMO.maria, areas: ['SAUDE'] },
      async (id) => {
        const r = await getJson(maria, E.carencias, { query: { cpf: DEMO.joao } });
        const [essencial] = r.planos;
        const por = Object.fromEntries(essencial!.carencias.map((c) => [c.grupo, c]));
        // The period ending today is over today.
        expect(por.EXAMES_SIMPLES).toMatchObject({
          fim: HOJE,
          liberado: true,
          diasRestantes: 0,
          situacao: 'Liberado',
        });
        expect(por.EXAMES_COMPLEXOS_TERAPIAS).toMatchObject({
          liberado: false,
          diasRestantes: JOAO_EXAMES_COMPLEXOS_FALTAM,
          situacao: `Liberado em ${br(JOAO_EXAMES_COMPLEXOS_FALTAM)} (faltam ${JOAO_EXAMES_COMPLEXOS_FALTAM} dias)`,
        });
        expect(por.INTERNACOES_CIRURGIAS).toMatchObject({
          liberado: false,
          diasRestantes: JOAO_INTERNACOES_FALTAM,
        });
        expect(essencial!.resumo.podeUsar).toBe(
          'Hoje você já pode usar: Urgência e emergência, Consultas, Exames simples.',
        );
        expect(essencial!.resumo.aguardando).toContain(
          `Internações e cirurgias (até ${br(JOAO_INTERNACOES_FALTAM)})`,
        );
        expect(essencial!.cpts).toEqual([
          expect.objectContaining({
            condicao: 'Hérnia de disco lombar',
            cid: 'M51.1',
            liberado: false,
            restricoesTexto:
              'Sem cobertura para cirurgias, leitos de alta tecnologia (UTI) e procedimentos de alta complexidade ligados a esta condição até o fim da CPT.',
          }),
        ]);
        const [linha] = await demo.h.database.db
          .select()
          .from(auditoria)
          .where(
            and(
              eq(auditoria.acao, 'LEITURA_CARENCIAS'),
              eq(auditoria.pessoaId, await pessoaIdDe(demo.h.database.db, DEMO.joao)),
            ),
          );
        expect(linha).toMatchObject({ base: 'CONSENTIMENTO', baseId: id });
      },
    );
  });

  it('João reads his own; Ana’s as her guardian’s; another family’s is 404; a malformed CPF 400', async () => {
    const joao = await demo.as('joao');
    const proprio = await getJson(joao, E.carencias, { query: { cpf: DEMO.joao } });
    expect(proprio.planos[0]!.cpts).toHaveLength(1);
    const maria = await demo.as('maria');
    const ana = await getJson(maria, E.carencias, { query: { cpf: DEMO.ana } });
    expect(ana.planos[0]!.carencias.map((c) => c.grupo)).toEqual(['URGENCIA_EMERGENCIA', 'CONSULTAS']);
    const roberto = await demo.as('roberto');
    expect((await chamar(roberto, E.carencias, { query: { cpf: DEMO.joao } })).statusCode).toBe(404);
    expect((await chamar(maria, E.carencias, { query: { cpf: '123' } })).statusCode).toBe(400);
  });

  it('the financial-only contratante has no Meu Plano: 403 on the screen’s calls', async () => {
    const carlos = await demo.as('carlos');
    expect((await chamar(carlos, E.carencias, { query: { cpf: DEMO.maria } })).statusCode).toBe(403);
    expect((await chamar(carlos, E.listagem)).statusCode).toBe(403);
  });

  it('nothing registered: the answer says so, with the same queries as with rows', async () => {
    const roberto = await demo.as('roberto');
    const comLinhas = await queries.during(() =>
      getJson(roberto, E.carencias, { query: { cpf: DEMO.roberto } }),
    );
    await demo.h.database.db.delete(carencias).where(eq(carencias.beneficiarioId, beneficiarioId));
    await demo.h.database.db
      .delete(coberturasParciaisTemporarias)
      .where(eq(coberturasParciaisTemporarias.beneficiarioId, beneficiarioId));
    const r = await getJson(roberto, E.carencias, { query: { cpf: DEMO.roberto } });
    expect(r).toMatchObject({
      mensagemAmigavel:
        'Não há carências nem coberturas parciais temporárias registradas para este beneficiário.',
      tipoMensagem: 'INFORMACAO',
    });
    const semLinhas = await queries.during(() =>
      getJson(roberto, E.carencias, { query: { cpf: DEMO.roberto } }),
    );
    expect(semLinhas.length).toBe(comLinhas.length);
  });
});
