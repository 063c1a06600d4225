// The event half of the clients command (decision 0025): `webhook` sets a client's webhook and prints its
// signing secret once, `webhook-rotacionar` prints a new one while the previous keeps signing for a while
// (`webhook-encerrar-anterior` ends that sooner), `eventos-mortos` lists the deliveries that gave up, `reenviar` puts one back in the
// queue. comando.ts hands these sub-commands here; the functions are in webhooks.ts.
import type { ComandoContexto } from './comando-contexto.js';
import {
  configurarWebhook,
  encerrarSegredoAnterior,
  listarMortas,
  parseHorasRotacao,
  reenviar,
  ROTACAO_HORAS_PADRAO,
  rotacionarSegredoWebhook,
} from './webhooks.js';

export const USO_EVENTOS = [
  '  webhook --cliente <client_id> --url https://erp.exemplo/webhook',
  `  webhook-rotacionar --cliente <client_id> [--horas <${ROTACAO_HORAS_PADRAO}>]`,
  '  webhook-encerrar-anterior --cliente <client_id>',
  '  eventos-mortos',
  '  reenviar --evento <id do evento> [--cliente <client_id>]',
];

export interface OpcoesEventos {
  cliente?: string | undefined;
  url?: string | undefined;
  evento?: string | undefined;
  horas?: string | undefined;
}

export const COMANDOS_EVENTOS = [
  'webhook',
  'webhook-rotacionar',
  'webhook-encerrar-anterior',
  'eventos-mortos',
  'reenviar',
] as const;
export type ComandoEventos = (typeof COMANDOS_EVENTOS)[number];

const GUARDE = 'Guarde o segredo agora: ele assina cada entrega e não será mostrado de novo.';

/** Runs one event sub-command (comando.ts parses and answers refusals); returns the exit code. */
export async function executarComandoEventos(
  nome: ComandoEventos,
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
        producao: ctx.producao,
      });
      ctx.escrever(`webhook_secret: ${segredo}`);
      ctx.escrever(GUARDE);
      return 0;
    }
    case 'webhook-rotacionar': {
      const { segredo, anteriorExpiraEm } = await rotacionarSegredoWebhook(ctx.db, {
        clientId: values.cliente ?? '',
        horas: parseHorasRotacao(values.horas),
        clock: ctx.clock,
        random: ctx.random,
        chave: ctx.chaveWebhooks,
      });
      ctx.escrever(`webhook_secret: ${segredo}`);
      ctx.escrever(GUARDE);
      ctx.escrever(
        `Até ${anteriorExpiraEm.toISOString()} cada entrega leva duas assinaturas, com o segredo novo e com o anterior; depois, só com o novo (webhook-encerrar-anterior encerra antes).`,
      );
      return 0;
    }
    case 'webhook-encerrar-anterior': {
      await encerrarSegredoAnterior(ctx.db, { clientId: values.cliente ?? '', clock: ctx.clock });
      ctx.escrever('Segredo anterior encerrado: as entregas passam a ser assinadas só com o novo.');
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
