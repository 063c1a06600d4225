// carenciaQueBloqueia (issue 41, decision 0048), the question the coverage lookup asks: a waiting period of the
// procedure's group still running, or a CPT whose restrictions reach it, blocks it until its end; one ending today
// does not; with both, the later end.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDate } from '@portal/domain';
import { beneficiarios } from '../../db/schema/contratos.js';
import { carencias, coberturasParciaisTemporarias } from '../../db/schema/plano.js';
import { pessoaIdDe } from '../../test/demo-ids.js';
import { DEMO, withDemo } from '../../test/test-app.js';
import { TEST_TODAY } from '../../test/test-database.js';
import { carenciaQueBloqueia, restricoesQueAlcancam } from './carencias.service.js';

const demo = withDemo();
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

  it('which CPT restrictions a procedure falls under', () => {
    expect(restricoesQueAlcancam('INTERNACOES_CIRURGIAS', false)).toEqual([
      'EVENTOS_CIRURGICOS',
      'LEITOS_ALTA_TECNOLOGIA',
    ]);
    expect(restricoesQueAlcancam('ALTA_COMPLEXIDADE', false)).toEqual(['PROCEDIMENTOS_ALTA_COMPLEXIDADE']);
    expect(restricoesQueAlcancam('CONSULTAS', false)).toEqual([]);
  });
});
