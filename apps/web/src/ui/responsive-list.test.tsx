// The responsive list (issue 10, issue 36): one section named by its caption holding a real table (caption,
// column headers, the first column as row headers) and the same records as cards (the row header as the card's
// title, every other column as a labelled value). CSS shows one of them; jsdom shows both, so each is read here.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveList } from './responsive-list';

interface Uso {
  nome: string;
  cpf: string;
  valor: string;
}
const USOS: Uso[] = [
  { nome: 'Maria Aparecida Souza', cpf: '390.533.447-05', valor: 'R$ 120,00' },
  { nome: 'João Pedro Souza', cpf: '456.789.123-64', valor: 'R$ 35,50' },
];

function Lista({ rows = USOS }: { rows?: Uso[] }) {
  return (
    <ResponsiveList
      caption="Utilizações de março"
      rowHeader={{ header: 'Beneficiário', cell: (u) => u.nome }}
      columns={[
        { header: 'CPF', cell: (u) => u.cpf, nowrap: true },
        { header: 'Valor', cell: (u) => u.valor, nowrap: true },
      ]}
      rows={rows}
      rowKey={(u) => u.cpf}
    />
  );
}

describe('<ResponsiveList>', () => {
  it('is a section named by its caption', () => {
    render(<Lista />);
    expect(screen.getByRole('region', { name: 'Utilizações de março' })).toBeInTheDocument();
  });

  it('as a table: column headers, the first column as row headers, every value in its cell', () => {
    render(<Lista />);
    const tabela = screen.getByRole('table');
    expect(
      within(tabela)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Beneficiário', 'CPF', 'Valor']);
    const cabecalhos = within(tabela).getAllByRole('rowheader');
    expect(cabecalhos.map((th) => th.textContent)).toEqual(['Maria Aparecida Souza', 'João Pedro Souza']);
    const joao = within(tabela).getAllByRole('row')[2]!;
    expect(
      within(joao)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['456.789.123-64', 'R$ 35,50']);
  });

  it('as cards: one per record, titled by the row header, each value labelled (nothing hidden)', () => {
    render(<Lista />);
    const cartoes = screen.getAllByRole('listitem');
    expect(cartoes).toHaveLength(2);
    const maria = cartoes[0]!;
    expect(within(maria).getByRole('heading', { name: 'Maria Aparecida Souza' })).toBeInTheDocument();
    const termos = within(maria)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    const valores = within(maria)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(termos).toEqual(['CPF', 'Valor']);
    expect(valores).toEqual(['390.533.447-05', 'R$ 120,00']);
  });

  it('keeps documents and money on one line', () => {
    render(<Lista />);
    const cpf = within(screen.getByRole('table')).getByText('390.533.447-05');
    expect(cpf.className).toMatch(/whitespace-nowrap/);
  });
});
