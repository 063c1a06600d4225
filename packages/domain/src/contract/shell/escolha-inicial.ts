// Whom or which plan a screen starts on (spec §2 "Beneficiary picker", "Plan tabs"), in one place for the
// two that decide it: the web's screens (the beneficiary picker, shared-domain/beneficiario-picker.tsx, runs
// this very function; the plan tabs replace a bare path with the first plan's, shared-domain/plan-tabs.tsx,
// the rule below) and the page's own early script, which asks the screen's calls for that choice before the
// web has loaded (issue 37,
// contract/shell/route-first-calls.ts ROUTE_CHOICE_CALLS; apps/server/src/platform/early-calls.ts embeds
// these functions' text). So their bodies are plain ES5 — no const or let, no arrow, no spread, no optional
// chaining, no comment inside, nothing from outside them — and early-calls.test.ts holds the script to it.

/** The three groups of a screen's beneficiary list, as `listagem-beneficiarios` answers them. */
export interface GruposBeneficiarios {
  readonly contratantes: readonly { readonly cpf: string }[];
  readonly titulares: readonly { readonly cpf: string }[];
  readonly dependentes: readonly { readonly cpf: string }[];
}

/**
 * The beneficiary a screen starts on: the one asked for (in the URL, or chosen on the screen) when listed,
 * else the signed-in member when listed, else the first (contratantes, titulares, dependentes); null for
 * no list or nobody in it.
 */
export function beneficiarioInicial(
  listagem: GruposBeneficiarios | null | undefined,
  pedido: string | null | undefined,
  cpfUsuario: string | null | undefined,
): string | null {
  function escolhe(cpfs: readonly string[]): string | null {
    if (pedido && cpfs.indexOf(pedido) >= 0) return pedido;
    if (cpfUsuario && cpfs.indexOf(cpfUsuario) >= 0) return cpfUsuario;
    return cpfs.length > 0 ? (cpfs[0] as string) : null;
  }
  if (!listagem) return null;
  return escolhe(
    listagem.contratantes.concat(listagem.titulares, listagem.dependentes).map(function (b) {
      return b.cpf;
    }),
  );
}

/** The plan list of a plan-tab screen, as its `contratos` call answers it. */
export interface ListaPlanos {
  readonly contratos: readonly { readonly codigo: string }[];
  readonly mensagem?: string | null;
  readonly mensagemAmigavel?: string | null;
  readonly tipoMensagem?: string | null;
}

/**
 * The plan a plan-tab screen shows: none when the list carries a message or no plan (the screen shows the
 * message), else the one in the URL, else the first (the bare path is replaced by the first plan's).
 */
export function planoInicial(
  lista: ListaPlanos | null | undefined,
  pedido: string | null | undefined,
): string | null {
  function temTexto(texto: string | null | undefined): boolean {
    return typeof texto === 'string' && texto.trim() !== '';
  }
  if (!lista || temTexto(lista.mensagem) || temTexto(lista.mensagemAmigavel) || temTexto(lista.tipoMensagem))
    return null;
  if (lista.contratos.length === 0) return null;
  return pedido ? pedido : (lista.contratos[0] as { codigo: string }).codigo;
}

/**
 * The period Quem Acessou Meus Dados opens on (`periodoRecente`: the last `dias` days, today included), and
 * where a screen's first call (route-first-calls.ts) takes its days: the page's script replaces `inicio` and
 * `fim` with those of the device's clock — the query the screen itself asks first.
 */
export const PERIODO_RECENTE = { dias: 30, inicio: '__periodo_inicio__', fim: '__periodo_fim__' } as const;

/** A screen's default period as its query spells it: 'yyyy-MM-dd' days, both included. */
export interface PeriodoRecente {
  inicio: string;
  fim: string;
}

/**
 * The last `dias` days of the operator's calendar (America/Sao_Paulo), today included, at the instant `agora`
 * (ms): the period a screen opens on (Quem Acessou Meus Dados: the last 30 days). The same function for the
 * screen and the page's script, so the call the script starts is spelled as the screen's (the device's clock for
 * both; a page opened a moment before midnight asks a day the screen no longer shows, left unused).
 */
export function periodoRecente(agora: number, dias: number): PeriodoRecente {
  function dois(n: number): string {
    return (n < 10 ? '0' : '') + n;
  }
  function iso(dia: Date): string {
    return dia.getUTCFullYear() + '-' + dois(dia.getUTCMonth() + 1) + '-' + dois(dia.getUTCDate());
  }
  function valor(partes: Intl.DateTimeFormatPart[], tipo: string): number {
    return Number(
      (
        partes.filter(function (parte) {
          return parte.type === tipo;
        })[0] as Intl.DateTimeFormatPart
      ).value,
    );
  }
  function periodo(hoje: number): PeriodoRecente {
    return { inicio: iso(new Date(hoje - (dias - 1) * 86400000)), fim: iso(new Date(hoje)) };
  }
  function doDia(partes: Intl.DateTimeFormatPart[]): number {
    return Date.UTC(valor(partes, 'year'), valor(partes, 'month') - 1, valor(partes, 'day'));
  }
  return periodo(
    doDia(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Sao_Paulo',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      }).formatToParts(new Date(agora)),
    ),
  );
}
