// What bench:escala prints about the operator (decision 0059): the generation's time per table (when this
// run generated it) and the database's size on disk with its largest tables and indexes (every run).
import type pg from 'pg';
import { descreverEtapa, tamanhos, type Geracao, type Tamanho } from './gerar.js';

const mb = (bytes: number) => `${(bytes / 2 ** 20).toLocaleString('pt-BR', { maximumFractionDigits: 0 })} MB`;
const lista = (itens: Tamanho[]) => itens.map((t) => `${t.nome} ${mb(t.bytes)}`).join(', ');

export async function relatorioDaGeracao(cliente: pg.ClientBase, geracao: Geracao | null): Promise<string[]> {
  const linhas: string[] = [];
  if (geracao) {
    const segundos = geracao.totalMs / 1000;
    linhas.push(
      `operadora gerada: ${geracao.beneficiarios.toLocaleString('pt-BR')} beneficiários em ` +
        `${Math.floor(segundos / 60)} min ${Math.round(segundos % 60)} s (meta: menos de 30 min) — ` +
        `${segundos < 30 * 60 ? 'meta atendida' : 'META NÃO ATENDIDA'}`,
      ...geracao.etapas.map((e) => `  ${descreverEtapa(e)}`),
    );
  }
  const { banco, tabelas, indices } = geracao ?? (await tamanhos(cliente));
  linhas.push(
    `tamanho no disco (pg_database_size): ${mb(banco)}`,
    `  maiores tabelas (com índices): ${lista(tabelas)}`,
    `  maiores índices: ${lista(indices)}`,
  );
  return linhas;
}
