// A place's phone (tel:) and its "Como chegar" directions link (spec §7 helper links), each named after the
// place for screen readers: providers where a procedure is done, the clinic of an appointment. Where the
// screen shows the place's map, "Abrir no mapa" opens it in the member's maps app too (issue 37: the
// embedded map may not load).
import { displayPhone, telLink } from './contact-links';

/** Apple Maps on Apple devices, a web maps service otherwise (spec §7 helper links). */
const isApple = (): boolean => /iPhone|iPad|iPod|Macintosh/i.test(navigator.userAgent);

/** The place on the map ("Abrir no mapa"). */
function mapsLink(latitude: number, longitude: number): string {
  return isApple()
    ? `https://maps.apple.com/?q=${latitude},${longitude}`
    : `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

/** Directions from where the member is to the place ("Como chegar"). */
function directionsLink(latitude: number, longitude: number): string {
  return isApple()
    ? `https://maps.apple.com/?daddr=${latitude},${longitude}`
    : `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

const LINK = 'font-semibold text-link underline underline-offset-2';

/** What the links need of a place (spec §3 Place plus its phone); every caller's place has these fields. */
export interface PlaceLinksPlace {
  nome: string;
  telefone: string | null;
  /** Without coordinates there is no maps link. */
  latitude?: number | null;
  longitude?: number | null;
}

export function PlaceLinks({ place, openMap = false }: { place: PlaceLinksPlace; openMap?: boolean }) {
  const { nome, telefone, latitude, longitude } = place;
  const coordinates = typeof latitude === 'number' && typeof longitude === 'number';
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      {telefone && (
        <a className={LINK} href={telLink(telefone)}>
          <span className="sr-only">Ligar para {nome}: </span>
          {displayPhone(telefone)}
        </a>
      )}
      {coordinates && openMap && (
        <a className={LINK} href={mapsLink(latitude, longitude)} target="_blank" rel="noreferrer">
          Abrir no mapa<span className="sr-only"> – {nome} (abre em nova aba)</span>
        </a>
      )}
      {coordinates && (
        <a className={LINK} href={directionsLink(latitude, longitude)} target="_blank" rel="noreferrer">
          Como chegar<span className="sr-only"> a {nome} (abre em nova aba)</span>
        </a>
      )}
    </span>
  );
}
