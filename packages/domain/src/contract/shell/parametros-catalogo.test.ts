// The parameter catalogue: every entry complete, who may read each tied to the web's lists, and each rule's
// Portuguese reason for a refused value (the console shows it, the ERP's API answers with it).
import { describe, expect, it } from 'vitest';
import {
  AREAS_PARAMETROS,
  CATALOGO_PARAMETROS,
  motivoRecusa,
  NOMES_PARAMETROS,
  visivelPara,
} from './parametros-catalogo.js';
import { PARAMETROS_PUBLICOS, PARAMETROS_RESTRITOS } from './parametros-nomes.js';

describe('the parameter catalogue', () => {
  it('every entry has an area, a kind and a description; integers carry their bounds', () => {
    for (const nome of NOMES_PARAMETROS) {
      const e = CATALOGO_PARAMETROS[nome];
      expect(Object.keys(AREAS_PARAMETROS)).toContain(e.area);
      expect(e.descricao.length).toBeGreaterThan(10);
      if (e.tipo === 'inteiro' || e.tipo === 'centavos') {
        expect(e.minimo, nome).toBeTypeOf('number');
        expect(e.regra(String(e.minimo)), nome).toBeNull();
        expect(e.regra(String(e.maximo)), nome).toBeNull();
        expect(e.regra(String(e.maximo! + 1)), nome).toMatch(/^Informe um número inteiro de \d+ a \d+\.$/);
      }
    }
  });

  it('members read exactly the web’s lists: public before login, restricted once signed in', () => {
    const publicos = NOMES_PARAMETROS.filter((n) => visivelPara(n, 'publico'));
    const membros = NOMES_PARAMETROS.filter((n) => visivelPara(n, 'membros'));
    expect(publicos.sort()).toEqual([...PARAMETROS_PUBLICOS].sort());
    expect(membros.sort()).toEqual([...PARAMETROS_PUBLICOS, ...PARAMETROS_RESTRITOS].sort());
    expect(visivelPara('PIX_CHAVE', 'membros')).toBe(false);
    expect(visivelPara('NAO_EXISTE', 'membros')).toBe(false);
  });

  it.each([
    ['TAMANHO_MAXIMO_ARQUIVO_MB', '51', 'Informe um número inteiro de 1 a 50.'],
    ['URL_GUIA_MEDICO', 'http://guia.example', 'Informe um endereço https:// válido.'],
    ['URL_CONSULTA_CEP', 'https://cep.example/ws', 'Informe um endereço https:// com {cep} no lugar do CEP.'],
    ['CNPJ_OPERADORA', '11222333000180', 'Informe um CNPJ válido (14 dígitos).'],
    ['EM_MANUTENCAO', 'sim', 'Informe true ou false.'],
    ['MANUTENCAO_INICIO', '2026-13-01T10:00-03:00', 'Informe data e hora válidas.'],
    ['NOME_ABREVIADO', ' ', 'Informe um texto de 1 a 60 caracteres, sem caracteres de controle.'],
    ['CAPTCHA_PROVEDOR', 'turnstile', 'Este parâmetro vem da configuração do servidor.'],
    ['DIAS_VENCIMENTO_DEBITO', '5,30', 'Informe dias de vencimento de 1 a 28 separados por vírgula.'],
    ['NAO_EXISTE', 'x', 'Parâmetro desconhecido.'],
  ])('%s refuses %j with its reason', (nome, valor, motivo) => {
    expect(motivoRecusa(nome, valor)).toBe(motivo);
  });

  it.each([
    ['TAMANHO_MAXIMO_ARQUIVO_MB', '10'],
    ['URL_CONSULTA_CEP', 'https://viacep.com.br/ws/{cep}/json/'],
    ['CNPJ_OPERADORA', '11222333000181'],
    ['EM_MANUTENCAO', 'false'],
    ['MANUTENCAO_FIM', '2026-12-01T18:30:00.000Z'],
    ['MANUTENCAO_INICIO', '2026-12-01T15:30-03:00'],
    ['REEMBOLSO_ARQUIVOS_NOTAS_FISCAIS', '1,5'],
    ['PA_VIRTUAL_PRODUTOS', '123.456/12-3,654.321/21-0'],
  ])('%s accepts %j', (nome, valor) => {
    expect(motivoRecusa(nome, valor)).toBeNull();
  });
});
