// Troca de Faixa Etária (spec §2 "Age-band history: choose a contract, then see the history"): the plan
// tabs, then the age-band price changes of the chosen contract, newest first.
import { formatDate, formatMoney, PLANO_MESSAGES } from '@portal/domain';
import { FriendlyMessage, listFriendlyMessage } from '../../../components/ui/friendly-message';
import { LoadingBlock } from '../../../components/ui/loader';
import { useFaixaEtariaContratos } from '../api/faixa-etaria-contratos';
import { useHistoricoFaixaEtaria } from '../api/faixa-etaria-historico';
import { PlanoContratos, PlanoQueryError } from '../components/plano-contratos';

const PERCENT = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
    <div className="overflow-x-auto rounded-lg border-2 border-line bg-surface">
      <table className="w-full min-w-[48rem] border-collapse text-left">
        <caption className="px-4 pt-4 pb-2 text-left text-lg font-bold">
          Histórico de troca de faixa etária
        </caption>
        <thead>
          <tr className="border-b-2 border-line">
            {[
              'Beneficiário',
              'Vigência',
              'Idade',
              'Faixa anterior',
              'Nova faixa',
              'Valor anterior',
              'Novo valor',
              'Variação',
            ].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-2 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {historico.data.historico.map((troca) => (
            <tr key={`${troca.cpf}-${troca.dataAlteracao}`} className="border-b border-line last:border-b-0">
              <th scope="row" className="px-4 py-2 font-semibold">
                {troca.nome}
              </th>
              <td className="px-4 py-2">{formatDate(troca.dataAlteracao)}</td>
              <td className="px-4 py-2">{troca.idade} anos</td>
              <td className="px-4 py-2">{troca.faixaAnterior}</td>
              <td className="px-4 py-2">{troca.faixaNova}</td>
              <td className="px-4 py-2">{formatMoney(troca.valorAnterior)}</td>
              <td className="px-4 py-2">{formatMoney(troca.valorNovo)}</td>
              <td className="px-4 py-2">{PERCENT.format(troca.percentual)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
