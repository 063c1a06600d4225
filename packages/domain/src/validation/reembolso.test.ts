import { describe, expect, it } from 'vitest';
import type { DadosReembolso } from '../contract/financeiro/reembolso.js';
import { dataAtendimentoErro, reembolsoCamposErros, type LimitesReembolso } from './reembolso.js';

const HOJE = { year: 2026, month: 11, day: 24 };
const LIMITES: LimitesReembolso = {
  tiposAtendimento: [{ valor: 'CONSULTA', nome: 'Consulta' }],
  motivos: [{ valor: 'FORA_DA_REDE', nome: 'Fora da rede' }],
  prazoMaximoMeses: 12,
  valorMinimoCentavos: 1,
  valorMaximoCentavos: 5_000_000,
  bancos: [
    {
      codigo: '001',
      nome: 'Banco do Brasil',
      mascaraDVAgencia: '9999-X',
      tamanhoMinimoAgencia: 5,
      mascaraDVConta: '99999999-X',
      tamanhoMinimoContaCorrente: 6,
    },
  ],
};
const VALIDOS: DadosReembolso = {
  chaveIdempotencia: '4a7e1c2e-8d6f-4b4c-9a55-0c0f3f0e9b11',
  carteira: '1',
  dataAtendimento: '10/11/2026',
  valorAtendimentoCentavos: 25_000,
  tipoAtendimento: 'CONSULTA',
  motivoReembolso: 'FORA_DA_REDE',
  localAtendimento: 'Clínica Bem Estar',
  uf: 'SP',
  cidade: 'Campinas',
  cnpjCpf: '11.222.333/0001-81',
  contaBancaria: {
    tipo: 'NOVA',
    nomeTitularContaCorrente: 'Maria Aparecida Souza',
    dataNascimento: '12/03/1980',
    cnpjCpf: '390.533.447-05',
    banco: '001',
    agencia: '1234',
    dvAgencia: '3',
    conta: '00045678',
    dvConta: '0',
  },
};
const conta = (campos: Partial<Extract<DadosReembolso['contaBancaria'], { tipo: 'NOVA' }>>) => ({
  ...VALIDOS,
  contaBancaria: {
    ...(VALIDOS.contaBancaria as Extract<DadosReembolso['contaBancaria'], { tipo: 'NOVA' }>),
    ...campos,
  },
});

describe('reembolsoCamposErros (the rules the form and the server share)', () => {
  it('accepts a complete request', () => {
    expect(reembolsoCamposErros(VALIDOS, LIMITES, HOJE)).toEqual({});
  });

  it('names each failing field with the spec message', () => {
    const erros = reembolsoCamposErros(
      {
        ...VALIDOS,
        dataAtendimento: '25/11/2026',
        valorAtendimentoCentavos: 0,
        tipoAtendimento: 'OUTRO',
        motivoReembolso: '',
        localAtendimento: 'x'.repeat(256),
        uf: 'XX',
        cidade: ' ',
        cnpjCpf: '11.222.333/0001-82',
      },
      LIMITES,
      HOJE,
    );
    expect(erros).toEqual({
      dataAtendimento: 'Data inválida',
      valorAtendimentoCentavos: 'Valor inválido',
      tipoAtendimento: 'Tipo de atendimento inválido',
      motivoReembolso: 'Campo obrigatório',
      localAtendimento: 'Local de atendimento inválido',
      uf: 'UF inválido',
      cidade: 'Campo obrigatório',
      cnpjCpf: 'Cpf/Cnpj inválido',
    });
  });

  it('checks new bank data against the chosen bank; a reused account is the server’s to check', () => {
    expect(
      reembolsoCamposErros(
        conta({ nomeTitularContaCorrente: 'Maria 2', agencia: '1234', dvAgencia: '4' }),
        LIMITES,
        HOJE,
      ),
    ).toEqual({
      'contaBancaria.nomeTitularContaCorrente': 'Nome do titular inválido',
      'contaBancaria.agencia': 'Agência inválido',
    });
    expect(reembolsoCamposErros(conta({ banco: '999' }), LIMITES, HOJE)).toEqual({
      'contaBancaria.banco': 'Banco inválido',
    });
    expect(
      reembolsoCamposErros(
        { ...VALIDOS, contaBancaria: { tipo: 'REUTILIZAR', protocoloOrigem: 'x' } },
        LIMITES,
        HOJE,
      ),
    ).toEqual({});
  });

  it('refuses a future or unreal service day and one older than the deadline', () => {
    expect(dataAtendimentoErro('25/11/2026', HOJE, 12)).toBe('Data inválida');
    expect(dataAtendimentoErro('31/02/2026', HOJE, 12)).toBe('Data inválida');
    expect(dataAtendimentoErro('23/11/2025', HOJE, 12)).toBe(
      'A data do atendimento deve ser dos últimos 12 meses.',
    );
    expect(dataAtendimentoErro('24/11/2025', HOJE, 12)).toBeNull();
    expect(dataAtendimentoErro('2026-11-24', HOJE, 12)).toBeNull();
  });
});
