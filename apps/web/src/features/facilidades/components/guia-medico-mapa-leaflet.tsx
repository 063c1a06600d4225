// The Guia Médico's map of a page of results (issue 40, decision 0046 "Mapa dos resultados"): Leaflet, a chunk
// of its own loaded only when the member presses "Ver no mapa" (never with the guide's screen). One numbered
// marker per location of the page, the number it has in the list; each marker is a button (Tab, Enter or
// Space) that takes the member to the location in the list. The tiles come from MAPA_TILES_URL only; when
// none of them loads (a blocked or silent host), `onFalha` gives the box back to the list's notice.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { ResultadoRede } from '@portal/domain/contract/facilidades/guia-medico';
import { MAPA_ATRIBUICAO, MAPA_TILES_URL } from '@portal/domain/contract/facilidades/mapa-tiles';

/** How long the first tiles may take before the map gives way to the list's notice. */
export const MAPA_TEMPO_LIMITE_MS = 8000;

const MARCADOR = 'rounded-full outline-offset-2 focus-visible:outline-3 focus-visible:outline-focus';
const NUMERO =
  'flex size-full items-center justify-center rounded-full border-2 border-surface bg-primary text-sm font-bold text-on-primary shadow-md';

export interface MapaDosLocaisProps {
  itens: readonly ResultadoRede[];
  className: string;
  /** A marker was chosen: the list takes the member to that location. */
  onLocal: (localId: number) => void;
  /** No tile loaded: the map is of no use. */
  onFalha: () => void;
}

export default function MapaDosLocais({ itens, className, onLocal, onFalha }: MapaDosLocaisProps) {
  const caixa = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const mapa = L.map(caixa.current!, { scrollWheelZoom: false, zoomControl: false });
    // The view first: Leaflet draws a layer (and a marker's element) only on a map that has one.
    const pontos = itens.map((item): L.LatLngTuple => [item.endereco.latitude, item.endereco.longitude]);
    if (pontos.length === 1) mapa.setView(pontos[0]!, 15);
    else mapa.fitBounds(pontos, { padding: [32, 32], maxZoom: 16 });
    L.control.zoom({ zoomInTitle: 'Aproximar', zoomOutTitle: 'Afastar' }).addTo(mapa);
    mapa.attributionControl.setPrefix(false);
    let carregou = false;
    const falhou = () => {
      if (!carregou) onFalha();
    };
    const camada = L.tileLayer(MAPA_TILES_URL, { maxZoom: 19, attribution: MAPA_ATRIBUICAO });
    camada.on('tileload', () => (carregou = true));
    // 'load' comes once every tile in view has answered, errors included.
    camada.on('load', falhou);
    camada.addTo(mapa);
    const limite = setTimeout(falhou, MAPA_TEMPO_LIMITE_MS);
    itens.forEach((item, i) => {
      const marcador = L.marker(pontos[i]!, {
        icon: L.divIcon({
          // Leaflet's own stylesheet sets the element's display: the look is on the number inside it.
          className: MARCADOR,
          html: `<span class="${NUMERO}">${i + 1}</span>`,
          iconSize: [32, 32],
          iconAnchor: [16, 16],
        }),
        keyboard: true,
        riseOnHover: true,
      }).addTo(mapa);
      const ir = () => onLocal(item.localId);
      marcador.on('click', ir);
      const elemento = marcador.getElement();
      elemento?.setAttribute('aria-label', `${i + 1}. ${item.nome}: ver na lista`);
      elemento?.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        ir();
      });
    });
    return () => {
      clearTimeout(limite);
      mapa.remove();
    };
  }, [itens, onLocal, onFalha]);
  return <div ref={caixa} role="region" aria-label="Mapa dos locais desta página" className={className} />;
}
