// Asks before an action that cannot be undone (remove a passkey, reset someone's factors): a native modal
// <dialog>, so focus moves in and stays, Esc cancels, and focus returns to the button that opened it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Botao } from './botao';

export interface ConfirmarProps {
  aberto: boolean;
  titulo: string;
  children: ReactNode;
  rotuloConfirmar: string;
  onConfirmar: () => void;
  onCancelar: () => void;
  ocupado?: boolean;
}

export function Confirmar({
  aberto,
  titulo,
  children,
  rotuloConfirmar,
  onConfirmar,
  onCancelar,
  ocupado,
}: ConfirmarProps) {
  const dialogo = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const el = dialogo.current;
    if (!el) return;
    if (aberto && !el.open) el.showModal();
    if (!aberto && el.open) el.close();
  }, [aberto]);
  return (
    <dialog
      ref={dialogo}
      aria-labelledby={`${id}-titulo`}
      onCancel={(evento) => {
        evento.preventDefault();
        onCancelar();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded border border-line-strong bg-surface p-6 text-ink backdrop:bg-overlay"
    >
      <h2 id={`${id}-titulo`} className="text-lg font-semibold">
        {titulo}
      </h2>
      <div className="mt-2">{children}</div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Botao variante="perigo" onClick={onConfirmar} disabled={ocupado}>
          {rotuloConfirmar}
        </Botao>
        <Botao onClick={onCancelar}>Cancelar</Botao>
      </div>
    </dialog>
  );
}
