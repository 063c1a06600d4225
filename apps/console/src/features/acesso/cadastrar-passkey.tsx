// Enrolling a passkey: a name for the device (to tell passkeys apart later; the browser's guess filled in)
// and the browser's own dialog. The caller asks the server for the options and sends the answer.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { RegistrationResponseJSON } from '@simplewebauthn/browser';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Campo } from '../../ui/campo';
import { criarPasskey, nomeProvavelDoDispositivo } from './webauthn';

export function CadastrarPasskey({
  pedirOpcoes,
  enviar,
  rotulo = 'Criar chave de acesso',
}: {
  pedirOpcoes: () => Promise<{ opcoes: { challenge: string } }>;
  enviar: (resposta: RegistrationResponseJSON, nomeDispositivo: string) => Promise<void>;
  rotulo?: string;
}) {
  const [nome, setNome] = useState(nomeProvavelDoDispositivo);
  const [erroCampo, setErroCampo] = useState<string | undefined>();
  const criar = useMutation({
    mutationFn: async (nomeDispositivo: string) => {
      const { opcoes } = await pedirOpcoes();
      await enviar(await criarPasskey(opcoes), nomeDispositivo);
    },
  });

  const enviarFormulario = (evento: FormEvent) => {
    evento.preventDefault();
    const nomeLimpo = nome.trim();
    setErroCampo(
      nomeLimpo
        ? nomeLimpo.length > 60
          ? 'Use até 60 caracteres.'
          : undefined
        : 'Dê um nome ao dispositivo.',
    );
    criar.reset();
    if (!nomeLimpo || nomeLimpo.length > 60) {
      document.getElementById('passkey-nome')?.focus();
      return;
    }
    criar.mutate(nomeLimpo);
  };

  return (
    <form noValidate onSubmit={enviarFormulario} className="flex flex-col gap-4">
      {criar.error && <Alerta tipo="erro">{criar.error.message}</Alerta>}
      <Campo
        id="passkey-nome"
        rotulo="Nome do dispositivo"
        dica="Para reconhecer esta chave de acesso na lista, por exemplo “Notebook do trabalho”."
        maxLength={60}
        autoComplete="off"
        value={nome}
        onChange={(evento) => setNome(evento.target.value)}
        erro={erroCampo}
      />
      <Botao type="submit" variante="primario" disabled={criar.isPending}>
        {criar.isPending ? 'Aguardando o navegador…' : rotulo}
      </Botao>
    </form>
  );
}
