import type { ReactNode } from 'react';

// A data table's header row: one <th scope="col"> per column, numbers aligned right.
export interface Coluna {
  texto: string;
  /** A number column: aligned right. */
  numero?: boolean;
}

export function Cabecalhos({ colunas }: { colunas: readonly (string | Coluna)[] }) {
  return (
    <thead>
      <tr className="border-b-2 border-line-strong">
        {colunas.map((coluna) => {
          const { texto, numero } = typeof coluna === 'string' ? { texto: coluna, numero: false } : coluna;
          return (
            <th key={texto} scope="col" className={`p-2 ${numero ? 'text-right' : ''}`}>
              {texto}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/**
 * A wide table's frame: it scrolls sideways on a narrow screen, and can take the keyboard's focus to be
 * scrolled with the arrows (a region named like the table).
 */
export function RolagemTabela({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={rotulo}>
      {children}
    </div>
  );
}

/**
 * A list as a table. On a phone it scrolls sideways rather than squeezing: the scrolling box is a named,
 * focusable region, so it scrolls by keyboard too.
 */
export function Tabela({
  legenda,
  colunas,
  linhas,
}: {
  legenda: string;
  colunas: readonly string[];
  linhas: readonly { chave: string; celulas: readonly ReactNode[] }[];
}) {
  return (
    <RolagemTabela rotulo={legenda}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{legenda}</caption>
        <Cabecalhos colunas={colunas} />
        <tbody>
          {linhas.map((linha) => (
            <tr key={linha.chave} className="border-b border-line align-top">
              {linha.celulas.map((celula, i) => (
                <td key={colunas[i]} className="p-2">
                  {celula}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </RolagemTabela>
  );
}
