// PUT /integracao/v1/autorizacoes and /resultados-exame (issue 19, decision 0024 §10): the ERP's guides and
// exam results, with their PDFs, into the tables Autorizações and Resultado de Exames read (decision 0020).
// The guides' rules live in shared-domain/guias-autorizacao.ts (the console registers guides through them
// too, decision 0043 §7); here the exam results, on the same batch machinery and PDF helpers.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { INTEGRACAO_MESSAGES } from '@portal/domain';
import type { ResultadoLote } from '@portal/domain/contract/integracao/integracao';
import { resultadoExameErpSchema, type ResultadoExameErp } from '@portal/domain/contract/integracao/saude';
import type { Database } from '../../db/client.js';
import { resultadosExame } from '../../db/schema/saude.js';
import {
  aplicar,
  guardarPdf,
  lerPdfs,
  membroDe,
  membrosPorErp,
  pdfValido,
  type ContextoSaude,
  type Pendencias,
} from '../../shared-domain/guias-autorizacao.js';
import { checarDias, distintos, mesmasColunas, recusar, type TipoLote } from './lote.js';

export * from '../../shared-domain/guias-autorizacao.js';

// ------------------------------------------------------------------------------------------ exam results

async function referenciasResultados(db: Database, lote: ResultadoExameErp[]) {
  const membros = await membrosPorErp(db, distintos(lote.map((r) => r.beneficiarioIdErp)));
  const existentes = lote.length
    ? await db
        .select()
        .from(resultadosExame)
        .where(
          inArray(
            resultadosExame.idErp,
            lote.map((r) => r.idErp),
          ),
        )
    : [];
  return {
    membros,
    resultadoPorErp: new Map(existentes.map((r) => [r.idErp!, r])),
    laudos: await lerPdfs(
      lote,
      (r) => r.idErp,
      (r) => r.laudoPdfBase64,
    ),
  };
}

type RefsResultados = Awaited<ReturnType<typeof referenciasResultados>>;

function tipoResultados(
  ctx: ContextoSaude,
  pendencias: Pendencias,
): TipoLote<ResultadoExameErp, RefsResultados> {
  return {
    chave: 'integracao:resultados-exame',
    schema: resultadoExameErpSchema,
    invalido: INTEGRACAO_MESSAGES.resultadoExameInvalido,
    idErp: (r) => r.idErp,
    referencias: referenciasResultados,
    julgar: (r, refs) => {
      checarDias(INTEGRACAO_MESSAGES.resultadoExameInvalido, { dataRealizacao: r.dataRealizacao });
      const atual = refs.resultadoPorErp.get(r.idErp);
      const membro = membroDe(
        refs.membros,
        r.beneficiarioIdErp,
        atual,
        INTEGRACAO_MESSAGES.resultadoDeOutroBeneficiario,
      );
      const laudo = pdfValido(refs.laudos.get(r.idErp), 'laudoPdfBase64');
      if (r.situacao === 'INDISPONIVEL' && laudo) {
        recusar(INTEGRACAO_MESSAGES.laudoSoQuandoDisponivel, 'laudoPdfBase64');
      }
      // A ready result needs its report: sent now, or the one already stored (a repeat need not resend it).
      if (r.situacao === 'DISPONIVEL' && !laudo && !atual?.arquivoChave) {
        recusar(INTEGRACAO_MESSAGES.laudoObrigatorio, 'laudoPdfBase64');
      }
      const colunas = {
        pessoaId: membro.pessoaId,
        codigoTuss: r.codigoTuss,
        exame: r.exame,
        dataRealizacao: r.dataRealizacao,
        laboratorio: r.laboratorio,
        medicoSolicitante: r.medicoSolicitante ?? null,
        situacao: r.situacao,
      };
      const novoLaudo = laudo && laudo.sha256 !== atual?.arquivoSha256 ? laudo : undefined;
      if (atual && !novoLaudo && mesmasColunas(atual, colunas)) return { resultado: 'inalterado' };
      return {
        resultado: atual ? 'atualizado' : 'criado',
        gravar: async (sp) => {
          const arquivo = novoLaudo
            ? {
                arquivoChave: await guardarPdf(ctx.storage, 'exames', novoLaudo),
                arquivoSha256: novoLaudo.sha256,
              }
            : { arquivoChave: atual?.arquivoChave ?? null, arquivoSha256: atual?.arquivoSha256 ?? null };
          if (atual) {
            await sp
              .update(resultadosExame)
              .set({ ...colunas, ...arquivo })
              .where(eq(resultadosExame.chave, atual.chave));
          } else {
            await sp
              .insert(resultadosExame)
              .values({ ...colunas, ...arquivo, chave: randomUUID(), idErp: r.idErp });
          }
          if (novoLaudo && atual?.arquivoChave) pendencias.substituidos.push(atual.arquivoChave);
        },
      };
    },
    unicas: { resultados_exame_id_erp_uq: INTEGRACAO_MESSAGES.registroConcorrente },
  };
}

export const upsertResultadosExame = (
  ctx: ContextoSaude,
  registros: readonly unknown[],
): Promise<ResultadoLote> => aplicar(ctx, tipoResultados, registros);
