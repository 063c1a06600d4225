import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlyDigits, validateCns, validateCpf } from '@portal/domain';
import { E2E_FAMILY_POOL, FRESH_PASSWORD, e2eFamilyPool } from '@portal/test-support/fresh-families';
import { PARAMETROS_PUBLICOS, PARAMETROS_RESTRITOS } from '@portal/domain/contract/shell/parametros';
import { contas } from '../schema/auth.js';
import { parametrosOperadora } from '../schema/operator.js';
import { pessoas, pessoaContatos } from '../schema/pessoas.js';
import { beneficiarios, carteiras, contratos } from '../schema/contratos.js';
import { tituloItens, titulos } from '../schema/financeiro.js';
import { reajustesContrato, utilizacoes } from '../schema/utilizacao.js';
import { insertFreshFamilies } from '../../test/fresh-family.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { verifyPassword } from '../../platform/passwords.js';
import { DEMO_PASSWORD } from './demo-data.js';
import { isDatabaseEmpty } from './seed.js';

let a: TestDatabase;
let b: TestDatabase;
beforeAll(async () => {
  [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([a.dispose(), b.dispose()]);
});

const snapshot = async (db: TestDatabase['db']) => ({
  pessoas: await db.select().from(pessoas).orderBy(asc(pessoas.id)),
  contacts: await db.select().from(pessoaContatos).orderBy(asc(pessoaContatos.id)),
  contratos: await db.select().from(contratos).orderBy(asc(contratos.id)),
  beneficiarios: await db.select().from(beneficiarios).orderBy(asc(beneficiarios.id)),
  carteiras: await db.select().from(carteiras).orderBy(asc(carteiras.id)),
  parametros: await db.select().from(parametrosOperadora).orderBy(asc(parametrosOperadora.nome)),
  titulos: await db.select().from(titulos).orderBy(asc(titulos.id)),
  tituloItens: await db.select().from(tituloItens).orderBy(asc(tituloItens.id)),
  utilizacoes: await db.select().from(utilizacoes).orderBy(asc(utilizacoes.id)),
  reajustes: await db.select().from(reajustesContrato).orderBy(asc(reajustesContrato.id)),
});

describe('demo seed', () => {
  it('is deterministic', async () => {
    expect(await snapshot(a.db)).toEqual(await snapshot(b.db));
  });

  it('gives every person a valid CPF and CNS', async () => {
    const rows = await a.db.select().from(pessoas);
    expect(rows).toHaveLength(8);
    for (const p of rows) {
      expect(validateCpf(p.cpf), p.cpf).toBeNull();
      expect(validateCns(p.cns), p.nomeCompleto).toBeNull();
    }
  });

  it('creates the six accounts (Carlos, Maria, João, Roberto, Fernanda, Pedro) with the demo password (argon2id), and none for Ana and Lucas', async () => {
    const accounts = await a.db.select().from(contas);
    expect(accounts).toHaveLength(6);
    expect(accounts[0]?.senhaHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(accounts[0]!.senhaHash, DEMO_PASSWORD)).toBe(true);
    expect(accounts.filter((x) => x.credenciaisExpiradas)).toHaveLength(1);
  });

  it('puts family A on two contracts with cards for everyone but the contratante', async () => {
    const planos = await a.db.select().from(contratos);
    expect(planos.map((c) => c.plano)).toContain('Vale Verde Odonto');
    const cards = await a.db.select().from(carteiras);
    // Family A: Maria, João, Ana and Pedro on 2 contracts; Roberto, Fernanda and Lucas on 1 each.
    expect(cards).toHaveLength(4 * 2 + 3);
    expect(new Set(cards.map((c) => c.codigo)).size).toBe(cards.length);
  });

  it('gives family A 18 months of uses and contract adjustments: 100001 individual (ANS), 100002 collective', async () => {
    const planos = await a.db.select().from(contratos);
    const tipo = (codigo: string) => planos.find((c) => c.codigo === codigo)?.tipoContratacao;
    expect(tipo('100001')).toBe('Individual/Familiar');
    expect(tipo('100002')).toBe('Coletivo por Adesão');
    const reajustes = await a.db.select().from(reajustesContrato);
    const de = (codigo: string) =>
      reajustes.filter((r) => r.contratoId === planos.find((c) => c.codigo === codigo)!.id);
    expect(de('100001').map((r) => r.percentualPontosBase)).toEqual([1550, 963, 691, 606]);
    expect(new Set(de('100002').map((r) => r.tipo))).toEqual(new Set(['ANUAL_POOL', 'ANUAL_NEGOCIADO']));
    const usos = await a.db.select().from(utilizacoes);
    expect(usos.length).toBeGreaterThanOrEqual(30 + 4);
    // Every co-participation item of the bills is a use (one source).
    const copart = (await a.db.select().from(tituloItens)).filter((i) => i.bloco === 'COPARTICIPACAO');
    const linked = new Set(usos.map((u) => u.tituloItemId));
    expect(copart.length).toBeGreaterThan(0);
    expect(copart.every((i) => linked.has(i.id))).toBe(true);
  });

  // The captcha comes from configuration; the demo configures no chatbot (issue 10: CSP) and no external
  // Guia Médico (issue 40: the portal's own guide).
  it('seeds every operator parameter name of the contract except the captcha, chatbot and external guide ones', async () => {
    const names = (await a.db.select().from(parametrosOperadora)).map((p) => p.nome);
    for (const name of [...PARAMETROS_PUBLICOS, ...PARAMETROS_RESTRITOS]) {
      if (name.startsWith('CAPTCHA_') || name.startsWith('CHATBOT_') || name === 'URL_GUIA_MEDICO')
        expect(names).not.toContain(name);
      else expect(names).toContain(name);
    }
    expect(await isDatabaseEmpty(a.db)).toBe(false);
  });
});

describe('the e2e pool of fresh families', () => {
  it('fits next to the demo: valid CPFs apart from the demo, an account for each titular but semConta', async () => {
    const c = await createTestDatabase();
    try {
      const pool = await insertFreshFamilies(c.db, e2eFamilyPool());
      const demoCpfs = (await a.db.select({ cpf: pessoas.cpf }).from(pessoas)).map((p) => p.cpf);
      const rows = await c.db.select().from(pessoas);
      expect(rows).toHaveLength(
        demoCpfs.length +
          pool.reduce((n, f) => n + [f.titular, f.dependente, f.contratante].filter(Boolean).length, 0),
      );
      for (const f of pool) {
        for (const p of [f.titular, f.dependente, f.contratante]) {
          if (!p) continue;
          expect(validateCpf(p.cpf), p.cpf).toBeNull();
          expect(demoCpfs).not.toContain(onlyDigits(p.cpf));
        }
      }
      const accounts = await c.db.select().from(contas);
      expect(accounts).toHaveLength(
        6 + E2E_FAMILY_POOL.ativa + E2E_FAMILY_POOL.expirada + E2E_FAMILY_POOL.pagante,
      );
      expect(accounts.filter((x) => x.credenciaisExpiradas)).toHaveLength(1 + E2E_FAMILY_POOL.expirada);
      expect(await verifyPassword(accounts.at(-1)!.senhaHash, FRESH_PASSWORD)).toBe(true);
    } finally {
      await c.dispose();
    }
  });
});
