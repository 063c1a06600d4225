// A dependant's death certificate (spec §2 "death-certificate upload"): the titular picks the dependant
// and one file, checked by the upload pipeline before it is sent; sent certificates can be downloaded.
// Sending starts closed behind a disclosure (issue 10); the list of sent certificates stays in view.
import { useRef, useState } from 'react';
import { deathCertificateSent, formatDate, formatFileSize, MESSAGES } from '@portal/domain';
import type {
  CertidaoObito,
  ContratoDetalhe,
  SituacaoCertidaoObito,
} from '@portal/domain/contract/meus-dados/meu-plano';
import { TRANSICOES_CERTIDAO_OBITO } from '@portal/domain/contract/integracao/transicoes';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { Disclosure } from '../../../ui/disclosure';
import { INPUT_CLASSES, STATUS_BORDER } from '../../../ui/form/field';
import { useFormFeedback } from '../../../ui/form/form-feedback';
import { UploadField, useUploadRules } from '../../../ui/upload-field';
import { isUploadFieldValid, type UploadItem } from '../../../ui/upload-pipeline';
import { showAlert } from '../../../platform/state/alert';
import { ApiError } from '../../../platform/api/api-client';
import { useDownloadCertidaoObito, useEnviarCertidaoObito } from '../api/meu-plano-certidao-obito';

const showError = (error: unknown) => {
  if (error instanceof ApiError && error.status < 500) showAlert({ tipo: 'erro', mensagem: error.message });
};

export const CERTIDAO_TITULO = 'Certidão de óbito de dependente';

/** 'em análise', 'aceita', 'recusada: <reason>' (the operator's answer, issue 19; also in Protocolos). */
const situacaoCertidao = (c: CertidaoObito): string => {
  const rotulo = (
    TRANSICOES_CERTIDAO_OBITO[c.situacao as SituacaoCertidaoObito]?.rotulo ?? c.situacao
  ).toLowerCase();
  return c.motivoSituacao ? `${rotulo}: ${c.motivoSituacao}` : rotulo;
};

export function CertidoesObito({ contrato }: { contrato: ContratoDetalhe }) {
  const feedback = useFormFeedback();
  const baixar = useDownloadCertidaoObito();
  const enviar = useEnviarCertidaoObito();
  const rules = useUploadRules({ minFiles: 1, maxFiles: 1 });
  const pendentes = contrato.beneficiarios.filter(
    // A refused certificate may be sent again (issue 19: the operator's reason is shown beside it).
    (b) =>
      b.tipo === 'DEPENDENTE' &&
      !contrato.certidoesObito.some((c) => c.cpf === b.cpf && c.situacao !== 'RECUSADA'),
  );
  const [cpf, setCpf] = useState('');
  const [arquivos, setArquivos] = useState<UploadItem[]>([]);
  const [tentou, setTentou] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const canSend = contrato.titular && pendentes.length > 0 && contrato.situacao !== 'CANCELADO';

  if (!canSend && contrato.certidoesObito.length === 0) return null;
  const enviadas = contrato.certidoesObito.length > 0 && (
    <ul className="flex flex-col gap-2" aria-label="Certidões enviadas">
      {contrato.certidoesObito.map((c) => (
        <li
          key={c.id}
          className="flex flex-wrap items-center gap-3 rounded-md border-2 border-line px-3 py-2"
        >
          <span className="flex-1">
            <span className="font-semibold">{c.nomeBeneficiario}</span> — {c.nomeArquivo} (
            {formatFileSize(c.tamanho)}), enviada em {formatDate(c.dataEnvio)}, protocolo n° {c.protocolo},{' '}
            {situacaoCertidao(c)}.
          </span>
          <Button
            variant="secondary"
            aria-label={`Baixar certidão de ${c.nomeBeneficiario}`}
            onClick={() => baixar.mutate({ id: c.id, nome: c.nomeArquivo }, { onError: showError })}
          >
            Baixar
          </Button>
        </li>
      ))}
    </ul>
  );
  if (!canSend) {
    return (
      <section
        aria-labelledby="certidao-titulo"
        className="flex flex-col gap-4 rounded-lg border-2 border-line bg-surface p-4 sm:p-6"
      >
        <h2 id="certidao-titulo" className="text-xl font-bold">
          {CERTIDAO_TITULO}
        </h2>
        {enviadas}
      </section>
    );
  }
  return (
    <Disclosure title={CERTIDAO_TITULO} summary={enviadas || undefined}>
      <form
        ref={formRef}
        noValidate
        aria-label={CERTIDAO_TITULO}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setTentou(true);
          feedback.clear();
          const arquivo = arquivos[0]?.arquivo;
          if (!cpf) formRef.current?.querySelector<HTMLElement>('[name="cpf"]')?.focus();
          if (!cpf || !arquivo || !isUploadFieldValid(arquivos, rules)) return;
          enviar.mutate(
            { codigoContrato: contrato.codigo, cpf, arquivo },
            {
              onSuccess: (resposta) => {
                feedback.succeed(resposta.mensagem ?? deathCertificateSent(resposta.certidao.protocolo));
                setArquivos([]);
                setCpf('');
                setTentou(false);
              },
              onError: (error) => {
                // 5xx goes to the unexpected-error screen (spec §8); the rest is the member's to fix.
                if (error instanceof ApiError && error.status < 500) {
                  feedback.fail(error, {
                    container: formRef.current,
                    fields: Object.keys(error.campos ?? {}),
                  });
                }
              },
            },
          );
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="certidao-dependente" className="font-semibold">
            Dependente
          </label>
          <select
            id="certidao-dependente"
            name="cpf"
            value={cpf}
            required
            aria-invalid={(tentou && !cpf) || undefined}
            aria-describedby={tentou && !cpf ? 'certidao-dependente-erro' : undefined}
            onChange={(event) => setCpf(event.target.value)}
            className={cn(INPUT_CLASSES, STATUS_BORDER[tentou && !cpf ? 'error' : 'neutral'])}
          >
            <option value="">Selecione</option>
            {pendentes.map((b) => (
              <option key={b.cpf} value={b.cpf}>
                {b.nome}
              </option>
            ))}
          </select>
          {tentou && !cpf && (
            <p id="certidao-dependente-erro" className="text-sm font-semibold text-danger">
              {MESSAGES.required}
            </p>
          )}
        </div>
        <UploadField
          label="Certidão de óbito"
          single
          value={arquivos}
          onChange={setArquivos}
          rules={{ minFiles: 1, maxFiles: 1 }}
          forceErrors={tentou}
        />
        <Button type="submit" className="self-start" loading={enviar.isPending}>
          Enviar certidão
        </Button>
      </form>
    </Disclosure>
  );
}
