import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_BASE,
  CSRF_COOKIE,
  SERVER_MESSAGES,
  SESSION_REMAINING_HEADER,
  STORAGE_KEYS,
  WEB_ORIGIN_HEADER_VALUE,
} from '@portal/domain';
import { ApiError, apiRequest, buildQueryString, selectErrorText, setApiEventHandlers } from './api-client';

describe('buildQueryString', () => {
  it('skips empty, null and undefined values', () => {
    expect(buildQueryString({ a: '', b: null, c: undefined, d: 'x' })).toBe('?d=x');
  });

  it('repeats the key for arrays, skipping empty items', () => {
    expect(buildQueryString({ nome: ['A', '', 'B', null] })).toBe('?nome=A&nome=B');
  });

  it('keeps zero and false, which are values', () => {
    expect(buildQueryString({ n: 0, f: false })).toBe('?n=0&f=false');
  });

  it('encodes values and answers nothing when nothing is left', () => {
    expect(buildQueryString({ q: 'São Paulo & cia' })).toBe('?q=S%C3%A3o+Paulo+%26+cia');
    expect(buildQueryString({ a: '' })).toBe('');
    expect(buildQueryString(undefined)).toBe('');
  });
});

describe('selectErrorText (spec §8)', () => {
  it('uses mensagem when present', () => {
    expect(
      selectErrorText({
        mensagem: 'CPF ou senha inválidos.',
        mensagemAmigavel: 'outra',
        tipoMensagem: 'ALERTA',
      }),
    ).toBe('CPF ou senha inválidos.');
  });

  it('uses mensagemAmigavel only with a known tipoMensagem', () => {
    expect(selectErrorText({ mensagemAmigavel: 'Nenhum plano.', tipoMensagem: 'ALERTA' })).toBe(
      'Nenhum plano.',
    );
    expect(selectErrorText({ mensagemAmigavel: 'Nenhum plano.', tipoMensagem: 'OUTRO' })).toBe(
      SERVER_MESSAGES.genericError,
    );
    expect(selectErrorText({ mensagemAmigavel: 'Nenhum plano.' })).toBe(SERVER_MESSAGES.genericError);
  });

  it('falls back to the default for blank or missing bodies', () => {
    expect(selectErrorText({ mensagem: '   ' })).toBe(SERVER_MESSAGES.genericError);
    expect(selectErrorText(null)).toBe(SERVER_MESSAGES.genericError);
    expect(selectErrorText('texto solto', 'padrão')).toBe('padrão');
  });
});

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const stored = new Map<string, string>();
  const handlers = { unauthorized: vi.fn(), unexpected: vi.fn() };

  beforeEach(() => {
    stored.clear();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('window', {
      setTimeout: globalThis.setTimeout.bind(globalThis),
      clearTimeout: globalThis.clearTimeout.bind(globalThis),
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => void stored.set(key, value),
        removeItem: (key: string) => void stored.delete(key),
      },
    });
    vi.stubGlobal('document', { cookie: `outro=1; ${CSRF_COOKIE}=abc%3D123` });
    setApiEventHandlers(handlers);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    handlers.unauthorized.mockReset();
    handlers.unexpected.mockReset();
  });

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('sends x-origin on every call and the CSRF cookie only on writes', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true })).mockResolvedValueOnce(json(200, { ok: true }));
    await apiRequest('/usuario', { query: { nome: ['A', 'B'] } });
    await apiRequest('/logout', { method: 'POST' });
    const [getUrl, getInit] = fetchMock.mock.calls[0]!;
    const [, postInit] = fetchMock.mock.calls[1]!;
    expect(getUrl).toBe(`${API_BASE}/usuario?nome=A&nome=B`);
    expect(new Headers(getInit?.headers).get('x-origin')).toBe(WEB_ORIGIN_HEADER_VALUE);
    expect(new Headers(getInit?.headers).has('x-csrf-token')).toBe(false);
    expect(new Headers(postInit?.headers).get('x-csrf-token')).toBe('abc=123');
    expect(getInit?.credentials).toBe('include');
  });

  it('stores the session record after a call', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    const before = Date.now();
    await apiRequest('/usuario');
    const record = JSON.parse(stored.get(STORAGE_KEYS.session) ?? 'null') as { dataExpiracao: number };
    expect(record.dataExpiracao).toBeGreaterThanOrEqual(before + 30 * 60 * 1000);
  });

  it("moves the record by the server's remaining time when the answer carries it (issue 17)", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('{}', { status: 200, headers: { [SESSION_REMAINING_HEADER]: '30000' } }),
    );
    const before = Date.now();
    await apiRequest('/usuario');
    const record = JSON.parse(stored.get(STORAGE_KEYS.session) ?? 'null') as {
      dataExpiracao: number;
      duracao: number;
    };
    expect(record.duracao).toBe(30_000);
    expect(record.dataExpiracao).toBeGreaterThanOrEqual(before + 30_000);
    expect(record.dataExpiracao).toBeLessThan(before + 60_000);
  });

  it('unwraps dados of an enveloped endpoint and throws the envelope error', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { dados: { nome: 'Maria' }, erro: null }));
    await expect(apiRequest('/v3/dados', { envelope: true })).resolves.toEqual({ nome: 'Maria' });
    fetchMock.mockResolvedValueOnce(
      json(400, { dados: null, erro: { mensagem: 'CEP inválido', campos: { cep: 'CEP inválido' } } }),
    );
    const error = await apiRequest('/v3/dados', { method: 'PUT', body: {}, envelope: true }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('CEP inválido');
    expect((error as ApiError).campos).toEqual({ cep: 'CEP inválido' });
  });

  it('reports 401 and 500 to the app unless the call ignores redirects', async () => {
    fetchMock.mockResolvedValue(json(401, { mensagem: 'Sessão expirada. Nova autenticação necessária' }));
    await expect(apiRequest('/usuario')).rejects.toMatchObject({ status: 401 });
    expect(handlers.unauthorized).toHaveBeenCalledOnce();
    await expect(
      apiRequest('/login', { method: 'POST', body: {}, ignoreRedirect: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(handlers.unauthorized).toHaveBeenCalledOnce();
    fetchMock.mockResolvedValue(json(500, { mensagem: 'x' }));
    await expect(apiRequest('/usuario')).rejects.toMatchObject({ status: 500 });
    expect(handlers.unexpected).toHaveBeenCalledOnce();
  });

  it('sends a write once more when the server refused its CSRF token', async () => {
    fetchMock
      .mockResolvedValueOnce(json(403, { mensagem: SERVER_MESSAGES.csrfInvalid }))
      .mockResolvedValueOnce(json(200, { ok: true }));
    await expect(
      apiRequest('/usuario/utilizacao-recurso', { method: 'POST', body: { recurso: 'ACESSO_PORTAL' } }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('turns a network failure into ApiError status 0 with the generic text', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/usuario')).rejects.toMatchObject({
      status: 0,
      message: SERVER_MESSAGES.genericError,
    });
  });
});
