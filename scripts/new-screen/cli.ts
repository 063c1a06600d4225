// `npm run new:screen -- <area> <nome>`: writes a new member screen's skeleton (plano.ts) — seven files and
// the lines in the route table, the audit table, the area's routes and the lazy page modules — then
// regenerates the contract calls. It refuses to overwrite anything. Next: docs/adding-a-screen.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESBOCO, inserir, planoDaTela } from './plano.js';

const RAIZ = join(import.meta.dirname, '..', '..');
const [area, nome] = process.argv.slice(2);
if (!area || !nome) {
  console.error('Uso: npm run new:screen -- <area> <nome-em-kebab-case>');
  process.exit(2);
}
const plano = planoDaTela(area, nome);
const existentes = plano.arquivos.filter(({ caminho }) => existsSync(join(RAIZ, caminho)));
if (existentes.length > 0) {
  console.error(`Já existem: ${existentes.map(({ caminho }) => caminho).join(', ')}`);
  process.exit(1);
}
// Every insertion is checked before anything is written: all or nothing.
const editados = new Map<string, string>();
for (const insercao of plano.insercoes) {
  const atual = editados.get(insercao.arquivo) ?? readFileSync(join(RAIZ, insercao.arquivo), 'utf8');
  editados.set(insercao.arquivo, inserir(atual, insercao));
}
for (const { caminho, texto } of plano.arquivos) {
  mkdirSync(dirname(join(RAIZ, caminho)), { recursive: true });
  writeFileSync(join(RAIZ, caminho), texto);
}
for (const [arquivo, texto] of editados) writeFileSync(join(RAIZ, arquivo), texto);
const escritos = [...plano.arquivos.map(({ caminho }) => caminho), ...editados.keys()];
execFileSync('npx', ['prettier', '--write', ...escritos], { cwd: RAIZ, stdio: 'ignore' });
execFileSync('npm', ['run', 'contract:calls'], { cwd: RAIZ, stdio: 'inherit' });
console.log(
  `\nTela ${plano.nomes.camel}: escrevi ${plano.arquivos.length} arquivos e alterei ${editados.size}:`,
);
for (const caminho of escritos) console.log(`  ${caminho}`);
console.log(`\nPreencha cada "${ESBOCO}" (git grep -n "${ESBOCO}"), seguindo docs/adding-a-screen.md.`);
