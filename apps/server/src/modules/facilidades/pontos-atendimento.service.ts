// Pontos de atendimento (issue 17, decision 0022): the operator's own units (prestadores.proprio) with their
// spec §3 Place fields, phone, opening hours and 24-hour emergency (issue 37) and the embeddable map of the
// configured maps service. One query.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { PontoAtendimento } from '@portal/domain/contract/facilidades/pontos-atendimento';
import type { Database } from '../../db/client.js';
import { cidades } from '../../db/schema/dados-pessoais.js';
import { prestadores } from '../../db/schema/saude.js';
import { localSelection, toLocal } from '../../shared-domain/local-atendimento.js';

/** Half the side of the map's box, in degrees (~1 km): a street-level view around the unit. */
const MEIA_CAIXA = 0.008;

/** OpenStreetMap's embed page (and any service serving the same path) centred on the point, with a marker. */
export function mapaEmbedUrl(origin: string, latitude: number, longitude: number): string {
  const bbox = [longitude - MEIA_CAIXA, latitude - MEIA_CAIXA, longitude + MEIA_CAIXA, latitude + MEIA_CAIXA]
    .map((n) => n.toFixed(4))
    .join(',');
  const url = new URL('/export/embed.html', origin);
  url.searchParams.set('bbox', bbox);
  url.searchParams.set('layer', 'mapnik');
  url.searchParams.set('marker', `${latitude},${longitude}`);
  return url.toString();
}

/**
 * Own units with coordinates (the seed and the operator's ERP give every own unit its coordinates; one
 * without would have no map nor "Como chegar", so it waits until it has them), by state, city and name.
 */
export async function listPontosAtendimento(db: Database, mapaOrigin: string): Promise<PontoAtendimento[]> {
  const rows = await db
    .select({
      ...localSelection,
      tipo: prestadores.tipo,
      horarios: prestadores.horarios,
      prontoSocorro24h: prestadores.prontoSocorro24h,
    })
    .from(prestadores)
    .innerJoin(cidades, eq(cidades.id, prestadores.cidadeId))
    .where(
      and(eq(prestadores.proprio, true), isNotNull(prestadores.latitude), isNotNull(prestadores.longitude)),
    )
    .orderBy(asc(cidades.uf), asc(cidades.nome), asc(prestadores.nome));
  return rows.map((row) => {
    const local = toLocal(row);
    return {
      ...local,
      tipo: row.tipo,
      mapaUrl: mapaEmbedUrl(mapaOrigin, local.latitude, local.longitude),
      horarios: row.horarios,
      prontoSocorro24h: row.prontoSocorro24h,
    };
  });
}
