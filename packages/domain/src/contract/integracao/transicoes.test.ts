import { describe, expect, it } from 'vitest';
import type { SituacaoDebitoRegistro } from '../financeiro/debito-conta.js';
import { SITUACOES_REEMBOLSO, type SituacaoReembolso } from '../financeiro/reembolso.js';
import { SITUACOES_CERTIDAO_OBITO } from '../meus-dados/meu-plano.js';
import { SITUACOES_SEGUNDA_VIA } from '../meus-dados/segunda-via-cartao.js';
import {
  avaliarMudanca,
  TRANSICOES_CERTIDAO_OBITO,
  TRANSICOES_DEBITO_CONTA,
  TRANSICOES_MESSAGES,
  TRANSICOES_REEMBOLSO,
  TRANSICOES_SEGUNDA_VIA,
  transicoesPermitidas,
  type EstadoSituacao,
  type TabelaTransicoes,
} from './transicoes.js';

/** The data each status needs, so a move is judged on the move alone. */
const completo = (situacao: SituacaoReembolso): EstadoSituacao<SituacaoReembolso> => ({
  situacao,
  ...(situacao === 'PAGO' ? { valorPagoCentavos: 12_345, dataPagamento: '2026-03-10' } : {}),
  ...(situacao === 'INDEFERIDO' || situacao === 'PENDENTE' ? { motivo: 'Nota fiscal ilegível.' } : {}),
});

const avaliar = (de: SituacaoReembolso, para: EstadoSituacao<SituacaoReembolso>) =>
  avaliarMudanca(TRANSICOES_REEMBOLSO, completo(de), para);

const PERMITIDAS = [
  'SOLICITADO→ANALISE',
  'SOLICITADO→PENDENTE',
  'SOLICITADO→PAGO',
  'SOLICITADO→INDEFERIDO',
  'ANALISE→PENDENTE',
  'ANALISE→PAGO',
  'ANALISE→INDEFERIDO',
  'PENDENTE→ANALISE',
  'PENDENTE→PAGO',
  'PENDENTE→INDEFERIDO',
];

describe('reimbursement transition table', () => {
  it('allows exactly the documented moves', () => {
    expect(transicoesPermitidas(TRANSICOES_REEMBOLSO).map(([de, para]) => `${de}→${para}`)).toEqual(
      PERMITIDAS,
    );
  });

  it.each(SITUACOES_REEMBOLSO.flatMap((de) => SITUACOES_REEMBOLSO.map((para) => [de, para] as const)))(
    '%s → %s is applied, repeated or refused as the table says',
    (de, para) => {
      const resultado = avaliar(de, completo(para));
      if (de === para) expect(resultado).toEqual({ tipo: 'repetida' });
      else if (PERMITIDAS.includes(`${de}→${para}`)) expect(resultado).toEqual({ tipo: 'aplicar' });
      else {
        expect(resultado.tipo).toBe('recusada');
        if (resultado.tipo === 'recusada') {
          expect(resultado.mensagem).toBe(
            `Não é possível passar de ${TRANSICOES_REEMBOLSO[de].rotulo} para ${TRANSICOES_REEMBOLSO[para].rotulo}.`,
          );
        }
      }
    },
  );

  it('never moves back to SOLICITADO and never leaves PAGO or INDEFERIDO', () => {
    for (const de of SITUACOES_REEMBOLSO) {
      if (de !== 'SOLICITADO') expect(avaliar(de, { situacao: 'SOLICITADO' }).tipo).toBe('recusada');
    }
    expect(TRANSICOES_REEMBOLSO.PAGO.proximas).toEqual([]);
    expect(TRANSICOES_REEMBOLSO.INDEFERIDO.proximas).toEqual([]);
  });

  it('INDEFERIDO and PENDENTE need a reason; a blank one is none', () => {
    expect(avaliar('ANALISE', { situacao: 'INDEFERIDO' })).toEqual({
      tipo: 'invalida',
      mensagem: TRANSICOES_MESSAGES.motivoObrigatorio,
      campos: { motivo: TRANSICOES_MESSAGES.motivoObrigatorio },
    });
    expect(avaliar('ANALISE', { situacao: 'PENDENTE', motivo: '   ' }).tipo).toBe('invalida');
  });

  it('PAGO needs the paid value and day; other statuses refuse them', () => {
    const semValor = avaliar('ANALISE', { situacao: 'PAGO', dataPagamento: '2026-03-10' });
    expect(semValor).toMatchObject({
      tipo: 'invalida',
      campos: { valorPagoCentavos: TRANSICOES_MESSAGES.valorPagoObrigatorio },
    });
    const semDia = avaliar('ANALISE', { situacao: 'PAGO', valorPagoCentavos: 100 });
    expect(semDia).toMatchObject({
      campos: { dataPagamento: TRANSICOES_MESSAGES.dataPagamentoObrigatoria },
    });
    expect(avaliar('SOLICITADO', { situacao: 'ANALISE', valorPagoCentavos: 100 })).toMatchObject({
      tipo: 'invalida',
      campos: { valorPagoCentavos: TRANSICOES_MESSAGES.campoNaoAceito },
    });
  });

  it('the same status with other data is refused, not rewritten', () => {
    const outroValor = avaliar('PAGO', { ...completo('PAGO'), valorPagoCentavos: 1 });
    expect(outroValor.tipo).toBe('recusada');
    expect(avaliar('INDEFERIDO', { situacao: 'INDEFERIDO', motivo: 'Outro motivo.' }).tipo).toBe('recusada');
    // The data is checked before the repeat: a repeat without its data is still a 400.
    expect(avaliar('PAGO', { situacao: 'PAGO' }).tipo).toBe('invalida');
  });

  it('a reason with surrounding spaces repeats the stored one', () => {
    expect(avaliar('INDEFERIDO', { situacao: 'INDEFERIDO', motivo: ' Nota fiscal ilegível. ' })).toEqual({
      tipo: 'repetida',
    });
  });
});

