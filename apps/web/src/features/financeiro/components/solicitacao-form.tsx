// The request itself (spec §2 "fill the request with four upload groups"): fill → review → send. The
// fields live in the Form's store (checked by reembolso-form.ts, the server's rules), the files beside it
// (reembolso-arquivos.ts). Nothing is lost on the way (issue 14):
// - the draft (reembolso-rascunho.ts) is saved as the member types, restored with a notice, and deleted
//   once the operator has the request;
// - the idempotency key is made once per request being filled and lives in the draft, and the draft is
//   written before anything is sent: a double click (the send is refused while one runs), a retry or a
//   reload during the upload sends the same key, and the server answers the first request again;
// - while anything is typed or chosen, leaving the screen asks first (edit mode, spec §4).
import { useEffect, useMemo, useRef, useState } from 'react';
import { FINANCEIRO_MESSAGES, operatorDate } from '@portal/domain';
import {
  GRUPOS_REEMBOLSO,
  type ConstantesReembolso,
  type ContaBancariaMascarada,
  type GrupoArquivoReembolso,
  type ReembolsoSolicitado,
} from '@portal/domain/contract/financeiro/reembolso';
import { Button } from '../../../ui/button';
import { Form } from '../../../ui/form/form';
import { lazySchema } from '../../../ui/form/lazy-schema';
import { FriendlyMessage } from '../../../shared-domain/friendly-message';
import { ApiError } from '../../../platform/api/api-client';
import { useTrackEditMode } from '../../../platform/state/edit-mode';
import { fileProgress } from '../../../platform/api/upload-progress';
import { useSolicitarReembolso } from '../api/reembolso-solicitar';
import { ArquivosFields } from './arquivos-fields';
import { AtendimentoFields } from './atendimento-fields';
import { ContaBancariaFields } from './conta-bancaria-fields';
import { ProgressoEnvio } from './progresso-envio';
import {
  corpoDoPedido,
  limitesDosGrupos,
  pendenciasDosArquivos,
  semArquivos,
  type ArquivoEnviado,
  type ArquivosPorGrupo,
} from './reembolso-arquivos';
import {
  campoDoFormulario,
  dadosReembolso,
  NOVA_CONTA,
  reembolsoDefaults,
  type ReembolsoFormValues,
} from './reembolso-form';
import { apagarRascunho, guardarRascunho, temConteudo, type RascunhoReembolso } from './reembolso-rascunho';
import { RevisaoReembolso } from './revisao-reembolso';
import { REEMBOLSO_TEXTS } from './reembolso-texts';
import { useArquivosRestaurados } from './use-arquivos-restaurados';

/** How long typing pauses before the draft is written. */
const DRAFT_DEBOUNCE_MS = 400;

export interface SolicitacaoFormProps {
  cpf: string;
  carteira: string;
  /** The card's plan and segmentation, said beside its number in the review. */
  plano?: string | undefined;
  constantes: ConstantesReembolso;
  contas: readonly ContaBancariaMascarada[];
  /** The draft restored for this beneficiary, if any. */
  inicial: RascunhoReembolso | null;
  /** The account drafts are kept under; null where the browser keeps none. */
  account: string | null;
  onEnviado: (resultado: ReembolsoSolicitado) => void;
}

interface Progresso {
  enviados: ArquivoEnviado[];
  partes: number[];
}

