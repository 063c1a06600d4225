// Annual price adjustments of the demo contracts (issue 13). Individual plans take the ANS ceiling of the
// cycle (May to April) their anniversary month falls in; collective ones a pool (the ANS grouping of contracts
// under 30 lives) or a negotiated percentage. ANS ceilings: 15,50 % (May/2022-Apr/2023), 9,63 %
// (2023/2024), 6,91 % (2024/2025), 6,06 % (2025/2026), as announced by the ANS each year (docs/decisions/0015).
// Fees chain forward: each "after" is the "before" times (1 + percentage), rounded half up to the cent.
import { inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { contratos } from '../schema/contratos.js';
import { reajustesContrato } from '../schema/utilizacao.js';

type TipoAnual = (typeof reajustesContrato.$inferInsert)['tipo'];

interface DemoReajustes {
  contrato: string;
  /** The contract's monthly fee before the first adjustment listed. */
  mensalidadeInicialCentavos: number;
  reajustes: { data: string; tipo: TipoAnual; referencia: string; pontosBase: number }[];
}

/** The ANS ceiling for individual plans, by the May the cycle starts. */
export const TETO_ANS_PONTOS_BASE: Record<number, number> = { 2022: 1550, 2023: 963, 2024: 691, 2025: 606 };

const teto = (data: string, cicloInicio: number) => ({
  data,
  tipo: 'ANUAL_ANS' as const,
  referencia: `Maio/${cicloInicio} a abril/${cicloInicio + 1}`,
  pontosBase: TETO_ANS_PONTOS_BASE[cicloInicio]!,
});

export const DEMO_REAJUSTES: DemoReajustes[] = [
  // Family A, individual, anniversary in March: each March applies the cycle that began the May before.
  {
    contrato: '100001',
    mensalidadeInicialCentavos: 108_400,
    reajustes: [
      teto('2023-03-01', 2022),
      teto('2024-03-01', 2023),
      teto('2025-03-01', 2024),
      teto('2026-03-01', 2025),
    ],
  },
  // Family A's dental plan, collective by adhesion (anniversary in July): the pool, then an agreement.
  {
    contrato: '100002',
    mensalidadeInicialCentavos: 14_970,
    reajustes: [
      {
        data: '2023-07-01',
        tipo: 'ANUAL_POOL',
        referencia: 'Pool de risco 2023',
        pontosBase: 1240,
      },
      {
        data: '2024-07-01',
        tipo: 'ANUAL_POOL',
        referencia: 'Pool de risco 2024',
        pontosBase: 985,
      },
      {
        data: '2025-07-01',
        tipo: 'ANUAL_NEGOCIADO',
        referencia: 'Acordo com a entidade 2025',
        pontosBase: 750,
      },
    ],
  },
  // Family B, individual, anniversary in September.
  {
    contrato: '200001',
    mensalidadeInicialCentavos: 49_870,
    reajustes: [
      teto('2022-09-01', 2022),
      teto('2023-09-01', 2023),
      teto('2024-09-01', 2024),
      teto('2025-09-01', 2025),
    ],
  },
];

/** after = before × (10 000 + bp) / 10 000, rounded half up, in integers. */
export const aplicarReajuste = (antesCentavos: number, pontosBase: number): number =>
  Math.floor((antesCentavos * (10_000 + pontosBase) + 5_000) / 10_000);

/** Runs inside the demo seed's transaction, after the families and their contracts exist. */
export async function seedReajustes(db: Database): Promise<void> {
  const rows = await db
    .select({ id: contratos.id, codigo: contratos.codigo })
    .from(contratos)
    .where(
      inArray(
        contratos.codigo,
        DEMO_REAJUSTES.map((r) => r.contrato),
      ),
    );
  const values = DEMO_REAJUSTES.flatMap(({ contrato, mensalidadeInicialCentavos, reajustes }) => {
    const contratoId = rows.find((r) => r.codigo === contrato)?.id;
    if (!contratoId) throw new Error(`contrato ${contrato} ausente`);
    let antes = mensalidadeInicialCentavos;
    return reajustes.map((r) => {
      const depois = aplicarReajuste(antes, r.pontosBase);
      const row = {
        contratoId,
        dataAplicacao: r.data,
        tipo: r.tipo,
        referencia: r.referencia,
        percentualPontosBase: r.pontosBase,
        mensalidadeAnteriorCentavos: antes,
        mensalidadeNovaCentavos: depois,
      };
      antes = depois;
      return row;
    });
  });
  await db.insert(reajustesContrato).values(values);
}
