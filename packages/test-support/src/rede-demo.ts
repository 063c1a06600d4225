// The demo network's products and well-known searches (issue 40), for the journeys: the seed's own values
// (packages/domain/src/contract/facilidades/rede-demo.ts, written by apps/server/src/db/seed/rede/), so a test never copies
// a name. docs/guia-medico.md lists them.
export {
  ALTERACOES_REDE_DEMO,
  BUSCAS_REDE_DEMO,
  PRODUTOS_REDE_DEMO,
  type LocalDemo,
  type ProdutoDemo,
} from '@portal/domain/contract/facilidades/rede-demo';
