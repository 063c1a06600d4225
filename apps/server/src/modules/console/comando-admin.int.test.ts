// The first administrator's command (issue 38): creates the account and prints a one-time link that enrols
// them, says so without creating anything when the e-mail exists, and refuses bad arguments.
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  consoleConviteEndpoints as convite,
  consoleEquipeEndpoints,
} from '@portal/domain/contract/console/equipe';
import { equipe, equipeAuditoria } from '../../db/schema/equipe.js';
import { systemRandom } from '../../platform/clock.js';
import { ConsoleAgent, jsonConsole } from '../../test/console.js';
import { withDemo } from '../../test/test-app.js';
import { executarComandoAdmin } from './comando-admin.js';

const demo = withDemo();

async function rodar(args: string[]) {
  const linhas: string[] = [];
  const { app, clock } = demo.h;
  const codigo = await executarComandoAdmin(args, {
    db: app.ctx.db,
    config: app.ctx.config,
    clock,
    random: systemRandom,
    escrever: (linha) => linhas.push(linha),
  });
  return { codigo, saida: linhas.join('\n') };
}

describe('console:admin criar', () => {
  it('creates an administrador and prints the link that enrols them', async () => {
    const { codigo, saida } = await rodar([
      'criar',
      '--email',
      'Chefe@Operadora.example',
      '--nome',
      'Chefe da TI',
    ]);
    expect(codigo).toBe(0);
    const link = /https?:\/\/\S+\/console\/cadastro#([\w-]{43})/.exec(saida);
    expect(link, saida).not.toBeNull();
    const [criado] = await demo.h.database.db
      .select()
      .from(equipe)
      .where(eq(equipe.email, 'chefe@operadora.example'));
    expect(criado).toMatchObject({ nome: 'Chefe da TI', papeis: ['administrador'], ativo: true });

    const token = link![1]!;
    const agente = new ConsoleAgent(demo.h.app);
    const { segredo } = await jsonConsole(agente, convite.iniciarTotp, { body: { token } });
    const codigoTotp = await generate({
      secret: segredo,
      epoch: Math.floor(demo.h.clock().getTime() / 1000),
    });
    const cadastro = await jsonConsole(agente, convite.confirmarTotp, {
      body: { token, codigo: codigoTotp },
    });
    expect(cadastro.eu.papeis).toEqual(['administrador']);
    expect((await jsonConsole(agente, consoleEquipeEndpoints.listar)).equipe.length).toBeGreaterThan(6);

    const [auditado] = await demo.h.database.db
      .select()
      .from(equipeAuditoria)
      .where(eq(equipeAuditoria.acao, 'equipe.criar-administrador'));
    expect(auditado).toMatchObject({ equipeId: null, alvo: `equipe:${criado!.id}` });
  });

  it('is idempotent: an e-mail already on the staff (any case) creates nothing', async () => {
    const antes = await demo.h.database.db.select({ n: sql<number>`count(*)::int` }).from(equipe);
    const { codigo, saida } = await rodar([
      'criar',
      '--email',
      'ADMIN@operadora.example',
      '--nome',
      'Outra Pessoa',
    ]);
    expect(codigo).toBe(0);
    expect(saida).toContain('Já existe alguém da equipe');
    expect(saida).not.toContain('/console/cadastro#');
    const depois = await demo.h.database.db.select({ n: sql<number>`count(*)::int` }).from(equipe);
    expect(depois).toEqual(antes);
  });

  it('refuses a missing or malformed e-mail or name', async () => {
    for (const args of [
      ['criar', '--nome', 'Sem Email'],
      ['criar', '--email', 'sem-arroba', '--nome', 'Alguém'],
      ['criar', '--email', 'x@operadora.example'],
      ['apagar', '--email', 'x@operadora.example', '--nome', 'Alguém'],
    ]) {
      expect((await rodar(args)).codigo, args.join(' ')).toBe(2);
    }
  });
});
