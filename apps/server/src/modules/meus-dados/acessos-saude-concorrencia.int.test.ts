// Grants of health-data access under concurrency (issue 33), on PGlite and on PostgreSQL (TEST_DATABASE_URL,
// as CI runs it): an edit of a grant racing its revocation always ends revoked — the edit names the row and
// changes it only while in force, so it either lands before the revocation or is refused (409) — and many
// grants to the same person at once end as one row in force (the partial unique index and ON CONFLICT).
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACESSO_SAUDE_MESSAGES as M } from '@portal/domain';
import { type AcessoSaude, acessosSaudeEndpoints } from '@portal/domain/contract/meus-dados/acessos-saude';
import { acessosSaude } from '../../db/schema/acessos-saude.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { chamar } from '../../test/contrato.js';
import type { TestAgent } from '../../test/test-agent.js';
import { DEMO, withDemo, type TestHarness } from '../../test/test-app.js';

const RODADAS = 25;
const SIMULTANEAS = 10;

const demo = withDemo();
let h: TestHarness;
let joao: TestAgent;
let joaoId: number;
beforeAll(async () => {
  h = demo.h;
  joao = await demo.as('joao');
  [{ id: joaoId }] = (await h.database.db
    .select({ id: pessoas.id })
    .from(pessoas)
    .where(eq(pessoas.cpf, DEMO.joao))) as [{ id: number }];
});

const emVigor = () =>
  h.database.db
    .select()
    .from(acessosSaude)
    .where(and(eq(acessosSaude.pessoaId, joaoId), isNull(acessosSaude.revogadoEm)));

const conceder = (body: Record<string, unknown>) => chamar(joao, acessosSaudeEndpoints.conceder, { body });

describe('grants racing', () => {
  it(`an edit and a revocation at once end revoked, ${RODADAS} times`, async () => {
    const desfechos = { editadoAntes: 0, recusado: 0 };
    for (let i = 0; i < RODADAS; i++) {
      const dado = await conceder({ cpf: DEMO.maria, areas: ['AGENDAMENTO'], validoAte: null });
      expect(dado.statusCode).toBe(201);
      const { id } = dado.json<AcessoSaude>();
      const edicao = { id, cpf: DEMO.maria, areas: ['SAUDE', 'REEMBOLSO'], validoAte: null };
      const editar = () => conceder(edicao);
      const revogar = () => chamar(joao, acessosSaudeEndpoints.revogar, { params: { id } });
      // Alternate which request leaves first, so both orders get their chance on a real server.
      const [editado, revogado] =
        i % 2 === 0
          ? await Promise.all([editar(), revogar()])
          : await Promise.all([revogar(), editar()]).then(([r, e]) => [e, r] as const);
      expect(revogado.statusCode).toBe(204);
      expect([201, 409]).toContain(editado.statusCode);
      if (editado.statusCode === 409) {
        expect(editado.json()).toEqual({ mensagem: M.revogadoAntes });
        desfechos.recusado++;
      } else desfechos.editadoAntes++;
      expect(await emVigor()).toEqual([]);
      const [linha] = await h.database.db.select().from(acessosSaude).where(eq(acessosSaude.id, id));
      expect(linha!.revogadoEm).not.toBeNull();
    }
    expect(desfechos.editadoAntes + desfechos.recusado).toBe(RODADAS);
  });

  it(`${SIMULTANEAS} grants to the same person at once: one row in force, edited by each`, async () => {
    for (let i = 0; i < 5; i++) {
      const respostas = await Promise.all(
        Array.from({ length: SIMULTANEAS }, (_, n) =>
          conceder({
            cpf: DEMO.maria,
            areas: n % 2 === 0 ? ['SAUDE'] : ['AGENDAMENTO', 'SAUDE'],
            validoAte: null,
          }),
        ),
      );
      expect(respostas.map((r) => r.statusCode)).toEqual(Array(SIMULTANEAS).fill(201));
      const ids = new Set(respostas.map((r) => r.json<AcessoSaude>().id));
      expect(ids.size).toBe(1);
      const vigentes = await emVigor();
      expect(vigentes).toHaveLength(1);
      expect(vigentes[0]!.id).toBe([...ids][0]);
      expect(
        (await chamar(joao, acessosSaudeEndpoints.revogar, { params: { id: vigentes[0]!.id } })).statusCode,
      ).toBe(204);
    }
  });
});
