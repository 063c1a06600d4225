// "Enviar documentos" on a PENDENTE reimbursement of the history (issue 39, decision 0017): the button, and
// the dialog behind it (enviar-documentos-dialogo.tsx). Issue 37: the dialog — Radix, the four upload groups,
// the progress — is most of the history's code and a member rarely needs it, so it is a chunk of its own,
// fetched once the screen has been painted (the member who clicks finds it loaded) and mounted from the first
// click on; the button itself is here, so the list never waits for it nor moves when it arrives.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ReembolsoCompleto } from '@portal/domain/contract/financeiro/reembolso';
import { afterFirstPaint } from '../../../platform/browser/first-paint';
import { buttonClasses } from '../../../ui/button';
import { REEMBOLSO_TEXTS } from './reembolso-texts';

const carregarDialogo = () => import('./enviar-documentos-dialogo');
const EnviarDocumentosDialogo = lazy(async () => ({
  default: (await carregarDialogo()).EnviarDocumentosDialogo,
}));

export function EnviarDocumentos({ reembolso }: { reembolso: ReembolsoCompleto }) {
  const [aberto, setAberto] = useState(false);
  const [montado, setMontado] = useState(false);
  const enviado = useRef(false);
  const botao = useRef<HTMLButtonElement>(null);
  useEffect(() => afterFirstPaint(() => void carregarDialogo()), []);
  const devolverFoco = () => {
    const destino = enviado.current ? botao.current?.closest<HTMLElement>('[data-situacao]') : botao.current;
    destino?.focus();
  };
  return (
    <>
      <button
        ref={botao}
        type="button"
        className={buttonClasses('secondary')}
        onClick={() => {
          setMontado(true);
          setAberto(true);
        }}
      >
        {REEMBOLSO_TEXTS.enviarDocumentos}
      </button>
      {montado && (
        <Suspense fallback={null}>
          <EnviarDocumentosDialogo
            reembolso={reembolso}
            aberto={aberto}
            onFechar={() => setAberto(false)}
            onEnviado={() => {
              enviado.current = true;
              setAberto(false);
            }}
            devolverFoco={devolverFoco}
          />
        </Suspense>
      )}
    </>
  );
}
