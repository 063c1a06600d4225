import { describe, expect, it } from 'vitest';
import { MENU_GROUPS, routePath, type MenuEntry } from '@portal/domain';
import { resolveEntry } from './service-groups';

const guia = MENU_GROUPS.flatMap((g) => g.itens).find((e) => e.chave === 'GUIA_MEDICO') as MenuEntry;

describe('the Guia Médico entry (issue 40)', () => {
  it("opens the portal's own guide when the operator set no external one", () => {
    expect(resolveEntry(guia, {})).toEqual({ kind: 'route', to: routePath('guiaMedico') });
    expect(resolveEntry(guia, { guiaMedico: '' })).toEqual({ kind: 'route', to: routePath('guiaMedico') });
    expect(resolveEntry(guia, { guiaMedico: null })).toEqual({ kind: 'route', to: routePath('guiaMedico') });
  });

  it("opens the operator's external guide when URL_GUIA_MEDICO is set", () => {
    expect(resolveEntry(guia, { guiaMedico: 'https://guia.example' })).toEqual({
      kind: 'external',
      href: 'https://guia.example',
    });
  });
});
