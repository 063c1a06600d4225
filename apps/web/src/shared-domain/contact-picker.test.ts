import { describe, expect, it } from 'vitest';
import type { ContatoMascarado } from '@portal/domain/contract/auth/contatos-verificacao';
import { kindsIn, listScrolls, selectionForKind, showMasked } from './contact-picker';

const contato = (codigo: string, tipo: ContatoMascarado['tipo'], valor = '***'): ContatoMascarado => ({
  codigo,
  tipo,
  valor,
});

describe('contact picker (spec §2)', () => {
  const contatos = [contato('a', 'EMAIL'), contato('b', 'TELEFONE'), contato('c', 'TELEFONE')];

  it('chooses the only contact of the chosen kind, otherwise clears the choice', () => {
    expect(selectionForKind(contatos, 'EMAIL')).toBe('a');
    expect(selectionForKind(contatos, 'TELEFONE')).toBeNull();
    expect(selectionForKind(contatos, null)).toBeNull();
  });

  it('offers the kinds present, in list order', () => {
    expect(kindsIn(contatos)).toEqual(['EMAIL', 'TELEFONE']);
    expect(kindsIn([contato('b', 'TELEFONE')])).toEqual(['TELEFONE']);
  });

  it('shows asterisks as bullets', () => {
    expect(showMasked('ma*****@e****.test')).toBe('ma•••••@e••••.test');
    expect(showMasked('(**) *****-5432')).toBe('(••) •••••-5432');
  });

  it('scrolls above 2 contacts', () => {
    expect(listScrolls(2)).toBe(false);
    expect(listScrolls(3)).toBe(true);
  });
});
