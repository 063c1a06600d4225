// One progress bar per file while the request travels (the upload sender reports bytes; upload-progress
// maps them to files). Each bar is a named progressbar with its value, and a polite live line says when
// everything has gone and the operator's answer is awaited.
import { ProgressBar } from '../../../ui/progress-bar';
import type { ArquivoEnviado } from './reembolso-arquivos';
import { REEMBOLSO_TEXTS } from './reembolso-texts';

export function ProgressoEnvio({
  arquivos,
  partes,
}: {
  arquivos: readonly ArquivoEnviado[];
  partes: readonly number[];
}) {
  const pronto = partes.every((p) => p >= 1);
  return (
    <section aria-labelledby="envio-titulo" className="flex flex-col gap-3">
      <h3 id="envio-titulo" className="text-lg font-bold">
        {REEMBOLSO_TEXTS.enviando}
      </h3>
      <ul className="flex flex-col gap-3">
        {arquivos.map((arquivo, index) => {
          const percentual = Math.round((partes[index] ?? 0) * 100);
          return (
            <li key={arquivo.id}>
              <ProgressBar label={`Envio de ${arquivo.nome}`} name={arquivo.nome} percentual={percentual} />
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="text-sm text-ink-muted">
        {pronto ? 'Arquivos enviados. Aguardando a confirmação da operadora…' : ''}
      </p>
    </section>
  );
}
