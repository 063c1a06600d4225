import { describe, expect, it } from 'vitest';
import { ALL_TELA } from './permissions.js';
import { ROUTES, ROUTE_IDS, matchRoute, routePath, type RouteDef } from './routes.js';

const routes = ROUTE_IDS.map((id) => [id, ROUTES[id] as RouteDef] as const);

describe('routePath', () => {
  it('gives the bare path without a parameter', () => {
    expect(routePath('home')).toBe('/');
    expect(routePath('meuPlano')).toBe('/meu-plano');
    expect(routePath('meuPlano', '')).toBe('/meu-plano');
  });

  it('appends the parameter as one encoded segment', () => {
    expect(routePath('meuPlano', '123')).toBe('/meu-plano/123');
    expect(routePath('meuPlano', 0)).toBe('/meu-plano/0');
    expect(routePath('dadosPessoais', '111.444.777-35')).toBe('/dados-pessoais/111.444.777-35');
    expect(routePath('agendamentoPublico', 'a b/c')).toBe('/servicos/agendamento/a%20b%2Fc');
  });
});

describe('matchRoute', () => {
  it('finds routes by exact path, ignoring a trailing slash', () => {
    expect(matchRoute('/')?.id).toBe('home');
    expect(matchRoute('/login')?.id).toBe('login');
    expect(matchRoute('/meu-plano/')?.id).toBe('meuPlano');
    expect(matchRoute('/meu-plano')?.param).toBeUndefined();
  });

  it('reads the parameter of routes that take one', () => {
    expect(matchRoute('/meu-plano/123')).toMatchObject({ id: 'meuPlano', param: '123' });
    expect(matchRoute('/servicos/agendamento/a%20b%2Fc')).toMatchObject({
      id: 'agendamentoPublico',
      param: 'a b/c',
    });
  });

  it('does not confuse a path with a longer one sharing its prefix', () => {
    expect(matchRoute('/dados-pessoais-v2')?.id).toBe('dadosPessoaisV2');
    expect(matchRoute('/dados-pessoais-v2/11144477735')).toMatchObject({
      id: 'dadosPessoaisV2',
      param: '11144477735',
    });
    expect(matchRoute('/dados-pessoais/11144477735')?.id).toBe('dadosPessoais');
  });

  it('finds nothing for unknown paths, extra segments or a parameter the route does not take', () => {
    expect(matchRoute('/nao-existe')).toBeUndefined();
    expect(matchRoute('/meu-plano/1/2')).toBeUndefined();
    expect(matchRoute('/login/abc')).toBeUndefined();
    expect(matchRoute('/meu-planox')).toBeUndefined();
    expect(matchRoute('')).toBeUndefined();
  });

  it.each(routes)('round-trips %s through routePath', (id, route) => {
    expect(matchRoute(routePath(id))?.id).toBe(id);
    if (route.param) expect(matchRoute(routePath(id, 'x-1'))).toMatchObject({ id, param: 'x-1' });
  });
});

describe('route table', () => {
  it('has unique paths starting with /', () => {
    const paths = routes.map(([, r]) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => p.startsWith('/'))).toBe(true);
  });

  it('gives every route a title and only known tela permissions', () => {
    for (const [, route] of routes) {
      expect(route.title.trim()).not.toBe('');
      if (route.permission) expect(ALL_TELA).toContain(route.permission);
    }
  });

  it('keeps public routes free of permissions and private routes free of public-only flags', () => {
    for (const [, route] of routes) {
      if (route.public) expect(route.permission).toBeUndefined();
      else expect(route.keepsPublicAccess ?? false).toBe(false);
    }
  });

  it('runs the bot-check on login, first access and recovery only', () => {
    expect(routes.filter(([, r]) => r.botCheck).map(([id]) => id)).toEqual([
      'login',
      'cadastro',
      'recuperarSenha',
    ]);
  });
});
