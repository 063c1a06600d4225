import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { enderecoEndpoints } from '@portal/domain/contract/meus-dados/endereco';
import { chamar } from '../../test/contrato.js';
import { withDemo, type TestHarness } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';
import { consultarCep, type FetchLike } from './endereco.service.js';

const demo = withDemo();
let h: TestHarness;
let maria: TestAgent;
beforeAll(async () => {
  h = demo.h;
  maria = await demo.as('maria');
});

describe('GET /api/endereco?cep', () => {
  it('fills the whole address from a street CEP of the shipped table', async () => {
    const response = await chamar(maria, enderecoEndpoints.cep, { query: { cep: '13025-001' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      cep: '13025-001',
      logradouro: 'Rua Coronel Quirino',
      complemento: '',
      bairro: 'Cambuí',
      cidade: 'Campinas',
      uf: 'SP',
    });
  });

  it('names the city from its CEP range and the state from the state range', async () => {
    const city = await chamar(maria, enderecoEndpoints.cep, { query: { cep: '13091-999' } });
    expect(city.json()).toMatchObject({ cidade: 'Campinas', uf: 'SP', logradouro: '' });
    const state = await chamar(maria, enderecoEndpoints.cep, { query: { cep: '88015-600' } });
    expect(state.json()).toMatchObject({ cidade: '', uf: 'SC' });
  });

  it("answers 'CEP inválido' for a malformed or unknown CEP", async () => {
    const malformed = await chamar(maria, enderecoEndpoints.cep, { query: { cep: '1302500' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      mensagem: MESSAGES.invalidCep,
      campos: { cep: MESSAGES.invalidCep },
    });
    const unknown = await chamar(maria, enderecoEndpoints.cep, { query: { cep: '00000-000' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ mensagem: MESSAGES.invalidCep });
  });

  it('needs a session', async () => {
    const anonymous = new TestAgent(h.app);
    const response = await chamar(anonymous, enderecoEndpoints.cep, { query: { cep: '13025-001' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('external CEP lookup adapter', () => {
  const viaCep: FetchLike = (url) =>
    Promise.resolve({
      ok: true,
      json: () =>
        Promise.resolve(
          url.includes('13084000')
            ? {
                cep: '13084-000',
                logradouro: 'Rua Exemplo',
                complemento: '',
                bairro: 'Barão Geraldo',
                localidade: 'Campinas',
                uf: 'SP',
              }
            : { erro: true },
        ),
    });

  it('is asked only after the shipped table, and falls back to the ranges when it finds nothing', async () => {
    const calls: string[] = [];
    const fetch: FetchLike = (url, init) => {
      calls.push(url);
      return viaCep(url, init);
    };
    const external = { url: 'https://cep.example/ws/{cep}/json/', fetch };
    const known = await consultarCep({ db: h.database.db, cep: '13025-001', external });
    expect(known.logradouro).toBe('Rua Coronel Quirino');
    expect(calls).toEqual([]);

    const remote = await consultarCep({ db: h.database.db, cep: '13084-000', external });
    expect(remote).toMatchObject({ logradouro: 'Rua Exemplo', bairro: 'Barão Geraldo', cidade: 'Campinas' });
    expect(calls).toEqual(['https://cep.example/ws/13084000/json/']);

    const missing = await consultarCep({ db: h.database.db, cep: '13099-000', external });
    expect(missing).toMatchObject({ logradouro: '', cidade: 'Campinas', uf: 'SP' });
  });

  it('survives a failing service', async () => {
    const external = { url: 'https://cep.example/{cep}', fetch: () => Promise.reject(new Error('offline')) };
    const result = await consultarCep({ db: h.database.db, cep: '30140-000', external });
    expect(result).toMatchObject({ cidade: 'Belo Horizonte', uf: 'MG' });
  });
});

describe('GET /api/endereco/estado and /cidade', () => {
  it('lists the 27 states', async () => {
    const response = await chamar(maria, enderecoEndpoints.estados, { query: { pais: 'Brasil' } });
    expect(response.statusCode).toBe(200);
    const estados = response.json<{ sigla: string; nome: string }[]>();
    expect(estados).toHaveLength(27);
    expect(estados).toContainEqual({ sigla: 'SP', nome: 'São Paulo' });
  });

  it('finds cities of a state by name, accents ignored', async () => {
    const response = await chamar(maria, enderecoEndpoints.cidades, {
      query: { pais: 'Brasil', uf: 'SP', cidade: 'sumare' },
    });
    expect(response.json()).toEqual([{ nome: 'Sumaré', uf: 'SP' }]);
    const all = await chamar(maria, enderecoEndpoints.cidades, { query: { uf: 'MG' } });
    expect(all.json<{ nome: string }[]>().map((c) => c.nome)).toEqual([
      'Belo Horizonte',
      'Poços de Caldas',
      'Uberlândia',
    ]);
  });

  it('refuses an unknown state', async () => {
    const response = await chamar(maria, enderecoEndpoints.cidades, { query: { uf: 'XX' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ mensagem: 'UF inválido' });
  });
});
