// `npm run integracao:clientes -w @portal/server -- criar|listar|limite|escopos|rotacionar|revogar` (decision 0024),
// and webhook|webhook-rotacionar|webhook-encerrar-anterior|eventos-mortos|reenviar (decision 0025,
// eventos-comando.ts): the operator's command for the integration clients. Secrets are printed once, when made; `listar` never
// prints one. The functions are tested directly; integracao-clientes.ts only opens the database.
import { parseArgs } from 'node:util';
import type { ComandoContexto } from './comando-contexto.js';
import {
  CredencialError,
  criarCliente,
  definirEscopos,
  definirLimite,
  listarClientes,
  parseEscopos,
  parseLimite,
  revogar,
  rotacionarSegredo,
} from './credenciais.js';
import {
  COMANDOS_EVENTOS,
  executarComandoEventos,
  USO_EVENTOS,
  type ComandoEventos,
} from './eventos-comando.js';

export const USO_COMANDO = [
  'Uso: npm run integracao:clientes -w @portal/server -- <comando>',
  '  criar --nome "ERP Financeiro" --escopos faturamento:escrita,solicitacoes:escrita [--limite <chamadas/min>]',
  '  listar',
  '  limite --cliente <client_id> --limite <chamadas/min|padrao>',
  '  escopos --cliente <client_id> --escopos faturamento:escrita,eventos:leitura',
  '  rotacionar --cliente <client_id>',
  '  revogar --cliente <client_id> [--segredo <id>]',
  ...USO_EVENTOS,
].join('\n');

/** Runs one command; returns the exit code (0 ok, 1 refused, 2 usage). */
export async function executarComando(argv: string[], ctx: ComandoContexto): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        nome: { type: 'string' },
        escopos: { type: 'string' },
        cliente: { type: 'string' },
        segredo: { type: 'string' },
        url: { type: 'string' },
        evento: { type: 'string' },
        limite: { type: 'string' },
        horas: { type: 'string' },
      },
    });
  } catch (error) {
    ctx.escrever(`${(error as Error).message}\n${USO_COMANDO}`);
    return 2;
  }
  const { values, positionals } = parsed;
  try {
    const comando = positionals[0];
    if (COMANDOS_EVENTOS.includes(comando as ComandoEventos)) {
      return await executarComandoEventos(comando as ComandoEventos, values, ctx);
    }
    switch (comando) {
      case 'criar': {
        const novo = await criarCliente(ctx.db, {
          nome: values.nome ?? '',
          escopos: parseEscopos(values.escopos ?? ''),
          limitePorMinuto: values.limite === undefined ? null : parseLimite(values.limite),
          clock: ctx.clock,
          random: ctx.random,
        });
        ctx.escrever(`client_id: ${novo.clientId}`);
        ctx.escrever(`client_secret: ${novo.segredo}`);
        ctx.escrever('Guarde o segredo agora: ele não será mostrado de novo.');
        return 0;
      }
      case 'listar': {
        const clientes = await listarClientes(ctx.db);
        if (clientes.length === 0) ctx.escrever('Nenhum cliente de integração.');
        for (const c of clientes) {
          const estado = c.revogadoEm ? `revogado em ${c.revogadoEm.toISOString()}` : 'ativo';
          const segredos = c.segredos.map((s) => `#${s.id} (${s.criadoEm.toISOString()})`).join(', ');
          const limite = textoLimite(c.limitePorMinuto, ctx.limitePadrao);
          const webhook = c.webhook
            ? `\twebhook: ${c.webhook.url}${textoAnterior(c.webhook, ctx.clock())}${c.webhook.pausadoEm ? ' (entregas pausadas)' : ''}`
            : '';
          ctx.escrever(
            `${c.clientId}\t${c.nome}\t${c.escopos.join(',')}\t${estado}\tlimite: ${limite}\tsegredos válidos: ${segredos || 'nenhum'}${webhook}`,
          );
        }
        return 0;
      }
      case 'limite': {
        const clientId = exigir(values.cliente, '--cliente');
        const limitePorMinuto = parseLimite(exigir(values.limite, '--limite'));
        await definirLimite(ctx.db, { clientId, limitePorMinuto });
        ctx.escrever(`Limite de ${clientId}: ${textoLimite(limitePorMinuto, ctx.limitePadrao)}.`);
        return 0;
      }
      case 'escopos': {
        const clientId = exigir(values.cliente, '--cliente');
        const escopos = parseEscopos(exigir(values.escopos, '--escopos'));
        await definirEscopos(ctx.db, { clientId, escopos });
        ctx.escrever(`Escopos de ${clientId}: ${escopos.join(',')}.`);
        return 0;
      }
      case 'rotacionar': {
        const novo = await rotacionarSegredo(ctx.db, {
          clientId: exigir(values.cliente, '--cliente'),
          clock: ctx.clock,
          random: ctx.random,
        });
        ctx.escrever(`segredo #${novo.segredoId}`);
        ctx.escrever(`client_secret: ${novo.segredo}`);
        ctx.escrever('Os dois segredos valem até que o antigo seja revogado (revogar --segredo).');
        return 0;
      }
      case 'revogar': {
        const clientId = exigir(values.cliente, '--cliente');
        const segredoId = values.segredo === undefined ? undefined : Number(values.segredo);
        if (segredoId !== undefined && !Number.isInteger(segredoId)) {
          throw new CredencialError('--segredo deve ser o número mostrado por listar.');
        }
        await revogar(ctx.db, {
          clientId,
          clock: ctx.clock,
          ...(segredoId === undefined ? {} : { segredoId }),
        });
        ctx.escrever(
          segredoId === undefined ? `Cliente ${clientId} revogado.` : `Segredo #${segredoId} revogado.`,
        );
        return 0;
      }
      case undefined:
      default:
        ctx.escrever(USO_COMANDO);
        return 2;
    }
  } catch (error) {
    if (error instanceof CredencialError) {
      ctx.escrever(error.message);
      return 1;
    }
    throw error;
  }
}

const textoLimite = (limite: number | null, padrao: number): string =>
  limite === null ? `${padrao}/min (padrão)` : `${limite}/min`;

/** While a rotation's overlap lasts, until when the previous webhook secret still signs. */
const textoAnterior = (webhook: { anteriorExpiraEm: Date | null }, agora: Date): string =>
  webhook.anteriorExpiraEm && webhook.anteriorExpiraEm > agora
    ? ` (segredo anterior assina até ${webhook.anteriorExpiraEm.toISOString()})`
    : '';

function exigir(value: string | undefined, nome: string): string {
  if (!value) throw new CredencialError(`Informe ${nome}.`);
  return value;
}
