// The RN 623 countdown in words (decision 0043): what staff read in the queue and on a request.
import { describe, expect, it } from 'vitest';
import { prazoEmPalavras, SITUACOES_DO_TIPO } from './prazo';

const aberta = {
  situacao: 'EM_ANDAMENTO' as const,
  prazoResposta: '2026-03-10',
  prazoImediato: false,
  atrasado: false,
  venceHoje: false,
};

describe('prazoEmPalavras', () => {
  it('says overdue, due today, the business days left, or answered', () => {
    expect(prazoEmPalavras({ ...aberta, atrasado: true, diasUteisRestantes: -1 })).toBe(
      'Atrasada há 1 dia útil',
    );
    expect(prazoEmPalavras({ ...aberta, atrasado: true, diasUteisRestantes: -3 })).toBe(
      'Atrasada há 3 dias úteis',
    );
    // Overdue on a weekend: no business day has passed yet, still overdue.
    expect(prazoEmPalavras({ ...aberta, atrasado: true, diasUteisRestantes: 0 })).toBe('Atrasada');
    expect(prazoEmPalavras({ ...aberta, venceHoje: true, diasUteisRestantes: 0 })).toBe('Vence hoje');
    expect(
      prazoEmPalavras({
        ...aberta,
        prazoResposta: null,
        prazoImediato: true,
        venceHoje: true,
        diasUteisRestantes: 0,
      }),
    ).toBe('Imediato: vence hoje');
    expect(prazoEmPalavras({ ...aberta, diasUteisRestantes: 1 })).toBe('Faltam 1 dia útil');
    expect(prazoEmPalavras({ ...aberta, diasUteisRestantes: 7 })).toBe('Faltam 7 dias úteis');
    // Due tomorrow after a weekend: today is not a business day.
    expect(prazoEmPalavras({ ...aberta, diasUteisRestantes: 0 })).toBe('Vence no próximo dia útil');
    expect(prazoEmPalavras({ ...aberta, situacao: 'FECHADO', diasUteisRestantes: null })).toBe('Respondida');
  });

  it('offers a kind’s own statuses with the labels the member reads', () => {
    expect(SITUACOES_DO_TIPO.REEMBOLSO?.map((s) => s.rotulo)).toEqual([
      'Solicitado',
      'Em análise',
      'Pendente',
      'Pago',
      'Indeferido',
    ]);
    expect(SITUACOES_DO_TIPO.AUTORIZACAO).toBeUndefined();
  });
});
