// The operator parameters the server reads against the catalogue (packages/domain parametros-catalogo.ts):
// every name a reader asks the table for has an entry (kind, rule, who may read it), and every entry is read.
import { describe, expect, it } from 'vitest';
import { NOMES_PARAMETROS } from '@portal/domain/contract/shell/parametros-catalogo';
import { PARAMETROS_PUBLICOS, PARAMETROS_RESTRITOS } from '@portal/domain/contract/shell/parametros';
import { PARAMETROS_AGENDAMENTO } from '../db/schema/agendamento.js';
import { LIMITES_DIARIOS } from '../db/schema/envios-diarios.js';
import { PARAMETROS_COBRANCA, PARAMETROS_MANUTENCAO, PARAMETROS_PA_VIRTUAL } from '../db/schema/operator.js';
import { PARAMETROS_REEMBOLSO } from '../db/schema/reembolso.js';
import { PARAMETRO_MAXIMO_ARQUIVOS_AUTORIZACAO } from '../db/schema/saude.js';
import { LEITORES_IGUAIS_AO_CATALOGO, PARAMETROS_OPERADORA, visivelPara } from './parametros-operadora.js';

describe('the parameters the server reads', () => {
  it('are exactly the catalogue’s names', () => {
    const lidos = [
      ...PARAMETROS_PUBLICOS,
      ...PARAMETROS_RESTRITOS,
      ...PARAMETROS_COBRANCA,
      ...PARAMETROS_PA_VIRTUAL,
      ...Object.keys(PARAMETROS_REEMBOLSO),
      ...Object.keys(PARAMETROS_AGENDAMENTO),
      PARAMETRO_MAXIMO_ARQUIVOS_AUTORIZACAO.nome,
      ...Object.values(LIMITES_DIARIOS).map((l) => l.parametro),
      ...PARAMETROS_MANUTENCAO,
    ];
    expect(new Set(lidos).size).toBe(lidos.length);
    expect([...lidos].sort()).toEqual([...NOMES_PARAMETROS].sort());
    expect(LEITORES_IGUAIS_AO_CATALOGO).toBe(true);
  });
});

describe('the daily filing limits', () => {
  it('the parameters are the server’s alone, whole numbers from 1 to 1000', () => {
    for (const { parametro } of Object.values(LIMITES_DIARIOS)) {
      expect(visivelPara(parametro, 'membros')).toBe(false);
      expect(PARAMETROS_OPERADORA[parametro].regra('30')).toBeNull();
      for (const wrong of ['0', '1001', 'dez', '2.5'])
        expect(PARAMETROS_OPERADORA[parametro].regra(wrong)).not.toBeNull();
    }
  });
});
