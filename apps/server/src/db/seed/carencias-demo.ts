// Minhas carências in the demo (issue 41, part A, decision 0048), relative to the seed day (docs/plano.md):
//   - Maria: every group of her Essencial (100001) and the Odonto (100002), all over long ago (from 2019);
//   - João: as if he had moved up to the Essencial's hospital cover 60 days ago — urgency, consultations over,
//     simple exams over TODAY (the period ending today), complex exams and therapies for 60 more days, high
//     complexity and stays/surgeries for 120 more days, and a CPT (Hérnia de disco lombar, M51.1) for 24 months
//     from then restricting surgeries, high-tech beds and high-complexity procedures;
//   - Ana: urgency and consultations, over.
// One multi-row insert per table (every test file seeds the demo).
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, formatIsoDate, parseIsoDate, type CalendarDate } from '@portal/domain';
import {
  GRUPO_CARENCIA,
  somarMeses,
  type GrupoCarencia,
} from '@portal/domain/contract/plano/carencias-codigos';
import type { Database } from '../client.js';
import { beneficiarios, contratos } from '../schema/contratos.js';
import { pessoas } from '../schema/pessoas.js';
import { carencias, coberturasParciaisTemporarias } from '../schema/plano.js';
import { JOAO_CPF, MARIA_CPF } from './demo-data.js';

/** Days from João's move to the seed day, and what each of his running periods still has to go. */
export const JOAO_CARENCIAS_DESDE = 60;
export const JOAO_EXAMES_COMPLEXOS_FALTAM = 60;
export const JOAO_INTERNACOES_FALTAM = 120;

/** The end of a period that ran its group's legal maximum from `inicio`. */
const ate = (inicio: string, grupo: GrupoCarencia) =>
  formatIsoDate(addDays(parseIsoDate(inicio)!, GRUPO_CARENCIA[grupo].maximoDias));
/** Ana, the demo's minor (Maria's by the rule). */
const ANA_CPF = '74185296355';

export async function seedCarencias(tx: Database, hoje: CalendarDate): Promise<void> {
  const linhas = await tx
    .select({ id: beneficiarios.id, cpf: pessoas.cpf, contrato: contratos.codigo })
    .from(beneficiarios)
    .innerJoin(pessoas, eq(pessoas.id, beneficiarios.pessoaId))
    .innerJoin(contratos, eq(contratos.id, beneficiarios.contratoId))
    .where(
      and(
        inArray(pessoas.cpf, [MARIA_CPF, JOAO_CPF, ANA_CPF]),
        inArray(contratos.codigo, ['100001', '100002']),
      ),
    );
  const de = (cpf: string, contrato: string) =>
    linhas.find((l) => l.cpf === cpf && l.contrato === contrato)!.id;
  const dia = (n: number) => formatIsoDate(addDays(hoje, n));
  const cumprida = (cpf: string, contrato: string, grupo: GrupoCarencia, inicio: string) => ({
    idErp: `CAR-${contrato}-${cpf.slice(0, 4)}-${grupo}`,
    beneficiarioId: de(cpf, contrato),
    grupo,
    inicio,
    fim: ate(inicio, grupo),
  });
  const joao = (grupo: GrupoCarencia, faltam: number) => ({
    idErp: `CAR-100001-${JOAO_CPF.slice(0, 4)}-${grupo}`,
    beneficiarioId: de(JOAO_CPF, '100001'),
    grupo,
    inicio: dia(-JOAO_CARENCIAS_DESDE),
    fim: dia(faltam),
  });
  const mariaGrupos: GrupoCarencia[] = [
    'URGENCIA_EMERGENCIA',
    'CONSULTAS',
    'EXAMES_SIMPLES',
    'EXAMES_COMPLEXOS_TERAPIAS',
    'ALTA_COMPLEXIDADE',
    'INTERNACOES_CIRURGIAS',
    'PARTO_A_TERMO',
  ];
  await tx
    .insert(carencias)
    .values([
      ...mariaGrupos.map((g) => cumprida(MARIA_CPF, '100001', g, '2019-03-01')),
      cumprida(MARIA_CPF, '100002', 'ODONTOLOGIA', '2020-07-01'),
      joao('URGENCIA_EMERGENCIA', 1 - JOAO_CARENCIAS_DESDE),
      joao('CONSULTAS', -30),
      joao('EXAMES_SIMPLES', 0),
      joao('EXAMES_COMPLEXOS_TERAPIAS', JOAO_EXAMES_COMPLEXOS_FALTAM),
      joao('ALTA_COMPLEXIDADE', JOAO_INTERNACOES_FALTAM),
      joao('INTERNACOES_CIRURGIAS', JOAO_INTERNACOES_FALTAM),
      cumprida(ANA_CPF, '100001', 'URGENCIA_EMERGENCIA', '2019-03-01'),
      cumprida(ANA_CPF, '100001', 'CONSULTAS', '2019-03-01'),
    ]);
  await tx.insert(coberturasParciaisTemporarias).values({
    idErp: `CPT-100001-${JOAO_CPF.slice(0, 4)}-1`,
    beneficiarioId: de(JOAO_CPF, '100001'),
    condicao: 'Hérnia de disco lombar',
    cid: 'M51.1',
    inicio: dia(-JOAO_CARENCIAS_DESDE),
    fim: somarMeses(dia(-JOAO_CARENCIAS_DESDE), 24),
    restricoes: ['EVENTOS_CIRURGICOS', 'LEITOS_ALTA_TECNOLOGIA', 'PROCEDIMENTOS_ALTA_COMPLEXIDADE'],
  });
}
