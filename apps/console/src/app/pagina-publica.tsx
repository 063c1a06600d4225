// The frame of the screens before sign-in: the console's name and the screen, centred, no menu.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Carregando } from '../ui/carregando';
import { nomeOperadora } from './operadora';
import { useRotaAtual, useTituloDaPagina } from './titulo';

export function PaginaPublica() {
  useTituloDaPagina(useRotaAtual()?.titulo);
  return (
    <div className="min-h-screen">
      <header className="console-header bg-header px-4 py-3 text-on-header">
        <p className="text-lg font-semibold">Console da Operadora</p>
        {nomeOperadora() && <p className="text-sm">{nomeOperadora()}</p>}
      </header>
      <main id="conteudo" className="mx-auto w-full max-w-md px-4 py-8">
        <Suspense fallback={<Carregando />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
