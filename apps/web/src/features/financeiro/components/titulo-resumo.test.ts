import { describe, expect, it } from 'vitest';
import type { Titulo } from '@portal/domain/contract/financeiro/situacao-financeira';
import { linhasValores, proximoTitulo, rotuloTitulo, statusTitulo, valorAPagar } from './titulo-resumo';

const base: Titulo = {
  codigoTitulo: '100001202603',
  contrato: { codigo: '100001', plano: 'Vale Verde Essencial' },
  competencia: '2026-03',
  vencimento: '2026-03-20',
  valorCentavos: 123456,
  situacao: 'PENDENTE',
  vencido: false,
  dataPagamento: null,
  blocos: [],
  pagamento: {
    valorOriginalCentavos: 123456,
    multaCentavos: 0,
    jurosCentavos: 0,
    valorAtualizadoCentavos: 123456,
    vencimentoAtualizado: '2026-03-20',
    diasAtraso: 0,
    linhaDigitavel: '0'.repeat(47),
    codigoBarras: '0'.repeat(44),
    pixCopiaECola: '000201',
  },
};
const vencido: Titulo = {
  ...base,
  codigoTitulo: '100001202602',
  competencia: '2026-02',
  vencimento: '2026-02-28',
  vencido: true,
  pagamento: {
    ...base.pagamento!,
    multaCentavos: 2469,
    jurosCentavos: 411,
    valorAtualizadoCentavos: 126336,
    vencimentoAtualizado: '2026-03-10',
    diasAtraso: 10,
  },
};

describe('titulo-resumo', () => {
  it('names a bill by its competence month', () => {
    expect(rotuloTitulo(base)).toBe('Março/2026');
  });

  it('shows due date and value only for a bill not yet due', () => {
    expect(linhasValores(base)).toEqual([
      ['Vencimento', '20/03/2026'],
      ['Valor', 'R$ 1.234,56'],
    ]);
  });

  it('adds the server’s fine, interest, updated value and until when it holds for an overdue bill', () => {
    expect(linhasValores(vencido)).toEqual([
      ['Vencimento', '28/02/2026'],
      ['Valor', 'R$ 1.234,56'],
      ['Multa (2%)', 'R$ 24,69'],
      ['Juros (1% ao mês)', 'R$ 4,11'],
      ['Valor atualizado', 'R$ 1.263,36'],
      ['Valor atualizado válido até', '10/03/2026'],
    ]);
    expect(valorAPagar(vencido)).toBe(126336);
  });

  it('gives a bill one status: its situation, or how long it is overdue (issue 37)', () => {
    expect(statusTitulo(base)).toEqual({ status: 'PENDENTE' });
    expect(statusTitulo(vencido)).toEqual({
      status: 'PENDENTE',
      label: 'Vencido há 10 dias',
      tone: 'danger',
    });
    const umDia = { ...vencido, pagamento: { ...vencido.pagamento!, diasAtraso: 1 } };
    expect(statusTitulo(umDia).label).toBe('Vencido há 1 dia');
    expect(statusTitulo({ ...vencido, pagamento: null }).label).toBe('Vencido');
  });

  it('a paid bill is paid at its own value and date', () => {
    const pago = { ...base, situacao: 'PAGO' as const, pagamento: null };
    expect(valorAPagar(pago)).toBe(123456);
    expect(statusTitulo(pago)).toEqual({ status: 'PAGO' });
    expect(linhasValores(pago)).toHaveLength(2);
  });

  it('the home card shows the bill due first, overdue before open', () => {
    expect(proximoTitulo([base, vencido])?.codigoTitulo).toBe('100001202602');
    expect(proximoTitulo([])).toBeNull();
  });
});
