// Deterministic demo seed (issue #2 §5): applied on the first start of the embedded database and by
// the tests. One argon2id hash of the shared demo password is reused for every account.
import { count, eq } from 'drizzle-orm';
import { operatorDate, type CalendarDate } from '@portal/domain';
import type { Database } from '../client.js';
import { lockKey } from '../locks.js';
import { bancos } from '../schema/financeiro.js';
import { textosLegaisVersoes } from '../schema/lifecycle.js';
import { reembolsoOpcoes } from '../schema/reembolso.js';
import { contatosOperadora, parametrosOperadora } from '../schema/operator.js';
import { pessoas } from '../schema/pessoas.js';
import { systemRandom } from '../../platform/clock.js';
import { operatorInstant } from '../../shared-domain/horario-operador.js';
import { hashPassword } from '../../platform/passwords.js';
import { novoTokenServico } from '../../platform/token-servico.js';
import { seedAcessosDados } from './acessos-dados.js';
import { seedAcessosSaude } from './acessos-saude.js';
import { seedAgendas, tokenDemo } from './agendamento.js';
import { BANCOS } from './bancos-data.js';
import { seedFaixaEtaria } from './faixa-etaria-data.js';
import { seedReajustes } from './reajustes-data.js';
import { seedCeps } from './cep-data.js';
import {
  DEMO_CARD_VALIDITY,
  DEMO_FAMILIES,
  DEMO_PASSWORD,
  MARIA_CPF,
  SEED_REFERENCE_DATE,
} from './demo-data.js';
import { seedEquipeDemo } from './equipe-demo.js';
import { seedDireitosTitular } from './direitos-titular.js';
import { seedFilas } from './filas.js';
import { createFamily, type FamilyContext } from './family.js';
import { LEGAL_TEXTS } from './legal-texts-data.js';
import { REEMBOLSO_OPCOES } from './reembolsos.js';
import { seedRede } from './rede/seed-rede.js';
import { seedCarencias } from './carencias-demo.js';
import { seedProcedimentos } from './procedimentos-demo.js';
import { seedPrestadores } from './saude.js';
import { OPERATOR_CONTACTS, OPERATOR_PARAMETERS } from './operator-data.js';
import { seedTopicos } from './topicos.js';

/** When the demo rows were created: noon of the demo's "today". */
export const SEED_INSTANT = new Date(`${SEED_REFERENCE_DATE}T12:00:00.000Z`);

/**
 * How the demo seed creates families; tests pass the same to make their own. `hoje` is the operator's day
 * of the seeding (bills are due relative to it): today unless a test fixes it.
 */
export const demoFamilyContext = (
  senhaHash: string,
  hoje: CalendarDate = operatorDate(new Date()),
): FamilyContext => ({
  senhaHash,
  at: SEED_INSTANT,
  validadeCartao: DEMO_CARD_VALIDITY,
  hoje,
});

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(parametrosOperadora);
  return (row?.n ?? 0) === 0;
}

/**
 * Seeds the demo when the database is empty, once even when several instances start together on one
 * PostgreSQL (issue 18): the check and the seed run in one transaction under an advisory lock, so the
 * second instance waits for the first to commit and then finds the database seeded. Answers null when it
 * did not seed.
 */
export async function seedDemoIfEmpty(db: Database, options: SeedOptions = {}): Promise<SeedResult | null> {
  return db.transaction(async (tx) => {
    await lockKey(tx, 'portal:semeadura-demo');
    if (!(await isDatabaseEmpty(tx))) return null;
    return seedDemo(tx, options);
  });
}

export interface SeedOptions {
  /** Reuse a precomputed hash of DEMO_PASSWORD (tests share one across files). */
  passwordHash?: string;
  /** The day bills are seeded relative to (default: the operator's today). */
  hoje?: CalendarDate;
  /**
   * The session secret the server runs with: the demo staff's authenticator secret is stored encrypted
   * under a key derived from it (issue 38). Without it the demo staff have no factor.
   */
  segredoSessao?: string;
  /**
   * How many generated locations the Guia Médico's network has (issue 40; default LOCAIS_DEMO, about 2,000):
   * the tests seed a small one (test-database.ts), the well-known rows and the own units being there always.
   */
  locaisRede?: number;
  /** How many procedures the table has (default: the demo's few hundred; the coverage bench seeds 5,000). */
  procedimentos?: number;
}

export interface SeedResult {
  /**
   * The public link token of one of Maria's upcoming appointments (issue 16): main.ts logs the link so a
   * tester can open the public page. Random per seeding; only its hash is stored.
   */
  tokenAgendamentoDemo: string | null;
}

export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const context = demoFamilyContext(
    options.passwordHash ?? (await hashPassword(DEMO_PASSWORD)),
    options.hoje,
  );
  const { token } = novoTokenServico(systemRandom);
  return db.transaction(async (tx) => {
    await tx.insert(parametrosOperadora).values(OPERATOR_PARAMETERS);
    await tx.insert(contatosOperadora).values(OPERATOR_CONTACTS);
    await tx.insert(textosLegaisVersoes).values(LEGAL_TEXTS);
    await tx.insert(bancos).values(BANCOS);
    await tx.insert(reembolsoOpcoes).values(REEMBOLSO_OPCOES);
    await seedCeps(tx);
    await seedPrestadores(tx);
    await seedAgendas(tx, context.hoje);
    await seedRede(tx, context.hoje, SEED_INSTANT, options.locaisRede);
    await seedProcedimentos(tx, SEED_INSTANT, options.procedimentos);
    for (const family of DEMO_FAMILIES) await createFamily(tx, family, context);
    await seedFaixaEtaria(tx);
    await seedReajustes(tx);
    await seedAcessosDados(tx, context.hoje);
    await seedAcessosSaude(tx, context);
    await seedCarencias(tx, context.hoje);
    await seedTopicos(tx, context.hoje);
    await seedEquipeDemo(tx, options.segredoSessao, SEED_INSTANT);
    await seedFilas(tx, context.hoje);
    await seedDireitosTitular(tx, context.hoje);
    const [maria] = await tx.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, MARIA_CPF));
    const issued = await tokenDemo(tx, {
      pessoaId: maria!.id,
      token,
      now: operatorInstant(context.hoje, '00:00'),
    });
    return { tokenAgendamentoDemo: issued ? token : null };
  });
}
