import { describe, expect, it } from 'vitest';
import { formatDistancia } from '../components/guia-medico-local';
import { caminhoAlteracoes, caminhoPrestador, idDoPrestador } from '../components/guia-medico-caminhos';
import {
  GUIA_TEXTS,
  buscaDoEndereco,
  enderecoDoFormulario,
  errosDoFormulario,
  formularioDoEndereco,
} from './guia-medico-page';

describe('the Guia Médico search in the address (issue 40)', () => {
  it('is no search without a product', () => {
    expect(buscaDoEndereco(new URLSearchParams('termo=pediatra&cep=13025001'))).toBeNull();
  });

  it('round-trips the form through the address, with only the chosen place and the filters set', () => {
    const form = {
      ...formularioDoEndereco(new URLSearchParams()),
      termo: ' Pediatria ',
      servico: 'PEDIATRIA',
      cep: '13025-001',
      cidade: 'Campinas',
      prontoSocorro24h: true,
      acessibilidade: ['LIBRAS', 'VAGA_PCD'],
    };
    const params = enderecoDoFormulario('487.654/21-3', form);
    // The CEP's place, not the city typed in the other tab; no empty or false parameter.
    expect(Object.fromEntries(params)).toEqual({
      produto: '487.654/21-3',
      termo: 'Pediatria',
      servico: 'PEDIATRIA',
      cep: '13025001',
      prontoSocorro24h: 'true',
      acessibilidade: 'LIBRAS,VAGA_PCD',
    });
    expect(buscaDoEndereco(params)).toEqual(Object.fromEntries(params));
    const lido = formularioDoEndereco(params);
    expect(lido).toMatchObject({ onde: 'cep', cep: '13025-001', termo: 'Pediatria', prontoSocorro24h: true });
    expect(lido.acessibilidade).toEqual(['LIBRAS', 'VAGA_PCD']);
  });

  it('sends the position for "Perto de mim" and the city with its state', () => {
    const base = formularioDoEndereco(new URLSearchParams());
    const perto = enderecoDoFormulario('P', {
      ...base,
      onde: 'perto',
      latitude: '-22.9',
      longitude: '-47.06',
    });
    expect(Object.fromEntries(perto)).toEqual({ produto: 'P', latitude: '-22.9', longitude: '-47.06' });
    expect(formularioDoEndereco(perto).onde).toBe('perto');
    const cidade = enderecoDoFormulario('P', { ...base, onde: 'cidade', uf: 'SP', cidade: 'Campinas' });
    expect(Object.fromEntries(cidade)).toEqual({ produto: 'P', uf: 'SP', cidade: 'Campinas' });
  });

  it('refuses a short CEP before asking the server', () => {
    const base = formularioDoEndereco(new URLSearchParams());
    expect(errosDoFormulario({ ...base, cep: '1302' })).toEqual({ cep: GUIA_TEXTS.cepInvalido });
    expect(errosDoFormulario({ ...base, cep: '' })).toEqual({});
    expect(errosDoFormulario({ ...base, cep: '13025-001' })).toEqual({});
  });
});

describe("the guide's addresses and distances", () => {
  it('reads a provider from its segment, and nothing else', () => {
    expect(caminhoPrestador(12)).toBe('/guia-medico/prestador-12');
    expect(caminhoAlteracoes()).toBe('/guia-medico/alteracoes');
    expect(idDoPrestador('prestador-12')).toBe(12);
    for (const outro of ['prestador-', 'prestador-x', 'prestador-0', 'prestador-1.5', '12', 'alteracao'])
      expect(idDoPrestador(outro), outro).toBe(0);
  });

  it('says metres under a kilometre, then kilometres', () => {
    expect(formatDistancia(0)).toBe('0 m');
    expect(formatDistancia(847)).toBe('850 m');
    expect(formatDistancia(1234)).toBe('1,2 km');
    expect(formatDistancia(12_345)).toBe('12 km');
  });
});
