// Quem Pode Ver Meus Dados de Saúde (issue 33, decision 0026): an adult says who of their family group sees
// their health data — to whom, which areas, until when — changes it, and revokes it at once (after a
// confirmation); the same screen shows whose data the member sees and on which basis, and the notices about
// coming of age. A minor sees no form: their data is the titular's. Cards, not tables: they read well at
// 360 px. Focus goes to the form's heading when "Alterar" opens it, and back to the list's heading after a
// revocation (the row is gone) or to the row's button on cancel.
import { useMemo, useRef, useState } from 'react';
import {
  ACESSO_SAUDE_MESSAGES as M,
  formatDate,
  formatIsoDate,
  operatorDate,
  parseDateBr,
} from '@portal/domain';
import {
  AREA_ACESSO_SAUDE_ROTULO,
  AREAS_ACESSO_SAUDE,
  BASE_ACESSO_SAUDE_ROTULO,
  type AcessoSaude,
  type AcessosSaude,
} from '@portal/domain/contract/meus-dados/acessos-saude';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { Form } from '../../../ui/form/form';
import { lazySchema } from '../../../ui/form/lazy-schema';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { LoadingBlock } from '../../../ui/loader';
import { maskDate } from '../../../ui/period-masks';
import { PlanoQueryError } from '../../../shared-domain/plano-contratos';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { showAlert } from '../../../platform/state/alert';
import { ApiError } from '../../../platform/api/api-client';
import { useAcessosSaude, useConcederAcessoSaude, useRevogarAcessoSaude } from '../api/acessos-saude';
import { LazyConfirmDialog } from '../../../ui/confirm-dialog-lazy';

const CONCEDIDOS_ID = 'acessos-concedidos-titulo';
const FORM_ID = 'acessos-form-titulo';
const revogarId = (id: number) => `revogar-acesso-${id}`;

const ate = (validoAte: string | null) => (validoAte ? `Até ${formatDate(validoAte)}` : 'Até você revogar');

function Areas({ areas }: { areas: AcessoSaude['areas'] }) {
  return (
    <ul className="list-disc pl-6">
      {areas.map((a) => (
        <li key={a}>{AREA_ACESSO_SAUDE_ROTULO[a]}</li>
      ))}
    </ul>
  );
}

const CARD = 'flex flex-col gap-2 rounded-lg border-2 border-line bg-surface p-4';

function Concedido({
  acesso,
  busy,
  onEdit,
  onRevoke,
}: {
  acesso: AcessoSaude;
  busy: boolean;
  onEdit: () => void;
  onRevoke: () => void;
}) {
  const nome = acesso.pessoa.nome;
  return (
    <li className={CARD}>
      <p className="text-lg font-bold break-words">{nome}</p>
      {acesso.base !== 'CONSENTIMENTO' && <p>{BASE_ACESSO_SAUDE_ROTULO[acesso.base]}</p>}
      <Areas areas={acesso.areas} />
      <p>
        {ate(acesso.validoAte)} · desde {formatDate(acesso.desde)}
      </p>
      {acesso.origem === 'OPERADORA' ? (
        <p className="text-sm text-ink-muted">{M.registradoPelaOperadora}</p>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" aria-label={`Alterar o acesso de ${nome}`} onClick={onEdit}>
            Alterar
          </Button>
          <Button
            id={revogarId(acesso.id)}
            variant="danger"
            loading={busy}
            aria-label={`Revogar o acesso de ${nome}`}
            onClick={onRevoke}
          >
            Revogar
          </Button>
        </div>
      )}
    </li>
  );
}

interface Valores {
  cpf: string;
  SAUDE: boolean;
  AGENDAMENTO: boolean;
  REEMBOLSO: boolean;
  validoAte: string;
}

