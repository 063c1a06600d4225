// Two minutes before the staff session's 15 minutes without a call run out, a modal dialog says so with a
// countdown: "Continuar conectado" asks the server once (which renews the session), "Sair" signs out. If
// the time runs out, the sign-in screen says why. A native <dialog> shown modally: focus moves in and stays,
// Esc is "Continuar conectado" (the safe choice).
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AVISO_ANTES_MS, aoMudarExpiracao, expiracaoDaSessao } from '../platform/session/inatividade';
import { CAMINHO_ENTRAR } from './rotas';
import { CHAVE_SESSAO } from './sessao';

const mmss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export function AvisoInatividade({ aoSair }: { aoSair: () => void }) {
  const [restante, setRestante] = useState(() => expiracaoDaSessao() - Date.now());
  const dialogo = useRef<HTMLDialogElement>(null);
  const cliente = useQueryClient();
  const navegar = useNavigate();

  useEffect(() => {
    const medir = () => setRestante(expiracaoDaSessao() - Date.now());
    const relogio = window.setInterval(medir, 1000);
    const parar = aoMudarExpiracao(medir);
    return () => {
      window.clearInterval(relogio);
      parar();
    };
  }, []);

  const avisar = restante <= AVISO_ANTES_MS;
  useEffect(() => {
    const el = dialogo.current;
    if (!el) return;
    if (avisar && !el.open) el.showModal();
    if (!avisar && el.open) el.close();
  }, [avisar]);

  useEffect(() => {
    if (restante > 0) return;
    cliente.clear();
    void navegar(`${CAMINHO_ENTRAR}?expirou=1`, { replace: true });
  }, [restante, cliente, navegar]);

  const continuar = () => void cliente.refetchQueries({ queryKey: CHAVE_SESSAO });

  return (
    <dialog
      ref={dialogo}
      aria-labelledby="aviso-inatividade-titulo"
      aria-describedby="aviso-inatividade-texto"
      onCancel={(evento) => {
        evento.preventDefault();
        continuar();
      }}
      className="m-auto max-w-sm rounded border border-line-strong bg-surface p-6 text-ink backdrop:bg-overlay"
    >
      <h2 id="aviso-inatividade-titulo" className="text-lg font-semibold">
        Sua sessão vai terminar
      </h2>
      <p id="aviso-inatividade-texto" className="mt-2">
        Por segurança, a sessão do console termina após 15 minutos sem uso. Tempo restante:{' '}
        <span className="font-semibold">{mmss(restante)}</span>.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={continuar}
          className="min-h-11 rounded bg-primary px-4 font-semibold text-on-primary"
        >
          Continuar conectado
        </button>
        <button type="button" onClick={aoSair} className="min-h-11 rounded border border-line-strong px-4">
          Sair
        </button>
      </div>
    </dialog>
  );
}
