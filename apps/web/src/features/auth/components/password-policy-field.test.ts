import { describe, expect, it } from 'vitest';
import { mergeEvaluations } from './password-policy-field';

describe('password policy list', () => {
  it("fills what this side cannot know with the server's verdict", () => {
    const local = [
      { descricao: 'Um número', funcaoValidadora: 'NUMERO', uso: 'OBRIGATORIO', valido: true },
      { descricao: 'Comum', funcaoValidadora: 'SENHA_COMUM', uso: 'NAO_PERMITIDO', valido: null },
    ] as const;
    expect(mergeEvaluations([...local], null).map((i) => i.valido)).toEqual([true, null]);
    const server = [
      { descricao: 'Comum', funcaoValidadora: 'SENHA_COMUM', uso: 'NAO_PERMITIDO', valido: false },
    ] as const;
    expect(mergeEvaluations([...local], [...server]).map((i) => i.valido)).toEqual([true, false]);
  });
});
