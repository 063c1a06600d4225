// The operator parameters' catalogue: who may read each, and the rule its value must follow.
import { describe, expect, it } from 'vitest';
import { LIMITES_DIARIOS } from '../db/schema/envios-diarios.js';
import { PARAMETROS_OPERADORA, visivelPara } from './parametros-operadora.js';

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
