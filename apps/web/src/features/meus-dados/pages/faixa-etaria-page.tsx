// Troca de Faixa Etária (spec §2 "Age-band history: choose a contract, then see the history"): the plan
// tabs, then the age-band price changes of the chosen contract, newest first.
import { formatDate, formatMoney, PLANO_MESSAGES } from '@portal/domain';
import type { TrocaFaixaEtaria } from '@portal/domain/contract/meus-dados/faixa-etaria';
import { FriendlyMessage, listFriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { ResponsiveList, type ListColumn } from '../../../ui/responsive-list';
import { useFaixaEtariaContratos } from '../api/faixa-etaria-contratos';
import { useHistoricoFaixaEtaria } from '../api/faixa-etaria-historico';
import { PlanoContratos, PlanoQueryError } from '../../../shared-domain/plano-contratos';

const PERCENT = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const COLUMNS: ListColumn<TrocaFaixaEtaria>[] = [
  { header: 'Vigência', cell: (t) => formatDate(t.dataAlteracao), nowrap: true },
  { header: 'Idade', cell: (t) => `${t.idade} anos`, nowrap: true },
  { header: 'Faixa anterior', cell: (t) => t.faixaAnterior },
  { header: 'Nova faixa', cell: (t) => t.faixaNova },
  { header: 'Valor anterior', cell: (t) => formatMoney(t.valorAnterior), nowrap: true },
  { header: 'Novo valor', cell: (t) => formatMoney(t.valorNovo), nowrap: true },
  { header: 'Variação', cell: (t) => `${PERCENT.format(t.percentual)}%`, nowrap: true },
];

function Historico({ codigoPlano }: { codigoPlano: string }) {
  const historico = useHistoricoFaixaEtaria(codigoPlano);
  if (historico.isError) {
    return <PlanoQueryError error={historico.error} onRetry={() => void historico.refetch()} />;
  }
  if (!historico.data) return <LoadingBlock />;
  const message = listFriendlyMessage(historico.data, PLANO_MESSAGES.noAgeBandHistory);
  if (message || historico.data.historico.length === 0) {
    return <FriendlyMessage>{message ?? PLANO_MESSAGES.noAgeBandHistory}</FriendlyMessage>;
  }
  return (
    <ResponsiveList
      caption="Histórico de troca de faixa etária"
      rows={historico.data.historico}
      rowKey={(troca) => `${troca.cpf}-${troca.dataAlteracao}`}
      rowHeader={{ header: 'Beneficiário', cell: (troca) => troca.nome }}
      columns={COLUMNS}
    />
  );
}

export default function FaixaEtariaPage() {
  const contratos = useFaixaEtariaContratos();
  return (
    <PlanoContratos routeId="faixaEtaria" contratos={contratos}>
      {(codigoPlano) => <Historico key={codigoPlano} codigoPlano={codigoPlano} />}
    </PlanoContratos>
  );
}
