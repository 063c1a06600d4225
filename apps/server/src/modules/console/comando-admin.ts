// `npm run console:admin -w @portal/server -- criar --email <e-mail> --nome "<nome>"` (issue 38, decision
// 0040): the console's first administrator. Creates the staff account with the role administrador and
// prints its one-time enrolment link (24 hours): whoever opens it enrols a passkey or an authenticator app
// and is in. Idempotent: an e-mail already on the staff creates nothing and says so (an administrator
// resets that person's factors from the console instead). The link is printed, never logged. The account
// creation is in the staff audit (no author: the command).
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { equipe } from '../../db/schema/equipe.js';
import type { Clock, RandomBytes } from '../../platform/clock.js';
import { registrarAcaoEquipe } from '../../platform/console/auditoria-equipe.js';
import { emitirConvite } from './convite.service.js';

export interface ContextoComandoAdmin {
  db: Database;
  config: Pick<AppConfig, 'consolePublicUrl' | 'publicUrl'>;
  clock: Clock;
  random: RandomBytes;
  escrever: (linha: string) => void;
}

const USO =
  'Uso: npm run console:admin -w @portal/server -- criar --email <e-mail de trabalho> --nome "<nome completo>"';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The value after `--nome` (or `--nome=valor`). */
function opcao(args: readonly string[], nome: string): string | undefined {
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === `--${nome}`) return args[i + 1];
    if (arg.startsWith(`--${nome}=`)) return arg.slice(nome.length + 3);
  }
  return undefined;
}

/** Runs the command; answers the exit code (0 also when the e-mail already exists). */
export async function executarComandoAdmin(
  args: readonly string[],
  ctx: ContextoComandoAdmin,
): Promise<number> {
  const [acao, ...resto] = args;
  const email = opcao(resto, 'email')?.trim().toLowerCase();
  const nome = opcao(resto, 'nome')?.trim();
  if (acao !== 'criar' || !email || !nome) {
    ctx.escrever(USO);
    return 2;
  }
  if (!EMAIL.test(email) || email.length > 254) {
    ctx.escrever(`E-mail inválido: ${email}`);
    return 2;
  }
  if (nome.length < 2 || nome.length > 120) {
    ctx.escrever('O nome precisa ter de 2 a 120 caracteres.');
    return 2;
  }
  const agora = ctx.clock();
  const convite = await ctx.db.transaction(async (tx) => {
    const [criado] = await tx
      .insert(equipe)
      .values({ nome, email, papeis: ['administrador'], createdAt: agora })
      .onConflictDoNothing()
      .returning({ id: equipe.id });
    if (!criado) return null;
    await registrarAcaoEquipe(tx, {
      equipeId: null,
      papel: null,
      acao: 'equipe.criar-administrador',
      alvo: `equipe:${criado.id}`,
      depois: { nome, email, papeis: ['administrador'], ativo: true },
      at: agora,
    });
    return emitirConvite(tx, {
      config: ctx.config,
      random: ctx.random,
      agora,
      equipeId: criado.id,
      criadoPor: null,
    });
  });
  if (!convite) {
    ctx.escrever(
      `Já existe alguém da equipe com o e-mail ${email}; nada foi criado. Para um novo acesso, um administrador redefine os fatores dessa pessoa no console.`,
    );
    return 0;
  }
  ctx.escrever(`Administrador criado: ${nome} <${email}>.`);
  ctx.escrever('Link de cadastro (uma só vez, vale 24 horas — entregue só a essa pessoa):');
  ctx.escrever(convite.link);
  ctx.escrever(`Expira em ${convite.expiraEm.toISOString()}.`);
  return 0;
}
