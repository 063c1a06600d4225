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
