// The event half of the clients command (decision 0025): `webhook` sets a client's webhook and prints its
// signing secret once, `eventos-mortos` lists the deliveries that gave up, `reenviar` puts one back in the
// queue. comando.ts hands these sub-commands here; the functions are in webhooks.ts.
import type { ComandoContexto } from './comando.js';
import { configurarWebhook, listarMortas, reenviar } from './webhooks.js';

export const USO_EVENTOS = [
  '  webhook --cliente <client_id> --url https://erp.exemplo/webhook',
  '  eventos-mortos',
  '  reenviar --evento <id do evento> [--cliente <client_id>]',
];

export interface OpcoesEventos {
  cliente?: string | undefined;
  url?: string | undefined;
  evento?: string | undefined;
}

/** Runs one event sub-command (comando.ts parses and answers refusals); returns the exit code. */
export async function executarComandoEventos(
  nome: 'webhook' | 'eventos-mortos' | 'reenviar',
  values: OpcoesEventos,
  ctx: ComandoContexto,
): Promise<number> {
  switch (nome) {
    case 'webhook': {
      const { segredo } = await configurarWebhook(ctx.db, {
        clientId: values.cliente ?? '',
        url: values.url ?? '',
        clock: ctx.clock,
        random: ctx.random,
        chave: ctx.chaveWebhooks,
      });
      ctx.escrever(`webhook_secret: ${segredo}`);
      ctx.escrever('Guarde o segredo agora: ele assina cada entrega e não será mostrado de novo.');
      return 0;
    }
    case 'eventos-mortos': {
      const mortas = await listarMortas(ctx.db);
      if (mortas.length === 0) ctx.escrever('Nenhuma entrega morta.');
      for (const m of mortas) {
        ctx.escrever(
          `${m.eventoId}\tcursor ${m.cursor}\t${m.tipo}\t${m.clientId}\t${m.tentativas} tentativas\t${m.ultimoErro ?? ''}`,
        );
      }
      return 0;
    }
    case 'reenviar': {
      const n = await reenviar(ctx.db, {
        eventoId: values.evento ?? '',
        clock: ctx.clock,
        ...(values.cliente ? { clientId: values.cliente } : {}),
      });
      ctx.escrever(`${n} entrega(s) de volta à fila.`);
      return 0;
    }
  }
}