/** Saves the draft a moment after the last change, and turns edit mode on while there is work. */
function Rascunho({
  valores,
  arquivos,
  vazio,
  salvar,
}: {
  valores: ReembolsoFormValues;
  arquivos: ArquivosPorGrupo;
  vazio: ReembolsoFormValues;
  salvar: (valores: ReembolsoFormValues, arquivos: ArquivosPorGrupo) => Promise<void>;
}) {
  useTrackEditMode(temConteudo(valores, arquivos, vazio));
  useEffect(() => {
    const timer = window.setTimeout(() => void salvar(valores, arquivos), DRAFT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [valores, arquivos, salvar]);
  return null;
}

/** The initial values: a restored draft's, its account choice kept only while still on offer. */
function valoresIniciais(inicial: RascunhoReembolso | null, contas: readonly ContaBancariaMascarada[]) {
  const vazio = reembolsoDefaults(contas.length);
  if (!inicial) return vazio;
  const conta = inicial.valores.contaBancaria;
  const oferecida = conta.escolha === NOVA_CONTA || contas.some((c) => c.protocoloOrigem === conta.escolha);
  return oferecida
    ? inicial.valores
    : { ...inicial.valores, contaBancaria: { ...conta, escolha: vazio.contaBancaria.escolha } };
}

/** Focus on the review heading when the review appears (a stable ref: it runs once per mount). */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

export function SolicitacaoForm({
  cpf,
  carteira,
  plano,
  constantes,
  contas,
  inicial,
  account,
  onEnviado,
}: SolicitacaoFormProps) {
  // zod comes after the first paint: the schema's module is loaded then, or at the first check (issue 37).
  const schema = useMemo(
    () =>
      lazySchema(() =>
        import('./reembolso-form-schema').then((m) =>
          m.reembolsoFormSchema(constantes, operatorDate(new Date())),
        ),
      ),
    [constantes],
  );
  const vazio = useMemo(() => reembolsoDefaults(contas.length), [contas.length]);
  const [defaults] = useState(() => valoresIniciais(inicial, contas));
  const limites = useMemo(() => limitesDosGrupos(constantes), [constantes]);
  const [chave, setChave] = useState(() => inicial?.chaveIdempotencia ?? crypto.randomUUID());
  const [arquivos, setArquivos] = useState<ArquivosPorGrupo>(() => inicial?.arquivos ?? semArquivos());
  useArquivosRestaurados(inicial, limites, setArquivos);
  const [etapa, setEtapa] = useState<'preencher' | 'revisar'>('preencher');
  const [tentou, setTentou] = useState(false);
  const [errosGrupo, setErrosGrupo] = useState<Partial<Record<GrupoArquivoReembolso, string>>>({});
  const [progresso, setProgresso] = useState<Progresso | null>(null);
  const enviando = useRef(false);
  const encerrado = useRef(false);
  const container = useRef<HTMLDivElement>(null);
  const solicitar = useSolicitarReembolso();

  const salvar = useMemo(
    () => async (valores: ReembolsoFormValues, grupos: ArquivosPorGrupo) => {
      if (!account || encerrado.current) return;
      if (!temConteudo(valores, grupos, vazio)) await apagarRascunho(account, cpf);
      else
        await guardarRascunho(account, cpf, {
          chaveIdempotencia: chave,
          carteira,
          valores,
          arquivos: grupos,
        });
    },
    [account, cpf, carteira, chave, vazio],
  );

  const alterarArquivos: typeof setArquivos = (action) => {
    setErrosGrupo({});
    setArquivos(action);
  };

  async function enviar(valores: ReembolsoFormValues) {
    if (enviando.current) return;
    enviando.current = true;
    try {
      // The key is on the device before the request leaves it: a reload mid-upload sends it again.
      await salvar(valores, arquivos).catch(() => undefined);
      const corpo = corpoDoPedido(dadosReembolso(valores, chave, carteira), arquivos);
      const tamanhos = corpo.enviados.map((e) => e.tamanho);
      setProgresso({ enviados: corpo.enviados, partes: tamanhos.map(() => 0) });
      const resultado = await solicitar(cpf, corpo.body, (loaded, total) =>
        setProgresso({
          enviados: corpo.enviados,
          partes: fileProgress(loaded, total, corpo.bytesDosDados, tamanhos),
        }),
      );
      encerrado.current = true;
      if (account) await apagarRascunho(account, cpf);
      onEnviado(resultado);
    } catch (error) {
      setProgresso(null);
      throw refused(error);
    } finally {
      enviando.current = false;
    }
  }

  /** Field errors go back to the fields (under the form's names), group errors to their uploads. */
  function refused(error: unknown): unknown {
    if (!(error instanceof ApiError)) return error;
    if (error.status === 409) setChave(crypto.randomUUID()); // that key is spent: the next send is a new request
    if (!error.campos) return error;
    const campos: Record<string, string> = {};
    const grupos: Partial<Record<GrupoArquivoReembolso, string>> = {};
    for (const [campo, mensagem] of Object.entries(error.campos)) {
      if ((GRUPOS_REEMBOLSO as readonly string[]).includes(campo))
        grupos[campo as GrupoArquivoReembolso] = mensagem;
      else campos[campoDoFormulario(campo)] = mensagem;
    }
    setErrosGrupo(grupos);
    setEtapa('preencher');
    return new ApiError(error.status, { ...error.body, mensagem: error.message, campos });
  }

  /** Files are checked beside the form: focus goes to the first group that cannot be sent. */
  function arquivosProntos(): boolean {
    const pendencias = pendenciasDosArquivos(arquivos, limites);
    const primeiro = GRUPOS_REEMBOLSO.find((g) => pendencias[g]);
    if (!primeiro) return true;
    container.current?.querySelector<HTMLInputElement>(`input[name="${primeiro}"]`)?.focus();
    return false;
  }

  return (
    <div ref={container} className="flex flex-col gap-4">
      {inicial && etapa === 'preencher' && (
        <FriendlyMessage>
          <span role="status">{FINANCEIRO_MESSAGES.draftRestored}</span>
        </FriendlyMessage>
      )}
      <Form
        schema={schema}
        defaultValues={defaults}
        aria-label={REEMBOLSO_TEXTS.novo}
        onSubmit={async (valores) => {
          if (etapa === 'preencher') {
            if (arquivosProntos()) setEtapa('revisar');
            return;
          }
          await enviar(valores);
        }}
      >
        {(form) => (
          <>
            <Rascunho valores={form.getValues()} arquivos={arquivos} vazio={vazio} salvar={salvar} />
            {etapa === 'preencher' ? (
              <>
                <AtendimentoFields constantes={constantes} />
                <ArquivosFields
                  arquivos={arquivos}
                  onChange={alterarArquivos}
                  limites={limites}
                  forceErrors={tentou}
                  erros={errosGrupo}
                />
                <ContaBancariaFields contas={contas} bancos={constantes.bancos} />
                <Button type="submit" className="self-start" onClick={() => setTentou(true)}>
                  {REEMBOLSO_TEXTS.revisar}
                </Button>
              </>
            ) : (
              <>
                <h3 ref={focusOnMount} tabIndex={-1} className="text-lg font-bold">
                  {REEMBOLSO_TEXTS.revisao}
                </h3>
                <RevisaoReembolso
                  valores={form.getValues()}
                  arquivos={arquivos}
                  constantes={constantes}
                  contas={contas}
                  carteira={carteira}
                  plano={plano}
                />
                {progresso && <ProgressoEnvio arquivos={progresso.enviados} partes={progresso.partes} />}
                <div className="flex flex-wrap gap-3">
                  <Button
                    type="submit"
                    loading={form.formState.isSubmitting}
                    disabled={form.formState.isSubmitting}
                  >
                    {REEMBOLSO_TEXTS.enviar}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={form.formState.isSubmitting}
                    onClick={() => setEtapa('preencher')}
                  >
                    {REEMBOLSO_TEXTS.corrigir}
                  </Button>
                </div>
              </>
            )}
          </>
        )}
      </Form>
    </div>
  );
}
