// The kinds of clinical document of Receitas e Atestados (issue 15), without zod: the screen names each row's
// kind from them and must not pull the schemas in with them (issue 37, a lean first paint). A leaf:
// receitas-atestados.ts builds its schemas on these.

export const TIPOS_DOCUMENTO_CLINICO = [
  { tipo: 'RECEITA', nome: 'Receita' },
  { tipo: 'ATESTADO', nome: 'Atestado' },
] as const;
export type TipoDocumentoClinico = (typeof TIPOS_DOCUMENTO_CLINICO)[number]['tipo'];
export const TIPOS_DOCUMENTO_CLINICO_CODIGOS = TIPOS_DOCUMENTO_CLINICO.map((t) => t.tipo) as [
  TipoDocumentoClinico,
  ...TipoDocumentoClinico[],
];
