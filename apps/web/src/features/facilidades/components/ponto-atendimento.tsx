// One service point (spec §3 Place, issue 17): name, kind, address in text, phone and "Como chegar" links
// (shared-domain/place-links.tsx), and the map of the configured maps service around it. The map is an
// extra: the address, the phone and the directions link say everything it shows, for screen readers and
// for a member whose network blocks the maps service.
import type { PontoAtendimento } from '@portal/domain/contract/facilidades/pontos-atendimento';
import { PlaceLinks } from '../../../shared-domain/place-links';

const TIPOS: Record<string, string> = {
  HOSPITAL: 'Hospital',
  CLINICA: 'Clínica',
  PRONTO_ATENDIMENTO: 'Pronto atendimento',
  LABORATORIO: 'Laboratório',
  CONSULTORIO: 'Consultório',
};

export function PontoAtendimentoItem({ ponto }: { ponto: PontoAtendimento }) {
  const headingId = `ponto-${ponto.codigo}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 shadow-sm contraste:border-2 md:flex-row"
    >
      <div className="flex flex-col gap-1 md:w-1/2">
        <h3 id={headingId} className="text-lg font-bold text-ink">
          {ponto.nome}
        </h3>
        <p className="text-ink-muted">{TIPOS[ponto.tipo] ?? ponto.tipo}</p>
        <address className="not-italic">
          {ponto.endereco}
          <br />
          {ponto.cidade} - {ponto.uf}
        </address>
        <PlaceLinks place={ponto} />
      </div>
      <iframe
        src={ponto.mapaUrl}
        title={`Mapa: ${ponto.nome}`}
        loading="lazy"
        referrerPolicy="no-referrer"
        // The maps service needs its own scripts; nothing of the portal is reachable from a cross-origin frame.
        sandbox="allow-scripts allow-same-origin allow-popups"
        className="h-56 w-full rounded-md border border-line md:w-1/2"
      />
    </article>
  );
}
