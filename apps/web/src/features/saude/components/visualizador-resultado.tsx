// A result read on screen (issue 37): activating an exam's name opens its report in a dialog — a heading
// naming the exam, the beneficiary and the day it was done, the PDF drawn inside the page (ui/pdf-pages.tsx,
// pdf.js with its text layer, loaded only now), 'Baixar' to save it and 'Fechar'. Radix moves focus into
// the dialog, keeps it there and Esc closes it; focus then goes back to the name that opened it. On a phone
// the dialog is the whole screen; on a desktop a tall panel over the list.
// The report comes from the download call (api/resultado-exames.ts useResultadoPdf): the same privacy
// check and audit as saving it; 'Baixar' saves the copy already received, no second read.
import { lazy, Suspense, useState } from 'react';
import { Dialog } from 'radix-ui';
import { formatDate } from '@portal/domain';
import type { ResultadoExame } from '@portal/domain/contract/saude/resultado-exames';
import { buttonClasses } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { DownloadButton } from '../../../ui/download-button';
import { Spinner } from '../../../ui/loader';
import { ApiError } from '../../../platform/api/api-client';
import { downloadResultados, salvarResultado, useResultadoPdf } from '../api/resultado-exames';

const PdfPages = lazy(() => import('../../../ui/pdf-pages'));

/** Starts loading the viewer's code before it is needed (pointer over or focus on an exam's name). */
export const prepararVisualizador = () => void import('../../../ui/pdf-pages');

const NAO_MOSTRA =
  'Não foi possível mostrar o resultado aqui. Use “Baixar” para abrir o arquivo no seu aparelho.';

function Carregando() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-ink-muted">
      <Spinner className="text-primary" />
      <span>Carregando o resultado…</span>
    </div>
  );
}

export function VisualizadorResultado({
  cpf,
  nome,
  resultado,
  onClose,
  returnFocus,
}: {
  cpf: string;
  /** The beneficiary whose result this is. */
  nome: string;
  resultado: ResultadoExame | null;
  onClose: () => void;
  /** The name that opened the dialog gets focus back. */
  returnFocus: () => void;
}) {
  const pdf = useResultadoPdf(cpf, resultado?.chave ?? null);
  const [falhou, setFalhou] = useState(false);
  const [pronto, setPronto] = useState(false);
  const [aberto, setAberto] = useState(resultado?.chave);
  if (aberto !== resultado?.chave) {
    setAberto(resultado?.chave);
    setFalhou(false);
    setPronto(false);
  }
  const erro =
    pdf.error instanceof ApiError && pdf.error.status < 500
      ? pdf.error.message
      : pdf.isError
        ? NAO_MOSTRA
        : null;

  return (
    <Modal
      open={resultado !== null}
      onClose={onClose}
      returnFocus={returnFocus}
      className="fixed inset-0 z-50 flex flex-col bg-surface text-ink shadow-xl sm:inset-auto sm:top-4 sm:left-1/2 sm:h-[calc(100dvh-2rem)] sm:w-[min(60rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:rounded-lg contraste:border-2 contraste:border-line"
    >
      {resultado && (
        <>
          <div className="flex items-start justify-between gap-3 border-b border-line px-4 py-3 sm:px-6">
            <Dialog.Title className="flex min-w-0 flex-col text-lg font-bold sm:text-xl">
              <span>{resultado.exame}</span>
              <span className="text-base font-normal text-ink-muted">
                {nome}, realizado em {formatDate(resultado.dataRealizacao)}
              </span>
            </Dialog.Title>
            <Dialog.Close className={buttonClasses('ghost', 'min-w-11 shrink-0 px-3')} aria-label="Fechar">
              <span aria-hidden="true" className="text-2xl leading-none">
                ×
              </span>
            </Dialog.Close>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-2 sm:px-6">
            <p className="text-sm text-ink-muted">{resultado.laboratorio}</p>
            <DownloadButton
              label="Baixar"
              variant="secondary"
              download={async () => {
                // The copy on screen when it has arrived; else the same call saves it.
                if (pdf.data) salvarResultado(pdf.data);
                else await downloadResultados(cpf, [resultado.chave]);
              }}
            />
          </div>
          {/* Focusable, so the keyboard scrolls the report (arrows, Page Down). */}
          <div
            role="region"
            aria-label={`Laudo: ${resultado.exame}`}
            tabIndex={0}
            aria-busy={!erro && !falhou && !pronto}
            className="flex-1 overflow-y-auto bg-surface-muted p-3 sm:p-6"
          >
            {erro || falhou ? (
              <p role="alert" className="rounded-md border-2 border-line bg-surface p-4">
                {erro ?? NAO_MOSTRA}
              </p>
            ) : !pdf.data ? (
              <Carregando />
            ) : (
              <Suspense fallback={<Carregando />}>
                <PdfPages
                  data={pdf.data.blob}
                  onError={() => setFalhou(true)}
                  onReady={() => setPronto(true)}
                />
              </Suspense>
            )}
          </div>
        </>
      )}
    </Modal>
  );
}
