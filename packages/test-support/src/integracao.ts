// The operator-system client the e2e seed creates (apps/server/scripts/seed-e2e.ts) for the integration
// journey (e2e/financeiro/integracao-operadora.spec.ts). Fixed values: an e2e database only, never a
// portal with real data (the seed refuses a database that already has data).
export const E2E_INTEGRACAO = {
  clientId: 'erp-jornadas-e2e',
  /** 43 characters of [A-Za-z0-9_-], the shape of a generated secret. */
  segredo: 'segredo-das-jornadas-e2e-0123456789abcdefgh',
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
