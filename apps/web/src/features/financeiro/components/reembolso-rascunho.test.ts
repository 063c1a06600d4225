import { describe, expect, it } from 'vitest';
import { newUploadItem } from '../../../ui/upload-pipeline';
import { semArquivos } from './reembolso-arquivos';
import { NOVA_CONTA, reembolsoDefaults } from './reembolso-form';
import { juntarConta, separarConta, temConteudo } from './reembolso-rascunho';

describe('separarConta', () => {
  it('keeps every bank field out of what is stored as typed, and puts it back', () => {
    const valores = reembolsoDefaults(0);
    valores.localAtendimento = 'Clínica';
    valores.contaBancaria = {
      ...valores.contaBancaria,
      agencia: '1234',
      conta: '99887766',
      cnpjCpf: '529.982.247-25',
    };
    const { abertos, secreta } = separarConta(valores);
    expect(JSON.stringify(abertos)).not.toMatch(/1234|99887766|529/);
    expect(abertos.contaBancaria).toEqual({ escolha: NOVA_CONTA });
    expect(juntarConta(abertos, secreta)).toEqual(valores);
  });

  it('restores empty bank fields when the sealed part cannot be opened', () => {
    const valores = reembolsoDefaults(0);
    const { abertos } = separarConta({ ...valores, contaBancaria: { ...valores.contaBancaria, conta: '1' } });
    expect(juntarConta(abertos, null)).toEqual(valores);
  });
});

describe('temConteudo', () => {
  const vazio = reembolsoDefaults(0);
  it('is false for the empty form and true once a field or a file is there', () => {
    expect(temConteudo(vazio, semArquivos(), vazio)).toBe(false);
    expect(temConteudo({ ...vazio, cidade: 'X' }, semArquivos(), vazio)).toBe(true);
    const arquivos = semArquivos();
    arquivos.notaFiscais = [newUploadItem(new File(['x'], 'a.pdf'))];
    expect(temConteudo(vazio, arquivos, vazio)).toBe(true);
  });
});
