// Pontos de Atendimento (spec §2 "Service points, with a map embedded from a maps service using latitude
// and longitude", issue 17): the operator's own units by city, each with its address, phone, "Como chegar"
// and a map. Where it lives (its own route, a home card leading to it) is decision 0022.
import { FACILIDADES_MESSAGES } from '@portal/domain';
import type { PontoAtendimento } from '@portal/domain/contract/facilidades/pontos-atendimento';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { usePontosAtendimento } from '../api/pontos-atendimento';
import { PontoAtendimentoItem } from '../components/ponto-atendimento';

/** Units by city ("Campinas - SP"), in the server's order. */
function porCidade(pontos: readonly PontoAtendimento[]): [string, PontoAtendimento[]][] {
  const grupos = new Map<string, PontoAtendimento[]>();
  for (const ponto of pontos) {
    const cidade = `${ponto.cidade} - ${ponto.uf}`;
    grupos.set(cidade, [...(grupos.get(cidade) ?? []), ponto]);
  }
  return [...grupos];
}

export default function PontosAtendimentoPage() {
  const lista = usePontosAtendimento();
  if (lista.isError) return <PlanoQueryError error={lista.error} onRetry={() => void lista.refetch()} />;
  if (!lista.data) return <LoadingBlock />;
  const { pontos } = lista.data;
  if (pontos.length === 0)
    return <FriendlyMessage>{FACILIDADES_MESSAGES.semPontosAtendimento}</FriendlyMessage>;
  return (
    <div className="flex flex-col gap-6">
      <p>Unidades próprias da operadora: ligue antes de ir ou veja como chegar.</p>
      {porCidade(pontos).map(([cidade, daCidade]) => (
        <section key={cidade} aria-label={cidade} className="flex flex-col gap-3">
          <h2 className="text-xl font-bold">{cidade}</h2>
          {daCidade.map((ponto) => (
            <PontoAtendimentoItem key={ponto.codigo} ponto={ponto} />
          ))}
        </section>
      ))}
    </div>
  );
}
