import { describe, expect, it } from 'vitest';
import { normalizeEstadoCivil } from './dados-pessoais.service.js';

describe('normalizeEstadoCivil', () => {
  it('reads older free text by its stem, in either gender and with or without accents', () => {
    expect(normalizeEstadoCivil('Casada')).toBe('CASADO');
    expect(normalizeEstadoCivil('casado')).toBe('CASADO');
    expect(normalizeEstadoCivil('Viúva')).toBe('VIUVO');
    expect(normalizeEstadoCivil('Divorciada')).toBe('DIVORCIADO');
    expect(normalizeEstadoCivil('Solteira')).toBe('SOLTEIRO');
    expect(normalizeEstadoCivil('União estável')).toBe('UNIAO_ESTAVEL');
    expect(normalizeEstadoCivil('Separado(a)')).toBe('SEPARADO');
  });

  it('keeps the codes and leaves unknown or empty text unchosen', () => {
    expect(normalizeEstadoCivil('UNIAO_ESTAVEL')).toBe('UNIAO_ESTAVEL');
    expect(normalizeEstadoCivil('VIUVO')).toBe('VIUVO');
    expect(normalizeEstadoCivil('Desquitado')).toBe('');
    expect(normalizeEstadoCivil(null)).toBe('');
  });
});
