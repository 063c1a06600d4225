// Issue 9: inside a transaction, queries run one after another. A transaction holds one pg client, and
// pg 8 warns "Calling client.query() when the client is already executing a query is deprecated" when a
// second query is sent on it before the first answered (a `Promise.all` inside `db.transaction`); pg 9
// makes it an error. PGlite runs one query at a time and never warns, so this runs on PostgreSQL only
// (DATABASE_URL, as `.ci/run` sets it): it drives every transactional path through the API and fails if
// the process emitted that warning. The last test proves the watch works (a deliberate Promise.all on a
// transaction is seen); it was also seen red with loadSnapshot's three reads put back in a Promise.all
// (meus-dados/dados-pessoais.service.ts), as they were before issue 9.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlyDigits } from '@portal/domain';
import type { ContatoMascarado } from '@portal/domain/contract/auth/contatos-verificacao';
import { recuperarSenhaEndpoints } from '@portal/domain/contract/auth/recuperar-senha';
import { consoleEquipeEndpoints } from '@portal/domain/contract/console/equipe';
import { senhaEndpoints } from '@portal/domain/contract/auth/senha';
import {
  dadosPessoaisEndpoints,
  type DadosPessoais,
} from '@portal/domain/contract/meus-dados/dados-pessoais';
import { meuPlanoEndpoints } from '@portal/domain/contract/meus-dados/meu-plano';
import {
  segundaViaCartaoEndpoints,
  type ListagemCarteiras,
} from '@portal/domain/contract/meus-dados/segunda-via-cartao';
import { FRESH_PASSWORD } from '@portal/test-support/fresh-families';
import { DEMO_PASSWORD } from './seed/demo-data.js';
import { pessoas } from './schema/pessoas.js';
import { insertFreshFamily } from '../test/fresh-family.js';
import { jsonConsole, sessaoConsole } from '../test/console.js';
import { chamar } from '../test/contrato.js';
import { codeIn, nthOutboxMessage } from '../test/mailbox.js';
import { TestAgent } from '../test/test-agent.js';
import { createTestHarness, DEMO, login, type TestHarness } from '../test/test-app.js';
import { testPostgresUrl } from '../test/test-database.js';

const onPostgres = Boolean(testPostgresUrl());
const PARALLEL_QUERY = /already executing a query/;

/** Every warning the process emits from now on (pg's deprecation is emitted once per process). */
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
process.on('warning', onWarning);

const parallelQueryWarnings = () => warnings.filter((w) => PARALLEL_QUERY.test(w));
/** Warnings are emitted on the next tick: let them arrive before looking. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

let h: TestHarness;
beforeAll(async () => {
  if (onPostgres) h = await createTestHarness();
});
afterAll(async () => {
  process.off('warning', onWarning);
  if (onPostgres) await h.close();
});

describe.runIf(onPostgres)('queries inside a transaction, on PostgreSQL', () => {
  it('the seed, logins, personal data, 2ª via, cancellation, password and factor resets warn nothing', async () => {
    // Logins count the attempt under an advisory lock, in a transaction.
    const [maria, joao] = await Promise.all([login(h.app, DEMO.maria), login(h.app, DEMO.joao)]);

    // Personal data: read, update and history in one transaction (loadSnapshot runs inside it).
    const { dados } = (
      await chamar(maria, dadosPessoaisEndpoints.dados, { params: { cpf: DEMO.ana } })
    ).json<{ dados: DadosPessoais }>();
    const { cpf: _cpf, dataNascimento: _nascimento, alteravel: _alteravel, ...editable } = dados;
    const updated = await chamar(maria, dadosPessoaisEndpoints.alterar, {
      params: { cpf: DEMO.ana },
      body: { ...editable, email: 'ana.transacao@email.test', telefone: '(19) 98123-4567' },
    });
    expect(updated.statusCode, updated.body).toBe(200);

    // 2ª via: the request and its card rows in one transaction.
    const { carteiras } = (
      await chamar(joao, segundaViaCartaoEndpoints.carteiras, { params: { cpf: DEMO.joao } })
    ).json<ListagemCarteiras>();
    const segundaVia = await chamar(joao, segundaViaCartaoEndpoints.solicitar, {
      params: { cpf: DEMO.joao },
      body: { carteiras: [carteiras[0]!.codigo], tipoMotivo: 'PERDA', endereco: null },
    });
    expect(segundaVia.statusCode, segundaVia.body).toBe(201);

    // Cancelling a contract (a fresh family: it changes for good).
    const fresh = await insertFreshFamily(h.database.db, 'ativa');
    const titular = await login(h.app, onlyDigits(fresh.titular.cpf), FRESH_PASSWORD);
    const cancel = await chamar(titular, meuPlanoEndpoints.cancelar, {
      body: { codigoContrato: fresh.contratos[0], motivo: 'FINANCEIRO', ciente: true },
    });
    expect(cancel.statusCode, cancel.body).toBe(201);

    // Password change, signed in.
    const carlos = await login(h.app, DEMO.carlos);
    const changed = await chamar(carlos, senhaEndpoints.alterar, {
      body: { antiga: DEMO_PASSWORD, nova: 'Nova#Senha2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // Recovery: send a code, check it (the atomic try count), reset the password.
    const agent = new TestAgent(h.app);
    const contatos = (
      await chamar(agent, recuperarSenhaEndpoints.contatos, { query: { cpf: DEMO.maria, captcha: 'ok' } })
    ).json<ContatoMascarado[]>();
    const email = contatos.find((c) => c.tipo === 'EMAIL')!;
    await chamar(agent, recuperarSenhaEndpoints.enviarCodigo, {
      body: { cpf: DEMO.maria, codigoContato: email.codigo },
    });
    const code = codeIn((await nthOutboxMessage(h.database.db, 'maria.souza@email.test', 1)).texto);
    const reset = await chamar(agent, recuperarSenhaEndpoints.alterarSenha, {
      body: { cpf: DEMO.maria, token: code, novaSenha: 'Ipe#Amarelo2026' },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    // The console: resetting a colleague's factors deletes them in one transaction (it once sent the three
    // deletes at once).
    const { equipeId } = await sessaoConsole(h.app, { papeis: ['conteudo'] });
    const admin = await sessaoConsole(h.app, { papeis: ['administrador'] });
    await jsonConsole(admin.agente, consoleEquipeEndpoints.redefinirFatores, { params: { id: equipeId } });

    await settle();
    expect(parallelQueryWarnings()).toEqual([]);
  });

  it('sees the warning when queries are sent at once on a transaction (the watch itself works)', async () => {
    const read = (tx: Pick<typeof h.database.db, 'select'>) => tx.select().from(pessoas).limit(1);
    await h.database.db.transaction(async (tx) => {
      await Promise.all([read(tx), read(tx), read(tx)]);
    });
    await settle();
    expect(parallelQueryWarnings()).toHaveLength(1);
  });
});
