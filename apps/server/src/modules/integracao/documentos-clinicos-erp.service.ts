// PUT /integracao/v1/documentos-clinicos (issue 19, decision 0024 §11): the ERP's prescriptions and medical
// certificates with their signed PDFs, into the table Receitas e Atestados Digitais reads (decision 0020).
// One more TipoLote on lote.ts's machine, with the exam report's PDF handling (saude-erp.service.ts): bytes
// recognised before the records are judged, ≤ 2 MB, stored under a new key only when the sha256 changes,
// the replaced file deleted after the commit. The member's download reads `arquivo_chave` as before.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { INTEGRACAO_AGENDA_MESSAGES as M, INTEGRACAO_MESSAGES } from '@portal/domain';
import {
  documentoClinicoErpSchema,
  type DocumentoClinicoErp,
} from '@portal/domain/contract/integracao/documentos-clinicos';
import type { ResultadoLote } from '@portal/domain/contract/integracao/integracao';
import type { Database } from '../../db/client.js';
import { documentosClinicos } from '../../db/schema/saude.js';
import { checarDias, distintos, mesmasColunas, recusar, seHouver, type TipoLote } from './lote.js';
import {
  aplicar,
  guardarPdf,
  lerPdfs,
  membroDe,
  membrosPorErp,
  pdfValido,
  type ContextoSaude,
  type Pendencias,
} from './saude-erp.service.js';

/** Memberships and stored documents: 2 queries, whatever the batch's size (and its PDFs decoded). */
async function referenciasDocumentos(db: Database, lote: DocumentoClinicoErp[]) {
  const membros = await membrosPorErp(db, distintos(lote.map((d) => d.beneficiarioIdErp)));
  const ids = lote.map((d) => d.idErp);
  const existentes = await seHouver(ids, () =>
    db.select().from(documentosClinicos).where(inArray(documentosClinicos.idErp, ids)),
  );
  return {
    membros,
    documentoPorErp: new Map(existentes.map((d) => [d.idErp!, d])),
    pdfs: await lerPdfs(
      lote,
      (d) => d.idErp,
      (d) => d.documentoPdfBase64,
    ),
  };
}

type RefsDocumentos = Awaited<ReturnType<typeof referenciasDocumentos>>;

/** The table's CHECK and the screen's rule: a prescription has a validity from its issue day on, a certificate none. */
function checarValidade(d: DocumentoClinicoErp): void {
  checarDias(M.documentoClinicoInvalido, { dataEmissao: d.dataEmissao, validade: d.validade });
  if (d.tipo === 'ATESTADO') {
    if (d.validade) recusar(M.validadeSoDeReceita, 'validade');
    return;
  }
  if (!d.validade) recusar(M.validadeObrigatoria, 'validade');
  if (d.validade! < d.dataEmissao) recusar(M.validadeAntesDaEmissao, 'validade');
}

function tipoDocumentos(
  ctx: ContextoSaude,
  pendencias: Pendencias,
): TipoLote<DocumentoClinicoErp, RefsDocumentos> {
  return {
    chave: 'integracao:documentos-clinicos',
    schema: documentoClinicoErpSchema,
    invalido: M.documentoClinicoInvalido,
    idErp: (d) => d.idErp,
    referencias: referenciasDocumentos,
    julgar: (d, refs) => {
      checarValidade(d);
      const atual = refs.documentoPorErp.get(d.idErp);
      const membro = membroDe(refs.membros, d.beneficiarioIdErp, atual, M.documentoDeOutroBeneficiario);
      const pdf = pdfValido(refs.pdfs.get(d.idErp), 'documentoPdfBase64');
      if (!atual && !pdf) recusar(M.documentoPdfObrigatorio, 'documentoPdfBase64');
      const colunas = {
        pessoaId: membro.pessoaId,
        tipo: d.tipo,
        titulo: d.titulo,
        dataEmissao: d.dataEmissao,
        medicoNome: d.medico.nome,
        medicoCrm: d.medico.crm,
        medicoUf: d.medico.uf,
        validade: d.validade ?? null,
      };
      const novoPdf = pdf && pdf.sha256 !== atual?.arquivoSha256 ? pdf : undefined;
      if (atual && !novoPdf && mesmasColunas(atual, colunas)) return { resultado: 'inalterado' };
      return {
        resultado: atual ? 'atualizado' : 'criado',
        gravar: async (sp) => {
          const arquivo = novoPdf
            ? {
                arquivoChave: await guardarPdf(ctx.storage, 'documentos', novoPdf),
                arquivoSha256: novoPdf.sha256,
              }
            : { arquivoChave: atual!.arquivoChave, arquivoSha256: atual!.arquivoSha256 };
          if (atual) {
            await sp
              .update(documentosClinicos)
              .set({ ...colunas, ...arquivo })
              .where(eq(documentosClinicos.id, atual.id));
          } else {
            await sp
              .insert(documentosClinicos)
              .values({ ...colunas, ...arquivo, id: randomUUID(), idErp: d.idErp });
          }
          if (novoPdf && atual) pendencias.substituidos.push(atual.arquivoChave);
        },
      };
    },
    unicas: { documentos_clinicos_id_erp_unique: INTEGRACAO_MESSAGES.registroConcorrente },
  };
}

export const upsertDocumentosClinicos = (
  ctx: ContextoSaude,
  registros: readonly unknown[],
): Promise<ResultadoLote> => aplicar(ctx, tipoDocumentos, registros);
