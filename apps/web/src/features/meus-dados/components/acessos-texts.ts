// Texts of Quem Acessou Meus Dados that the spec leaves unworded (issue 37: paged, filtered by who); the
// server's are ACESSOS_MESSAGES in @portal/domain. Kept here so the screen and its tests share them.
export const ACESSOS_TEXTS = {
  periodo: 'Período dos acessos',
  quem: 'Quem acessou',
  todos: 'Todos',
  /** An option of the filter: the actor and how many accesses of the period are theirs. */
  opcao: (quem: string, acessos: number) => `${quem} — ${acessos === 1 ? '1 acesso' : `${acessos} acessos`}`,
  lista: 'Acessos aos seus dados',
  resumo: (total: number, quem: string | null) =>
    `${total === 1 ? '1 acesso' : `${total} acessos`}${quem ? ` de ${quem}` : ''}, do mais recente ao mais antigo.`,
  mostrando: (n: number, total: number) => `Mostrando ${n} de ${total} acessos.`,
  mostrarMais: (n: number) => `Mostrar mais ${n}`,
} as const;
