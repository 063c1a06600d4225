// "Notificações neste aparelho" (issue 42, decision 0053), on the Notificações screen: whether this browser gets
// the portal's notifications, and the one button that changes it. The browser's permission is asked only when
// the member presses "Ativar neste aparelho" (a prompt on arrival is what makes people block a site for good).
// States: not supported (no service worker / Push API — e.g. Safari on iOS before the portal is installed),
// blocked (the member said no to the browser: only its site settings can undo it), off, on.
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../ui/button';
import { showAlert } from '../../../platform/state/alert';
import {
  ativarPush,
  assinaturaAtual,
  desativarPush,
  enviarAssinatura,
  pushSuportado,
  registroDoPortal,
  useSituacaoPush,
} from '../api/push';

type Estado = 'verificando' | 'sem-suporte' | 'bloqueado' | 'desligado' | 'ligado';

const TEXTO: Record<Exclude<Estado, 'verificando'>, string> = {
  'sem-suporte':
    'Este navegador não recebe notificações do portal. No celular, instale o portal ("Adicionar à tela inicial") e abra-o pelo ícone.',
  bloqueado:
    'As notificações do portal estão bloqueadas neste navegador. Para recebê-las, permita as notificações nas configurações do site (no ícone ao lado do endereço) e volte aqui.',
  desligado: 'Este aparelho não recebe notificações do portal.',
  ligado: 'Este aparelho recebe notificações do portal.',
};

const ERRO = 'Não foi possível mudar as notificações deste aparelho agora. Tente novamente.';

export function PushNesteAparelho() {
  const situacao = useSituacaoPush();
  const chavePublica = situacao.data?.chavePublica;
  const [estado, setEstado] = useState<Estado>('verificando');
  const [ocupado, setOcupado] = useState(false);
  const titulo = useId();

  useEffect(() => {
    if (!chavePublica) return;
    let vivo = true;
    const decidir = async (): Promise<Estado> => {
      const registro = await registroDoPortal();
      if (!registro) return 'sem-suporte';
      if (Notification.permission === 'denied') return 'bloqueado';
      const assinatura = await assinaturaAtual(registro, chavePublica);
      if (!assinatura || Notification.permission !== 'granted') return 'desligado';
      // The server may have dropped it (the push service said 410): handing it over again is idempotent.
      await enviarAssinatura(assinatura).catch(() => undefined);
      return 'ligado';
    };
    void decidir()
      .catch((): Estado => (pushSuportado() ? 'desligado' : 'sem-suporte'))
      .then((novo) => {
        if (vivo) setEstado(novo);
      });
    return () => {
      vivo = false;
    };
  }, [chavePublica]);

  const mudar = async (ligar: boolean) => {
    const registro = await registroDoPortal();
    if (!registro || !chavePublica) return setEstado('sem-suporte');
    setOcupado(true);
    try {
      if (ligar) {
        const permissao = await Notification.requestPermission();
        if (permissao !== 'granted') return setEstado(permissao === 'denied' ? 'bloqueado' : 'desligado');
        await ativarPush(registro, chavePublica);
        setEstado('ligado');
        showAlert({
          tipo: 'sucesso',
          mensagem: 'Pronto: este aparelho vai receber as notificações do portal.',
        });
      } else {
        await desativarPush(registro);
        setEstado('desligado');
        showAlert({
          tipo: 'sucesso',
          mensagem: 'Este aparelho não vai mais receber notificações do portal.',
        });
      }
      await situacao.refetch();
    } catch {
      showAlert({ tipo: 'erro', mensagem: ERRO });
    } finally {
      setOcupado(false);
    }
  };

  const aparelhos = situacao.data?.aparelhos;
  // The section keeps its size while the browser is asked (the status's two lines, the button's row, the
  // count's line), so the choices below it do not move when the answer comes (CLS, decision 0012).
  const semBotao = estado === 'sem-suporte' || estado === 'bloqueado';
  return (
    <section aria-labelledby={titulo} className="flex flex-col gap-3 rounded-md border-2 border-line p-4">
      <h2 id={titulo} className="text-lg font-bold">
        Notificações neste aparelho
      </h2>
      <p role="status" className="min-h-[2lh]">
        {estado === 'verificando' ? 'Verificando este aparelho…' : TEXTO[estado]}
      </p>
      {!semBotao && (
        <div className="min-h-11">
          {estado === 'desligado' && (
            <Button disabled={ocupado} onClick={() => void mudar(true)}>
              Ativar neste aparelho
            </Button>
          )}
          {estado === 'ligado' && (
            <Button variant="secondary" disabled={ocupado} onClick={() => void mudar(false)}>
              Desativar neste aparelho
            </Button>
          )}
        </div>
      )}
      <p className="text-sm">
        {aparelhos === undefined
          ? '\u00a0'
          : aparelhos === 0
            ? 'Nenhum aparelho da sua conta recebe notificações.'
            : aparelhos === 1
              ? '1 aparelho da sua conta recebe notificações.'
              : `${aparelhos} aparelhos da sua conta recebem notificações.`}
      </p>
    </section>
  );
}
