// The operator's network and agendas (issue 19, decision 0024 §12): specialities and providers (clinics,
// hospitals, labs — `proprio` marks the operator's own units) keyed by their `codigo`, and the free slots
// of the own clinics' professionals keyed by the agenda system's `idErp`. The same tables Agendamento
// (decision 0021), Pontos de Atendimento and the guides' "where to do it" read (decision 0020).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  HORARIOS_FUNCIONAMENTO_MAXIMO,
  periodoFuncionamentoCamposSchema,
} from '../facilidades/pontos-atendimento.js';
import { texto } from './cadastro.js';
import { integracaoAccess } from './escopos.js';
import {
  erroIntegracaoSchema,
  idErpSchema,
  INTEGRACAO_LOTE_MAXIMO,
  resultadoLoteSchema,
} from './integracao.js';
import { tuss } from './saude.js';

/** The kinds of provider (prestadores.tipo, a CHECK there). */
export const TIPOS_PRESTADOR = [
  'HOSPITAL',
  'CLINICA',
  'LABORATORIO',
  'CONSULTORIO',
  'PRONTO_ATENDIMENTO',
] as const;

const codigoEspecialidade = z.string().regex(/^[A-Z0-9_]{1,20}$/);
const codigoPrestador = z.string().regex(/^[A-Za-z0-9._-]{1,20}$/);
/** An instant with its offset ('2026-03-19T08:00:00-03:00' or '…Z'): never a wall time without a zone. */
const instante = z.iso.datetime({ offset: true });

export const especialidadeErpSchema = z
  .object({
    /** 'CARDIOLOGIA': the member's URLs and filters carry it. */
    codigo: codigoEspecialidade,
    nome: texto(100),
  })
  .strict();
export type EspecialidadeErp = z.infer<typeof especialidadeErpSchema>;

/**
 * A provider of the network. The city is named as the member's address names it (UF and name, as the
 * cities table keys them; accents and case do not matter). An own unit (`proprio`) needs its coordinates:
 * Pontos de Atendimento and the appointment cards show its map. `procedimentos` (TUSS) replaces the stored
 * list as a whole: the guides' "where to do it" finds providers by them.
 */
export const prestadorErpSchema = z
  .object({
    codigo: codigoPrestador,
    nome: texto(200),
    tipo: z.enum(TIPOS_PRESTADOR),
    endereco: texto(200),
    bairro: texto(100),
    cidade: texto(100),
    uf: z.string().regex(/^[A-Z]{2}$/),
    /** DDD + number, digits only. */
    telefone: z
      .string()
      .regex(/^\d{10,11}$/)
      .nullish(),
    latitude: z.number().min(-90).max(90).nullish(),
    longitude: z.number().min(-180).max(180).nullish(),
    proprio: z.boolean(),
    procedimentos: z.array(tuss).max(2000).default([]),
    /**
     * Opening hours: weekly periods (dia 0 = domingo … 6 = sábado, abre/fecha 'HH:MM' on the operator's
     * clock, '24:00' for midnight); like `procedimentos`, the list replaces the stored one (empty: none).
     */
    horarios: z.array(periodoFuncionamentoCamposSchema).max(HORARIOS_FUNCIONAMENTO_MAXIMO).default([]),
    /** A 24-hour emergency service ("Pronto-socorro 24 horas"). */
    prontoSocorro24h: z.boolean().default(false),
  })
  .strict();
export type PrestadorErp = z.infer<typeof prestadorErpSchema>;

/** What a slot record must carry unless it withdraws the slot. */
const CAMPOS_HORARIO = ['prestadorCodigo', 'especialidadeCodigo', 'profissional', 'inicio', 'fim'] as const;

/**
 * A free slot of a professional at an own clinic (`prestadorCodigo` of a `proprio` provider). `removido:
 * true` withdraws it (the other fields may then be left out; an unknown or already withdrawn slot is
 * `inalterado`). A slot with an active appointment or a hold in progress is neither moved nor withdrawn
 * (that record's error).
 */
export const horarioErpSchema = z
  .object({
    idErp: idErpSchema,
    removido: z.boolean().optional(),
    prestadorCodigo: codigoPrestador.optional(),
    especialidadeCodigo: codigoEspecialidade.optional(),
    /** 'Dra. Ana Lima': the appointment card shows it. */
    profissional: texto(120).optional(),
    inicio: instante.optional(),
    /** After `inicio`. */
    fim: instante.optional(),
  })
  .strict()
  .superRefine((h, ctx) => {
    if (h.removido) return;
    for (const campo of CAMPOS_HORARIO) {
      if (h[campo] === undefined) ctx.addIssue({ code: 'custom', path: [campo], message: 'obrigatório' });
    }
  })
  .transform((h): HorarioErp =>
    h.removido
      ? { idErp: h.idErp, removido: true }
      : {
          idErp: h.idErp,
          removido: false,
          prestadorCodigo: h.prestadorCodigo!,
          especialidadeCodigo: h.especialidadeCodigo!,
          profissional: h.profissional!,
          inicio: h.inicio!,
          fim: h.fim!,
        },
  );
export type HorarioErp =
  | { idErp: string; removido: true }
  | {
      idErp: string;
      removido: false;
      prestadorCodigo: string;
      especialidadeCodigo: string;
      profissional: string;
      inicio: string;
      fim: string;
    };

const registros = z.array(z.unknown()).min(1).max(INTEGRACAO_LOTE_MAXIMO);
export const loteEspecialidadesSchema = z.object({ especialidades: registros }).strict();
export const lotePrestadoresSchema = z.object({ prestadores: registros }).strict();
export const loteHorariosSchema = z.object({ horarios: registros }).strict();

const tags = ['agenda'];
const access = integracaoAccess('agenda:escrita');

export const integracaoAgendaEndpoints = {
  especialidades: defineEndpoint({
    operationId: 'gravarEspecialidades',
    method: 'PUT',
    path: '/especialidades',
    access,
    body: loteEspecialidadesSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Inclui ou atualiza até ${INTEGRACAO_LOTE_MAXIMO} especialidades pelo código; cada registro tem o seu resultado.`,
    summary: 'Inclui ou atualiza especialidades',
    tags,
  }),
  prestadores: defineEndpoint({
    operationId: 'gravarPrestadores',
    method: 'PUT',
    path: '/prestadores',
    access,
    body: lotePrestadoresSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Inclui ou atualiza até ${INTEGRACAO_LOTE_MAXIMO} prestadores da rede (e unidades próprias, com coordenadas) pelo código, com os procedimentos TUSS que realizam (a lista substitui a gravada) e, das unidades, o horário de funcionamento (horarios: períodos semanais { dia 0 = domingo … 6 = sábado, abre, fecha 'HH:MM' no fuso da operadora, 24:00 para meia-noite }, a lista substitui a gravada) e se têm pronto-socorro 24 horas (prontoSocorro24h); cada registro tem o seu resultado.`,
    summary: 'Inclui ou atualiza prestadores da rede',
    tags,
  }),
  horarios: defineEndpoint({
    operationId: 'gravarHorarios',
    method: 'PUT',
    path: '/horarios',
    access,
    body: loteHorariosSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Inclui, altera ou retira (removido: true) até ${INTEGRACAO_LOTE_MAXIMO} horários livres das unidades próprias pelo idErp; cada registro tem o seu resultado. Um horário com agendamento ativo ou reserva em andamento não é alterado nem retirado.`,
    summary: 'Inclui, altera ou retira horários livres',
    tags,
  }),
};
