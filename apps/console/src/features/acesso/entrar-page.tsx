// Sign-in (issue 38): a passkey first ("Entrar com chave de acesso": the browser lists this console's
// passkeys, no e-mail to type); then, as fallbacks, the authenticator app's 6-digit code with the work
// e-mail, or once a recovery code. No password anywhere. After signing in the staff member returns where a
// 401 took them from (?volta=, a path of this console only); one who signed in with a recovery code goes to
// "Minha conta" to enrol a new factor, the only thing the server lets them do until then.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { consoleSessaoCalls } from '@portal/domain/contract/calls/console/equipe';
import type { EquipeEu } from '@portal/domain/contract/console/equipe';
import { guardarSessao } from '../../app/sessao';
import { chamar } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Campo } from '../../ui/campo';
import { CAMINHO_MINHA_CONTA, validarCodigoTotp, validarEmail } from './validacao';
import { navegadorTemPasskey, paraEnvio, usarPasskey } from './webauthn';

type Modo = 'passkey' | 'totp' | 'recuperacao';

/** Only a path of this console (never another site: `//host` or a scheme). */
export const destinoSeguro = (volta: string | null): string =>
  volta && volta.startsWith('/') && !volta.startsWith('//') && !volta.includes('\\') ? volta : '/';

export default function EntrarPage() {
  const [busca] = useSearchParams();
  const [modo, setModo] = useState<Modo>(() => (navegadorTemPasskey() ? 'passkey' : 'totp'));
  const cliente = useQueryClient();
  const navegar = useNavigate();

  const concluir = (eu: EquipeEu) => {
    guardarSessao(cliente, eu);
    void navegar(eu.precisaCadastrarFator ? CAMINHO_MINHA_CONTA : destinoSeguro(busca.get('volta')), {
      replace: true,
    });
  };

  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Entrar no console</h1>
      {busca.has('expirou') && (
        <Alerta tipo="info">Sua sessão terminou por inatividade. Entre novamente.</Alerta>
      )}
      {busca.has('saiu') && <Alerta tipo="info">Você saiu do console.</Alerta>}
      {modo === 'passkey' && <EntrarComPasskey onEntrou={concluir} />}
      {modo === 'totp' && <EntrarComCodigo tipo="totp" onEntrou={concluir} />}
      {modo === 'recuperacao' && <EntrarComCodigo tipo="recuperacao" onEntrou={concluir} />}
      <h2 className="mt-8 text-lg font-semibold">Outras formas de entrar</h2>
      <ul className="mt-2 flex flex-col items-start gap-1">
        {modo !== 'passkey' && navegadorTemPasskey() && (
          <li>
            <Botao variante="link" onClick={() => setModo('passkey')}>
              Usar chave de acesso
            </Botao>
          </li>
        )}
        {modo !== 'totp' && (
          <li>
            <Botao variante="link" onClick={() => setModo('totp')}>
              Usar código do aplicativo autenticador
            </Botao>
          </li>
        )}
        {modo !== 'recuperacao' && (
          <li>
            <Botao variante="link" onClick={() => setModo('recuperacao')}>
              Usar código de recuperação
            </Botao>
          </li>
        )}
      </ul>
      <p className="mt-6 text-sm text-ink-muted">
        Perdeu o acesso? Peça a um administrador do console que redefina seus fatores de acesso.
      </p>
    </>
  );
}

function EntrarComPasskey({ onEntrou }: { onEntrou: (eu: EquipeEu) => void }) {
  const entrar = useMutation({
    mutationFn: async () => {
      const { opcoes } = await chamar(consoleSessaoCalls.opcoesPasskey, { sem401: true });
      const resposta = paraEnvio(await usarPasskey(opcoes));
      return chamar(consoleSessaoCalls.entrarPasskey, { body: { resposta }, sem401: true });
    },
    onSuccess: onEntrou,
  });
  return (
    <section aria-labelledby="entrar-passkey">
      <h2 id="entrar-passkey" className="sr-only">
        Chave de acesso
      </h2>
      <p className="mb-4">
        Use a chave de acesso (passkey) deste dispositivo: o navegador pede sua digital, rosto ou PIN.
      </p>
      {entrar.error && <Alerta tipo="erro">{entrar.error.message}</Alerta>}
      <Botao
        variante="primario"
        className="w-full"
        onClick={() => entrar.mutate()}
        disabled={entrar.isPending}
      >
        {entrar.isPending ? 'Aguardando a chave de acesso…' : 'Entrar com chave de acesso'}
      </Botao>
    </section>
  );
}

function EntrarComCodigo({
  tipo,
  onEntrou,
}: {
  tipo: 'totp' | 'recuperacao';
  onEntrou: (eu: EquipeEu) => void;
}) {
  const [email, setEmail] = useState('');
  const [codigo, setCodigo] = useState('');
  const [erros, setErros] = useState<{ email?: string; codigo?: string }>({});
  const totp = tipo === 'totp';
  const entrar = useMutation({
    mutationFn: (body: { email: string; codigo: string }) =>
      totp
        ? chamar(consoleSessaoCalls.entrarTotp, { body, sem401: true })
        : chamar(consoleSessaoCalls.entrarRecuperacao, { body, sem401: true }),
    onSuccess: onEntrou,
    onError: () => setCodigo(''),
  });

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const achados = {
      email: validarEmail(email),
      codigo: totp
        ? validarCodigoTotp(codigo)
        : codigo.trim().length < 10
          ? 'Digite o código de recuperação.'
          : undefined,
    };
    setErros(achados);
    entrar.reset();
    if (achados.email || achados.codigo) {
      document.getElementById(achados.email ? 'entrar-email' : 'entrar-codigo')?.focus();
      return;
    }
    entrar.mutate({ email: email.trim(), codigo: codigo.trim() });
  };

  return (
    <form noValidate onSubmit={enviar}>
      <h2 id="entrar-codigo-titulo" className="mb-2 text-lg font-semibold">
        {totp ? 'Código do aplicativo autenticador' : 'Código de recuperação'}
      </h2>
      {entrar.error && <Alerta tipo="erro">{entrar.error.message}</Alerta>}
      <div className="flex flex-col gap-4">
        <Campo
          id="entrar-email"
          rotulo="E-mail de trabalho"
          // A text field: the account's name (autocomplete username) is for text fields only (WCAG 1.3.5).
          type="text"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          autoComplete="username"
          value={email}
          onChange={(evento) => setEmail(evento.target.value)}
          erro={erros.email}
        />
        <Campo
          id="entrar-codigo"
          rotulo={totp ? 'Código de 6 dígitos' : 'Código de recuperação'}
          dica={
            totp
              ? 'O número que o aplicativo autenticador mostra agora.'
              : 'Um dos dez códigos que você guardou ao cadastrar o acesso. Cada um vale uma vez.'
          }
          inputMode={totp ? 'numeric' : 'text'}
          autoComplete={totp ? 'one-time-code' : 'off'}
          maxLength={totp ? 6 : 20}
          value={codigo}
          onChange={(evento) => setCodigo(evento.target.value)}
          erro={erros.codigo}
        />
        <Botao type="submit" variante="primario" disabled={entrar.isPending}>
          {entrar.isPending ? 'Entrando…' : 'Entrar'}
        </Botao>
      </div>
    </form>
  );
}
