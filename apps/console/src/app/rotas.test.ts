import { describe, expect, it } from 'vitest';
import { PAPEIS } from '@portal/domain/contract/console/acesso';
import { GRUPOS_MENU, podeAbrir, ROTAS, ROTAS_PUBLICAS } from './rotas';

describe('the console route table', () => {
  it('declares each path once, public and signed-in screens together', () => {
    const caminhos = [...ROTAS, ...ROTAS_PUBLICAS].map((rota) => rota.path);
    expect(new Set(caminhos).size).toBe(caminhos.length);
  });

  it('gives every screen a title, known roles and a known menu group', () => {
    for (const rota of ROTAS) {
      expect(rota.titulo.trim(), rota.path).not.toBe('');
      expect(
        rota.papeis.every((papel) => PAPEIS.includes(papel)),
        rota.path,
      ).toBe(true);
      if (rota.menu !== null) expect(GRUPOS_MENU, rota.path).toContain(rota.menu);
      expect(rota.path.startsWith('/'), rota.path).toBe(false);
    }
  });

  it('opens a screen to any one of its roles; one without roles to every staff member', () => {
    expect(podeAbrir({ papeis: [] }, [])).toBe(true);
    expect(podeAbrir({ papeis: ['conteudo', 'parametros'] }, ['parametros'])).toBe(true);
    expect(podeAbrir({ papeis: ['administrador'] }, ['conteudo', 'parametros'])).toBe(false);
    expect(podeAbrir({ papeis: ['administrador'] }, [])).toBe(false);
  });
});
