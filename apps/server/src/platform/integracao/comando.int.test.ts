// The operator's command for integration clients (decision 0024): its functions, as
// `npm run integracao:clientes -- …` runs them, on a fresh database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integracaoClientes, integracaoSegredos } from '../../db/schema/integracao.js';
import { rodarComando } from '../../test/integracao.js';
import { createTestClock } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { sha256Hex, systemRandom } from '../clock.js';
import { emitirToken, verificarToken } from './credenciais.js';

let database: TestDatabase;
const clock = createTestClock();

/** Runs the command and returns its exit code and printed lines. */
const rodar = (...argv: string[]) =>
  rodarComando(
    { db: database.db, clock, random: systemRandom, chaveWebhooks: Buffer.alloc(32, 1), producao: false },
    argv,
  );

const valor = (linhas: string[], chave: string): string =>
  linhas.find((l) => l.startsWith(`${chave}: `))!.slice(chave.length + 2);

const token = (clientId: string, segredo: string) =>
  emitirToken(database.db, {
    clientId,
    segredo,
    escopos: null,
    clock,
    random: systemRandom,
    validadeMs: 60_000,
  });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('integracao:clientes', () => {
  it('criar prints the client id and the secret once; only the hash is stored', async () => {
    const { codigo, linhas } = await rodar(
      'criar',
      '--nome',
      'ERP Financeiro',
      '--escopos',
      'faturamento:escrita,solicitacoes:escrita',
    );
    expect(codigo).toBe(0);
    const clientId = valor(linhas, 'client_id');
    const segredo = valor(linhas, 'client_secret');
    expect(clientId).toMatch(/^erp-[\w-]{16}$/);
    expect(segredo).toMatch(/^[\w-]{43}$/);
    const segredos = await database.db.select().from(integracaoSegredos);
    expect(segredos.map((s) => s.hash)).toContain(sha256Hex(segredo));
    expect(JSON.stringify(segredos)).not.toContain(segredo);
    expect((await token(clientId, segredo)).ok).toBe(true);
  });

  it('refuses unknown scopes and a missing name', async () => {
    expect((await rodar('criar', '--nome', 'X', '--escopos', 'tudo:escrita')).codigo).toBe(1);
    expect((await rodar('criar', '--escopos', 'eventos:leitura')).codigo).toBe(1);
    expect((await rodar('criar', '--nome', 'X')).codigo).toBe(1);
    expect((await rodar('apagar')).codigo).toBe(2);
    expect((await rodar()).codigo).toBe(2);
    expect((await rodar('listar', '--nada')).codigo).toBe(2);
  });

  it('rotacionar adds a second secret (both work), refuses a third; revogar --segredo ends the old one', async () => {
    const criado = await rodar('criar', '--nome', 'ERP Saúde', '--escopos', 'saude:escrita');
    const clientId = valor(criado.linhas, 'client_id');
    const antigo = valor(criado.linhas, 'client_secret');
    const rotacao = await rodar('rotacionar', '--cliente', clientId);
    expect(rotacao.codigo).toBe(0);
    const novo = valor(rotacao.linhas, 'client_secret');
    expect((await token(clientId, antigo)).ok).toBe(true);
    expect((await token(clientId, novo)).ok).toBe(true);
    expect((await rodar('rotacionar', '--cliente', clientId)).codigo).toBe(1);

    const antigoId = /#(\d+)/.exec((await rodar('listar')).linhas.find((l) => l.startsWith(clientId))!)![1]!;
    expect((await rodar('revogar', '--cliente', clientId, '--segredo', antigoId)).codigo).toBe(0);
    expect(await token(clientId, antigo)).toEqual({ ok: false, erro: 'invalid_client' });
    expect((await token(clientId, novo)).ok).toBe(true);
    // Revoking it again, or a secret of another client, is refused.
    expect((await rodar('revogar', '--cliente', clientId, '--segredo', antigoId)).codigo).toBe(1);
    expect((await rodar('revogar', '--cliente', clientId, '--segredo', 'x')).codigo).toBe(1);
  });

  it("criar --limite and limite set a client's own calls a minute; padrao gives back the default; listar shows it", async () => {
    const criado = await rodar(
      'criar',
      '--nome',
      'ERP Agenda',
      '--escopos',
      'agenda:escrita',
      '--limite',
      '1200',
    );
    expect(criado.codigo, criado.linhas.join('\n')).toBe(0);
    const clientId = valor(criado.linhas, 'client_id');
    const limiteDe = async () =>
      (
        await database.db.select().from(integracaoClientes).where(eq(integracaoClientes.clientId, clientId))
      )[0]!.limitePorMinuto;
    const linhaDe = async () => (await rodar('listar')).linhas.find((l) => l.startsWith(clientId))!;
    expect(await limiteDe()).toBe(1200);
    expect(await linhaDe()).toContain('\tativo\tlimite: 1200/min\t');

    expect(await rodar('limite', '--cliente', clientId, '--limite', '30')).toEqual({
      codigo: 0,
      linhas: [`Limite de ${clientId}: 30/min.`],
    });
    expect(await limiteDe()).toBe(30);
    expect(await rodar('limite', '--cliente', clientId, '--limite', 'padrao')).toEqual({
      codigo: 0,
      linhas: [`Limite de ${clientId}: 600/min (padrão).`],
    });
    expect(await limiteDe()).toBeNull();
    expect(await linhaDe()).toContain('\tlimite: 600/min (padrão)\t');

    // Refused: not a positive whole number within range, missing value or client, unknown or revoked client.
    for (const valorRuim of ['0', '-5', '1.5', '100001', 'muito', '']) {
      const saida = await rodar('limite', '--cliente', clientId, `--limite=${valorRuim}`);
      expect(saida.codigo, valorRuim).toBe(1);
    }
    expect((await rodar('limite', '--cliente', clientId)).codigo).toBe(1);
    expect((await rodar('limite', '--limite', '10')).codigo).toBe(1);
    expect((await rodar('limite', '--cliente', 'erp-nao-existe', '--limite', '10')).codigo).toBe(1);
    expect((await rodar('criar', '--nome', 'X', '--escopos', 'agenda:escrita', '--limite', '0')).codigo).toBe(
      1,
    );
    expect(await limiteDe()).toBeNull();
  });

  it('listar shows clients, scopes, state and secret ids — never a secret', async () => {
    const criado = await rodar('criar', '--nome', 'ERP Cadastro', '--escopos', 'cadastro:escrita');
    const segredo = valor(criado.linhas, 'client_secret');
    const clientId = valor(criado.linhas, 'client_id');
    expect((await rodar('revogar', '--cliente', clientId)).codigo).toBe(0);
    const { codigo, linhas } = await rodar('listar');
    expect(codigo).toBe(0);
    const texto = linhas.join('\n');
    expect(texto).not.toContain(segredo);
    expect(texto).toContain('ERP Financeiro\tfaturamento:escrita,solicitacoes:escrita\tativo');
    expect(linhas.find((l) => l.startsWith(clientId))).toMatch(
      /ERP Cadastro\tcadastro:escrita\trevogado em .*segredos válidos: nenhum/,
    );
    expect(await token(clientId, segredo)).toEqual({ ok: false, erro: 'invalid_client' });
    expect((await rodar('revogar', '--cliente', clientId)).codigo).toBe(1);
    expect(await database.db.select().from(integracaoClientes)).toHaveLength(4);
  });

  it('escopos sets the scopes (the console calls the same function); a token with a scope taken away ends', async () => {
    const criado = await rodar(
      'criar',
      '--nome',
      'ERP Eventos',
      '--escopos',
      'eventos:leitura,saude:escrita',
    );
    const clientId = valor(criado.linhas, 'client_id');
    const emitido = await token(clientId, valor(criado.linhas, 'client_secret'));
    expect(emitido.ok).toBe(true);
    const vivo = () =>
      emitido.ok ? verificarToken(database.db, emitido.token, clock()) : Promise.resolve(null);
    expect(await vivo()).not.toBeNull();
    expect(await rodar('escopos', '--cliente', clientId, '--escopos', 'eventos:leitura')).toEqual({
      codigo: 0,
      linhas: [`Escopos de ${clientId}: eventos:leitura.`],
    });
    expect(await vivo()).toBeNull();
    expect((await rodar('listar')).linhas.find((l) => l.startsWith(clientId))).toContain(
      'ERP Eventos\teventos:leitura\tativo',
    );
    expect((await rodar('escopos', '--cliente', clientId, '--escopos', 'tudo:escrita')).codigo).toBe(1);
    expect((await rodar('escopos', '--cliente', clientId)).codigo).toBe(1);
  });
});
