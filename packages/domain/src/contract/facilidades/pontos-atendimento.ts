// Pontos de atendimento (spec §2 "Service points, with a map embedded from a maps service using latitude
// and longitude", §3 Place, §7 "Other reads"; issue 17):
//   GET /pontos-atendimento   the operator's own units (prestadores.proprio), by city and name
// Any signed-in member may read them (the units are public information; no family data is involved).
import { z } from 'zod';
import { HORA_FUNCIONAMENTO, periodoSobreposto } from '../../format/horario-funcionamento.js';
import { defineEndpoint } from '../endpoint.js';
import { INTEGRACAO_AGENDA_MESSAGES as M } from '../../messages-integracao-agenda.js';
import { localAtendimentoSchema } from '../saude/agendamentos.js';

/** One weekly opening period as written (format/horario-funcionamento.ts); the checks across fields follow. */
export const periodoFuncionamentoCamposSchema = z
  .object({
    /** 0 = domingo … 6 = sábado. */
    dia: z.number().int().min(0).max(6),
    /** 'HH:MM' on the operator's clock (America/Sao_Paulo). */
    abre: z.string().regex(HORA_FUNCIONAMENTO),
    /** 'HH:MM', after `abre`; '24:00' for midnight (a period never crosses it). */
    fecha: z.string().regex(HORA_FUNCIONAMENTO),
  })
  .strict();

/** At most four periods a day. */
export const HORARIOS_FUNCIONAMENTO_MAXIMO = 28;

/**
 * A unit's week: each period closes after it opens, and none overlaps another of the same day. The
 * integration API checks the same two rules one by one, to name the period in its message.
 */
export const horariosFuncionamentoSchema = z
  .array(periodoFuncionamentoCamposSchema)
  .max(HORARIOS_FUNCIONAMENTO_MAXIMO)
  .superRefine((periodos, ctx) => {
    const invertido = periodos.findIndex((p) => p.fecha <= p.abre);
    const sobreposto = periodoSobreposto(periodos);
    if (invertido >= 0) {
      ctx.addIssue({ code: 'custom', message: M.periodoInvertido, path: [invertido, 'fecha'] });
    } else if (sobreposto !== undefined) {
      ctx.addIssue({ code: 'custom', message: M.periodoSobreposto, path: [sobreposto, 'abre'] });
    }
  });

/** Spec §3 Place (nome, endereco, cidade, uf, latitude, longitude) plus phone, kind and the map to embed. */
export const pontoAtendimentoSchema = localAtendimentoSchema.extend({
  /** 'HOSPITAL', 'CLINICA', 'PRONTO_ATENDIMENTO'… (prestadores.tipo). */
  tipo: z.string(),
  /**
   * The embeddable map centred on the unit, from the configured maps service (MAPA_EMBED_ORIGIN): the
   * server builds it so the origin the CSP allows and the one the page frames are the same setting.
   */
  mapaUrl: z.url(),
  /** Opening hours (issue 37); empty when the operator has not given them. */
  horarios: horariosFuncionamentoSchema,
  /** A 24-hour emergency service ("Pronto-socorro 24 horas"), whatever `horarios` says. */
  prontoSocorro24h: z.boolean(),
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
      'As unidades próprias da operadora, por cidade e nome, com tipo, endereço, telefone, coordenadas, horário de funcionamento (dia da semana 0 = domingo, horas no fuso da operadora), pronto-socorro 24 horas e o endereço do mapa embutido de cada uma. Informação pública da operadora: não envolve dados da família.',
    tags: ['pontos-atendimento'],
  }),
};
