// Autorizações in the member's words (issue 37). The status filter starts on Em estudo (spec §4 "The
// authorization list status defaults to PENDENTE"), so its hint says what the list shows now and how to see
// every status, instead of a rule that was true only with nothing ticked. A guide whose request named no
// provider carries the ERP's "A definir pelo beneficiário": the row says what it means for the member — they
// choose where to do it among the network's providers once it is authorised (the guide's "Onde realizar") —
// and says nothing of a provider for a guide that will never be done (denied, expired).
import type { AutorizacaoResumo } from '@portal/domain/contract/saude/autorizacoes';
import {
  PRESTADOR_A_DEFINIR,
  SITUACOES_AUTORIZACAO,
  type SituacaoAutorizacao,
} from '@portal/domain/contract/saude/autorizacao-situacoes';

const nomes = (situacoes: readonly SituacaoAutorizacao[]): string[] =>
  SITUACOES_AUTORIZACAO.filter((s) => situacoes.includes(s.situacao)).map((s) => s.nome);

/** 'a, b ou c' */
function emLista(itens: readonly string[]): string {
  if (itens.length <= 1) return itens.join('');
  return `${itens.slice(0, -1).join(', ')} ou ${itens.at(-1)}`;
}

/** What the list shows for the statuses ticked (none or all ticked: every status). */
export function dicaDoFiltro(situacoes: readonly SituacaoAutorizacao[]): string {
  const escolhidas = nomes(situacoes);
  if (escolhidas.length === 0 || escolhidas.length === SITUACOES_AUTORIZACAO.length)
    return 'Mostrando guias de todas as situações.';
  return `Mostrando só guias na situação ${emLista(escolhidas)}. Desmarque todas para ver todas as situações.`;
}

/** Where the procedure will be done, as the row says it; null when there is nothing to say. */
export function prestadorDaGuia(
  guia: Pick<AutorizacaoResumo, 'prestador' | 'status'>,
): { termo: string; texto: string } | null {
  if (guia.prestador !== PRESTADOR_A_DEFINIR) return { termo: 'Prestador', texto: guia.prestador };
  if (guia.status === 'PENDENTE')
    return {
      termo: 'Onde fazer',
      texto: 'você escolhe um prestador da rede depois que a guia for autorizada',
    };
  if (guia.status === 'AUTORIZADA')
    return { termo: 'Onde fazer', texto: 'você escolhe um prestador da rede (veja "Onde realizar" na guia)' };
  return null;
}
