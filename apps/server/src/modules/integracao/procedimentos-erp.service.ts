// PUT /integracao/v1/plano/procedimentos, /plano/produtos and /plano/reembolso (issue 41, part B, decision
// 0049): the procedure table, each product's rules and the reimbursement table that "Meu plano cobre?" and the
// reimbursement preview read (db/schema/procedimentos.ts). Three TipoLote descriptions on lote.ts's machine, as
// the network's kinds (rede-erp.service.ts): references read once per batch, each record judged against them
// and written only when it differs (the same batch twice is `inalterado`), a product and its rules written in
// the record's savepoint, the kind's advisory lock serialising its batches across instances.
import { eq, inArray } from 'drizzle-orm';
import { INTEGRACAO_MESSAGES, INTEGRACAO_PLANO_MESSAGES as M } from '@portal/domain';
import { buscaDoProcedimento } from '@portal/domain/contract/plano/procedimentos-codigos';
import type { ResultadoLote } from '@portal/domain/contract/integracao/integracao';
import {
  procedimentoErpSchema,
  produtoPlanoErpSchema,
  reembolsoTabelaErpSchema,
  type ProcedimentoErp,
  type ProdutoPlanoErp,
  type ReembolsoTabelaErp,
} from '@portal/domain/contract/integracao/procedimentos';
import type { Database } from '../../db/client.js';
import {
  planoProdutoRegras,
  planoProdutos,
  planoReembolsoTabela,
  procedimentos,
} from '../../db/schema/procedimentos.js';
import type { Clock } from '../../platform/clock.js';
import {
  aplicarLote,
  type Campos,
  criado,
  distintos,
  mesmasColunas,
  porChave,
  recusar,
  RegistroInvalido,
  seHouver,
  type TipoLote,
} from './lote.js';
import { mesmoConjunto, semRepetidos } from './rede-erp.service.js';

export interface ContextoPlano {
  db: Database;
  clock: Clock;
}

/** The procedures of `codigos` by code (id), one query. */
const idsPorCodigo = async (db: Database, codigos: string[]) =>
  new Map(
    (
      await seHouver(codigos, () =>
        db
          .select({ id: procedimentos.id, codigo: procedimentos.codigo })
          .from(procedimentos)
          .where(inArray(procedimentos.codigo, codigos)),
      )
    ).map((p) => [p.codigo, p.id]),
  );

// ------------------------------------------------------------------------------------------ procedures

async function referenciasProcedimentos(db: Database, lote: ProcedimentoErp[]) {
  const codigos = lote.map((p) => p.codigo);
  const rows = await seHouver(codigos, () =>
    db.select().from(procedimentos).where(inArray(procedimentos.codigo, codigos)),
  );
  return porChave(rows, (p) => p.codigo);
}

type NovoProcedimento = typeof procedimentos.$inferInsert;

/** New procedures' rows, one statement. */
async function inserirProcedimentos(
  sp: Database,
  novos: (typeof procedimentos.$inferInsert)[],
): Promise<void> {
  await sp.insert(procedimentos).values(novos);
}

function tipoProcedimentos(
  clock: Clock,
): TipoLote<ProcedimentoErp, Awaited<ReturnType<typeof referenciasProcedimentos>>, NovoProcedimento> {
  return {
    chave: 'integracao:plano-procedimentos',
    chaveBruta: 'codigo',
    schema: procedimentoErpSchema,
    invalido: M.procedimentoInvalido,
    idErp: (p) => p.codigo,
    referencias: referenciasProcedimentos,
    julgar: (p, porCodigo) => {
      semRepetidos(p.sinonimos, 'sinonimos', M.sinonimoRepetido);
      semRepetidos(p.segmentacoes, 'segmentacoes', M.segmentacaoRepetida);
      const atual = porCodigo.get(p.codigo);
      const colunas = {
        nome: p.nome,
        grupo: p.grupo,
        dut: p.dut ?? null,
        altaComplexidade: p.altaComplexidade,
        autorizacaoPrevia: p.autorizacaoPrevia,
      };
      if (
        atual &&
        mesmasColunas(atual, colunas) &&
        mesmoConjunto(atual.sinonimos, p.sinonimos) &&
        mesmoConjunto(atual.segmentacoes, p.segmentacoes)
      ) {
        return { resultado: 'inalterado' };
      }
      const linha = {
        ...colunas,
        sinonimos: p.sinonimos,
        segmentacoes: [...p.segmentacoes].sort(),
        busca: buscaDoProcedimento(p.nome, p.sinonimos),
        atualizadoEm: clock(),
      };
      if (atual) {
        return {
          resultado: 'atualizado',
          gravar: async (sp) => {
            await sp.update(procedimentos).set(linha).where(eq(procedimentos.id, atual.id));
          },
        };
      }
      return criado({ ...linha, codigo: p.codigo }, inserirProcedimentos);
    },
    gravarJuntos: inserirProcedimentos,
    unicas: { procedimentos_codigo_unique: INTEGRACAO_MESSAGES.registroConcorrente },
  };
}

