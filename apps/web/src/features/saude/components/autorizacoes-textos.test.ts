import { describe, expect, it } from 'vitest';
import {
  PRESTADOR_A_DEFINIR,
  SITUACAO_AUTORIZACAO_PADRAO,
  SITUACOES_AUTORIZACAO_CODIGOS,
} from '@portal/domain/contract/saude/autorizacoes';
import { dicaDoFiltro, prestadorDaGuia } from './autorizacoes-textos';

describe('the status filter hint says what the list shows', () => {
  it('on the default status it names it and tells how to see every status', () => {
    expect(dicaDoFiltro([SITUACAO_AUTORIZACAO_PADRAO])).toBe(
      'Mostrando só guias na situação Em estudo. Desmarque todas para ver todas as situações.',
    );
  });
  it('names several in the filter order', () => {
    expect(dicaDoFiltro(['NEGADA', 'PENDENTE', 'VENCIDA'])).toBe(
      'Mostrando só guias na situação Em estudo, Vencida ou Negada. Desmarque todas para ver todas as situações.',
    );
  });
  it('none or all ticked is every status', () => {
    expect(dicaDoFiltro([])).toBe('Mostrando guias de todas as situações.');
    expect(dicaDoFiltro(SITUACOES_AUTORIZACAO_CODIGOS)).toBe('Mostrando guias de todas as situações.');
  });
});

describe("a guide's provider in the member's words", () => {
  it('a named provider is shown as it is', () => {
    expect(prestadorDaGuia({ prestador: 'Hospital Vale Verde', status: 'AUTORIZADA' })).toEqual({
      termo: 'Prestador',
      texto: 'Hospital Vale Verde',
    });
  });
  it('none named yet: the member chooses once it is authorised', () => {
    expect(prestadorDaGuia({ prestador: PRESTADOR_A_DEFINIR, status: 'PENDENTE' })).toEqual({
      termo: 'Onde fazer',
      texto: 'você escolhe um prestador da rede depois que a guia for autorizada',
    });
    expect(prestadorDaGuia({ prestador: PRESTADOR_A_DEFINIR, status: 'AUTORIZADA' })?.texto).toMatch(
      /^você escolhe um prestador da rede/,
    );
  });
  it('a guide that will not be done says nothing of a provider', () => {
    expect(prestadorDaGuia({ prestador: PRESTADOR_A_DEFINIR, status: 'NEGADA' })).toBeNull();
    expect(prestadorDaGuia({ prestador: PRESTADOR_A_DEFINIR, status: 'VENCIDA' })).toBeNull();
  });
});
