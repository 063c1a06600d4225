// `npm run bench:integracao` (issue 19, decision 0024 "Carga inicial"): the first load of a large operator on
// PostgreSQL, measured. Starts the local cluster (PostgreSQL 15, s3rver, three instances, HAProxy;
// scripts/cluster) with the demo and the e2e pool, writes a synthetic ERP export (gerar.ts), measures the
// member API alone, then runs `integracao:importar` on the export while the same members keep using the
// portal, and prints the load's rows per second (in all and per kind: bills and beneficiaries must reach
// 10,000 lines/s, decision 0058) and the members' p99 before and during it, read as decision 0056 reads the
// budget: an open load at BENCH_TAXA (100) calls a second over at most BENCH_CONEXOES (50) connections, p99 ≤
// 50 ms (membros.ts). A benchmark, not a test: not in CI (the full size takes minutes on this 2-core machine).
//
// BENCH_BENEFICIARIOS (default 100000), BENCH_TITULOS (default 1200000): the export's size.
// BENCH_REDE (default 0): the Guia Médico's network (issue 40) — that many locations of the demo network's
// generator with their providers, after the catalogue and the products; BENCH_BENEFICIARIOS=0 BENCH_TITULOS=0
// BENCH_REDE=100000 loads the network alone, so the load's lines/s are the network's.
// BENCH_DOCUMENTOS (default 0): health records with a tiny PDF each (guides, exam results, prescriptions),
// stored through the cluster's S3 (s3rver) — 0 keeps the figures comparable with the runs before them.
// BENCH_TAXA (default 100), BENCH_CONEXOES (default 50), BENCH_MEMBROS (default 20 signed-in titulars): the
// members' open load. BENCH_BASE_SEGUNDOS (default 20): the members-only measurement. BENCH_META_LINHAS
// (default 10000): the lines/s bills and beneficiaries must reach. BENCH_PORT (default 8280): HAProxy's port. BENCH_API_TITULOS (default 5000): after
// the load, the daily feed — that many of the export's bills sent again through the integration API with the
// client generated from its OpenAPI document (@portal/integracao-cliente, real HTTP through HAProxy, the e2e
// seed's ERP client), all of which must answer `inalterado`; 0 skips it.
import { spawn } from 'node:child_process';
import { createReadStream, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { INTEGRACAO_LOTE_MAXIMO } from '@portal/domain/contract/integracao/integracao';
import { createIntegracaoClient, fonteDeToken, type CorpoDe } from '@portal/integracao-cliente';
import { E2E_INTEGRACAO } from '@portal/test-support/integracao';
import { Cluster, missingTools, ROOT } from '../cluster/cluster.js';
import { cargaDaMaquina } from '../../apps/server/src/test/bench-carga.js';
import { gerarExportacao } from './gerar.js';
import { descrever, META_P99_MS, MembrosAbertos } from './membros.js';

const log = (line: string) => console.log(`[bench:integracao] ${line}`);
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const inteiro = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

for (const problem of missingTools()) console.error(`[bench:integracao] ${problem}`);
if (missingTools().length > 0) process.exit(1);

const escala = {
  beneficiarios: setting('BENCH_BENEFICIARIOS', 100_000),
  titulos: setting('BENCH_TITULOS', 1_200_000),
  documentos: setting('BENCH_DOCUMENTOS', 0),
  rede: setting('BENCH_REDE', 0),
};
const metaLinhas = setting('BENCH_META_LINHAS', 10_000);
const cluster = new Cluster({
  instances: 3,
  firstPort: setting('BENCH_PORT', 8280),
  seed: 'e2e',
  drainMs: 3000,
  log,
});
process.once('SIGINT', () => void cluster.stop().then(() => process.exit(1)));

/** Each kind's lines/s from the command's last line ('por tipo: titulos 240.000 linhas a 11.234 linhas/s · …'). */
const porTipo = new Map<string, number>();
const lerPorTipo = (linha: string) => {
  if (!linha.startsWith('por tipo:')) return;
  for (const [, tipo, ritmo] of linha.matchAll(/([\w-]+) [\d.]+ linhas a ([\d.]+) linhas\/s/g)) {
    porTipo.set(tipo!, Number(ritmo!.replaceAll('.', '')));
  }
};

/** The bulk load as its command runs it, against the cluster's database. */
function importar(arquivo: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'apps/server/dist/integracao-importar.js'), arquivo], {
      cwd: ROOT,
      env: { ...process.env, ...cluster.serverEnv, DATA_DIR: join(cluster.base, 'importador') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const repassar = (chunk: Buffer) => {
      for (const line of chunk.toString().split(/[\r\n]+/)) {
        if (!line.trim()) continue;
        lerPorTipo(line.trim());
        log(`  ${line.trim()}`);
      }
    };
    child.stdout.on('data', repassar);
    child.stderr.on('data', repassar);
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

type TituloErp = CorpoDe<'/integracao/v1/titulos', 'put'>['titulos'][number];

/** The first `quantos` bills of the export, as its lines carry them (the batch endpoint's records). */
async function titulosDaExportacao(arquivo: string, quantos: number): Promise<TituloErp[]> {
  const titulos: TituloErp[] = [];
  const linhas = createInterface({ input: createReadStream(arquivo), crlfDelay: Infinity });
  for await (const linha of linhas) {
    if (!linha.startsWith('{"tipo":"titulos"')) continue;
    titulos.push((JSON.parse(linha) as { registro: TituloErp }).registro);
    if (titulos.length >= quantos) break;
  }
  linhas.close();
  return titulos;
}

/**
 * The daily feed after the first load: bills sent again through `PUT /integracao/v1/titulos` by the
 * generated client over real HTTP (HAProxy, the three instances), a token from the client-credentials call.
 * Answers the records per second and how many were not `inalterado` (every one was loaded already).
 */
async function alimentacaoPelaApi(titulos: TituloErp[]): Promise<{ porSegundo: number; diferentes: number }> {
  const baseUrl = cluster.front;
  const api = createIntegracaoClient({ baseUrl, token: fonteDeToken({ baseUrl, ...E2E_INTEGRACAO }) });
  let diferentes = 0;
  const inicio = performance.now();
  for (let i = 0; i < titulos.length; i += INTEGRACAO_LOTE_MAXIMO) {
    const lote = titulos.slice(i, i + INTEGRACAO_LOTE_MAXIMO);
    const { data, error, response } = await api.PUT('/integracao/v1/titulos', { body: { titulos: lote } });
    if (!data)
      throw new Error(`PUT /integracao/v1/titulos: HTTP ${response.status} ${JSON.stringify(error)}`);
    diferentes += data.resultados.filter((r) => r.resultado !== 'inalterado').length;
  }
  return { porSegundo: titulos.length / ((performance.now() - inicio) / 1000), diferentes };
}

let exitCode = 0;
try {
  await cluster.start();
  const arquivo = join(cluster.base, 'exportacao.jsonl');
  const gerado = await gerarExportacao(arquivo, escala);
  const megas = statSync(arquivo).size / 1_048_576;
  log(
    `exportação: ${inteiro.format(gerado.linhas)} linhas (${megas.toFixed(0)} MB) — ${inteiro.format(gerado.contratos)} contratos, ` +
      `${inteiro.format(gerado.beneficiarios)} beneficiários, ${inteiro.format(gerado.cartoes)} cartões, ${inteiro.format(gerado.titulos)} títulos, ${inteiro.format(gerado.documentos)} documentos com PDF, ` +
      `${inteiro.format(gerado.locaisRede)} locais da rede de ${inteiro.format(gerado.prestadoresRede)} prestadores`,
  );

  log(cargaDaMaquina());
  const membros = await MembrosAbertos.entrar(cluster.front);
  const antes = await membros.medir(setting('BENCH_BASE_SEGUNDOS', 20));
  log(`membros sem a carga: ${descrever(antes)}`);

  const inicio = performance.now();
  const carga = importar(arquivo);
  const durante = await membros.medir(carga);
  const codigo = await carga;
  membros.fechar();
  const segundos = (performance.now() - inicio) / 1000;
  log(
    `carga: ${inteiro.format(gerado.linhas)} linhas em ${segundos.toFixed(0)} s = ${inteiro.format(gerado.linhas / segundos)} linhas/s (código de saída ${codigo})`,
  );
  log(`membros durante a carga: ${descrever(durante)}`);
  log(cargaDaMaquina());
  const lentos = ['titulos', 'beneficiarios'].filter((tipo) => (porTipo.get(tipo) ?? 0) < metaLinhas);
  log(
    `meta de ${inteiro.format(metaLinhas)} linhas/s (títulos e beneficiários): ${lentos.length ? `NÃO ATENDIDA (${lentos.join(', ')})` : 'atendida'}`,
  );

  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  const contar = async (tabela: string) =>
    Number(
      (
        await client.query<{ n: number }>(
          `select count(*)::int as n from ${tabela} where id_erp like 'BCH-%'`,
        )
      ).rows[0]!.n,
    );
  const beneficiarios = await contar('beneficiarios');
  const titulos = await contar('titulos');
  const locaisRede = await contar('rede_locais');
  await client.end();
  log(
    `no banco: ${inteiro.format(beneficiarios)} beneficiários, ${inteiro.format(titulos)} títulos e ${inteiro.format(locaisRede)} locais da rede da carga`,
  );

  let apiDiferentes = 0;
  const pelaApi = await titulosDaExportacao(arquivo, setting('BENCH_API_TITULOS', 5000));
  if (pelaApi.length > 0) {
    const feed = await alimentacaoPelaApi(pelaApi);
    apiDiferentes = feed.diferentes;
    log(
      `alimentação pela API (cliente gerado, HTTP): ${inteiro.format(pelaApi.length)} títulos de novo, ` +
        `${inteiro.format(feed.porSegundo)} registros/s, ${feed.diferentes} não inalterados`,
    );
  }
  if (
    codigo !== 0 ||
    beneficiarios !== gerado.beneficiarios ||
    titulos !== gerado.titulos ||
    locaisRede !== gerado.locaisRede ||
    durante.falhas > 0 ||
    apiDiferentes > 0
  ) {
    log('FALHOU: a carga não gravou tudo, houve falhas para os membros, ou a API não achou a carga igual');
    exitCode = 1;
  }
  if (durante.p99 > META_P99_MS || lentos.length > 0) {
    log('FALHOU: uma meta não foi atendida (acima)');
    exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
}
await cluster.stop();
process.exit(exitCode);
