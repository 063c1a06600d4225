import { describe, expect, it } from 'vitest';
import { CONSOLE_IDLE_MS } from '@portal/domain/contract/console/acesso';
import { aoMudarExpiracao, expiracaoDaSessao, registrarResposta } from './inatividade';

describe('the staff session clock', () => {
  it("takes the server's count of what is left", () => {
    registrarResposta('60000', 1_000);
    expect(expiracaoDaSessao()).toBe(61_000);
  });

  it('counts a whole idle window when the answer says nothing, or nonsense', () => {
    for (const cabecalho of [null, 'abc', '-5', '0']) {
      registrarResposta(cabecalho, 1_000);
      expect(expiracaoDaSessao(), String(cabecalho)).toBe(1_000 + CONSOLE_IDLE_MS);
    }
  });

  it('never counts more than the idle window', () => {
    registrarResposta(String(CONSOLE_IDLE_MS * 4), 0);
    expect(expiracaoDaSessao()).toBe(CONSOLE_IDLE_MS);
  });

  it('tells its listeners, until they leave', () => {
    let vezes = 0;
    const sair = aoMudarExpiracao(() => (vezes += 1));
    registrarResposta(null, 0);
    sair();
    registrarResposta(null, 0);
    expect(vezes).toBe(1);
  });
});
