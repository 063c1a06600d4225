// The map tiles of the Guia Médico's map of results (issue 40, decision 0046 "Mapa dos resultados"):
// OpenStreetMap's, the service whose embed page the service points and the providers' pages frame
// (MAPA_EMBED_ORIGIN's default), so the portal talks to one maps service. The page's CSP allows this origin
// for images only (apps/server/src/platform/security-headers.ts): a tile host runs nothing on our pages.

/** The tile template Leaflet fills in ({z}/{x}/{y}). */
export const MAPA_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The only origin the tiles come from (CSP img-src). */
export const MAPA_TILES_ORIGIN = 'https://tile.openstreetmap.org';

/** OpenStreetMap's licence asks for this credit on every map that shows its tiles. */
export const MAPA_ATRIBUICAO =
  '&copy; <a href="https://www.openstreetmap.org/copyright">colaboradores do OpenStreetMap</a>';
