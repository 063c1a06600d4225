// The visible bot-check the login asks for after repeated failures (docs/decisions/0011): the provider's
// widget shown on the page, or, with the local provider, a checkbox standing in for it.
import { useEffect, useId, useRef } from 'react';
import { hasBotCheckWidget, randomToken, useBotCheckConfig } from '../../../platform/third-party/captcha';

export const BOT_CHECK_CHALLENGE_LABELS = {
  titulo: 'Confirme que você não é um robô',
  texto: 'Houve várias tentativas sem sucesso com este CPF. Para continuar, faça a verificação abaixo.',
  naoSouRobo: 'Não sou um robô',
} as const;

export interface BotCheckChallengeProps {
  /** Each solved check's token; null when none is valid (not done yet, expired). */
  onToken: (token: string | null) => void;
}

function LocalChallenge({ onToken }: BotCheckChallengeProps) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex items-center gap-3 font-semibold text-ink">
      <input
        id={id}
        type="checkbox"
        className="size-6"
        onChange={(event) => onToken(event.target.checked ? `local-desafio-${randomToken()}` : null)}
      />
      {BOT_CHECK_CHALLENGE_LABELS.naoSouRobo}
    </label>
  );
}

function ProviderChallenge({ onToken }: BotCheckChallengeProps) {
  const config = useBotCheckConfig();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    // The widget code loads only here, when the operator configured a provider (platform/third-party/captcha.ts).
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    import('../../../platform/third-party/bot-check-widgets').then(
      ({ mountVisibleBotCheck }) => {
        if (!cancelled) cleanup = mountVisibleBotCheck(config, element, onToken);
      },
      () => onToken(null),
    );
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [config, onToken]);
  return <div ref={container} />;
}

export function BotCheckChallenge({ onToken }: BotCheckChallengeProps) {
  const config = useBotCheckConfig();
  return (
    <section
      aria-label={BOT_CHECK_CHALLENGE_LABELS.titulo}
      className="flex flex-col gap-3 rounded-lg border border-line p-4"
    >
      <h2 className="font-bold text-ink">{BOT_CHECK_CHALLENGE_LABELS.titulo}</h2>
      <p className="text-ink-muted">{BOT_CHECK_CHALLENGE_LABELS.texto}</p>
      {hasBotCheckWidget(config) ? (
        <ProviderChallenge onToken={onToken} />
      ) : (
        <LocalChallenge onToken={onToken} />
      )}
    </section>
  );
}
