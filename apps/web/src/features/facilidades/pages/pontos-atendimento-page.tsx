// Pontos de Atendimento (spec §2 "Service points, with a map embedded from a maps service using latitude
// and longitude", issue 17): the operator's own units by city, each with its address, phone, "Como chegar"
// and a map. Where it lives (its own route, a home card leading to it) is decision 0022.
// Issue 37: each unit's opening hours, "Aberto agora"/"Fechado agora" on the operator's clock (re-read every
// minute) and a "Pronto-socorro 24 horas" mark, with a filter for those units. The map rule: a map is
// loaded only when the member asks ("Ver mapa"), in a box of its final size; the address and the "Abrir no
// mapa"/"Como chegar" links never depend on it, and a map that does not load gives way to them in its box
// (components/ponto-atendimento.tsx says why a frame's failure cannot be trusted to be detected).
import { useEffect, useState } from 'react';
import { FACILIDADES_MESSAGES } from '@portal/domain';
import type { PontoAtendimento } from '@portal/domain/contract/facilidades/pontos-atendimento';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { usePontosAtendimento } from '../api/pontos-atendimento';
import { PontoAtendimentoItem, PRONTO_SOCORRO_24H } from '../components/ponto-atendimento';

/** Units by city ("Campinas - SP"), in the server's order. */
function porCidade(pontos: readonly PontoAtendimento[]): [string, PontoAtendimento[]][] {
  const grupos = new Map<string, PontoAtendimento[]>();
  for (const ponto of pontos) {
    const cidade = `${ponto.cidade} - ${ponto.uf}`;
    grupos.set(cidade, [...(grupos.get(cidade) ?? []), ponto]);
  }
  return [...grupos];
}

/** Now, re-read each minute: "Aberto agora" turns to "Fechado agora" at closing time on an open page. */
function useAgora(): Date {
  const [agora, setAgora] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setAgora(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return agora;
}

export default function PontosAtendimentoPage() {
  const lista = usePontosAtendimento();
  const agora = useAgora();
  const [so24h, setSo24h] = useState(false);
  if (lista.isError) return <PlanoQueryError error={lista.error} onRetry={() => void lista.refetch()} />;
  if (!lista.data) return <LoadingBlock />;
  const { pontos } = lista.data;
  if (pontos.length === 0)
    return <FriendlyMessage>{FACILIDADES_MESSAGES.semPontosAtendimento}</FriendlyMessage>;
  const com24h = pontos.some((p) => p.prontoSocorro24h);
  const visiveis = so24h ? pontos.filter((p) => p.prontoSocorro24h) : pontos;
  return (
    <div className="flex flex-col gap-6">
      <p>Unidades próprias da operadora: ligue antes de ir ou veja como chegar.</p>
      {com24h && (
        <label className="flex min-h-11 cursor-pointer items-center gap-3 self-start font-semibold">
          <input
            type="checkbox"
            checked={so24h}
            onChange={(event) => setSo24h(event.target.checked)}
            className="size-5 accent-primary"
          />
          Só unidades com {PRONTO_SOCORRO_24H.toLowerCase()}
        </label>
      )}
      {porCidade(visiveis).map(([cidade, daCidade]) => (
        <section key={cidade} aria-label={cidade} className="flex flex-col gap-3">
          <h2 className="text-xl font-bold">{cidade}</h2>
          {daCidade.map((ponto) => (
            <PontoAtendimentoItem key={ponto.codigo} ponto={ponto} agora={agora} />
          ))}
        </section>
      ))}
    </div>
  );
}