function Autorizar({
  dados,
  editando,
  onDone,
}: {
  dados: AcessosSaude;
  editando: AcessoSaude | null;
  onDone: () => void;
}) {
  const conceder = useConcederAcessoSaude();
  const hoje = formatIsoDate(operatorDate(new Date()));
  // zod comes after the first paint: the schema's module is loaded then, or at the first check (issue 37).
  const schema = useMemo(
    () =>
      lazySchema(() => import('../components/acessos-saude-schema').then((m) => m.acessosSaudeSchema(hoje))),
    [hoje],
  );
  const inicial: Valores = {
    cpf: editando?.pessoa.cpf ?? '',
    SAUDE: editando?.areas.includes('SAUDE') ?? false,
    AGENDAMENTO: editando?.areas.includes('AGENDAMENTO') ?? false,
    REEMBOLSO: editando?.areas.includes('REEMBOLSO') ?? false,
    validoAte: editando?.validoAte ? formatDate(editando.validoAte) : '',
  };
  const pessoas = editando ? [editando.pessoa] : dados.elegiveis;
  return (
    <Form
      schema={schema}
      defaultValues={inicial}
      aria-labelledby={FORM_ID}
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        const dado = await conceder.mutateAsync({
          cpf: values.cpf,
          areas: AREAS_ACESSO_SAUDE.filter((a) => values[a]),
          validoAte: values.validoAte ? formatIsoDate(parseDateBr(values.validoAte)!) : null,
          ...(editando ? { id: editando.id } : {}),
        });
        onDone();
        return M.concedido(dado.pessoa.nome);
      }}
    >
      {(form) => (
        <>
          <SelectField
            name="cpf"
            label="Quem pode ver"
            disabled={editando !== null}
            options={pessoas.map((p) => ({ value: p.cpf, label: p.nome }))}
          />
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 font-semibold text-ink">O que essa pessoa pode ver</legend>
            {AREAS_ACESSO_SAUDE.map((a) => (
              <CheckboxField key={a} name={a} label={AREA_ACESSO_SAUDE_ROTULO[a]} />
            ))}
          </fieldset>
          <TextField
            name="validoAte"
            label="Até quando (último dia)"
            hint="dd/mm/aaaa. Deixe em branco para valer até você revogar."
            format={maskDate}
            inputMode="numeric"
            placeholder="dd/mm/aaaa"
            maxLength={10}
            optional
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {editando ? 'Salvar alteração' : 'Autorizar'}
            </Button>
            {editando && (
              <Button variant="secondary" onClick={onDone}>
                Cancelar
              </Button>
            )}
          </div>
        </>
      )}
    </Form>
  );
}

