import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import type { ConstantesReembolso } from '@portal/domain/contract/financeiro/reembolso';
import {
  campoDoFormulario,
  dadosReembolso,
  NOVA_CONTA,
  reembolsoDefaults,
  type ReembolsoFormValues,
} from './reembolso-form';
import { reembolsoFormSchema } from './reembolso-form-schema';

const HOJE = { year: 2026, month: 11, day: 24 };
const BB = {
  codigo: '001',
  nome: 'Banco do Brasil',
  mascaraDVAgencia: '9999-X',
  tamanhoMinimoAgencia: 5,
  mascaraDVConta: '99999999-X',
  tamanhoMinimoContaCorrente: 2,
};
const CONSTANTES: ConstantesReembolso = {
  tiposAtendimento: [{ valor: 'CONSULTA', nome: 'Consulta' }],
  motivos: [{ valor: 'URGENCIA', nome: 'Urgência' }],
  prazoMaximoMeses: 12,
  valorMinimoCentavos: 1,
  valorMaximoCentavos: 5_000_000,
  grupos: [
    { grupo: 'notaFiscais', titulo: 'Notas', minimo: 1, maximo: 5 },
    { grupo: 'boletinsAtendimento', titulo: 'Boletins', minimo: 0, maximo: 3 },
    { grupo: 'contasHospitalar', titulo: 'Contas', minimo: 0, maximo: 3 },
    { grupo: 'senhasAutorizacoes', titulo: 'Senhas', minimo: 0, maximo: 3 },
  ],
  prazoRespostaDiasUteis: 7,
  bancos: [BB],
};

const VALIDO: ReembolsoFormValues = {
  dataAtendimento: '10/11/2026',
  valorAtendimento: 'R$ 350,00',
  tipoAtendimento: 'CONSULTA',
  motivoReembolso: 'URGENCIA',
  localAtendimento: 'Clínica Boa Saúde',
  uf: 'SP',
  cidade: 'São Paulo',
  cnpjCpf: '11.222.333/0001-81',
  contaBancaria: {
    escolha: NOVA_CONTA,
    nomeTitularContaCorrente: 'Maria da Silva',
    dataNascimento: '01/02/1980',
    cnpjCpf: '529.982.247-25',
    banco: '001',
    agencia: '1234',
    dvAgencia: '3',
    conta: '00012345',
    dvConta: '5',
  },
};

async function erros(values: ReembolsoFormValues): Promise<Record<string, string>> {
  const result = await reembolsoFormSchema(CONSTANTES, HOJE)['~standard'].validate(values);
  const out: Record<string, string> = {};
  for (const issue of result.issues ?? []) out[(issue.path ?? []).map(String).join('.')] = issue.message;
  return out;
}

describe('reembolsoFormSchema', () => {
  it('accepts a complete request', async () => {
    // Banco do Brasil agency 1234 has DV 3 and account 00012345 has DV 5.
    expect(await erros(VALIDO)).toEqual({});
  });

  it('says Campo obrigatório for every empty field and asks to choose an account when some are offered', async () => {
    const result = await erros(reembolsoDefaults(1));
    expect(result).toMatchObject({
      dataAtendimento: MESSAGES.required,
      valorAtendimento: MESSAGES.required,
      tipoAtendimento: MESSAGES.required,
      cnpjCpf: MESSAGES.required,
      'contaBancaria.escolha': MESSAGES.required,
    });
  });

  it('refuses a wrong CNPJ with the spec message', async () => {
    const result = await erros({ ...VALIDO, cnpjCpf: '11.222.333/0001-80' });
    expect(result.cnpjCpf).toBe('Cpf/Cnpj inválido');
  });

  it('refuses a zero or too large value with Valor inválido', async () => {
    expect((await erros({ ...VALIDO, valorAtendimento: 'R$ 0,00' })).valorAtendimento).toBe('Valor inválido');
    expect((await erros({ ...VALIDO, valorAtendimento: 'R$ 50.000,01' })).valorAtendimento).toBe(
      'Valor inválido',
    );
  });

  it('checks the agency and the account with the bank rules (Banco do Brasil DVs)', async () => {
    const agencia = await erros({ ...VALIDO, contaBancaria: { ...VALIDO.contaBancaria, dvAgencia: '4' } });
    expect(agencia).toEqual({ 'contaBancaria.agencia': 'Agência inválido' });
    const conta = await erros({ ...VALIDO, contaBancaria: { ...VALIDO.contaBancaria, dvConta: '6' } });
    expect(conta).toEqual({ 'contaBancaria.conta': 'Conta inválido' });
  });

  it('refuses digits in the holder name', async () => {
    const result = await erros({
      ...VALIDO,
      contaBancaria: { ...VALIDO.contaBancaria, nomeTitularContaCorrente: 'Maria 2' },
    });
    expect(result['contaBancaria.nomeTitularContaCorrente']).toBe('Nome do titular inválido');
  });

  it('needs no bank fields when an earlier account is reused', async () => {
    const result = await erros({
      ...VALIDO,
      contaBancaria: { ...reembolsoDefaults(1).contaBancaria, escolha: '20261101000000000001' },
    });
    expect(Object.keys(result).filter((k) => k.startsWith('contaBancaria'))).toEqual([]);
  });
});

describe('dadosReembolso', () => {
  it('sends cents, the key and the new account as the contract names it', () => {
    const dados = dadosReembolso(VALIDO, 'chave', '0001');
    expect(dados).toMatchObject({
      chaveIdempotencia: 'chave',
      carteira: '0001',
      valorAtendimentoCentavos: 35_000,
      dataAtendimento: '10/11/2026',
      contaBancaria: { tipo: 'NOVA', banco: '001', agencia: '1234', dvAgencia: '3' },
    });
  });

  it('reuses an earlier account by its protocol only', () => {
    const values = { ...VALIDO, contaBancaria: { ...VALIDO.contaBancaria, escolha: '123' } };
    expect(dadosReembolso(values, 'k', 'c').contaBancaria).toEqual({
      tipo: 'REUTILIZAR',
      protocoloOrigem: '123',
    });
  });

  it('names server fields as the form does', () => {
    expect(campoDoFormulario('valorAtendimentoCentavos')).toBe('valorAtendimento');
    expect(campoDoFormulario('contaBancaria.protocoloOrigem')).toBe('contaBancaria.escolha');
    expect(campoDoFormulario('cnpjCpf')).toBe('cnpjCpf');
  });
});
