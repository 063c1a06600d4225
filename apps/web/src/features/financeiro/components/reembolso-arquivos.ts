// The four upload groups of the request (spec §3) as plain logic (unit-tested): each group's count limits
// from /constantes, why a group cannot be sent yet (spec §5 messages), and the multipart body of POST
// /{cpf} and of POST /documentos/{protocolo} (issue 39) — `dados` first, then the files group by group, the
// order the progress bars rely on.
import {
  DADOS_REEMBOLSO_FIELD,
  GRUPOS_REEMBOLSO,
  type ConstantesReembolso,
  type DadosDocumentos,
  type DadosReembolso,
  type GrupoArquivoReembolso,
} from '@portal/domain/contract/financeiro/reembolso';
import { uploadPending, type UploadItem } from '../../../ui/upload-pipeline';

export type ArquivosPorGrupo = Record<GrupoArquivoReembolso, UploadItem[]>;
export type LimitesGrupo = { minFiles: number; maxFiles: number };

export const semArquivos = (): ArquivosPorGrupo =>
  Object.fromEntries(GRUPOS_REEMBOLSO.map((grupo) => [grupo, []])) as unknown as ArquivosPorGrupo;

/** Each group's minimum and maximum count (notaFiscais at least one even if the operator says less). */
export function limitesDosGrupos(constantes: Pick<ConstantesReembolso, 'grupos'>) {
  return Object.fromEntries(
    GRUPOS_REEMBOLSO.map((grupo) => {
      const limite = constantes.grupos.find((g) => g.grupo === grupo);
      const minimo = Math.max(limite?.minimo ?? 0, grupo === 'notaFiscais' ? 1 : 0);
      return [grupo, { minFiles: minimo, maxFiles: Math.max(limite?.maximo ?? 1, minimo) }];
    }),
  ) as Record<GrupoArquivoReembolso, LimitesGrupo>;
}

/** Why each group cannot be sent yet: its count, a refused file (its own line says why), a file loading. */
export function pendenciasDosArquivos(
  arquivos: ArquivosPorGrupo,
  limites: Record<GrupoArquivoReembolso, LimitesGrupo>,
): Partial<Record<GrupoArquivoReembolso, string>> {
  const pendencias: Partial<Record<GrupoArquivoReembolso, string>> = {};
  for (const grupo of GRUPOS_REEMBOLSO) {
    const pendencia = uploadPending(arquivos[grupo], limites[grupo]);
    if (pendencia) pendencias[grupo] = pendencia;
  }
  return pendencias;
}

export interface ArquivoEnviado {
  id: string;
  grupo: GrupoArquivoReembolso;
  nome: string;
  tamanho: number;
}

/** The multipart body, the bytes of its text part and its files in the order they travel. */
export function corpoDoPedido(dados: DadosReembolso | DadosDocumentos, arquivos: ArquivosPorGrupo) {
  const body = new FormData();
  const json = JSON.stringify(dados);
  body.append(DADOS_REEMBOLSO_FIELD, json);
  const enviados: ArquivoEnviado[] = [];
  for (const grupo of GRUPOS_REEMBOLSO) {
    for (const item of arquivos[grupo]) {
      body.append(grupo, item.arquivo, item.arquivo.name);
      enviados.push({ id: item.id, grupo, nome: item.arquivo.name, tamanho: item.arquivo.size });
    }
  }
  return { body, bytesDosDados: new TextEncoder().encode(json).length, enviados };
}
