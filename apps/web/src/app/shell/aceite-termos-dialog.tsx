// Issue 38: a new version of the terms of use, published after the member's account was created, is
// accepted before anything else. The server answers every other member call 403 until then (the member's
// `aceiteTermosPendente`, from the login's answer or from that 403 on an open session: query-client.ts);
// the signed-in bar, on every signed-in screen, then shows this — a modal dialog over the whole viewport
// that neither Escape nor a click outside closes, with the new text, 'Li e aceito os Termos de uso' (the
// first access's words) and 'Sair'. Accepting sends the version shown (another one published meanwhile
// answers 409: the new text is loaded and shown with the server's message), then the screen's calls run
// again and the member's start-up calls, which the server had refused, are made.
// Loaded only when needed (a lazy chunk of the signed-in bar): no byte on the login's first load, and the
// member route table (in that first load) keeps no route for it.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { formatDate } from '@portal/domain';
import { aceiteTermosCalls } from '@portal/domain/contract/calls/auth/aceite-termos';
import { ApiError } from '../../platform/api/api-client';
import { callEndpoint } from '../../platform/api/endpoint-client';
import { QueryProvider } from '../../platform/api/query-provider';
import { setUser } from '../../platform/session/auth-store';
import { Button } from '../../ui/button';
import { LoadingBlock } from '../../ui/loader';
import { SafeHtml } from '../../ui/safe-html';
import { UnexpectedErrorPanel } from '../../ui/unexpected-error-panel';
import { useTextoLegal } from '../../features/shell/api/textos-legais';
import { LEGAL_HTML } from '../../features/shell/components/legal-text';
import { openMemberSession } from '../session/complete-login';
import { useLogout } from './use-logout';

export const ACEITE_TERMOS_LABELS = {
  titulo: 'Os Termos de uso mudaram',
  descricao:
    'Publicamos uma nova versão dos Termos de uso do portal. Para continuar, leia o texto e aceite a nova versão.',
  versao: (versao: number, data: string) => `Versão ${versao} · Atualizado em ${data}`,
  texto: 'Texto dos Termos de uso',
  aceitar: 'Li e aceito os Termos de uso',
  sair: 'Sair',
} as const;

function AceiteTermos() {
  const queryClient = useQueryClient();
  const termos = useTextoLegal('termosDeUso');
  const logout = useLogout();
  const [erro, setErro] = useState<string | null>(null);
  const aceitar = useMutation({
    mutationFn: (versao: number) => callEndpoint(aceiteTermosCalls.aceitarTermos, { body: { versao } }),
    onSuccess: (usuario) => {
      setUser(usuario);
      // What the server refused while the terms waited: the screen's calls and the start-up ones.
      void queryClient.invalidateQueries();
      void openMemberSession();
    },
    onError: (error) => {
      setErro(error instanceof ApiError ? error.message : null);
      if (error instanceof ApiError && error.status === 409) void termos.refetch();
    },
  });

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <Dialog.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-0 z-50 flex flex-col bg-surface text-ink sm:inset-6 sm:mx-auto sm:max-w-3xl sm:rounded-lg sm:shadow-xl contraste:border-2 contraste:border-line"
        >
          <div className="flex flex-col gap-2 border-b border-line px-4 py-4 sm:px-6">
            <Dialog.Title className="text-2xl font-bold">{ACEITE_TERMOS_LABELS.titulo}</Dialog.Title>
            <Dialog.Description>{ACEITE_TERMOS_LABELS.descricao}</Dialog.Description>
          </div>
          {/* The text scrolls on its own, so the buttons stay in sight; focusable so keys scroll it. */}
          <section
            aria-label={ACEITE_TERMOS_LABELS.texto}
            tabIndex={0}
            className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6"
          >
            {termos.isPending && <LoadingBlock />}
            {termos.isError && <UnexpectedErrorPanel onRetry={() => void termos.refetch()} />}
            {termos.isSuccess && (
              <article className="flex flex-col gap-3">
                <h2 className="text-xl font-bold">{termos.data.titulo}</h2>
                <p className="text-sm text-ink-muted">
                  {ACEITE_TERMOS_LABELS.versao(termos.data.versao, formatDate(termos.data.atualizadoEm))}
                </p>
                <SafeHtml html={termos.data.conteudo} className={LEGAL_HTML} />
              </article>
            )}
          </section>
          <div className="flex flex-col gap-3 border-t border-line px-4 py-4 sm:px-6">
            {erro && (
              <p role="alert" className="rounded-md border border-danger p-3">
                {erro}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onClick={() => void logout()}>
                {ACEITE_TERMOS_LABELS.sair}
              </Button>
              <Button
                loading={aceitar.isPending}
                onClick={() => termos.data && !aceitar.isPending && aceitar.mutate(termos.data.versao)}
              >
                {ACEITE_TERMOS_LABELS.aceitar}
              </Button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default function AceiteTermosDialog() {
  return (
    // The header is outside the screens' provider: the same one client, so the screens' calls run again.
    <QueryProvider>
      <AceiteTermos />
    </QueryProvider>
  );
}
