// "Enviar documentos" on a PENDENTE reimbursement (issue 39, decision 0017): the operator's reason, then the
// same four upload groups the request form has (every group optional here, one file at least), sent with
// progress; the server moves the request back to "Em análise" and the list is read again. The idempotency
// key is made when the dialog opens and kept while the same files are retried (a double click or a retry
// after a lost answer is the same send); choosing other files makes a new one.
// Issue 37: this dialog (Radix, the upload groups, the progress) is a chunk of its own, off the first paint of
// Solicitação de Reembolso, whose history shows the button (enviar-documentos.tsx).
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { FINANCEIRO_MESSAGES } from '@portal/domain';
import {
  GRUPOS_REEMBOLSO,
  type GrupoArquivoReembolso,
  type ReembolsoCompleto,
} from '@portal/domain/contract/financeiro/reembolso';
import { ApiError } from '../../../platform/api/api-client';
import { fileProgress } from '../../../platform/api/upload-progress';
import { showAlert } from '../../../platform/state/alert';
import { Button, buttonClasses } from '../../../ui/button';
import { LoadingBlock } from '../../../ui/loader';
import { Modal } from '../../../ui/modal';
import { UnexpectedErrorPanel } from '../../../ui/unexpected-error-panel';
import { useReembolsoConstantes } from '../api/reembolso-constantes';
import { useEnviarDocumentos } from '../api/reembolso-documentos';
import { ArquivosFields } from './arquivos-fields';
import { ProgressoEnvio } from './progresso-envio';
import {
  corpoDoPedido,
  limitesDosGrupos,
  pendenciasDosArquivos,
  semArquivos,
  type ArquivoEnviado,
  type ArquivosPorGrupo,
} from './reembolso-arquivos';
import { REEMBOLSO_TEXTS } from './reembolso-texts';

interface Progresso {
  enviados: ArquivoEnviado[];
  partes: number[];
}

function Formulario({ reembolso, onEnviado }: { reembolso: ReembolsoCompleto; onEnviado: () => void }) {
  const constantes = useReembolsoConstantes();
  const limites = useMemo(() => {
    if (!constantes.data) return null;
    const doPedido = limitesDosGrupos(constantes.data);
    return Object.fromEntries(
      GRUPOS_REEMBOLSO.map((g) => [g, { minFiles: 0, maxFiles: doPedido[g].maxFiles }]),
    ) as typeof doPedido;
  }, [constantes.data]);
  const [arquivos, setArquivos] = useState<ArquivosPorGrupo>(semArquivos);
  const [chave, setChave] = useState(() => crypto.randomUUID());
  const [erro, setErro] = useState<string | null>(null);
  const [errosGrupo, setErrosGrupo] = useState<Partial<Record<GrupoArquivoReembolso, string>>>({});
  const [progresso, setProgresso] = useState<Progresso | null>(null);
  const [enviando, setEnviando] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const enviar = useEnviarDocumentos();

  if (constantes.isError) return <UnexpectedErrorPanel onRetry={() => void constantes.refetch()} />;
  if (!limites) return <LoadingBlock />;

  const alterarArquivos: typeof setArquivos = (action) => {
    // Other files are another send: a new key (a retry of the same files keeps the old one).
    setChave(crypto.randomUUID());
    setErro(null);
    setErrosGrupo({});
    setArquivos(action);
  };

  const focar = (grupo: GrupoArquivoReembolso) =>
    form.current?.querySelector<HTMLInputElement>(`input[name="${grupo}"]`)?.focus();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (enviando) return;
    const pendencias = pendenciasDosArquivos(arquivos, limites!);
    const pendente = GRUPOS_REEMBOLSO.find((g) => pendencias[g]);
    if (pendente) return focar(pendente);
    if (GRUPOS_REEMBOLSO.every((g) => arquivos[g].length === 0)) {
      setErro(FINANCEIRO_MESSAGES.documentsRequired);
      return focar(GRUPOS_REEMBOLSO[0]);
    }
    setEnviando(true);
    setErro(null);
    const corpo = corpoDoPedido({ chaveIdempotencia: chave }, arquivos);
    const tamanhos = corpo.enviados.map((e) => e.tamanho);
    setProgresso({ enviados: corpo.enviados, partes: tamanhos.map(() => 0) });
    try {
      const resposta = await enviar(reembolso.protocolo, corpo.body, (loaded, total) =>
        setProgresso({
          enviados: corpo.enviados,
          partes: fileProgress(loaded, total, corpo.bytesDosDados, tamanhos),
        }),
      );
      showAlert({ tipo: 'sucesso', mensagem: resposta.mensagem });
      onEnviado();
    } catch (error) {
      setProgresso(null);
      setEnviando(false);
      if (!(error instanceof ApiError)) throw error;
      // The server's word on a group goes under it; anything else (409: no longer pending) above the buttons.
      const grupos = Object.fromEntries(
        Object.entries(error.campos ?? {}).filter(([campo]) =>
          (GRUPOS_REEMBOLSO as readonly string[]).includes(campo),
        ),
      );
      setErrosGrupo(grupos);
      setErro(error.message);
    }
  }

  return (
    <form ref={form} noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <ArquivosFields
        arquivos={arquivos}
        onChange={alterarArquivos}
        limites={limites}
        forceErrors={false}
        erros={errosGrupo}
      />
      {progresso && <ProgressoEnvio arquivos={progresso.enviados} partes={progresso.partes} />}
      {erro && (
        <p role="alert" className="font-semibold text-danger">
          {erro}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Dialog.Close className={buttonClasses('secondary')} disabled={enviando}>
          {REEMBOLSO_TEXTS.cancelarEnvio}
        </Dialog.Close>
        <Button type="submit" loading={enviando} disabled={enviando}>
          {REEMBOLSO_TEXTS.enviarDocumentosConfirmar}
        </Button>
      </div>
    </form>
  );
}

/**
 * The action on a PENDENTE row and its dialog. Focus comes back to the button on a cancel; after a send the
 * button goes away with the PENDENTE status, so focus goes to the row's status (`data-situacao`, which the
 * list keeps focusable) — the badge that now reads "Em análise".
 */
/** The dialog of "Enviar documentos" (a chunk of its own: enviar-documentos.tsx loads it when first wanted). */
export function EnviarDocumentosDialogo({
  reembolso,
  aberto,
  onFechar,
  onEnviado,
  devolverFoco,
}: {
  reembolso: ReembolsoCompleto;
  aberto: boolean;
  onFechar: () => void;
  onEnviado: () => void;
  devolverFoco: () => void;
}) {
  return (
    <Modal
      open={aberto}
      onClose={onFechar}
      returnFocus={devolverFoco}
      className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[min(40rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-surface p-4 text-ink shadow-xl sm:p-6 contraste:border-2 contraste:border-line"
    >
      <Dialog.Title className="text-xl font-bold">{REEMBOLSO_TEXTS.enviarDocumentos}</Dialog.Title>
      <p className="text-sm text-ink-muted">Protocolo {reembolso.protocolo}</p>
      <div className="rounded-md border-l-4 border-warning bg-surface-muted p-3">
        <p className="font-semibold">{REEMBOLSO_TEXTS.pedidoDaOperadora}</p>
        <p>{reembolso.motivoSituacao}</p>
      </div>
      <Formulario reembolso={reembolso} onEnviado={onEnviado} />
    </Modal>
  );
}
