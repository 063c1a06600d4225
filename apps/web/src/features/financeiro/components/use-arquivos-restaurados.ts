// Files that come back from a draft are checked again as if just chosen (type from their bytes, size,
// compression): the operator's limits may have changed, and a file saved mid-compression is finished now.
import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { GRUPOS_REEMBOLSO, type GrupoArquivoReembolso } from '@portal/domain/contract/financeiro/reembolso';
import { processUpload, uploadRules } from '../../../ui/upload-pipeline';
import { readStored } from '../../../platform/session/storage';
import type { ArquivosPorGrupo, LimitesGrupo } from './reembolso-arquivos';
import type { RascunhoReembolso } from './reembolso-rascunho';

export function useArquivosRestaurados(
  inicial: RascunhoReembolso | null,
  limites: Record<GrupoArquivoReembolso, LimitesGrupo>,
  setArquivos: Dispatch<SetStateAction<ArquivosPorGrupo>>,
): void {
  useEffect(() => {
    if (!inicial) return;
    const parametros = readStored('fileParameters');
    for (const grupo of GRUPOS_REEMBOLSO) {
      const rules = uploadRules(parametros, limites[grupo]);
      for (const item of inicial.arquivos[grupo]) {
        void processUpload(item, rules).then((pronto) =>
          setArquivos((atual) => ({
            ...atual,
            [grupo]: atual[grupo].map((entry) => (entry.id === pronto.id ? pronto : entry)),
          })),
        );
      }
    }
    // Once, for the files the draft brought back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
