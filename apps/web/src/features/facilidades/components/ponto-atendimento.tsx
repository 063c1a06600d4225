// One service point (spec §3 Place, issues 17 and 37): name, kind, a 24-hour emergency room, opening hours
// with "Aberto agora"/"Fechado agora", the address in text with the phone, "Abrir no mapa" and "Como
// chegar" links (shared-domain/place-links.tsx), and the map of the configured maps service around it.
//
// The map is an extra, loaded only when the member asks ("Ver mapa"), in a box of its final size that the
// card reserves from the first paint. Why on demand (issue 37: a blocked maps host left a broken frame):
// a frame's failure cannot be detected reliably (Chromium fires `load` on its own error page), so the page
// never depends on the frame — the address and the links are always beside it — and nothing reaches the
// third-party host (the member's address and IP, LGPD) nor costs the first paint until the member wants
// the map. A frame that has not loaded after MAPA_TEMPO_LIMITE_MS (a host that never answers) gives way to
// the fallback in the same box: the address and the same links.
import { useEffect, useState } from 'react';
import type { PontoAtendimento } from '@portal/domain/contract/facilidades/pontos-atendimento';
import { abertoAgora, formatHorarioFuncionamento } from '@portal/domain/format/horario-funcionamento';
import { PlaceLinks } from '../../../shared-domain/place-links';
import { StatusBadge } from '../../../shared-domain/status-badge';
import { Button } from '../../../ui/button';

const TIPOS: Record<string, string> = {
  HOSPITAL: 'Hospital',
  CLINICA: 'Clínica',
  PRONTO_ATENDIMENTO: 'Pronto atendimento',
  LABORATORIO: 'Laboratório',
  CONSULTORIO: 'Consultório',
};

export const PRONTO_SOCORRO_24H = 'Pronto-socorro 24 horas';
/** How long a requested map may take before the fallback replaces it. */
export const MAPA_TEMPO_LIMITE_MS = 8000;

export function PontoAtendimentoItem({ ponto, agora }: { ponto: PontoAtendimento; agora: Date }) {
  const headingId = `ponto-${ponto.codigo}`;
  const horario = formatHorarioFuncionamento(ponto.horarios);
  const conhecido = horario !== '' || ponto.prontoSocorro24h;
  const aberto = abertoAgora(ponto.horarios, ponto.prontoSocorro24h, agora);
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
        {conhecido && (
          <p className="flex flex-wrap items-center gap-2">
            {ponto.prontoSocorro24h && (
              <StatusBadge status="NEUTRO" label={PRONTO_SOCORRO_24H} tone="danger" />
            )}
            <StatusBadge
              status={aberto ? 'DISPONIVEL' : 'FECHADO'}
              label={aberto ? 'Aberto agora' : 'Fechado agora'}
            />
          </p>
        )}
        {horario && (
          <p>
            <span className="font-semibold">{ponto.prontoSocorro24h ? 'Demais serviços' : 'Horário'}:</span>{' '}
            {horario}
          </p>
        )}
        <address className="not-italic">
          {ponto.endereco}
          <br />
          {ponto.cidade} - {ponto.uf}
        </address>
        <PlaceLinks place={ponto} openMap />
      </div>
      <MapaSobDemanda ponto={ponto} />
    </article>
  );
}

type EstadoMapa = 'oculto' | 'carregando' | 'carregado' | 'falhou';

/**
 * The button the member pressed gives way to the map, and the map to the fallback: focus follows the box
 * when it was on what went away (it fell to the body), never taken from elsewhere in the page.
 */
const focarSeSolto = (element: HTMLElement | null): void => {
  if (element && (document.activeElement === null || document.activeElement === document.body))
    element.focus();
};

/** What the on-demand map needs of a place: a service point or a network location (Guia Médico). */
export type LugarNoMapa = Pick<
  PontoAtendimento,
  'nome' | 'endereco' | 'cidade' | 'uf' | 'mapaUrl' | 'latitude' | 'longitude'
>;

export function MapaSobDemanda({ ponto }: { ponto: LugarNoMapa }) {
  const [estado, setEstado] = useState<EstadoMapa>('oculto');
  useEffect(() => {
    if (estado !== 'carregando') return;
    const timer = setTimeout(() => setEstado('falhou'), MAPA_TEMPO_LIMITE_MS);
    return () => clearTimeout(timer);
  }, [estado]);
  // The box keeps its size in every state: nothing below it moves when the map comes or goes.
  const box = 'flex h-56 w-full flex-col rounded-md border border-line md:w-1/2';
  if (estado === 'carregando' || estado === 'carregado') {
    return (
      <iframe
        src={ponto.mapaUrl}
        title={`Mapa: ${ponto.nome}`}
        referrerPolicy="no-referrer"
        // The maps service needs its own scripts; nothing of the portal is reachable from a cross-origin frame.
        sandbox="allow-scripts allow-same-origin allow-popups"
        onLoad={() => setEstado('carregado')}
        ref={focarSeSolto}
        className={box}
      />
    );
  }
  return (
    <div className={`${box} items-center justify-center gap-3 bg-surface-muted p-4 text-center`}>
      {estado === 'falhou' ? (
        <>
          <p role="status" tabIndex={-1} ref={focarSeSolto} className="font-semibold">
            O mapa não carregou. Use os links:
          </p>
          <address className="not-italic">
            {ponto.endereco}, {ponto.cidade} - {ponto.uf}
          </address>
          <PlaceLinks place={{ ...ponto, telefone: null }} openMap />
        </>
      ) : (
        <>
          <p className="text-sm text-ink-muted">
            O mapa vem de um serviço externo e só carrega se você pedir.
          </p>
          <Button variant="secondary" onClick={() => setEstado('carregando')}>
            Ver mapa<span className="sr-only"> de {ponto.nome}</span>
          </Button>
        </>
      )}
    </div>
  );
}
