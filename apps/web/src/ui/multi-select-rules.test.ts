import { describe, expect, it } from 'vitest';
import { movedIndex, selectionBadge, selectionSummary, toggleValue } from './multi-select-rules';

const OPTIONS = [
  { value: 'CONSULTA', label: 'Consulta' },
  { value: 'EXAME', label: 'Exame' },
  { value: 'TERAPIA', label: 'Terapia' },
];

describe('multi-select filter (spec §2, §9)', () => {
  it('badge: the count, none for zero, capped at 9+', () => {
    expect(selectionBadge(0)).toBeNull();
    expect(selectionBadge(1)).toBe('1');
    expect(selectionBadge(9)).toBe('9');
    expect(selectionBadge(10)).toBe('9+');
    expect(selectionBadge(42)).toBe('9+');
  });

  it('summary: the chosen names joined by "; " in the options’ order, else the label', () => {
    expect(selectionSummary(OPTIONS, [], 'Tipo de atendimento')).toBe('Tipo de atendimento');
    expect(selectionSummary(OPTIONS, ['TERAPIA', 'CONSULTA'], 'Tipo')).toBe('Consulta; Terapia');
    expect(selectionSummary(OPTIONS, ['EXAME'], 'Tipo')).toBe('Exame');
  });

  it('toggle adds or removes one value and keeps the options’ order', () => {
    expect(toggleValue(OPTIONS, [], 'TERAPIA')).toEqual(['TERAPIA']);
    expect(toggleValue(OPTIONS, ['TERAPIA'], 'CONSULTA')).toEqual(['CONSULTA', 'TERAPIA']);
    expect(toggleValue(OPTIONS, ['CONSULTA', 'TERAPIA'], 'CONSULTA')).toEqual(['TERAPIA']);
  });

  it('keys: arrows step without wrapping, Home and End go to the ends, others do nothing', () => {
    expect(movedIndex('ArrowDown', 0, 3)).toBe(1);
    expect(movedIndex('ArrowDown', 2, 3)).toBe(2);
    expect(movedIndex('ArrowUp', 0, 3)).toBe(0);
    expect(movedIndex('ArrowUp', 2, 3)).toBe(1);
    expect(movedIndex('Home', 2, 3)).toBe(0);
    expect(movedIndex('End', 0, 3)).toBe(2);
    expect(movedIndex('a', 0, 3)).toBeNull();
    expect(movedIndex('ArrowDown', 0, 0)).toBeNull();
  });
});
