// Member reads at once (decision 0063): their session lookups go to the database together, and so do their
// audit rows and resource usages, in fewer statements than reads — and each call still gets its own session
// (never another member's, nor another's family), and each answered read keeps its row, the same row it has
// alone (who, whose, what, from where, device, visit), and its usage. PGlite and PostgreSQL (CI) alike.
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { VISITA_HEADER } from '@portal/domain';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { reembolsoEndpoints } from '@portal/domain/contract/financeiro/reembolso';
import { dadosPessoaisEndpoints } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { auditoria } from '../db/schema/audit.js';
import { utilizacaoRecursos } from '../db/schema/contadores-uso.js';
import { chamar } from '../test/contrato.js';
import { contaIdDe, pessoaIdDe } from '../test/demo-ids.js';
import { DEMO, login, QueryCounter, withDemo, type TestHarness } from '../test/test-app.js';

const counter = new QueryCounter();
const demo = withDemo({ queryCounter: counter });
let h: TestHarness;
beforeAll(() => {
  h = demo.h;
});

const LEITURAS = 20;

describe('member reads at once (decision 0063)', () => {
  it('gives every call its own session and family, in fewer lookups than calls', async () => {
    const membros = [DEMO.maria, DEMO.joao, DEMO.roberto];
    const agentes = await Promise.all(membros.map((cpf) => login(h.app, cpf)));
    const chamadas = Array.from({ length: 24 }, (_, i) => i % membros.length);
    // Roberto's family is not Maria's (nor her son João's).
    const alheio = (cpf: string) => (cpf === DEMO.roberto ? DEMO.maria : DEMO.roberto);
    const comandos = await counter.during(async () => {
      const respostas = await Promise.all(
        chamadas.flatMap((m) => [
          chamar(agentes[m]!, usuarioEndpoints.usuario),
          chamar(agentes[m]!, dadosPessoaisEndpoints.dados, { params: { cpf: membros[m]! } }),
          // Someone else's data: refused as when the call goes alone.
          chamar(agentes[m]!, dadosPessoaisEndpoints.dados, { params: { cpf: alheio(membros[m]!) } }),
        ]),
      );
      chamadas.forEach((m, i) => {
        const [usuario, dados, alheio] = respostas.slice(3 * i, 3 * i + 3);
        expect(usuario!.statusCode).toBe(200);
        expect(usuario!.json<{ nrCpf: string }>().nrCpf.replace(/\D/g, '')).toBe(membros[m]);
        expect(dados!.statusCode).toBe(200);
        expect(dados!.json<{ dados: { cpf: string } }>().dados.cpf.replace(/\D/g, '')).toBe(membros[m]);
        expect(alheio!.statusCode).toBeGreaterThanOrEqual(400);
      });
    });
    const buscas = comandos.filter((c) => /from "sessoes"/i.test(c) && /jsonb_array_elements_text/.test(c));
    expect(buscas.length).toBeGreaterThan(0);
    expect(buscas.length).toBeLessThan(chamadas.length * 3);
  });

  it('writes every read its own row and usage, in fewer statements than reads', async () => {
    const maria = await login(h.app, DEMO.maria);
    const [pessoaId, contaId] = [
      await pessoaIdDe(h.database.db, DEMO.maria),
      await contaIdDe(h.database.db, DEMO.maria),
    ];
    const linhas = () =>
      h.database.db
        .select()
        .from(auditoria)
        .where(and(eq(auditoria.pessoaId, pessoaId), eq(auditoria.acao, 'LEITURA_REEMBOLSOS')))
        .orderBy(desc(auditoria.id));
    const usos = async () =>
      (
        await h.database.db
          .select()
          .from(utilizacaoRecursos)
          .where(and(eq(utilizacaoRecursos.contaId, contaId), eq(utilizacaoRecursos.recurso, 'REEMBOLSO')))
      ).length;
    const ler = (i: number) =>
      chamar(maria, reembolsoEndpoints.reembolsos, {
        params: { cpf: DEMO.maria },
        headers: { [VISITA_HEADER]: `visita-grupo-${String(i).padStart(4, '0')}` },
      });

    // One alone: the row every read of the group must match.
    expect((await ler(0)).statusCode).toBe(200);
    const [sozinha] = await linhas();
    const [antes, usosAntes] = [(await linhas()).length, await usos()];

    const comandos = await counter.during(async () => {
      const respostas = await Promise.all(Array.from({ length: LEITURAS }, (_, i) => ler(i + 1)));
      expect(respostas.map((r) => r.statusCode)).toEqual(Array(LEITURAS).fill(200));
    });
    const escritas = comandos.filter((c) => /insert into "auditoria"/i.test(c));
    expect(escritas.length).toBeGreaterThan(0);
    expect(escritas.length).toBeLessThan(LEITURAS);

    const novas = (await linhas()).slice(0, LEITURAS);
    expect((await linhas()).length).toBe(antes + LEITURAS);
    expect(await usos()).toBe(usosAntes + LEITURAS);
    const semVisita = ({ id: _id, visita: _v, ...resto }: typeof sozinha & object) => resto;
    for (const linha of novas) expect(semVisita(linha)).toEqual(semVisita(sozinha!));
    expect(new Set(novas.map((l) => l.visita)).size).toBe(LEITURAS);
  });
});