export const upsertProcedimentos = (
  ctx: ContextoPlano,
  registros: readonly unknown[],
): Promise<ResultadoLote> => aplicarLote(ctx.db, tipoProcedimentos(ctx.clock), registros);

// ------------------------------------------------------------------------------------- product rules

type Regra = Omit<typeof planoProdutoRegras.$inferSelect, 'id' | 'produtoId'>;

/** A rule as stored, for comparing and writing (procedure by id, co-participation's three columns). */
const chaveRegra = (r: Regra) =>
  [
    r.procedimentoId ?? '',
    r.grupo ?? '',
    r.coparticipacaoPercentual ?? '',
    r.coparticipacaoFixaCentavos ?? '',
    r.coparticipacaoTetoCentavos ?? '',
    r.autorizacaoPrevia ?? '',
  ].join('|');

async function referenciasProdutos(db: Database, lote: ProdutoPlanoErp[]) {
  const registros = lote.map((p) => p.registroAns);
  const codigos = distintos(lote.flatMap((p) => p.regras.map((r) => r.procedimento)));
  const existentes = await seHouver(registros, () =>
    db.select().from(planoProdutos).where(inArray(planoProdutos.registroAns, registros)),
  );
  const ids = existentes.map((p) => p.id);
  const regras = await seHouver(ids, () =>
    db.select().from(planoProdutoRegras).where(inArray(planoProdutoRegras.produtoId, ids)),
  );
  const regrasPorProduto = new Map<number, Regra[]>();
  for (const { id: _, produtoId, ...regra } of regras) {
    const lista = regrasPorProduto.get(produtoId) ?? [];
    lista.push(regra);
    regrasPorProduto.set(produtoId, lista);
  }
  return {
    produtoPorRegistro: porChave(existentes, (p) => p.registroAns),
    regrasPorProduto,
    procedimentoPorCodigo: await idsPorCodigo(db, codigos),
  };
}

function regrasDoProduto(p: ProdutoPlanoErp, procedimentoPorCodigo: ReadonlyMap<string, number>): Regra[] {
  semRepetidos(p.segmentacoes, 'segmentacoes', M.segmentacaoRepetida);
  const faltando: Campos = {};
  const nomes: string[] = [];
  const vistos = new Set<string>();
  const regras = p.regras.map((r, i): Regra => {
    if ((r.procedimento == null) === (r.grupo == null)) recusar(M.regraSemAlvo, `regras.${i}`);
    const alvo = r.procedimento ?? r.grupo!;
    if (vistos.has(alvo)) recusar(M.regraRepetida, `regras.${i}`);
    vistos.add(alvo);
    const c = r.coparticipacao;
    if (c && c.percentual == null && c.valorFixoCentavos == null) {
      recusar(M.coparticipacaoVazia, `regras.${i}.coparticipacao`);
    }
    let procedimentoId: number | null = null;
    if (r.procedimento != null) {
      const id = procedimentoPorCodigo.get(r.procedimento);
      if (id === undefined) {
        nomes.push(r.procedimento);
        faltando[`regras.${i}.procedimento`] = '';
      } else procedimentoId = id;
    }
    return {
      procedimentoId,
      grupo: r.grupo ?? null,
      coparticipacaoPercentual: c?.percentual ?? null,
      coparticipacaoFixaCentavos: c?.valorFixoCentavos ?? null,
      coparticipacaoTetoCentavos: c?.tetoCentavos ?? null,
      autorizacaoPrevia: r.autorizacaoPrevia ?? null,
    };
  });
  if (nomes.length > 0) {
    const texto = M.procedimentoDesconhecido(nomes);
    throw new RegistroInvalido(texto, Object.fromEntries(Object.keys(faltando).map((k) => [k, texto])));
  }
  return regras;
}

function tipoProdutos(
  clock: Clock,
): TipoLote<ProdutoPlanoErp, Awaited<ReturnType<typeof referenciasProdutos>>> {
  return {
    chave: 'integracao:plano-produtos',
    chaveBruta: 'registroAns',
    schema: produtoPlanoErpSchema,
    invalido: M.produtoInvalido,
    idErp: (p) => p.registroAns,
    referencias: referenciasProdutos,
    julgar: (p, refs) => {
      const regras = regrasDoProduto(p, refs.procedimentoPorCodigo);
      const atual = refs.produtoPorRegistro.get(p.registroAns);
      const atuais = atual ? (refs.regrasPorProduto.get(atual.id) ?? []) : [];
      if (
        atual &&
        mesmoConjunto(atual.segmentacoes, p.segmentacoes) &&
        mesmoConjunto(atuais.map(chaveRegra), regras.map(chaveRegra))
      ) {
        return { resultado: 'inalterado' };
      }
      const segmentacoes = [...p.segmentacoes].sort();
      return {
        resultado: atual ? 'atualizado' : 'criado',
        gravar: async (sp) => {
          let produtoId = atual?.id;
          if (produtoId !== undefined) {
            await sp
              .update(planoProdutos)
              .set({ segmentacoes, atualizadoEm: clock() })
              .where(eq(planoProdutos.id, produtoId));
            await sp.delete(planoProdutoRegras).where(eq(planoProdutoRegras.produtoId, produtoId));
          } else {
            const [novo] = await sp
              .insert(planoProdutos)
              .values({ registroAns: p.registroAns, segmentacoes, atualizadoEm: clock() })
              .returning({ id: planoProdutos.id });
            produtoId = novo!.id;
          }
          if (regras.length > 0) {
            await sp.insert(planoProdutoRegras).values(regras.map((r) => ({ ...r, produtoId })));
          }
        },
      };
    },
    unicas: { plano_produtos_registro_ans_unique: INTEGRACAO_MESSAGES.registroConcorrente },
  };
}

