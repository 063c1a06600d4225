// Example: a webhook receiver for the portal's events (issue 35, decision 0025), as an ERP would run it.
//
//   WEBHOOK_SEGREDOS=whsec_… PORTA=8787 npx tsx packages/integracao-cliente/exemplos/receptor-webhook.ts
//
// WEBHOOK_SEGREDOS: the secret `integracao:clientes webhook` printed; during a rotation the new and the
// previous, comma-separated (deploy the new one while the portal signs with both: nothing is refused).
// What it does, and what any receiver must do:
// - reads the body as raw bytes (at most 1 MB) and verifies the signature over exactly those bytes, with a
//   timestamp within 5 minutes of its clock (src/webhook.ts) — 401 otherwise, and the portal tries again;
// - only then parses the JSON (an event, typed from the OpenAPI document) and discards one it has already
//   handled (delivery is at least once: the same `id` may come again);
// - answers 2xx once the event is safely handled — anything else (or no answer in time) is retried, and
//   the member's later events wait behind it, so hand slow work to a queue and answer at once.
// The portal's tests run this receiver against real deliveries (webhook-receptor-exemplo.int.test.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { recusaDoWebhook, type EventoWebhook } from '../src/webhook.js';

const CORPO_MAXIMO = 1_048_576;

export interface OpcoesReceptor {
  /** The webhook secrets this receiver holds (one; two while a rotation lasts). */
  segredos: readonly string[];
  /** Handles an event; a thrown error answers 500, so the portal delivers it again. */
  aoReceber: (evento: EventoWebhook) => void | Promise<void>;
  /** The receiver's clock, ms (tests move it); the system's by default. */
  agora?: () => number;
  /** Told why a request was refused (a log line, a metric). */
  aoRecusar?: (motivo: string) => void;
}

/** The body as bytes, or null past `CORPO_MAXIMO`. */
async function corpoBruto(req: IncomingMessage): Promise<Buffer | null> {
  const partes: Buffer[] = [];
  let tamanho = 0;
  for await (const parte of req as AsyncIterable<Buffer>) {
    tamanho += parte.length;
    if (tamanho > CORPO_MAXIMO) return null;
    partes.push(parte);
  }
  return Buffer.concat(partes);
}

/** An HTTP server that verifies, deduplicates and hands each event to `aoReceber`. */
export function criarReceptorWebhook(opcoes: OpcoesReceptor): Server {
  // In memory for the example; a real receiver keeps the handled ids where it keeps the events' effects.
  const tratados = new Set<string>();
  const recusar = (res: ServerResponse, status: number, motivo: string) => {
    opcoes.aoRecusar?.(motivo);
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(motivo);
  };
  return createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST') return recusar(res, 405, 'metodo');
      const corpo = await corpoBruto(req);
      if (!corpo) return recusar(res, 413, 'corpo-grande-demais');
      const recusa = recusaDoWebhook({ cabecalhos: req.headers, corpo }, opcoes.segredos, {
        agora: (opcoes.agora ?? Date.now)(),
      });
      if (recusa) return recusar(res, 401, recusa);
      const evento = JSON.parse(corpo.toString('utf8')) as EventoWebhook;
      if (!tratados.has(evento.id)) {
        await opcoes.aoReceber(evento);
        tratados.add(evento.id);
      }
      res.writeHead(204).end();
    })().catch((error: unknown) => {
      recusar(res, 500, error instanceof Error ? error.message : String(error));
    });
  });
}

// Run directly: listen on PORTA and print each event.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const segredos = (process.env.WEBHOOK_SEGREDOS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (segredos.length === 0) {
    console.error(
      'defina WEBHOOK_SEGREDOS (o segredo do webhook; dois, separados por vírgula, numa rotação)',
    );
    process.exit(1);
  }
  const porta = Number(process.env.PORTA ?? 8787);
  criarReceptorWebhook({
    segredos,
    aoReceber: (evento) => console.log(`${evento.criadoEm} ${evento.tipo} ${evento.id}`),
    aoRecusar: (motivo) => console.warn(`recusado: ${motivo}`),
  }).listen(porta, () => console.log(`receptor de webhooks em http://localhost:${porta}/`));
}
