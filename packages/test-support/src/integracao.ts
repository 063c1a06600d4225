// The operator-system client the e2e seed creates (apps/server/scripts/seed-e2e.ts) for the integration
// journey (e2e/financeiro/integracao-operadora.spec.ts). Fixed values: an e2e database only, never a
// portal with real data (the seed refuses a database that already has data).
export const E2E_INTEGRACAO = {
  clientId: 'erp-jornadas-e2e',
  /** 43 characters of [A-Za-z0-9_-], the shape of a generated secret. */
  segredo: 'segredo-das-jornadas-e2e-0123456789abcdefgh',
} as const;

/**
 * The provider of the attendance-token journey (e2e/meus-dados/token-atendimento.spec.ts, decision 0050): a
 * client with the scope tokens-atendimento:validacao only; its name is the provider the member sees.
 */
export const E2E_PRESTADOR = {
  clientId: 'prestador-jornadas-e2e',
  segredo: 'segredo-do-prestador-e2e-0123456789abcdefgh',
  nome: 'Clínica das Jornadas',
} as const;

/**
 * The webhook journey's client (e2e/console/integracao.spec.ts, decision 0044): the e2e seed gives it a
 * webhook to a receiver on this machine (the portal outside production allows loopback, decision 0038) and
 * one event whose delivery fails until the journey's receiver answers; the receiver checks the signature
 * with this secret. The receiver listens on the portal's port + 1010.
 */
export const E2E_WEBHOOK = {
  clientId: 'erp-webhook-e2e',
  segredo: 'segredo-do-webhook-e2e-0123456789abcdefghij',
  segredoWebhook: 'whsec_segredo-do-webhook-e2e-0123456789abcdefgh',
  eventoId: '3b8f0c1e-5a2d-4c7e-9f10-2e4d6a8b0c39',
  /** A member id no other event names, so no other event waits before it (the per-member order). */
  pessoaId: 2_000_000_001,
  portaReceptor: (portaPortal: number): number => portaPortal + 1010,
} as const;

/**
 * A guide the operator denied, with its letter, as the ERP sends it (`PUT /integracao/v1/autorizacoes`, a
 * bulk-load line's record): one shape for the tests and the bulk-load bench's synthetic export.
 */
export const guiaNegadaErp = (g: {
  idGuia: string;
  beneficiarioIdErp: string;
  cartaNegativaPdfBase64: string;
}) => ({
  ...g,
  tipo: 'SADT' as const,
  carater: 'ELETIVO' as const,
  status: 'NEGADA' as const,
  dataSolicitacao: '2024-03-02',
  dataDecisao: '2024-03-09',
  altaComplexidade: true,
  prestador: 'Hospital Vale Verde',
  medico: { nome: 'Dra. Ana Ribeiro', crm: '123456', uf: 'SP' },
  procedimentos: [
    { codigoTuss: '41101014', descricao: 'Ressonância', quantidadeSolicitada: 1, quantidadeAutorizada: 0 },
  ],
  negativa: { motivo: 'Fora do rol da ANS.', fundamento: 'Cláusula 12.3.' },
});
