// The files of one past request, read when the member opens them (GET /arquivos), each downloadable
// (GET /arquivos/download with the file's opaque id). A plain disclosure button (aria-expanded): it sits
// in a table cell or a card line, where a headed block would not fit.
import { formatDate, formatFileSize } from '@portal/domain';
import {
  GRUPOS_ARQUIVO_REEMBOLSO,
  type ReembolsoCompleto,
} from '@portal/domain/contract/financeiro/reembolso';
import { useId, useState } from 'react';
import { Button } from '../../../ui/button';
import { DownloadButton } from '../../../ui/download-button';
import { LoadingBlock } from '../../../ui/loader';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { downloadArquivoReembolso, useArquivosReembolso } from '../api/reembolso-arquivos';
import { REEMBOLSO_TEXTS } from './reembolso-texts';

const tituloDoGrupo = (grupo: string) =>
  GRUPOS_ARQUIVO_REEMBOLSO.find((g) => g.grupo === grupo)?.titulo ?? grupo;

function Lista({ reembolso }: { reembolso: ReembolsoCompleto }) {
  const arquivos = useArquivosReembolso(reembolso.protocolo, reembolso.dataReembolso);
  if (arquivos.isError) return <UnexpectedErrorPanel onRetry={() => void arquivos.refetch()} />;
  if (!arquivos.data) return <LoadingBlock />;
  if (arquivos.data.arquivos.length === 0) return <p>{REEMBOLSO_TEXTS.semArquivos}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {arquivos.data.arquivos.map((arquivo) => (
        <li key={arquivo.path} className="flex flex-wrap items-center justify-between gap-2">
          <span className="min-w-0 break-all">
            <span className="font-semibold">{arquivo.nome}</span>{' '}
            <span className="text-sm text-ink-muted">
              ({tituloDoGrupo(arquivo.grupo)}, {formatFileSize(arquivo.tamanhoBytes)}
              {arquivo.enviadoEm && `, ${REEMBOLSO_TEXTS.enviadoDepois(formatDate(arquivo.enviadoEm))}`})
            </span>
          </span>
          <DownloadButton
            label="Baixar"
            ariaLabel={`Baixar ${arquivo.nome}`}
            variant="link"
            download={() => downloadArquivoReembolso(arquivo)}
          />
        </li>
      ))}
    </ul>
  );
}

export function ArquivosDoReembolso({ reembolso }: { reembolso: ReembolsoCompleto }) {
  const [aberto, setAberto] = useState(false);
  const painel = useId();
  if (reembolso.quantidadeArquivos === 0) return <>{REEMBOLSO_TEXTS.semArquivos}</>;
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="link"
        className="self-start"
        aria-expanded={aberto}
        aria-controls={painel}
        onClick={() => setAberto((was) => !was)}
      >
        {REEMBOLSO_TEXTS.verArquivos}
        <span className="sr-only"> do protocolo {reembolso.protocolo}</span> ({reembolso.quantidadeArquivos})
      </Button>
      <div id={painel} hidden={!aberto}>
        {aberto && <Lista reembolso={reembolso} />}
      </div>
    </div>
  );
}
