// Enrolment from the one-time link an administrator (or `npm run console:admin -- criar`) issued: the link
// carries its token after '#' (never sent to a server, never in a log or a Referer) or, from older links,
// as ?token=. The person sees who the link is for, creates a passkey — or, as the alternative, enrols an
// authenticator app — and is then shown the ten recovery codes once, after which the console opens signed in.
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { consoleConviteCalls } from '@portal/domain/contract/calls/console/equipe';
import type { EquipeEu } from '@portal/domain/contract/console/equipe';
import { guardarSessao } from '../../app/sessao';
import { chamar } from '../../platform/api/cliente';
import { dataHora } from '../../ui/datas';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { Carregando } from '../../ui/carregando';
import { CadastrarPasskey } from './cadastrar-passkey';
import { CadastrarTotp } from './cadastrar-totp';
import { CodigosRecuperacao } from './codigos-recuperacao';
import { navegadorTemPasskey, paraEnvio } from './webauthn';

/** The link's token: after '#' (`#token=…` or bare), or ?token=. */
export function tokenDoLink(hash: string, search: string): string {
  const fragmento = hash.replace(/^#/, '');
  const doFragmento =
    new URLSearchParams(fragmento).get('token') ?? (fragmento.includes('=') ? '' : fragmento);
  return (doFragmento || new URLSearchParams(search).get('token') || '').trim();
}

type Etapa = { tipo: 'fator' } | { tipo: 'totp' } | { tipo: 'codigos'; eu: EquipeEu; codigos: string[] };

export default function CadastroPage() {
  const local = useLocation();
  const [token] = useState(() => tokenDoLink(local.hash, local.search));
  const cliente = useQueryClient();
  const navegar = useNavigate();
  const [etapa, setEtapa] = useState<Etapa>({ tipo: 'fator' });

  const convite = useQuery({
    queryKey: ['console', 'convite', token],
    queryFn: () => chamar(consoleConviteCalls.ler, { body: { token }, sem401: true }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  const totp = useMutation({
    mutationFn: () => chamar(consoleConviteCalls.iniciarTotp, { body: { token }, sem401: true }),
    onSuccess: () => setEtapa({ tipo: 'totp' }),
  });

  // Focus the step's heading as it changes, so a screen reader hears where the person is.
  useEffect(() => {
    document.getElementById('cadastro-etapa')?.focus();
  }, [etapa.tipo]);

  const concluido = ({ eu, codigosRecuperacao }: { eu: EquipeEu; codigosRecuperacao: string[] | null }) => {
    if (codigosRecuperacao?.length) setEtapa({ tipo: 'codigos', eu, codigos: codigosRecuperacao });
    else entrar(eu);
  };
  const entrar = (eu: EquipeEu) => {
    guardarSessao(cliente, eu);
    void navegar('/', { replace: true });
  };

  if (!token) {
    return (
      <Moldura titulo="Cadastro de acesso">
        <Alerta tipo="erro">
          Este endereço não traz um link de cadastro. Abra o link completo que você recebeu por e-mail.
        </Alerta>
      </Moldura>
    );
  }
  if (convite.isPending) return <Carregando />;
  if (convite.isError) {
    return (
      <Moldura titulo="Cadastro de acesso">
        <Alerta tipo="erro">{convite.error.message}</Alerta>
      </Moldura>
    );
  }
  const { nome, email, expiraEm } = convite.data;

  if (etapa.tipo === 'codigos') {
    return (
      <Moldura titulo="Guarde seus códigos de recuperação">
        <Alerta tipo="sucesso">Acesso cadastrado.</Alerta>
        <CodigosRecuperacao
          codigos={etapa.codigos}
          email={etapa.eu.email}
          rotuloContinuar="Continuar para o console"
          onContinuar={() => entrar(etapa.eu)}
        />
      </Moldura>
    );
  }

  return (
    <Moldura titulo="Cadastre seu acesso ao console">
      <p>
        Olá, <strong>{nome}</strong> ({email}). Este link vale uma vez, até {dataHora(expiraEm)}.
      </p>
      {etapa.tipo === 'totp' && totp.data ? (
        <div className="mt-6">
          <CadastrarTotp
            segredo={totp.data}
            onConfirmar={async (codigo) =>
              concluido(
                await chamar(consoleConviteCalls.confirmarTotp, { body: { token, codigo }, sem401: true }),
              )
            }
            onCancelar={() => setEtapa({ tipo: 'fator' })}
          />
        </div>
      ) : (
        <>
          {navegadorTemPasskey() && (
            <section aria-labelledby="cadastro-passkey" className="mt-6">
              <h2 id="cadastro-passkey" className="text-lg font-semibold">
                Chave de acesso (recomendado)
              </h2>
              <p className="mt-1 mb-3">
                Entre com a digital, o rosto ou o PIN deste dispositivo, sem senha e sem código para digitar.
              </p>
              <CadastrarPasskey
                pedirOpcoes={() =>
                  chamar(consoleConviteCalls.opcoesPasskey, { body: { token }, sem401: true })
                }
                enviar={async (resposta, nomeDispositivo) =>
                  concluido(
                    await chamar(consoleConviteCalls.cadastrarPasskey, {
                      body: { token, resposta: paraEnvio(resposta), nomeDispositivo },
                      sem401: true,
                    }),
                  )
                }
              />
            </section>
          )}
          <section aria-labelledby="cadastro-alternativa" className="mt-8">
            <h2 id="cadastro-alternativa" className="text-lg font-semibold">
              {navegadorTemPasskey() ? 'Ou use um aplicativo autenticador' : 'Aplicativo autenticador'}
            </h2>
            <p className="mt-1 mb-3">Um código de 6 dígitos do celular a cada entrada.</p>
            {totp.isError && <Alerta tipo="erro">{totp.error.message}</Alerta>}
            <Botao onClick={() => totp.mutate()} disabled={totp.isPending}>
              Usar aplicativo autenticador
            </Botao>
          </section>
        </>
      )}
    </Moldura>
  );
}

function Moldura({ titulo, children }: { titulo: string; children: React.ReactNode }) {
  return (
    <>
      <h1 id="cadastro-etapa" tabIndex={-1} className="mb-4 text-2xl font-semibold">
        {titulo}
      </h1>
      {children}
    </>
  );
}
