// A password field with the policy's items shown live as met or not (issue 3). What this side cannot know
// (common passwords, the member's birth date) comes from the server's check, debounced.
import { useEffect, useId, useMemo, useState } from 'react';
import { useWatch } from '../../../ui/form/form-store';
import { DEBOUNCE_DEFAULT_MS, evaluatePasswordPolicy, type ItemEvaluation } from '@portal/domain';
import type { ItemAvaliado, PoliticaSenha } from '@portal/domain/contract/auth/senha';
import { cn } from '../../../ui/cn';
import { PasswordField, type PasswordFieldProps } from '../../../ui/form/password-field';

export const POLICY_LIST_LABEL = 'Requisitos da senha';

export interface PasswordPolicyFieldProps extends PasswordFieldProps {
  politica: PoliticaSenha | undefined;
  /** CPF digits known on this screen, checked live. */
  cpf?: string | null;
  /** The server's verdict on every item for a candidate. */
  serverCheck?: (senha: string, signal: AbortSignal) => Promise<ItemAvaliado[]>;
}

const STATE_TEXT = { true: 'atendido', false: 'não atendido', null: 'verificando' } as const;

/** Before anything is typed every item is just a requirement: no ✗ or ✓ yet (issue 10). */
type Shown = boolean | null | 'pendente';
const MARKER: Record<string, string> = { true: '✓', false: '✗', null: '…', pendente: '•' };
const TONE: Record<string, string> = {
  true: 'text-success',
  false: 'text-danger',
  null: 'text-ink-muted',
  pendente: 'text-ink-muted',
};

/** Each item as met (true), broken (false) or not known yet (null). */
export function mergeEvaluations(
  local: readonly ItemEvaluation[],
  server: readonly ItemAvaliado[] | null,
): ItemEvaluation[] {
  return local.map((item) => {
    if (item.valido !== null) return item;
    const decided = server?.find((s) => s.funcaoValidadora === item.funcaoValidadora);
    return { ...item, valido: decided ? decided.valido : null };
  });
}

export function PasswordPolicyField({ politica, cpf, serverCheck, ...fieldProps }: PasswordPolicyFieldProps) {
  const senha = useWatch({ name: fieldProps.name });
  const value = typeof senha === 'string' ? senha : '';
  const [server, setServer] = useState<{ senha: string; itens: ItemAvaliado[] } | null>(null);
  const listId = useId();

  useEffect(() => {
    if (!serverCheck || !value) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      serverCheck(value, controller.signal).then(
        (itens) => setServer({ senha: value, itens }),
        () => undefined, // offline or refused: the items stay "verificando" and the submit decides
      );
    }, DEBOUNCE_DEFAULT_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [serverCheck, value]);

  const items = useMemo(() => {
    if (!politica) return [];
    const local = evaluatePasswordPolicy(politica, value, { cpf: cpf ?? null });
    return mergeEvaluations(local, server?.senha === value ? server.itens : null);
  }, [politica, value, cpf, server]);
  const met = items.filter((i) => i.valido === true).length;

  return (
    <div className="flex flex-col gap-2">
      <PasswordField {...fieldProps} />
      {politica && (
        <div className="rounded-md border border-line bg-surface-muted px-4 py-3">
          <p id={listId} className="text-sm font-semibold text-ink">
            {POLICY_LIST_LABEL}
          </p>
          <ul aria-labelledby={listId} className="mt-1 flex flex-col gap-1 text-sm">
            {items.map((item) => {
              const shown: Shown = value === '' ? 'pendente' : item.valido;
              return (
                <li
                  key={item.funcaoValidadora}
                  data-valido={String(shown)}
                  className={cn('flex items-start gap-2', TONE[String(shown)])}
                >
                  <span aria-hidden="true" className="w-4 font-bold">
                    {MARKER[String(shown)]}
                  </span>
                  <span>
                    {item.descricao}
                    {shown !== 'pendente' && (
                      <span className="sr-only">
                        {' '}
                        ({STATE_TEXT[String(shown) as keyof typeof STATE_TEXT]})
                      </span>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="sr-only" aria-live="polite">
            {value === '' ? '' : `${met} de ${items.length} requisitos atendidos`}
          </p>
        </div>
      )}
    </div>
  );
}
