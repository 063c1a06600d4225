// A guide's status as the spec §4 badge the contract maps it to, with the guide's own word ('Em estudo',
// 'Autorizada', 'Executada', 'Vencida', 'Negada').
import {
  SITUACOES_AUTORIZACAO,
  type SituacaoAutorizacao,
} from '@portal/domain/contract/saude/autorizacao-situacoes';
import { StatusBadge } from '../../../shared-domain/status-badge';

export const situacaoNome = (situacao: SituacaoAutorizacao): string =>
  SITUACOES_AUTORIZACAO.find((s) => s.situacao === situacao)?.nome ?? situacao;

export function SituacaoAutorizacaoBadge({ situacao }: { situacao: SituacaoAutorizacao }) {
  const item = SITUACOES_AUTORIZACAO.find((s) => s.situacao === situacao);
  return <StatusBadge status={item?.badge ?? 'NEUTRO'} label={item?.nome ?? situacao} />;
}
