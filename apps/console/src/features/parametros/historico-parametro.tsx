// A parameter's history in a drawer (a native modal <dialog> at the screen's right: focus moves in and
// stays, Esc closes, focus returns to the button that opened it): every change, newest first — when, who
// (or through what: the integration API, the database), before → after and why. An entry whose value is not
// the current one can be restored: a new change to that value, judged like any other, that the history then
// shows as a restoration.
import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleParametrosCalls as calls } from '@portal/domain/contract/calls/console/parametros';
import type {
  HistoricoParametro as Historico,
  ParametroConsole,
} from '@portal/domain/contract/console/parametros';
import { chamar, chaveDe, consulta } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Carregando } from '../../ui/carregando';
import { dataHora } from '../../ui/datas';
import { valorLegivel } from './valor-legivel';

const ORIGENS: Record<Historico[number]['origem'], string> = {
  console: 'Console',
  integracao: 'API de integração',
  banco: 'Banco de dados (carga ou alteração direta)',
};

export function HistoricoParametro({ p, onFechar }: { p: ParametroConsole; onFechar: () => void }) {
  const dialogo = useRef<HTMLDialogElement>(null);
  const id = useId();
  const cliente = useQueryClient();
  const historico = useQuery(consulta(calls.historico, { params: { nome: p.nome } }));
  const [confirmando, setConfirmando] = useState<number | null>(null);
  useEffect(() => {
    const el = dialogo.current;
    if (el && !el.open) el.showModal();
  }, []);
  const reverter = useMutation({
    mutationFn: (historicoId: number) =>
      chamar(calls.reverter, { params: { nome: p.nome }, body: { historicoId, versao: p.versao } }),
    onSuccess: async () => {
      setConfirmando(null);
      await Promise.all([
        cliente.invalidateQueries({ queryKey: chaveDe(calls.listar) }),
        cliente.invalidateQueries({ queryKey: chaveDe(calls.historico, { params: { nome: p.nome } }) }),
      ]);
    },
    onError: () => setConfirmando(null),
  });
  const editavel = p.editadoEm === null;
  const fechar = () => {
    dialogo.current?.close();
    onFechar();
  };
  return (
    <dialog
      ref={dialogo}
      aria-labelledby={`${id}-titulo`}
      onCancel={(evento) => {
        evento.preventDefault();
        fechar();
      }}
      className="ms-auto me-0 my-0 h-dvh max-h-dvh w-[min(36rem,100vw)] max-w-none overflow-y-auto border-l border-line-strong bg-surface p-6 text-ink backdrop:bg-overlay"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={`${id}-titulo`} className="text-lg font-semibold break-all">
          Histórico de {p.nome}
        </h2>
        <Botao onClick={fechar}>Fechar</Botao>
      </div>
      <p className="mt-1 text-sm">Valor atual: {valorLegivel(p, p.valor)}</p>
      {reverter.isError && <Alerta tipo="erro">{reverter.error.message}</Alerta>}
      {reverter.isSuccess && <Alerta tipo="sucesso">Valor restaurado.</Alerta>}
      {historico.isPending && <Carregando />}
      {historico.isError && <Alerta tipo="erro">{historico.error.message}</Alerta>}
      {historico.data?.length === 0 && <p className="mt-4">Nenhuma alteração registrada.</p>}
      <ol className="mt-4 flex flex-col gap-3">
        {historico.data?.map((e) => {
          const restauravel = editavel && e.depois !== null && e.depois !== p.valor;
          const restaurado = historico.data.find((x) => x.id === e.revertidoDe);
          return (
            <li key={e.id} className="rounded border border-line p-3">
              <p className="font-semibold">
                {dataHora(e.em)} · {e.autor ?? ORIGENS[e.origem]}
              </p>
              <p className="mt-1 break-all">
                {e.antes ?? '(sem valor)'} → <span className="font-semibold">{e.depois ?? '(removido)'}</span>
              </p>
              {e.motivo && <p className="mt-1 text-sm">Motivo: {e.motivo}</p>}
              {e.revertidoDe !== null && (
                <p className="mt-1 text-sm text-ink-muted">
                  Restauração do valor de {restaurado ? dataHora(restaurado.em) : 'uma alteração anterior'}.
                </p>
              )}
              {restauravel &&
                (confirmando === e.id ? (
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    <span>Restaurar “{e.depois}”?</span>
                    <Botao
                      variante="perigo"
                      disabled={reverter.isPending}
                      onClick={() => reverter.mutate(e.id)}
                    >
                      Confirmar restauração
                    </Botao>
                    <Botao onClick={() => setConfirmando(null)}>Cancelar</Botao>
                  </div>
                ) : (
                  <Botao className="mt-2" onClick={() => setConfirmando(e.id)}>
                    Restaurar este valor
                  </Botao>
                ))}
            </li>
          );
        })}
      </ol>
    </dialog>
  );
}
