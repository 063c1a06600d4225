// `npm run new:screen -- <area> <nome>` (issue 36, docs/adding-a-screen.md): what a new member screen is
// made of, as a plan — the files it writes and the lines it adds to the shared tables — so the command
// (cli.ts) only applies it and the tests (plano.test.ts) can read it. Everything marked ESBOCO is a stub
// that fails until an engineer fills it in: the test stubs fail when run, and
// scripts/new-screen/esbocos.test.ts fails while the marker is anywhere in the repository.
import { templates, type Nomes } from './templates.js';

export type { Nomes };

/** The marker of what is left to fill. Kept out of every file but this generator's. */
export const ESBOCO = ['A', 'PREENCHER'].join(' ');

export interface Insercao {
  arquivo: string;
  /** The text the line goes before (the first occurrence after `depoisDe`, when given). */
  antesDe: string;
  depoisDe?: string;
  linha: string;
}

export interface Plano {
  nomes: Nomes;
  arquivos: { caminho: string; texto: string }[];
  insercoes: Insercao[];
}

export const AREAS_COM_TELA = ['auth', 'shell', 'meus-dados', 'financeiro', 'saude', 'facilidades'] as const;

export function nomesDe(area: string, nome: string): Nomes {
  if (!(AREAS_COM_TELA as readonly string[]).includes(area)) {
    throw new Error(`Área desconhecida: ${area}. Use uma de: ${AREAS_COM_TELA.join(', ')}.`);
  }
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(nome)) {
    throw new Error(`Nome em kebab-case, sem acento (ex.: declaracao-quitacao): ${nome}`);
  }
  const partes = nome.split('-');
  const pascal = partes.map((parte) => parte[0]!.toUpperCase() + parte.slice(1)).join('');
  return {
    area,
    nome,
    camel: pascal[0]!.toLowerCase() + pascal.slice(1),
    pascal,
    snake: partes.join('_').toUpperCase(),
  };
}

export function planoDaTela(area: string, nome: string): Plano {
  const n = nomesDe(area, nome);
  const t = templates(n, ESBOCO);
  return {
    nomes: n,
    arquivos: [
      { caminho: `packages/domain/src/contract/${area}/${nome}.ts`, texto: t.contrato },
      { caminho: `apps/server/src/modules/${area}/${nome}.routes.ts`, texto: t.rotas },
      { caminho: `apps/server/src/modules/${area}/${nome}.service.ts`, texto: t.servico },
      { caminho: `apps/server/src/modules/${area}/${nome}.int.test.ts`, texto: t.testeServidor },
      { caminho: `apps/web/src/features/${area}/api/${nome}.ts`, texto: t.chamadas },
      { caminho: `apps/web/src/features/${area}/pages/${nome}-page.tsx`, texto: t.pagina },
      { caminho: `e2e/${area}/${nome}.spec.ts`, texto: t.jornada },
    ],
    insercoes: [
      {
        arquivo: 'packages/domain/src/access/routes.ts',
        depoisDe: 'export const ROUTES = r({',
        antesDe: '\n});',
        linha: t.rotaDaTabela,
      },
      {
        arquivo: 'packages/domain/src/auditoria/acoes-auditoria.ts',
        antesDe: '} as const satisfies Record<string, AcaoAuditada>;',
        linha: t.acaoAuditada,
      },
      {
        arquivo: `apps/server/src/modules/${area}/area.ts`,
        antesDe: '\n\nexport const',
        linha: `import { ${n.camel}Routes } from './${nome}.routes.js';`,
      },
      {
        arquivo: `apps/server/src/modules/${area}/area.ts`,
        antesDe: '  done();',
        linha: `  ${n.camel}Routes(app);`,
      },
      {
        arquivo: 'apps/web/src/app/routing/private-route-modules.ts',
        depoisDe: 'export const PRIVATE_PAGE_MODULES',
        antesDe: '\n};',
        linha: `  ${n.camel}: () => import('../../features/${area}/pages/${nome}-page'),`,
      },
    ],
  };
}

/** The text of a file with the line added (before `antesDe`, on a line of its own). */
export function inserir(texto: string, insercao: Insercao): string {
  const inicio = insercao.depoisDe === undefined ? 0 : texto.indexOf(insercao.depoisDe);
  if (inicio < 0) throw new Error(`${insercao.arquivo}: não achei "${insercao.depoisDe}"`);
  const onde = texto.indexOf(insercao.antesDe, inicio);
  if (onde < 0) throw new Error(`${insercao.arquivo}: não achei "${insercao.antesDe.trim()}"`);
  // Before a "\n…" anchor the line ends the previous one; before a line's own text it takes a line.
  return insercao.antesDe.startsWith('\n')
    ? `${texto.slice(0, onde)}\n${insercao.linha}${texto.slice(onde)}`
    : `${texto.slice(0, onde)}${insercao.linha}\n${texto.slice(onde)}`;
}
