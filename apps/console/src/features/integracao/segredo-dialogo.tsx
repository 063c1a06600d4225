// A secret made just now (a new client's, or a rotation's), shown once in a modal dialog: the secret in a
// read-only field to select, "Copiar", and the warning that it will not be shown again (the portal keeps
// only its hash). Closing forgets it: the screen keeps no copy.
import { useEffect, useId, useRef, useState } from 'react';
import { Botao } from '../../ui/botao';

export interface SegredoMostrado {
  clientId: string;
  segredo: string;
  titulo: string;
}

export function SegredoDialogo({
  mostrado,
  onFechar,
}: {
  mostrado: SegredoMostrado | null;
  onFechar: () => void;
}) {
  const dialogo = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [aviso, setAviso] = useState('');
  useEffect(() => {
    const el = dialogo.current;
    if (!el) return;
    if (mostrado && !el.open) el.showModal();
    if (!mostrado && el.open) el.close();
    setAviso('');
  }, [mostrado]);
  const copiar = async () => {
    if (!mostrado) return;
    try {
      await navigator.clipboard.writeText(mostrado.segredo);
      setAviso('Segredo copiado.');
    } catch {
      setAviso('Não foi possível copiar: selecione o segredo e copie.');
    }
  };
  return (
    <dialog
      ref={dialogo}
      aria-labelledby={`${id}-titulo`}
      aria-describedby={`${id}-aviso`}
      onCancel={(evento) => {
        evento.preventDefault();
        onFechar();
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded border border-line-strong bg-surface p-6 text-ink backdrop:bg-overlay"
    >
      {mostrado && (
        <>
          <h2 id={`${id}-titulo`} className="text-lg font-semibold">
            {mostrado.titulo}
          </h2>
          <p id={`${id}-aviso`} className="mt-2">
            <strong>Guarde o segredo agora: ele não será mostrado de novo.</strong> O portal guarda só o
            resumo (hash) dele. Entregue-o à equipe do sistema por um canal seguro.
          </p>
          <p className="mt-3">
            <span className="font-semibold">client_id:</span>{' '}
            <code className="break-all">{mostrado.clientId}</code>
          </p>
          <label htmlFor={`${id}-segredo`} className="mt-3 block font-semibold">
            Segredo (client_secret)
          </label>
          <input
            id={`${id}-segredo`}
            readOnly
            value={mostrado.segredo}
            onFocus={(evento) => evento.target.select()}
            className="mt-1 min-h-11 w-full rounded border border-line-strong bg-surface px-3 font-mono text-sm text-ink"
          />
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Botao variante="primario" onClick={() => void copiar()}>
              Copiar
            </Botao>
            <Botao onClick={onFechar}>Já guardei, fechar</Botao>
            <span role="status">{aviso}</span>
          </div>
        </>
      )}
    </dialog>
  );
}
