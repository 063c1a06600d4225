// The signed-in frame: the operator's name, the staff member's name and roles, sign-out and the contrast
// switch in the header; the side menu lists only the screens the member's roles open (a disclosure on a
// phone); the screen's title is its <h1>, focused on every navigation so a screen reader hears where it is;
// the idle warning (aviso-inatividade.tsx) watches the session.
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { NOME_PAPEL } from '@portal/domain/contract/console/acesso';
import { MENSAGENS_CONSOLE } from '@portal/domain/contract/console/mensagens';
import { Alerta } from '../ui/alerta';
import { Carregando } from '../ui/carregando';
import { AvisoInatividade } from './aviso-inatividade';
import type { ContextoConsole } from './contexto';
import { CAMINHO_MINHA_CONTA } from '../features/acesso/validacao';
import { GRUPOS_MENU, podeAbrir, ROTAS } from './rotas';
import { useSair } from './sair';
import { useSessao, type SessaoEquipe } from './sessao';
import { useRotaAtual, useTituloDaPagina } from './titulo';
import { AlternarContraste } from './contraste';
import { nomeOperadora } from './operadora';

export function Layout() {
  const sessao = useSessao();
  const rota = useRotaAtual();
  useTituloDaPagina(rota?.titulo);
  if (sessao.isPending) return <Carregando />;
  if (sessao.isError) {
    return (
      <main className="p-6">
        <p role="alert">{sessao.error.message}</p>
      </main>
    );
  }
  return <Moldura equipe={sessao.data} />;
}

function Moldura({ equipe }: { equipe: SessaoEquipe }) {
  const rota = useRotaAtual();
  const local = useLocation();
  const titulo = useRef<HTMLHeadingElement>(null);
  const [menuAberto, setMenuAberto] = useState(false);
  const sair = useSair();
  const primeira = useRef(true);
  useEffect(() => {
    // Not on the first paint: the page starts at its top, as any page does.
    if (primeira.current) primeira.current = false;
    else titulo.current?.focus();
  }, [local.pathname]);
  const permitida = !rota?.papeis || podeAbrir({ papeis: rota.papeis }, equipe.papeis);
  const telas = useMemo(() => ROTAS.filter((r) => r.menu && podeAbrir(r, equipe.papeis)), [equipe.papeis]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#conteudo"
        className="sr-only bg-surface p-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Ir para o conteúdo
      </a>
      <header className="console-header flex flex-wrap items-center gap-x-6 gap-y-2 bg-header px-4 py-3 text-on-header">
        {/* At least the title's width: on a phone a long list of roles then wraps onto its own line
            instead of squeezing the title under it (seen with "Atendimento, Atendimento — saúde"). */}
        <div className="min-w-52 flex-1">
          <Link to="/" className="text-lg font-semibold text-on-header no-underline">
            Console da Operadora
          </Link>
          {nomeOperadora() && <p className="truncate text-sm">{nomeOperadora()}</p>}
        </div>
        <div className="text-sm">
          <p className="font-semibold">{equipe.nome}</p>
          <p>{equipe.papeis.map((papel) => NOME_PAPEL[papel]).join(', ') || 'Sem papéis'}</p>
        </div>
        <div className="flex items-center gap-2">
          <AlternarContraste />
          <button
            type="button"
            onClick={() => sair.mutate()}
            disabled={sair.isPending}
            className="min-h-11 rounded border border-on-header px-3 text-on-header"
          >
            Sair
          </button>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav aria-label="Menu do console" className="border-line bg-surface md:w-60 md:border-r">
          <button
            type="button"
            className="m-2 min-h-11 rounded border border-line-strong px-3 md:hidden"
            aria-expanded={menuAberto}
            aria-controls="menu-console"
            onClick={() => setMenuAberto((aberto) => !aberto)}
          >
            Menu
          </button>
          <div id="menu-console" className={`${menuAberto ? 'block' : 'hidden'} p-2 md:block`}>
            {GRUPOS_MENU.map((grupo) => {
              const itens = telas.filter((r) => r.menu === grupo);
              if (itens.length === 0) return null;
              return (
                <div key={grupo} className="mb-3">
                  <h2 className="px-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                    {grupo}
                  </h2>
                  <ul>
                    {itens.map((item) => (
                      <li key={item.path}>
                        <NavLink
                          to={`/${item.path}`}
                          end
                          onClick={() => setMenuAberto(false)}
                          className={({ isActive }) =>
                            `flex min-h-11 items-center rounded px-2 ${isActive ? 'bg-primary font-semibold text-on-primary' : 'text-ink'}`
                          }
                        >
                          {item.titulo}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
        </nav>
        <main id="conteudo" className="min-w-0 flex-1 p-4 md:p-6">
          <h1 ref={titulo} tabIndex={-1} className="mb-4 text-2xl font-semibold">
            {rota?.titulo}
          </h1>
          {equipe.precisaCadastrarFator && local.pathname !== CAMINHO_MINHA_CONTA && (
            <Alerta tipo="atencao">
              {MENSAGENS_CONSOLE.cadastreFator} <Link to={CAMINHO_MINHA_CONTA}>Ir para Minha conta</Link>
            </Alerta>
          )}
          {permitida ? (
            <Suspense fallback={<Carregando />}>
              <Outlet context={{ equipe, telas } satisfies ContextoConsole} />
            </Suspense>
          ) : (
            <p role="alert">Seus papéis não dão acesso a esta tela. Fale com um administrador do console.</p>
          )}
        </main>
      </div>
      <AvisoInatividade aoSair={() => sair.mutate()} />
    </div>
  );
}
