// The reimbursement history (issue 37): one list, newest first, paged by REEMBOLSOS_POR_PAGINA — the first
// page is the spec's "last reimbursements" — with "Mostrar mais" for the next rows and the count announced.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Reembolso } from '@portal/domain/contract/financeiro/reembolso';
import { REEMBOLSOS_POR_PAGINA, ReembolsoLista } from './reembolso-lista';

const reembolso = (n: number): Reembolso => ({
  restrito: true,
  aviso: 'Detalhes clínicos visíveis só para o beneficiário ou quem ele autorizar.',
  protocolo: String(n).padStart(20, '0'),
  dataReembolso: '2026-11-01',
  prazoResposta: '2026-11-30',
  situacao: 'ANALISE',
  cpf: '39053344705',
  nome: 'Maria Aparecida Souza',
  carteira: '03451000010000212',
  dataAtendimento: '2026-10-30',
  valorSolicitadoCentavos: 1000 * n,
  valorPagoCentavos: null,
  dataPagamento: null,
});

/** The protocols the table shows, in order (jsdom draws both the table and the cards). */
const protocolos = () =>
  within(screen.getByRole('table', { name: 'Seus reembolsos' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('ReembolsoLista paged', () => {
  it('shows the newest page, then the next rows on "Mostrar mais", saying how many are shown', () => {
    const total = REEMBOLSOS_POR_PAGINA + 2;
    const rows = Array.from({ length: total }, (_, i) => reembolso(i + 1));
    render(<ReembolsoLista caption="Seus reembolsos" reembolsos={rows} paged />);
    expect(protocolos()).toEqual(rows.slice(0, REEMBOLSOS_POR_PAGINA).map((r) => r.protocolo));
    expect(screen.getByRole('status')).toHaveTextContent(
      `Mostrando ${REEMBOLSOS_POR_PAGINA} de ${total} reembolsos.`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar mais 2' }));
    expect(protocolos()).toEqual(rows.map((r) => r.protocolo));
    expect(screen.getByRole('status')).toHaveTextContent(`Mostrando ${total} de ${total} reembolsos.`);
    expect(screen.queryByRole('button', { name: /Mostrar mais/ })).toBeNull();
  });

  it('a history that fits one page has no paging', () => {
    render(<ReembolsoLista caption="Seus reembolsos" reembolsos={[reembolso(1)]} paged />);
    expect(protocolos()).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('ReembolsoLista: a PENDENTE request (issue 39)', () => {
  const completo = (situacao: 'PENDENTE' | 'ANALISE'): Reembolso => ({
    ...reembolso(1),
    restrito: false,
    situacao,
    tipoAtendimento: 'CONSULTA',
    motivoReembolso: 'LIVRE_ESCOLHA',
    localAtendimento: 'Clínica Bem Viver',
    motivoSituacao: situacao === 'PENDENTE' ? 'Envie a nota fiscal legível.' : null,
    quantidadeArquivos: 1,
  });
  const tabela = () => within(screen.getByRole('table', { name: 'Seus reembolsos' }));

  it('shows the reason and "Enviar documentos"; in analysis, neither; amounts only, no action', () => {
    const { rerender } = render(
      <ReembolsoLista caption="Seus reembolsos" reembolsos={[completo('PENDENTE')]} />,
    );
    expect(tabela().getByText('Envie a nota fiscal legível.')).toBeInTheDocument();
    expect(tabela().getByRole('button', { name: 'Enviar documentos' })).toBeInTheDocument();
    rerender(<ReembolsoLista caption="Seus reembolsos" reembolsos={[completo('ANALISE')]} />);
    expect(tabela().queryByRole('button', { name: 'Enviar documentos' })).toBeNull();
    rerender(
      <ReembolsoLista caption="Seus reembolsos" reembolsos={[{ ...reembolso(1), situacao: 'PENDENTE' }]} />,
    );
    expect(tabela().queryByRole('button', { name: 'Enviar documentos' })).toBeNull();
  });
});