export const upsertProdutosPlano = (
  ctx: ContextoPlano,
  registros: readonly unknown[],
): Promise<ResultadoLote> => aplicarLote(ctx.db, tipoProdutos(ctx.clock), registros);

// ---------------------------------------------------------------------------------- reimbursement table

async function referenciasReembolso(db: Database, lote: ReembolsoTabelaErp[]) {
  const ids = lote.map((l) => l.idErp);
  const existentes = await seHouver(ids, () =>
    db.select().from(planoReembolsoTabela).where(inArray(planoReembolsoTabela.idErp, ids)),
  );
  const codigos = distintos(lote.map((l) => l.procedimento));
  return {
    linhaPorErp: porChave(existentes, (l) => l.idErp),
    procedimentoPorCodigo: await idsPorCodigo(db, codigos),
  };
}

/** 2.5 → 250; refuses a third decimal (a float like 2.499999 from the ERP's arithmetic is read as 2.5). */
function centesimos(multiplicador: number): number {
  const c = Math.round(multiplicador * 100);
  if (Math.abs(c - multiplicador * 100) > 1e-6) recusar(M.multiplicadorCasas, 'multiplicador');
  return c;
}

function tipoReembolso(
  clock: Clock,
): TipoLote<ReembolsoTabelaErp, Awaited<ReturnType<typeof referenciasReembolso>>> {
  return {
    chave: 'integracao:plano-reembolso',
    schema: reembolsoTabelaErpSchema,
    invalido: M.linhaInvalida,
    idErp: (l) => l.idErp,
    referencias: referenciasReembolso,
    julgar: (l, refs) => {
      const atual = refs.linhaPorErp.get(l.idErp);
      if (l.removido) {
        if (!atual) return { resultado: 'inalterado' };
        return {
          resultado: 'atualizado',
          gravar: async (sp) => {
            await sp.delete(planoReembolsoTabela).where(eq(planoReembolsoTabela.id, atual.id));
          },
        };
      }
      if (l.registroAns === undefined) recusar(INTEGRACAO_MESSAGES.campoObrigatorio, 'registroAns');
      if (l.procedimento === undefined) recusar(INTEGRACAO_MESSAGES.campoObrigatorio, 'procedimento');
      const porLimite = l.limiteCentavos != null;
      const porMultiplicador = l.multiplicador != null || l.valorReferenciaCentavos != null;
      if (porLimite === porMultiplicador) {
        recusar(M.linhaValorUnico, 'limiteCentavos', 'multiplicador', 'valorReferenciaCentavos');
      }
      if (porMultiplicador && (l.multiplicador == null || l.valorReferenciaCentavos == null)) {
        recusar(M.linhaValorUnico, l.multiplicador == null ? 'multiplicador' : 'valorReferenciaCentavos');
      }
      const procedimentoId =
        refs.procedimentoPorCodigo.get(l.procedimento!) ??
        recusar(M.procedimentoDesconhecido([l.procedimento!]), 'procedimento');
      if (atual && (atual.registroAns !== l.registroAns || atual.procedimentoId !== procedimentoId)) {
        recusar(M.linhaDeOutroProduto, 'registroAns', 'procedimento');
      }
      const colunas = {
        registroAns: l.registroAns!,
        procedimentoId,
        limiteCentavos: l.limiteCentavos ?? null,
        multiplicadorCentesimos: l.multiplicador == null ? null : centesimos(l.multiplicador),
        valorReferenciaCentavos: l.valorReferenciaCentavos ?? null,
        coparticipacaoPercentual: l.coparticipacaoPercentual ?? null,
      };
      if (atual && mesmasColunas(atual, colunas)) return { resultado: 'inalterado' };
      return {
        resultado: atual ? 'atualizado' : 'criado',
        gravar: async (sp) => {
          const linha = { ...colunas, atualizadoEm: clock() };
          if (atual) {
            await sp.update(planoReembolsoTabela).set(linha).where(eq(planoReembolsoTabela.id, atual.id));
          } else await sp.insert(planoReembolsoTabela).values({ ...linha, idErp: l.idErp });
        },
      };
    },
    unicas: {
      plano_reembolso_tabela_id_erp_unique: INTEGRACAO_MESSAGES.registroConcorrente,
      plano_reembolso_tabela_produto_procedimento_uq: M.linhaDuplicada,
    },
  };
}

export const upsertTabelaReembolso = (
  ctx: ContextoPlano,
  registros: readonly unknown[],
): Promise<ResultadoLote> => aplicarLote(ctx.db, tipoReembolso(ctx.clock), registros);
