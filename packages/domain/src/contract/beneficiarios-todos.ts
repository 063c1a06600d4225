// Everyone in a screen's beneficiary list, without zod: the beneficiary picker of every screen uses it and
// must not pull the list's schemas in with it (issue 37, a lean first paint). Re-exported by
// listagem-beneficiarios.ts; generic over the row so this leaf imports nothing from it (not even a type:
// the dependency check refuses the cycle).

/** Everyone in the list, contratantes first (the picker's order). */
export const allBeneficiarios = <B>(listagem: {
  readonly contratantes: readonly B[];
  readonly titulares: readonly B[];
  readonly dependentes: readonly B[];
}): B[] => [...listagem.contratantes, ...listagem.titulares, ...listagem.dependentes];
