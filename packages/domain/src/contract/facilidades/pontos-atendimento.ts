// Pontos de atendimento (spec §2 "Service points, with a map embedded from a maps service using latitude
// and longitude", §3 Place, §7 "Other reads"; issue 17):
//   GET /pontos-atendimento   the operator's own units (prestadores.proprio), by city and name
// Any signed-in member may read them (the units are public information; no family data is involved).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { localAtendimentoSchema } from '../saude/agendamentos.js';

/** Spec §3 Place (nome, endereco, cidade, uf, latitude, longitude) plus phone, kind and the map to embed. */
export const pontoAtendimentoSchema = localAtendimentoSchema.extend({
  /** 'HOSPITAL', 'CLINICA', 'PRONTO_ATENDIMENTO'… (prestadores.tipo). */
  tipo: z.string(),
  /**
   * The embeddable map centred on the unit, from the configured maps service (MAPA_EMBED_ORIGIN): the
   * server builds it so the origin the CSP allows and the one the page frames are the same setting.
   */
  mapaUrl: z.url(),
});
export type PontoAtendimento = z.infer<typeof pontoAtendimentoSchema>;

export const pontosAtendimentoSchema = z.object({ pontos: z.array(pontoAtendimentoSchema) });
export type PontosAtendimento = z.infer<typeof pontosAtendimentoSchema>;

export const pontosAtendimentoEndpoints = {
  lista: defineEndpoint({
    operationId: 'listarPontosAtendimento',
    method: 'GET',
    path: '/pontos-atendimento',
    access: 'session',
    response: pontosAtendimentoSchema,
    summary: 'Unidades próprias da operadora (pontos de atendimento), com o mapa de cada uma',
    description:
      'As unidades próprias da operadora, por cidade e nome, com tipo, endereço, telefone, coordenadas e o endereço do mapa embutido de cada uma. Informação pública da operadora: não envolve dados da família.',
    tags: ['pontos-atendimento'],
  }),
};
