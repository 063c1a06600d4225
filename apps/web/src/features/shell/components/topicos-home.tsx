// "Notícias e dicas de saúde" on the home (spec §7 GET /beneficiarios/topicos, issue 17): the operator's
// topics, newest first, as cards with title, date and summary; 'Ler mais' opens the topic in a dialog with
// its title, date and body. Opening one is reported through `onAbrir` (app/ records the spec's resource
// usage 'TOPICO'). Nothing shows when there are no topics or they cannot be read: the home stays usable.
// Issue 38: the operator's banners for this member (the same answer: audience and period decided by the
// server) come first, above the topics, as 'Avisos da operadora' — a level 'Atenção' is an alert, 'Informação'
// a status, the level written out in its heading. Banners and topics are drawn in one render, once the
// answer and (if there are banners) the body's sanitiser chunk are there: nothing above them waits for them,
// so nothing on the home moves (decision 0036 §4; e2e/foundation/estabilidade.spec.ts).
import { lazy, Suspense, useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { formatDate } from '@portal/domain';
import type { BannerHome, Topico } from '@portal/domain/contract/shell/topicos';
import { buttonClasses } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { LoadingBlock } from '../../../ui/loader';
import { useTopicos } from '../api/topicos';

const TopicoCorpo = lazy(() => import('./topico-corpo'));

export const TOPICOS_TITULO = 'Notícias e dicas de saúde';

export default function TopicosHome({ onAbrir }: { onAbrir?: (topico: Topico) => void }) {
  const { data } = useTopicos();
  const [aberto, setAberto] = useState<Topico | null>(null);
  // The dialog has no trigger of its own: focus goes back to the 'Ler mais' that opened it.
  const abridor = useRef<HTMLButtonElement | null>(null);
  const topicos = data?.topicos ?? [];
  const banners = data?.banners ?? [];
  if (topicos.length === 0 && banners.length === 0) return null;
  const abrir = (topico: Topico, botao: HTMLButtonElement) => {
    abridor.current = botao;
    setAberto(topico);
    onAbrir?.(topico);
  };
  return (
    <Suspense fallback={null}>
      {banners.length > 0 && <Banners banners={banners} />}
      {topicos.length > 0 && (
        <section aria-labelledby="topicos-titulo" className="flex flex-col gap-3">
          <h2 id="topicos-titulo" className="text-xl font-bold">
            {TOPICOS_TITULO}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {topicos.map((topico) => (
              <li key={topico.id}>
                <article
                  aria-labelledby={`topico-${topico.id}`}
                  className="flex h-full flex-col gap-2 rounded-lg border border-line bg-surface p-4 shadow-sm contraste:border-2"
                >
                  <h3 id={`topico-${topico.id}`} className="text-lg font-bold">
                    {topico.titulo}
                  </h3>
                  <p className="text-sm text-ink-muted">
                    <time dateTime={topico.publicadoEm}>{formatDate(topico.publicadoEm)}</time>
                  </p>
                  <p className="flex-1">{topico.resumo}</p>
                  <button
                    type="button"
                    className={buttonClasses('secondary', 'self-start')}
                    aria-label={`Ler mais: ${topico.titulo}`}
                    onClick={(event) => abrir(topico, event.currentTarget)}
                  >
                    Ler mais
                  </button>
                </article>
              </li>
            ))}
          </ul>
          <Modal
            open={aberto !== null}
            onClose={() => setAberto(null)}
            returnFocus={() => abridor.current?.focus()}
            className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[min(40rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-surface p-4 text-ink shadow-xl sm:p-6 contraste:border-2 contraste:border-line"
          >
            {aberto && (
              <>
                <Dialog.Title className="text-xl font-bold">{aberto.titulo}</Dialog.Title>
                <p className="text-sm text-ink-muted">
                  Publicado em <time dateTime={aberto.publicadoEm}>{formatDate(aberto.publicadoEm)}</time>
                </p>
                <Suspense fallback={<LoadingBlock />}>
                  <TopicoCorpo html={aberto.corpoHtml} />
                </Suspense>
                <Dialog.Close className={buttonClasses('primary', 'self-end')}>Fechar</Dialog.Close>
              </>
            )}
          </Modal>
        </section>
      )}
    </Suspense>
  );
}

const NIVEL = {
  ATENCAO: { rotulo: 'Atenção', role: 'alert', classes: 'border-warning bg-warning-soft' },
  INFORMACAO: { rotulo: 'Informação', role: 'status', classes: 'border-info bg-info-soft' },
} as const;

function Banners({ banners }: { banners: BannerHome[] }) {
  return (
    <section aria-label="Avisos da operadora" className="flex flex-col gap-3">
      {banners.map((banner) => {
        const nivel = NIVEL[banner.nivel];
        return (
          <div
            key={banner.id}
            role={nivel.role}
            aria-labelledby={`banner-${banner.id}`}
            className={`flex flex-col gap-1 rounded-lg border-l-4 p-4 text-ink contraste:border-2 ${nivel.classes}`}
          >
            <h2 id={`banner-${banner.id}`} className="text-lg font-bold">
              {nivel.rotulo}: {banner.titulo}
            </h2>
            <TopicoCorpo html={banner.textoHtml} />
          </div>
        );
      })}
    </section>
  );
}
