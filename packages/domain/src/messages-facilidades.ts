// Messages of PA Virtual and the service points (issue 17; wording decided in docs/decisions/0022),
// re-exported by the package index.
export const FACILIDADES_MESSAGES = {
  /** GET /beneficiarios/pa-virtual for a member whose plans do not cover it (spec §8: shown as an error). */
  paVirtualSemCobertura:
    'Seu plano não inclui o PA Virtual. Em caso de urgência, procure um dos nossos pontos de atendimento.',
  /** Covered, but the operator has not set PA_VIRTUAL_URL. */
  paVirtualIndisponivel: 'O PA Virtual está indisponível no momento. Tente novamente mais tarde.',
  /** The new tab could not be opened (spec §8 names the blocker for downloads; this is its PA Virtual twin). */
  paVirtualPopupBloqueado: 'O bloqueador de pop-up do seu navegador está impedindo a abertura do PA Virtual.',
  semPontosAtendimento: 'Nenhum ponto de atendimento encontrado.',
} as const;
