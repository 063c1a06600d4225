// Age-band price changes of the demo families (ANS RN 63/2003 bands). Family A's Odonto contract has
// none on purpose: dental plans are not priced by age band, so that tab shows the empty message.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { faixaEtariaHistorico } from '../schema/contrato-eventos.js';
import { pessoas } from '../schema/pessoas.js';
import { beneficiarios, contratos } from '../schema/contratos.js';

interface DemoTrocaFaixa {
  cpf: string;
  contrato: string;
  dataAlteracao: string;
  idade: number;
  faixaAnterior: string;
  faixaNova: string;
  valorAnterior: number;
  valorNovo: number;
}

export const DEMO_TROCAS_FAIXA: DemoTrocaFaixa[] = [
  // Maria (born 1978-09-23) turned 44 in September 2022; the new price applies from the next month.
  {
    cpf: '39053344705',
    contrato: '100001',
    dataAlteracao: '2022-10-01',
    idade: 44,
    faixaAnterior: '39 a 43 anos',
    faixaNova: '44 a 48 anos',
    valorAnterior: 812.4,
    valorNovo: 951.27,
  },
  // João (born 2006-02-14) turned 19 in February 2025.
  {
    cpf: '45678912364',
    contrato: '100001',
    dataAlteracao: '2025-03-01',
    idade: 19,
    faixaAnterior: '0 a 18 anos',
    faixaNova: '19 a 23 anos',
    valorAnterior: 298.55,
    valorNovo: 421.96,
  },
  // Roberto (born 1985-06-30) turned 39 in June 2024 (family B).
  {
    cpf: '12345678909',
    contrato: '200001',
    dataAlteracao: '2024-07-01',
    idade: 39,
    faixaAnterior: '34 a 38 anos',
    faixaNova: '39 a 43 anos',
    valorAnterior: 534.1,
    valorNovo: 612.88,
  },
];

/** Runs inside the demo seed's transaction, after the families and their contracts exist. */
export async function seedFaixaEtaria(db: Database): Promise<void> {
  const rows = await db
    .select({ id: beneficiarios.id, contratoId: contratos.id, cpf: pessoas.cpf, contrato: contratos.codigo })
    .from(beneficiarios)
    .innerJoin(pessoas, eq(pessoas.id, beneficiarios.pessoaId))
    .innerJoin(contratos, eq(contratos.id, beneficiarios.contratoId))
    .where(
      and(
        inArray(
          pessoas.cpf,
          DEMO_TROCAS_FAIXA.map((t) => t.cpf),
        ),
        inArray(beneficiarios.tipo, ['TITULAR', 'DEPENDENTE']),
      ),
    );
  const values = DEMO_TROCAS_FAIXA.map(({ cpf, contrato, ...troca }) => {
    const row = rows.find((r) => r.cpf === cpf && r.contrato === contrato);
    if (!row) throw new Error(`beneficiário ${cpf} ausente do contrato ${contrato}`);
    return { ...troca, beneficiarioId: row.id, contratoId: row.contratoId };
  });
  await db.insert(faixaEtariaHistorico).values(values);
}
