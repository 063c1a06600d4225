// `npm run integracao:importar -w @portal/server -- arquivo.jsonl [--lote N] [--recomecar]` (decision 0024,
// "Carga inicial") = `node apps/server/dist/integracao-importar.js …` after the build: the first load of an
// operator's ERP export, streamed in batches, resumable after a crash. Same environment as the portal
// (DATABASE_URL, or the embedded database — then with the portal stopped: PGlite belongs to one process;
// STORAGE_* for the PDFs of guides, exam results and clinical documents, the very driver the server builds).
// Exit code 0: every record applied; 2: finished, some records refused (see the errors file); 1: failed.
import { loadConfig } from './config.js';
import { databaseTarget, openDatabase } from './db/client.js';
import { arquivosDaImportacao, importarArquivo, type Progresso } from './modules/integracao/importacao.js';
import { linhaDeProgresso, linhaPorTipo } from './modules/integracao/importacao-progresso.js';
import { createStorage } from './platform/storage/create-storage.js';

const USO = 'uso: integracao:importar <arquivo.jsonl> [--lote N] [--recomecar]';

function argumentos(args: string[]): { arquivo: string; lote?: number; recomecar: boolean } | null {
  let arquivo: string | undefined;
  let lote: number | undefined;
  let recomecar = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--recomecar') recomecar = true;
    else if (arg === '--lote') {
      lote = Number(args[++i]);
      if (!Number.isInteger(lote) || lote < 1) return null;
    } else if (arg.startsWith('--') || arquivo) return null;
    else arquivo = arg;
  }
  return arquivo ? { arquivo, ...(lote ? { lote } : {}), recomecar } : null;
}

const pedido = argumentos(process.argv.slice(2));
if (!pedido) {
  process.stderr.write(`${USO}\n`);
  process.exit(1);
}

const config = loadConfig();
const handle = openDatabase(databaseTarget(config), { pool: config.pool });
const inicio = performance.now();
const tty = process.stderr.isTTY;
let ultimo = 0;
const desenhar = (p: Progresso, final = false) => {
  const agora = performance.now();
  if (!final && agora - ultimo < (tty ? 500 : 10_000)) return;
  ultimo = agora;
  const linha = linhaDeProgresso(p, (agora - inicio) / 1000);
  process.stderr.write(tty ? `\r\x1b[2K${linha}${final ? '\n' : ''}` : `${linha}\n`);
};
try {
  await handle.migrate();
  const fim = await importarArquivo({
    db: handle.db,
    // The same driver and configuration as the server's `app.storage` (uploads-plugin.ts).
    storage: createStorage(config.storage),
    arquivo: pedido.arquivo,
    recomecar: pedido.recomecar,
    ...(pedido.lote ? { tamanhoLote: pedido.lote } : {}),
    aoAvancar: (p) => desenhar(p),
  });
  desenhar(fim, true);
  if (fim.retomadas > 0) process.stdout.write(`retomada após a linha ${fim.retomadas}\n`);
  process.stdout.write(
    `concluída: ${fim.linhas} linhas; criados ${fim.criados}, atualizados ${fim.atualizados}, inalterados ${fim.inalterados}, recusados ${fim.erros}\n`,
  );
  if (Object.keys(fim.porTipo).length > 0) process.stdout.write(`por tipo: ${linhaPorTipo(fim)}\n`);
  if (fim.erros > 0) {
    process.stdout.write(`registros recusados em ${arquivosDaImportacao(pedido.arquivo).erros}\n`);
    process.exitCode = 2;
  }
} catch (error) {
  process.stderr.write(`\nfalhou: ${error instanceof Error ? error.message : String(error)}\n`);
  process.stderr.write('rode de novo para retomar do último lote gravado\n');
  process.exitCode = 1;
} finally {
  await handle.close();
}
