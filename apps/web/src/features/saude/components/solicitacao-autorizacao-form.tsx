// The authorization request (spec §2 "Authorization request: pick a beneficiary and see contacts", issue
// 15): what is asked for (its kind fixes the RN 623 deadline; an urgency is told to go straight to the
// emergency room), the doctor's order described and attached (the upload pipeline: type by leading bytes,
// size and extensions from the operator, photos compressed), and which contact the operator should use.
// Nothing is sent twice: the idempotency key is made once for the form's life and a send is refused while
// one runs; a retry after a network error sends the same key and the server answers the first request.
// Medical orders are health data: no draft is kept on the device (unlike the reimbursement's).
import { useMemo, useRef, useState } from 'react';
import { SAUDE_MESSAGES } from '@portal/domain';
import type { ContatoMascarado } from '@portal/domain/contract/auth/contatos-verificacao';
import {
  PEDIDO_MEDICO_FIELD,
  type AutorizacaoSolicitada,
  type ConstantesSolicitacaoAutorizacao,
} from '@portal/domain/contract/saude/solicitacao-autorizacao';
import { Button } from '../../../ui/button';
import { MemberContactPicker } from '../../../shared-domain/member-contact-picker';
import { Form } from '../../../ui/form/form';
import { lazySchema } from '../../../ui/form/lazy-schema';
import { ProgressBar } from '../../../ui/progress-bar';
import { SelectField } from '../../../ui/form/select-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { UploadField } from '../../../ui/upload-field';
import { uploadPending, type UploadItem } from '../../../ui/upload-pipeline';
import { ApiError } from '../../../platform/api/api-client';
import { useTrackEditMode } from '../../../platform/state/edit-mode';
import { useSolicitarAutorizacao } from '../api/solicitacao-autorizacao';
import {
  corpoDaSolicitacao,
  dadosSolicitacao,
  DESCRICAO_LABEL,
  temConteudo,
  TIPO_LABEL,
  valoresVazios,
  type SolicitacaoAutorizacaoValores,
} from './solicitacao-autorizacao-regras';

const CONTATO_LEGENDA = 'Como a operadora deve falar com você sobre esta solicitação?';
const contatoLegenda = (tipo: 'EMAIL' | 'TELEFONE') => (tipo === 'EMAIL' ? 'Pelo e-mail' : 'Pelo telefone');

function EditMode({
  valores,
  arquivos,
}: {
  valores: SolicitacaoAutorizacaoValores;
  arquivos: readonly UploadItem[];
}) {
  useTrackEditMode(temConteudo(valores, arquivos));
  return null;
}

export function SolicitacaoAutorizacaoForm({
  cpf,
  constantes,
  contatos,
  onEnviado,
}: {
  cpf: string;
  constantes: ConstantesSolicitacaoAutorizacao;
  contatos: readonly ContatoMascarado[];
  onEnviado: (resposta: AutorizacaoSolicitada) => void;
}) {
  // zod comes after the first paint: the schema's module is loaded then, or at the first check (issue 37).
  const schema = useMemo(
    () =>
      lazySchema(() =>
        import('./solicitacao-autorizacao-schema').then((m) =>
          m.solicitacaoAutorizacaoSchema(constantes.descricaoMaximo),
        ),
      ),
    [constantes],
  );
  const tipos = useMemo(() => constantes.tipos.map((t) => ({ label: t.nome, value: t.tipo })), [constantes]);
  const rules = { minFiles: constantes.arquivos.minimo, maxFiles: constantes.arquivos.maximo };
  const [chave, setChave] = useState(() => crypto.randomUUID());
  const [arquivos, setArquivos] = useState<UploadItem[]>([]);
  const [contato, setContato] = useState<{ tipo: 'EMAIL' | 'TELEFONE' | null; codigo: string | null }>({
    tipo: null,
    codigo: null,
  });
  const [tentou, setTentou] = useState(false);
  const [erroArquivos, setErroArquivos] = useState<string | null>(null);
  const [percentual, setPercentual] = useState<number | null>(null);
  const enviando = useRef(false);
  const container = useRef<HTMLDivElement>(null);
  const solicitar = useSolicitarAutorizacao();

  /** Field errors go back to the form, the files' error to the upload. */
  function refused(error: unknown): unknown {
    if (!(error instanceof ApiError)) return error;
    if (error.status === 409) setChave(crypto.randomUUID()); // that key is spent: the next send is a new request
    if (!error.campos) return error;
    const { [PEDIDO_MEDICO_FIELD]: arquivosErro, ...campos } = error.campos;
    setErroArquivos(arquivosErro ?? null);
    return new ApiError(error.status, { ...error.body, mensagem: error.message, campos });
  }

  async function enviar(valores: SolicitacaoAutorizacaoValores) {
    if (enviando.current) return;
    if (uploadPending(arquivos, rules)) {
      container.current?.querySelector<HTMLInputElement>(`input[name="${PEDIDO_MEDICO_FIELD}"]`)?.focus();
      return;
    }
    enviando.current = true;
    try {
      const body = corpoDaSolicitacao(dadosSolicitacao(valores, cpf, chave, contato.codigo), arquivos);
      setPercentual(0);
      const resposta = await solicitar(body, (loaded, total) =>
        setPercentual(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
      );
      setArquivos([]);
      onEnviado(resposta);
    } catch (error) {
      setPercentual(null);
      throw refused(error);
    } finally {
      enviando.current = false;
    }
  }

  return (
    <div ref={container}>
      <Form
        schema={schema}
        defaultValues={valoresVazios()}
        aria-label="Solicitar autorização"
        onSubmit={enviar}
      >
        {(form) => {
          const valores = form.getValues();
          return (
            <div className="flex flex-col gap-6">
              <EditMode valores={valores} arquivos={arquivos} />
              <SelectField name="tipo" label={TIPO_LABEL} options={tipos} />
              {valores.tipo === 'URGENCIA_EMERGENCIA' && (
                <p className="rounded-md border-2 border-warning bg-warning-soft p-3 font-semibold">
                  {SAUDE_MESSAGES.urgencyNotice}
                </p>
              )}
              <TextAreaField
                name="descricao"
                label={DESCRICAO_LABEL}
                hint="Exames, procedimento ou internação que o médico pediu."
                maxLength={constantes.descricaoMaximo}
                counter
              />
              <UploadField
                name={PEDIDO_MEDICO_FIELD}
                label="Pedido médico"
                hint={`Foto ou PDF do pedido médico: de ${rules.minFiles} a ${rules.maxFiles} arquivo(s).`}
                value={arquivos}
                onChange={(action) => {
                  setErroArquivos(null);
                  setArquivos(action);
                }}
                rules={rules}
                forceErrors={tentou}
                error={erroArquivos}
              />
              {contatos.length > 0 ? (
                <MemberContactPicker
                  contatos={contatos}
                  tipo={contato.tipo}
                  value={contato.codigo}
                  onChange={setContato}
                  kindLegend={CONTATO_LEGENDA}
                  contactLegend={contatoLegenda}
                />
              ) : (
                <p>A operadora usará os contatos do cadastro do titular.</p>
              )}
              {percentual !== null && (
                <ProgressBar
                  label="Envio do pedido médico"
                  name="Enviando pedido médico"
                  percentual={percentual}
                />
              )}
              <Button
                type="submit"
                className="self-start"
                loading={form.formState.isSubmitting}
                disabled={form.formState.isSubmitting}
                onClick={() => setTentou(true)}
              >
                Enviar solicitação
              </Button>
            </div>
          );
        }}
      </Form>
    </div>
  );
}
