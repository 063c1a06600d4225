// Spec §2 "Beneficiary picker": contratantes, titulares and dependentes; the logged-in member preselected,
// otherwise the first; choosing another selects it and choosing the active one does nothing. Radio
// buttons under one name, so arrow keys move across the three groups as one choice.
import { useId } from 'react';
import { MESSAGES, formatCpf } from '@portal/domain';
import { DocNumber } from '../ui/doc-number';
import { allBeneficiarios } from '@portal/domain/contract/beneficiarios-todos';
import { beneficiarioInicial } from '@portal/domain/contract/shell/escolha-inicial';
import type {
  BeneficiarioListagem,
  ListagemBeneficiarios,
} from '@portal/domain/contract/listagem-beneficiarios';
import { cn } from '../ui/cn';
import { FriendlyMessage, listFriendlyMessage } from './friendly-message';

/** The cpf to start with: the signed-in member's when listed, otherwise the first one (spec §2). */
export const initialBeneficiarioCpf = (
  listagem: ListagemBeneficiarios | undefined,
  userCpf: string | null | undefined,
): string | null => beneficiarioInicial(listagem, null, userCpf);

/**
 * A cpf from the URL counts only when it is in the list; otherwise the initial choice applies. The rule is
 * the domain's (contract/shell/escolha-inicial.ts), which the page's early script also runs (issue 37).
 */
export const resolveBeneficiarioCpf = (
  listagem: ListagemBeneficiarios | undefined,
  requestedCpf: string | null | undefined,
  userCpf: string | null | undefined,
): string | null => beneficiarioInicial(listagem, requestedCpf, userCpf);

const GROUPS = [
  { key: 'contratantes', title: 'Contratantes' },
  { key: 'titulares', title: 'Titulares' },
  { key: 'dependentes', title: 'Dependentes' },
] as const;

export interface BeneficiarioPickerProps {
  listagem: ListagemBeneficiarios;
  selectedCpf: string | null;
  onSelect: (beneficiario: BeneficiarioListagem) => void;
  /** Visible heading of the picker. */
  legend?: string;
  className?: string;
}

export function BeneficiarioPicker({
  listagem,
  selectedCpf,
  onSelect,
  legend = 'Beneficiário',
  className,
}: BeneficiarioPickerProps) {
  const message = listFriendlyMessage(listagem);
  const everyone = allBeneficiarios(listagem);
  const ocultos = <PessoasOcultas ocultos={listagem.ocultos} />;
  if (message || everyone.length === 0) {
    return (
      <div className={cn('flex flex-col gap-4', className)}>
        <FriendlyMessage>{message ?? MESSAGES.noRecordsFound}</FriendlyMessage>
        {ocultos}
      </div>
    );
  }
  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <Escolha listagem={listagem} selectedCpf={selectedCpf} onSelect={onSelect} legend={legend} />
      {ocultos}
    </div>
  );
}

/**
 * Health screens (issue 33): the family members left out of the picker, each with why — so a parent who no
 * longer finds an adult child knows what to do instead of thinking the data is lost.
 */
function PessoasOcultas({ ocultos }: { ocultos: ListagemBeneficiarios['ocultos'] }) {
  if (!ocultos?.length) return null;
  return (
    <div className="flex flex-col gap-1 text-ink-muted">
      <p className="font-semibold">
        {ocultos.length === 1 ? 'Quem não aparece aqui:' : 'Quem não aparece aqui e por quê:'}
      </p>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {ocultos.map((o) => (
          <li key={o.nome}>{o.motivo}</li>
        ))}
      </ul>
    </div>
  );
}

function Escolha({
  listagem,
  selectedCpf,
  onSelect,
  legend,
}: Required<Omit<BeneficiarioPickerProps, 'className'>>) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2 sm:gap-4">
      <legend className="mb-2 text-lg font-bold text-ink">{legend}</legend>
      {GROUPS.map(({ key, title }) => {
        const people = listagem[key];
        if (people.length === 0) return null;
        return (
          <div key={key} className="flex flex-col gap-2">
            {/* Each card already says its kind ("Dependente · CPF …"): on a phone the group titles only push
                the screen's main action down (issue 37), so they show from the sm breakpoint on. */}
            <p
              className="hidden text-sm font-bold tracking-wide text-ink-muted uppercase sm:block"
              aria-hidden="true"
            >
              {title}
            </p>
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {people.map((beneficiario) => {
                const checked = beneficiario.cpf === selectedCpf;
                return (
                  <li key={`${key}-${beneficiario.cpf}`}>
                    <label
                      className={cn(
                        'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border-2 bg-surface px-3 py-2',
                        checked ? 'border-primary bg-surface-muted' : 'border-line hover:border-line-strong',
                      )}
                    >
                      <input
                        type="radio"
                        name={name}
                        value={beneficiario.cpf}
                        checked={checked}
                        onChange={() => {
                          // The active beneficiary is never re-selected (spec §2).
                          if (!checked) onSelect(beneficiario);
                        }}
                        className="size-5 accent-primary"
                      />
                      <span className="flex flex-col">
                        <span className="font-semibold text-ink">{beneficiario.nome}</span>
                        <span className="text-sm text-ink-muted">
                          {beneficiario.tipo} · CPF <DocNumber>{formatCpf(beneficiario.cpf)}</DocNumber>
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </fieldset>
  );
}