function PodeVer({ dados }: { dados: AcessosSaude }) {
  const vazio = dados.recebidos.length === 0 && dados.responsavelPor.length === 0;
  return (
    <section aria-labelledby="acessos-recebidos-titulo" className="flex flex-col gap-3">
      <h2 id="acessos-recebidos-titulo" className="text-xl font-bold">
        Dados de saúde de outras pessoas que você pode ver
      </h2>
      {vazio ? (
        <p>Ninguém autorizou você a ver dados de saúde.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {dados.responsavelPor.map((p) => (
            <li key={`menor-${p.cpf}`} className={CARD}>
              <p className="text-lg font-bold break-words">{p.nome}</p>
              <p>Responsável (menor de idade): todas as áreas</p>
              <p>Até {formatDate(p.ate)}, véspera dos 18 anos</p>
            </li>
          ))}
          {dados.recebidos.map((r) => (
            <li key={r.id} className={CARD}>
              <p className="text-lg font-bold break-words">{r.pessoa.nome}</p>
              <p>
                {r.base === 'CONSENTIMENTO'
                  ? 'Autorização de quem é dono dos dados'
                  : BASE_ACESSO_SAUDE_ROTULO[r.base]}
              </p>
              <Areas areas={r.areas} />
              <p>{r.validoAte ? `Até ${formatDate(r.validoAte)}` : 'Até ser revogada'}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function AcessosSaudePage() {
  const lista = useAcessosSaude();
  const revogar = useRevogarAcessoSaude();
  const [editando, setEditando] = useState<AcessoSaude | null>(null);
  const [perguntado, setPerguntado] = useState<AcessoSaude | null>(null);
  const [aberto, setAberto] = useState(false);
  const confirmado = useRef(false);
  const tituloConcedidos = useRef<HTMLHeadingElement>(null);
  const tituloForm = useRef<HTMLHeadingElement>(null);

  if (lista.isError) return <PlanoQueryError error={lista.error} onRetry={() => void lista.refetch()} />;
  const dados = lista.data;

  const perguntar = (acesso: AcessoSaude) => {
    confirmado.current = false;
    setPerguntado(acesso);
    setAberto(true);
  };
  const confirmar = () => {
    if (!perguntado) return;
    confirmado.current = true;
    setAberto(false);
    if (editando?.id === perguntado.id) setEditando(null);
    revogar.mutate(perguntado.id, {
      onSuccess: () => showAlert({ tipo: 'sucesso', mensagem: M.revogado(perguntado.pessoa.nome) }),
      onError: (error) => {
        if (error instanceof ApiError && error.status < 500)
          showAlert({ tipo: 'erro', mensagem: error.message });
      },
    });
  };
  const devolverFoco = () => {
    const botao = perguntado && document.getElementById(revogarId(perguntado.id));
    if (!confirmado.current && botao) botao.focus();
    else tituloConcedidos.current?.focus();
  };
  const editar = (acesso: AcessoSaude) => {
    setEditando(acesso);
    // After the form re-renders with the grant, its heading takes the focus (keyboard users land there).
    requestAnimationFrame(() => tituloForm.current?.focus());
  };

  return (
    <div className="flex flex-col gap-6">
      <p>
        Seus dados de saúde — exames, receitas, atestados, autorizações, consultas e reembolsos — são só seus.
        Aqui você escolhe quem do seu grupo familiar pode vê-los, e pode revogar a qualquer momento.
      </p>
      {!dados ? (
        <LoadingBlock />
      ) : (
        <>
          {dados.avisos.length > 0 && (
            <ul aria-label="Avisos" className="flex flex-col gap-3">
              {dados.avisos.map((aviso) => (
                <li
                  key={aviso}
                  className="rounded-md border-2 border-info bg-info-soft px-4 py-3 font-semibold"
                >
                  {aviso}
                </li>
              ))}
            </ul>
          )}
          <section aria-labelledby={CONCEDIDOS_ID} className="flex flex-col gap-3">
            <h2 id={CONCEDIDOS_ID} ref={tituloConcedidos} tabIndex={-1} className="text-xl font-bold">
              Quem pode ver seus dados de saúde
            </h2>
            {dados.concedidos.length === 0 ? (
              <p>Ninguém além de você vê seus dados de saúde.</p>
            ) : (
              <ul className="flex flex-col gap-3" aria-labelledby={CONCEDIDOS_ID}>
                {dados.concedidos.map((acesso) => (
                  <Concedido
                    key={acesso.id}
                    acesso={acesso}
                    busy={revogar.isPending && revogar.variables === acesso.id}
                    onEdit={() => editar(acesso)}
                    onRevoke={() => perguntar(acesso)}
                  />
                ))}
              </ul>
            )}
          </section>
          <section
            aria-labelledby={FORM_ID}
            className="flex flex-col gap-3 rounded-lg border-2 border-line bg-surface p-4"
          >
            <h2 id={FORM_ID} ref={tituloForm} tabIndex={-1} className="text-xl font-bold">
              {editando ? `Alterar o acesso de ${editando.pessoa.nome}` : 'Autorizar alguém'}
            </h2>
            {!dados.podeConceder ? (
              <FriendlyMessage>{M.menorNaoConcede}</FriendlyMessage>
            ) : dados.elegiveis.length === 0 && !editando ? (
              <FriendlyMessage>{M.pessoaNaoElegivel}</FriendlyMessage>
            ) : (
              <Autorizar
                key={editando?.id ?? 'novo'}
                dados={dados}
                editando={editando}
                onDone={() => setEditando(null)}
              />
            )}
          </section>
          <PodeVer dados={dados} />
        </>
      )}
      {perguntado && (
        <LazyConfirmDialog
          open={aberto}
          title="Revogar este acesso?"
          description={`${perguntado.pessoa.nome} deixará de ver seus dados de saúde imediatamente.`}
          cancelLabel="Cancelar"
          confirmLabel="Revogar"
          confirmVariant="danger"
          onCancel={() => setAberto(false)}
          onConfirm={confirmar}
          returnFocus={devolverFoco}
        />
      )}
    </div>
  );
}
