// A place's phone (tel:) and its "Como chegar" maps link (spec §7 helper links), each named after the
// place for screen readers: providers where a procedure is done, the clinic of an appointment.
import { displayPhone, mapsLink, telLink } from './contact-links';

const LINK = 'font-semibold text-link underline underline-offset-2';

/** What the links need of a place (spec §3 Place plus its phone); every caller's place has these fields. */
export interface PlaceLinksPlace {
  nome: string;
  telefone: string | null;
  /** Without coordinates there is no maps link. */
  latitude?: number | null;
  longitude?: number | null;
}

export function PlaceLinks({ place }: { place: PlaceLinksPlace }) {
  const { nome, telefone, latitude, longitude } = place;
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      {telefone && (
        <a className={LINK} href={telLink(telefone)}>
          <span className="sr-only">Ligar para {nome}: </span>
          {displayPhone(telefone)}
        </a>
      )}
      {typeof latitude === 'number' && typeof longitude === 'number' && (
        <a className={LINK} href={mapsLink(latitude, longitude)} target="_blank" rel="noreferrer">
          Como chegar<span className="sr-only"> a {nome} (abre em nova aba)</span>
        </a>
      )}
    </span>
  );
}
