// Enrolling an authenticator app: the server makes the secret (its otpauth:// URI shown as a QR code and the
// secret as text, in groups of four to type), the person types the app's current code to prove it works.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Campo } from '../../ui/campo';
import { QrCode } from './qr-code';
import { validarCodigoTotp } from './validacao';

export interface SegredoTotp {
  segredo: string;
  uri: string;
}

export const emGrupos = (segredo: string): string => segredo.replace(/(.{4})(?=.)/g, '$1 ');

export function CadastrarTotp({
  segredo,
  onConfirmar,
  onCancelar,
}: {
  segredo: SegredoTotp;
  onConfirmar: (codigo: string) => Promise<void>;
  onCancelar?: () => void;
}) {
  const [codigo, setCodigo] = useState('');
  const [erroCampo, setErroCampo] = useState<string | undefined>();
  const confirmar = useMutation({ mutationFn: onConfirmar, onError: () => setCodigo('') });

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const achado = validarCodigoTotp(codigo);
    setErroCampo(achado);
    confirmar.reset();
    if (achado) {
      document.getElementById('totp-codigo')?.focus();
      return;
    }
    confirmar.mutate(codigo.trim());
  };

  return (
    <section aria-labelledby="totp-titulo">
      <h2 id="totp-titulo" className="text-lg font-semibold">
        Aplicativo autenticador
      </h2>
      <ol className="mt-2 list-decimal space-y-3 pl-5">
        <li>
          Abra o aplicativo autenticador do celular (Google Authenticator, Microsoft Authenticator, FreeOTP ou
          outro) e escolha adicionar uma conta.
        </li>
        <li>
          Leia o QR code:
          <QrCode
            texto={segredo.uri}
            descricao="QR code para cadastrar o console no aplicativo autenticador"
          />
          <p className="mt-2">Ou digite esta chave no aplicativo:</p>
          <p data-testid="segredo-totp" className="mt-1 font-mono text-lg break-all">
            {emGrupos(segredo.segredo)}
          </p>
        </li>
        <li>Digite o código de 6 dígitos que o aplicativo mostrar.</li>
      </ol>
      <form noValidate onSubmit={enviar} className="mt-4 flex flex-col gap-4">
        {confirmar.error && <Alerta tipo="erro">{confirmar.error.message}</Alerta>}
        <Campo
          id="totp-codigo"
          rotulo="Código do aplicativo"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={codigo}
          onChange={(evento) => setCodigo(evento.target.value)}
          erro={erroCampo}
        />
        <div className="flex flex-wrap gap-2">
          <Botao type="submit" variante="primario" disabled={confirmar.isPending}>
            {confirmar.isPending ? 'Confirmando…' : 'Confirmar aplicativo'}
          </Botao>
          {onCancelar && <Botao onClick={onCancelar}>Cancelar</Botao>}
        </div>
      </form>
    </section>
  );
}
