// The authorization request as plain logic (unit-tested): the form's values, and the multipart body of
// POST /beneficiarios/solicitacao-autorizacao — `dados` (the contract's JSON) first, then the medical order
// files under `pedidoMedico`. The form's rules are solicitacao-autorizacao-schema.ts, loaded after the
// first paint.
import {
  DADOS_SOLICITACAO_AUTORIZACAO_FIELD,
  PEDIDO_MEDICO_FIELD,
  type DadosSolicitacaoAutorizacao,
  type TipoSolicitacaoAutorizacao,
} from '@portal/domain/contract/saude/solicitacao-autorizacao';
import type { UploadItem } from '../../../ui/upload-pipeline';

export const TIPO_LABEL = 'Tipo de solicitação';
export const DESCRICAO_LABEL = 'Descrição do pedido médico';

export interface SolicitacaoAutorizacaoValores {
  tipo: string;
  descricao: string;
}

export const valoresVazios = (): SolicitacaoAutorizacaoValores => ({ tipo: '', descricao: '' });

/** Anything typed, chosen or attached: leaving asks first (edit mode). */
export const temConteudo = (
  valores: SolicitacaoAutorizacaoValores,
  arquivos: readonly UploadItem[],
): boolean => valores.tipo !== '' || valores.descricao.trim() !== '' || arquivos.length > 0;

export function dadosSolicitacao(
  valores: SolicitacaoAutorizacaoValores,
  cpf: string,
  chaveIdempotencia: string,
  codigoContato: string | null,
): DadosSolicitacaoAutorizacao {
  return {
    chaveIdempotencia,
    cpf,
    tipo: valores.tipo as TipoSolicitacaoAutorizacao,
    descricao: valores.descricao.trim(),
    ...(codigoContato ? { codigoContato } : {}),
  };
}

export function corpoDaSolicitacao(
  dados: DadosSolicitacaoAutorizacao,
  arquivos: readonly UploadItem[],
): FormData {
  const body = new FormData();
  body.append(DADOS_SOLICITACAO_AUTORIZACAO_FIELD, JSON.stringify(dados));
  for (const item of arquivos) body.append(PEDIDO_MEDICO_FIELD, item.arquivo, item.arquivo.name);
  return body;
}
