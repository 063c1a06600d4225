import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleEquipeCalls, consoleSessaoCalls } from '@portal/domain/contract/calls/console/equipe';
import { consoleMarcaCalls } from '@portal/domain/contract/calls/console/marca';
import {
  CONSOLE_CSRF_COOKIE,
  CONSOLE_CSRF_HEADER,
  CONSOLE_PREFIX,
} from '@portal/domain/contract/console/acesso';
import { chamar, ErroConsole, setAoNaoAutenticado } from './cliente';

interface Pedido {
  url: string;
  init: RequestInit;
}

let pedidos: Pedido[];
let respostas: Array<() => Response>;
const documento = { cookie: '' };

const json = (status: number, corpo: unknown, cookie?: string) => () => {
  if (cookie) documento.cookie = `${CONSOLE_CSRF_COOKIE}=${cookie}`;
  if (status === 204) return new Response(null, { status });
  return new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });
};

beforeEach(() => {
  pedidos = [];
  respostas = [];
  documento.cookie = `${CONSOLE_CSRF_COOKIE}=t1`;
  vi.stubGlobal('document', documento);
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    pedidos.push({ url, init });
    const proxima = respostas.shift();
    if (!proxima) throw new Error('nenhuma resposta preparada');
    return Promise.resolve(proxima());
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAoNaoAutenticado(() => {});
});

const cabecalhos = (pedido: Pedido | undefined) => new Headers(pedido?.init.headers);

describe('the console API client', () => {
  it('calls under /console/api with the console CSRF header on writes, the body as JSON', async () => {
    respostas.push(json(201, { ok: true }));
    await chamar(consoleEquipeCalls.convidar, {
      body: { nome: 'Ana', email: 'a@b.co', papeis: ['conteudo'] },
    });
    expect(pedidos[0]?.url).toBe(`${CONSOLE_PREFIX}${consoleEquipeCalls.convidar.path}`);
    expect(cabecalhos(pedidos[0]).get(CONSOLE_CSRF_HEADER)).toBe('t1');
    expect(cabecalhos(pedidos[0]).get('content-type')).toBe('application/json');
    expect(JSON.parse(pedidos[0]?.init.body as string)).toEqual({
      nome: 'Ana',
      email: 'a@b.co',
      papeis: ['conteudo'],
    });
  });

  it('sends no CSRF header on a read, and the query without empty values', async () => {
    respostas.push(json(200, { itens: [] }));
    await chamar(consoleEquipeCalls.auditoria, { query: { pagina: 2, acao: undefined } });
    expect(pedidos[0]?.url).toBe(`${CONSOLE_PREFIX}${consoleEquipeCalls.auditoria.path}?pagina=2`);
    expect(cabecalhos(pedidos[0]).has(CONSOLE_CSRF_HEADER)).toBe(false);
  });

  it("sends a multipart endpoint's FormData as it is", async () => {
    respostas.push(json(200, {}));
    const corpo = new FormData();
    corpo.append('arquivo', new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'logo.svg');
    await chamar(consoleMarcaCalls.enviarLogo, { body: corpo });
    expect(pedidos[0]?.init.body).toBe(corpo);
    expect(cabecalhos(pedidos[0]).has('content-type')).toBe(false);
    expect(cabecalhos(pedidos[0]).get(CONSOLE_CSRF_HEADER)).toBe('t1');
  });

  it('sends a write again, once, when the server refused its CSRF token and set a fresh one', async () => {
    respostas.push(json(403, { mensagem: 'Requisição recusada' }, 't2'), json(204, null));
    await chamar(consoleSessaoCalls.sair);
    expect(pedidos.map((p) => cabecalhos(p).get(CONSOLE_CSRF_HEADER))).toEqual(['t1', 't2']);
  });

  it('does not send again a write refused without a fresh token, and says why in Portuguese', async () => {
    respostas.push(json(403, { mensagem: 'Seu papel na equipe não permite esta ação.' }));
    const erro = await chamar(consoleSessaoCalls.sair).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroConsole);
    expect((erro as ErroConsole).message).toBe('Seu papel na equipe não permite esta ação.');
    expect(pedidos).toHaveLength(1);
  });

  it('hands a 401 to the app (the sign-in screen), unless the caller handles it', async () => {
    const aoNaoAutenticado = vi.fn();
    setAoNaoAutenticado(aoNaoAutenticado);
    respostas.push(json(401, { mensagem: 'Sua sessão no console terminou.' }));
    await expect(chamar(consoleSessaoCalls.eu)).rejects.toMatchObject({ status: 401 });
    expect(aoNaoAutenticado).toHaveBeenCalledTimes(1);
    respostas.push(json(401, { mensagem: 'E-mail ou código inválido.' }));
    await expect(
      chamar(consoleSessaoCalls.entrarTotp, { body: { email: 'a@b.co', codigo: '123456' }, sem401: true }),
    ).rejects.toThrow('E-mail ou código inválido.');
    expect(aoNaoAutenticado).toHaveBeenCalledTimes(1);
  });

  it('says the connection failed when no answer arrives', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(chamar(consoleSessaoCalls.eu)).rejects.toMatchObject({ status: 0 });
  });
});
