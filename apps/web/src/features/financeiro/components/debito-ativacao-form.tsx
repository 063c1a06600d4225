// The activation form of Débito em Conta (spec §2 "Direct debit": bank, agency, account, due day,
// authorization checkbox, document choice, selfie upload). The agency and the account are masked as their
// hint says ('9999-X': digits, then the DV) and checked with the bank's rules as the member types
// (debito-form.ts); the account holder's name and CPF are asked (issue 37), filled in with the member's own
// — only the payer sees this form, and most pay from their own account; the two files go through the upload
// pipeline (spec §5) like Meu Plano's certificate; the server checks everything again and answers a protocol.
import { useMemo, useState } from 'react';
import { debitRequested, formatCpf, MESSAGES } from '@portal/domain';
import { maskCpfInput } from '@portal/domain/format/documents';
import { formatBankNumber } from '@portal/domain/validation/bank-account';
import type { ConstantesDebitoConta } from '@portal/domain/contract/financeiro/debito-conta';
import {
  CPF_TITULAR_LABEL,
  NOME_TITULAR_LABEL,
  SELFIE_EXTENSIONS,
} from '@portal/domain/contract/financeiro/debito-conta-campos';
import { useAuth } from '../../../platform/session/auth-store';
import { BancoSelectField, formatoHint } from '../../../shared-domain/bank-fields';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { Form, FormError } from '../../../ui/form/form';
import { lazySchema } from '../../../ui/form/lazy-schema';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { UploadField, useUploadRules } from '../../../ui/upload-field';
import { countError, type UploadItem, type UploadRules } from '../../../ui/upload-pipeline';
import { useAtivarDebitoConta } from '../api/debito-conta-ativar';
import { ativarDebitoFormData, DEBITO_FORM_DEFAULTS } from './debito-form';
import { DEBITO_TEXTS } from './financeiro-texts';

const UM_ARQUIVO = { minFiles: 1, maxFiles: 1 } as const;
const SELFIE_RULES = { ...UM_ARQUIVO, allowedExtensions: SELFIE_EXTENSIONS };

/** Why a file field cannot be sent yet (its own line already shows the detail), or null. */
function arquivoPendente(items: readonly UploadItem[], rules: UploadRules): string | null {
  const count = countError(items.length, rules);
  if (count) return count;
  const invalido = items.find((item) => item.status === 'invalido');
  if (invalido) return invalido.erro ?? MESSAGES.invalidFileFormat;
  return items.some((item) => item.status === 'carregando') ? DEBITO_TEXTS.arquivosPendentes : null;
}

export function DebitoAtivacaoForm({ constantes }: { constantes: ConstantesDebitoConta }) {
  const ativar = useAtivarDebitoConta();
  const [documento, setDocumento] = useState<UploadItem[]>([]);
  const [selfie, setSelfie] = useState<UploadItem[]>([]);
  const [tentou, setTentou] = useState(false);
  const documentoRules = useUploadRules(UM_ARQUIVO);
  const selfieRules = useUploadRules(SELFIE_RULES);
  // zod comes after the first paint: the schema's module is loaded then, or at the first check (issue 37).
  const schema = useMemo(
    () => lazySchema(() => import('./debito-form-schema').then((m) => m.debitoFormSchema(constantes))),
    [constantes],
  );
  const { user } = useAuth();
  const [defaults] = useState(() => ({
    ...DEBITO_FORM_DEFAULTS,
    nomeTitularContaCorrente: user?.nomeCompleto ?? '',
    cpfTitularContaCorrente: user ? formatCpf(user.nrCpf) : '',
  }));
  return (
    <section
      aria-labelledby="debito-form-titulo"
      className="flex flex-col gap-4 rounded-lg border-2 border-line bg-surface p-4 sm:p-6"
    >
      <h2 id="debito-form-titulo" className="text-xl font-bold">
        {DEBITO_TEXTS.formTitulo}
      </h2>
      <Form
        schema={schema}
        defaultValues={defaults}
        trackChanges
        aria-labelledby="debito-form-titulo"
        onSubmit={async (values, form) => {
          const pendente = arquivoPendente(documento, documentoRules) ?? arquivoPendente(selfie, selfieRules);
          if (pendente) throw new FormError(pendente);
          const resposta = await ativar.mutateAsync(
            ativarDebitoFormData(values, documento[0]!.arquivo, selfie[0]!.arquivo),
          );
          form.reset(values);
          return resposta.mensagem || debitRequested(resposta.protocolo ?? '');
        }}
      >
        {(form) => {
          const banco = constantes.bancos.find((b) => b.codigo === form.watch('codigoBanco'));
          return (
            <>
              <BancoSelectField name="codigoBanco" bancos={constantes.bancos} />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  name="agencia"
                  label="Agência"
                  hint={formatoHint(banco?.mascaraDVAgencia)}
                  format={banco ? (v) => formatBankNumber(v, banco.mascaraDVAgencia) : undefined}
                  inputMode={banco && /x/i.test(banco.mascaraDVAgencia) ? 'text' : 'numeric'}
                  autoComplete="off"
                  maxLength={banco?.mascaraDVAgencia.length ?? 20}
                />
                <TextField
                  name="conta"
                  label="Conta"
                  hint={formatoHint(banco?.mascaraDVConta)}
                  format={banco ? (v) => formatBankNumber(v, banco.mascaraDVConta) : undefined}
                  inputMode={banco && /x/i.test(banco.mascaraDVConta) ? 'text' : 'numeric'}
                  autoComplete="off"
                  maxLength={banco?.mascaraDVConta.length ?? 30}
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  name="nomeTitularContaCorrente"
                  label={NOME_TITULAR_LABEL}
                  autoComplete="name"
                  maxLength={120}
                />
                <TextField
                  name="cpfTitularContaCorrente"
                  label={CPF_TITULAR_LABEL}
                  format={maskCpfInput}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="000.000.000-00"
                />
              </div>
              <SelectField
                name="diaVencimento"
                label="Dia de vencimento"
                options={constantes.diasVencimento.map((dia) => ({
                  value: String(dia),
                  label: `Dia ${dia}`,
                }))}
              />
              <SelectField
                name="tipoDocumento"
                label="Documento de identificação"
                options={constantes.tiposDocumento.map((t) => ({ value: t.codigo, label: t.descricao }))}
              />
              <UploadField
                label="Documento"
                hint="Foto ou PDF do documento escolhido, frente e verso."
                single
                value={documento}
                onChange={setDocumento}
                rules={UM_ARQUIVO}
                forceErrors={tentou}
              />
              <UploadField
                label="Selfie"
                camera="user"
                hint="Uma foto do seu rosto, segurando o documento."
                single
                value={selfie}
                onChange={setSelfie}
                rules={SELFIE_RULES}
                forceErrors={tentou}
              />
              <CheckboxField name="autorizacao" label={constantes.textoAutorizacao} />
              <Button
                type="submit"
                className="self-start"
                loading={form.formState.isSubmitting}
                onClick={() => setTentou(true)}
              >
                {DEBITO_TEXTS.enviar}
              </Button>
            </>
          );
        }}
      </Form>
    </section>
  );
}