describe('direct debit transition table', () => {
  it('activates or refuses a request, ends an active debit, and never leaves ENCERRADO', () => {
    expect(transicoesPermitidas(TRANSICOES_DEBITO_CONTA).map(([de, para]) => `${de}→${para}`)).toEqual([
      'SOLICITADO→ATIVO',
      'SOLICITADO→ENCERRADO',
      'ATIVO→ENCERRADO',
    ]);
    const mudar = (de: SituacaoDebitoRegistro, para: EstadoSituacao<SituacaoDebitoRegistro>) =>
      avaliarMudanca(TRANSICOES_DEBITO_CONTA, { situacao: de }, para).tipo;
    expect(mudar('SOLICITADO', { situacao: 'ATIVO' })).toBe('aplicar');
    expect(mudar('SOLICITADO', { situacao: 'ENCERRADO' })).toBe('invalida');
    expect(mudar('ATIVO', { situacao: 'ENCERRADO', motivo: 'Conta encerrada pelo banco.' })).toBe('aplicar');
    expect(mudar('ENCERRADO', { situacao: 'ATIVO' })).toBe('recusada');
    expect(mudar('ATIVO', { situacao: 'SOLICITADO' })).toBe('recusada');
    expect(mudar('ATIVO', { situacao: 'ATIVO' })).toBe('repetida');
    expect(mudar('SOLICITADO', { situacao: 'ATIVO', valorPagoCentavos: 1 })).toBe('invalida');
  });
});

/** Card reissue and death certificate: one open status, one accepted and one refused (with a reason). */
const FECHAMENTOS: {
  nome: string;
  tabela: TabelaTransicoes<string>;
  situacoes: readonly string[];
  aberta: string;
  aceita: string;
  recusada: string;
}[] = [
  {
    nome: 'card reissue',
    tabela: TRANSICOES_SEGUNDA_VIA,
    situacoes: SITUACOES_SEGUNDA_VIA,
    aberta: 'SOLICITADO',
    aceita: 'EMITIDO',
    recusada: 'INDEFERIDO',
  },
  {
    nome: 'death certificate',
    tabela: TRANSICOES_CERTIDAO_OBITO,
    situacoes: SITUACOES_CERTIDAO_OBITO,
    aberta: 'EM_ANALISE',
    aceita: 'ACEITA',
    recusada: 'RECUSADA',
  },
];

describe.each(FECHAMENTOS)('$nome transition table', ({ tabela, situacoes, aberta, aceita, recusada }) => {
  const motivo = 'Documento ilegível.';
  const completo = (situacao: string): EstadoSituacao<string> =>
    situacao === recusada ? { situacao, motivo } : { situacao };

  it('has a rule for every stored status and allows exactly open → accepted | refused', () => {
    expect(Object.keys(tabela)).toEqual([...situacoes]);
    expect(transicoesPermitidas(tabela).map(([de, para]) => `${de}→${para}`)).toEqual([
      `${aberta}→${aceita}`,
      `${aberta}→${recusada}`,
    ]);
    expect(tabela[aceita]!.encerra && tabela[recusada]!.encerra && !tabela[aberta]!.encerra).toBe(true);
  });

  it.each(situacoes.flatMap((de) => situacoes.map((para) => [de, para] as const)))(
    '%s → %s is applied, repeated or refused as the table says',
    (de, para) => {
      const resultado = avaliarMudanca(tabela, completo(de), completo(para));
      if (de === para) expect(resultado).toEqual({ tipo: 'repetida' });
      else if (de === aberta && para !== aberta) expect(resultado).toEqual({ tipo: 'aplicar' });
      else {
        expect(resultado).toEqual({
          tipo: 'recusada',
          mensagem: `Não é possível passar de ${tabela[de]!.rotulo} para ${tabela[para]!.rotulo}.`,
        });
      }
    },
  );

  it('the refusal needs its reason; no status takes a paid value', () => {
    expect(avaliarMudanca(tabela, { situacao: aberta }, { situacao: recusada, motivo: ' ' })).toEqual({
      tipo: 'invalida',
      mensagem: TRANSICOES_MESSAGES.motivoObrigatorio,
      campos: { motivo: TRANSICOES_MESSAGES.motivoObrigatorio },
    });
    for (const situacao of situacoes) {
      expect(avaliarMudanca(tabela, { situacao: aberta }, { situacao, valorPagoCentavos: 1 })).toMatchObject({
        tipo: 'invalida',
        campos: { valorPagoCentavos: TRANSICOES_MESSAGES.campoNaoAceito },
      });
    }
    expect(avaliarMudanca(tabela, completo(recusada), { situacao: recusada, motivo: 'Outro.' }).tipo).toBe(
      'recusada',
    );
  });

  it('a stored status the table does not know moves nowhere (a 409, not a crash)', () => {
    expect(avaliarMudanca(tabela, { situacao: 'DESCONHECIDA' }, { situacao: aceita })).toEqual({
      tipo: 'recusada',
      mensagem: `Não é possível passar de DESCONHECIDA para ${tabela[aceita]!.rotulo}.`,
    });
  });
});
