// Everyone in a screen's beneficiary list, without zod: the beneficiary picker of every screen uses it and
// must not pull the list's schemas in with it (issue 37, a lean first paint). Re-exported by
// listagem-beneficiarios.ts, whose types it names.
import type { BeneficiarioListagem, ListagemBeneficiarios } from './listagem-beneficiarios.js';

/** Everyone in the list, contratantes first (the picker's order). */
export const allBeneficiarios = (
  listagem: Pick<ListagemBeneficiarios, 'contratantes' | 'titulares' | 'dependentes'>,
): BeneficiarioListagem[] => [...listagem.contratantes, ...listagem.titulares, ...listagem.dependentes];
