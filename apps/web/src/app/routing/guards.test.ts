import { describe, expect, it } from 'vitest';
import { ALL_MENU, ALL_TELA, TELA } from '@portal/domain';
import type { Usuario } from '@portal/domain/contract/auth/usuario';
import { afterLoginTarget, decideGuard, isInternalApp, routeToRemember } from './guards';
import { ROUTES } from '@portal/domain';

const user = (overrides: Partial<Usuario> = {}): Usuario => ({
  nomeCompleto: 'Maria Aparecida Souza',
  nomeSocial: null,
  imagem: null,
  nrCpf: '39053344705',
  credenciaisNaoExpiradas: true,
  aceiteTermosPendente: false,
  permissionamento: { tela: [...ALL_TELA], menu: [...ALL_MENU], funcao: [] },
  ...overrides,
});

describe('decideGuard (spec §2)', () => {
  it('sends a signed-out member on a private route to login, unknown paths included', () => {
    expect(decideGuard({ routeId: 'meuPlano', authenticated: false, user: null }).kind).toBe('login');
    expect(decideGuard({ routeId: undefined, authenticated: false, user: null }).kind).toBe('login');
  });

  it('lets anyone see public routes; a signed-in member leaves those that do not keep public access', () => {
    expect(decideGuard({ routeId: 'login', authenticated: false, user: null }).kind).toBe('render');
    expect(decideGuard({ routeId: 'login', authenticated: true, user: user() }).kind).toBe('after-login');
    expect(decideGuard({ routeId: 'cadastro', authenticated: true, user: user() }).kind).toBe('home');
    expect(decideGuard({ routeId: 'termosDeUso', authenticated: true, user: user() }).kind).toBe('render');
  });

  it('waits for the member, then checks expired credentials before permissions', () => {
    expect(decideGuard({ routeId: 'home', authenticated: true, user: null }).kind).toBe('wait');
    const expired = user({
      credenciaisNaoExpiradas: false,
      permissionamento: { tela: [], menu: [], funcao: [] },
    });
    expect(decideGuard({ routeId: 'contatos', authenticated: true, user: expired }).kind).toBe(
      'expired-password',
    );
    expect(decideGuard({ routeId: 'senhaExpirada', authenticated: true, user: expired }).kind).toBe('render');
  });

  it('sends a member without the tela permission to the notice, which is always allowed', () => {
    const semFinanceiro = user({
      permissionamento: { tela: ALL_TELA.filter((t) => t !== TELA.situacaoFinanceira), menu: [], funcao: [] },
    });
    expect(
      decideGuard({ routeId: 'situacaoFinanceira', authenticated: true, user: semFinanceiro }).kind,
    ).toBe('no-permission');
    expect(decideGuard({ routeId: 'avisoPermissao', authenticated: true, user: semFinanceiro }).kind).toBe(
      'render',
    );
    expect(decideGuard({ routeId: 'home', authenticated: true, user: semFinanceiro }).kind).toBe('render');
  });
});

describe('remembered route', () => {
  it('keeps the query string without the token', () => {
    expect(routeToRemember('/meu-plano/12', '?token=abc&acessoInternoApp=true')).toBe(
      '/meu-plano/12?acessoInternoApp=true',
    );
    expect(routeToRemember('/contatos', '?token=abc')).toBe('/contatos');
  });

  it('is restored only when private, else home', () => {
    expect(afterLoginTarget('/situacao-financeira?x=1')).toBe('/situacao-financeira?x=1');
    expect(afterLoginTarget('/cadastro')).toBe('/');
    expect(afterLoginTarget(null)).toBe('/');
    expect(afterLoginTarget('//evil.example/x')).toBe('/');
    expect(afterLoginTarget('https://evil.example/')).toBe('/');
  });
});

describe('isInternalApp', () => {
  it('needs acessoInternoApp=true on a route that allows app access', () => {
    expect(isInternalApp(ROUTES.faixaEtaria, '?acessoInternoApp=true', null)).toBe(true);
    expect(isInternalApp(ROUTES.faixaEtaria, '', { acessoInternoApp: 'true' })).toBe(true);
    expect(isInternalApp(ROUTES.faixaEtaria, '?acessoInternoApp=false', null)).toBe(false);
    expect(isInternalApp(ROUTES.meuPlano, '?acessoInternoApp=true', null)).toBe(false);
  });
});
