import { describe, expect, it } from 'vitest';
import {
  ALL_FUNCAO,
  ALL_MENU,
  ALL_TELA,
  FINANCIAL_MENU,
  FINANCIAL_TELA,
  FUNCAO,
  MENU,
  TELA,
  isAllowed,
  type Permissionamento,
} from './permissions.js';

const permissionamento: Permissionamento = {
  tela: [TELA.meuPlano, TELA.cartaoVirtual],
  menu: [MENU.meuPlano],
  funcao: [FUNCAO.alterarDadosPessoais],
};

describe('isAllowed', () => {
  it('allows whatever requires nothing, even without permissions', () => {
    expect(isAllowed(null, undefined)).toBe(true);
    expect(isAllowed(undefined, null)).toBe(true);
    expect(isAllowed([], '')).toBe(true);
    expect(isAllowed([], [])).toBe(true);
  });

  it('checks a single permission against a flat list', () => {
    expect(isAllowed([TELA.meuPlano], TELA.meuPlano)).toBe(true);
    expect(isAllowed([TELA.meuPlano], TELA.informeIr)).toBe(false);
    expect(isAllowed([], TELA.meuPlano)).toBe(false);
  });

  it('denies a required permission when the user has none', () => {
    expect(isAllowed(null, TELA.meuPlano)).toBe(false);
    expect(isAllowed(undefined, [TELA.meuPlano])).toBe(false);
  });

  it('looks in tela, menu and funcao of a permissionamento', () => {
    expect(isAllowed(permissionamento, TELA.cartaoVirtual)).toBe(true);
    expect(isAllowed(permissionamento, MENU.meuPlano)).toBe(true);
    expect(isAllowed(permissionamento, FUNCAO.alterarDadosPessoais)).toBe(true);
    expect(isAllowed(permissionamento, MENU.cartaoVirtual)).toBe(false);
    expect(isAllowed(permissionamento, FUNCAO.cancelarContrato)).toBe(false);
    expect(isAllowed({ tela: [], menu: [], funcao: [] }, TELA.meuPlano)).toBe(false);
  });

  it('counts only the first of several required permissions (spec §6)', () => {
    expect(isAllowed([TELA.meuPlano], [TELA.meuPlano, TELA.informeIr])).toBe(true);
    expect(isAllowed([TELA.informeIr], [TELA.meuPlano, TELA.informeIr])).toBe(false);
  });

  it('matches exactly, not by prefix or case', () => {
    expect(isAllowed(['tela-meu'], TELA.meuPlano)).toBe(false);
    expect(isAllowed([TELA.meuPlano.toUpperCase()], TELA.meuPlano)).toBe(false);
  });
});

describe('permission catalogues', () => {
  it('has distinct strings with the spec prefixes', () => {
    const all = [...ALL_TELA, ...ALL_MENU, ...ALL_FUNCAO];
    expect(new Set(all).size).toBe(all.length);
    expect(ALL_TELA.every((p) => p.startsWith('tela-'))).toBe(true);
    expect(ALL_MENU.every((p) => p.startsWith('menu-'))).toBe(true);
    expect(ALL_FUNCAO.every((p) => p.startsWith('funcao-'))).toBe(true);
  });

  it('keeps the financial sets inside the catalogues', () => {
    expect(FINANCIAL_TELA.every((p) => ALL_TELA.includes(p))).toBe(true);
    expect(FINANCIAL_MENU.every((p) => ALL_MENU.includes(p))).toBe(true);
    expect(FINANCIAL_TELA).toContain(TELA.situacaoFinanceira);
    expect(FINANCIAL_TELA).not.toContain(TELA.meuPlano);
  });
});
