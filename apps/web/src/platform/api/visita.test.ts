import { afterEach, describe, expect, it, vi } from 'vitest';
import { VISITA_FORMATO, VISITA_HEADER } from '@portal/domain';
import { EARLY_ANSWERS_GLOBAL, EARLY_VISIT_GLOBAL } from '@portal/domain/contract/shell/startup-calls';
import { apiHeaders } from './api-client';
import './visita';

const visita = () => apiHeaders('GET').get(VISITA_HEADER);
const naEntrada = (key: string | undefined) => vi.stubGlobal('history', { state: key ? { key } : null });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the screen visit of every call (issue 37)', () => {
  it('goes on reads and writes alike, in the form the server accepts', () => {
    vi.stubGlobal('document', { cookie: '' }); // a write reads the CSRF cookie
    naEntrada(undefined);
    expect(visita()).toMatch(VISITA_FORMATO);
    expect(apiHeaders('POST').get(VISITA_HEADER)).toBe(visita());
  });

  it('stays while calls come from one history entry, and is new on another (or back on an old one)', () => {
    naEntrada('a');
    const emA = visita();
    expect(visita()).toBe(emA);
    naEntrada('b');
    const emB = visita();
    expect(emB).not.toBe(emA);
    naEntrada('a'); // back
    expect(visita()).not.toBe(emB);
    expect(visita()).not.toBe(emA);
  });
});

describe('the first screen visit, begun by the page (issue 37, contract/shell/route-first-calls.ts)', () => {
  const carregar = async () => {
    vi.resetModules();
    const { apiHeaders: headers } = await import('./api-client');
    await import('./visita');
    return () => headers('GET').get(VISITA_HEADER);
  };

  it("continues the page's visit on the first entry, then drops the early answers nobody took", async () => {
    const respostas: Record<string, unknown> = { '/chamada/a': 1, '/chamada/status': 2 };
    vi.stubGlobal(EARLY_ANSWERS_GLOBAL, respostas);
    vi.stubGlobal(EARLY_VISIT_GLOBAL, { id: 'visita-da-pagina', urls: ['/chamada/a'], path: '/tela' });
    vi.stubGlobal('location', { pathname: '/tela' });
    naEntrada(undefined);
    const atual = await carregar();
    expect(atual()).toBe('visita-da-pagina');
    expect(respostas).toHaveProperty('/chamada/a');
    naEntrada('outra');
    expect(atual()).not.toBe('visita-da-pagina');
    expect(respostas).toEqual({ '/chamada/status': 2 });
  });

  it('starts a visit of its own when the member is no longer on the page the calls were made for', async () => {
    const respostas: Record<string, unknown> = { '/chamada/a': 1 };
    vi.stubGlobal(EARLY_ANSWERS_GLOBAL, respostas);
    vi.stubGlobal(EARLY_VISIT_GLOBAL, { id: 'visita-da-pagina', urls: ['/chamada/a'], path: '/tela' });
    vi.stubGlobal('location', { pathname: '/login' });
    naEntrada(undefined);
    const atual = await carregar();
    expect(atual()).not.toBe('visita-da-pagina');
    expect(respostas).toEqual({});
  });

  it('goes on when the screen replaces its landing entry with its own default (a redirect), not on the next screen', async () => {
    const lida = vi.fn(() => Promise.resolve(new ArrayBuffer(0)));
    const respostas: Record<string, unknown> = {
      '/chamada/a': 1,
      '/chamada/b': Promise.resolve({ arrayBuffer: lida }),
    };
    vi.stubGlobal(EARLY_ANSWERS_GLOBAL, respostas);
    vi.stubGlobal(EARLY_VISIT_GLOBAL, {
      id: 'visita-da-pagina',
      urls: ['/chamada/a', '/chamada/b'],
      path: '/meu-plano',
    });
    const em = (pathname: string, state: { key?: string; idx: number }) => {
      vi.stubGlobal('location', { pathname });
      vi.stubGlobal('history', { state });
    };
    em('/meu-plano', { idx: 0 });
    const atual = await carregar();
    expect(atual()).toBe('visita-da-pagina');
    em('/meu-plano/100001', { key: 'r', idx: 0 }); // replace: same position
    expect(atual()).toBe('visita-da-pagina');
    expect(respostas).toHaveProperty('/chamada/b');
    em('/meu-plano-outro', { key: 's', idx: 1 }); // the member moves on
    expect(atual()).not.toBe('visita-da-pagina');
    expect(respostas).toEqual({});
    await vi.waitFor(() => expect(lida).toHaveBeenCalled()); // the dropped answer's request is read to its end
  });
});
