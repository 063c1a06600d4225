// The integration scopes as a group of checkboxes, each with what it lets the client do (DESCRICAO_ESCOPOS).
import {
  DESCRICAO_ESCOPOS,
  ESCOPOS_INTEGRACAO,
  type EscopoIntegracao,
} from '@portal/domain/contract/integracao/escopos';
import { CaixasMarcar } from '../../ui/caixas-marcar';

const OPCOES = ESCOPOS_INTEGRACAO.map((escopo) => ({
  valor: escopo,
  rotulo: escopo,
  descricao: DESCRICAO_ESCOPOS[escopo],
}));

export function EscoposCampo(props: {
  id: string;
  valor: readonly EscopoIntegracao[];
  onChange: (escopos: EscopoIntegracao[]) => void;
  erro?: string | undefined;
}) {
  return <CaixasMarcar legenda="Escopos" opcoes={OPCOES} classeRotulo="font-mono" {...props} />;
}

/** '1200' → 1200, '' → null (the default); undefined when it is not a whole number in range. */
export function lerLimite(texto: string, maximo: number): number | null | undefined {
  const limpo = texto.trim();
  if (limpo === '') return null;
  if (!/^\d+$/.test(limpo)) return undefined;
  const n = Number(limpo);
  return n >= 1 && n <= maximo ? n : undefined;
}

const inteiro = new Intl.NumberFormat('pt-BR');
/** 1234 → '1.234'. */
export const numero = (n: number): string => inteiro.format(n);
