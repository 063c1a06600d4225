// Production refuses the defaults that make `npm start` pleasant to try (issue 9): a bot-check that
// accepts any token, codes written in clear to the log and the outbox table, and demo accounts with a
// published password. PORTAL_DEMO=true accepts them anyway, for demonstrations, with a loud warning.

export interface DemoDefaultsInput {
  captchaProvider: string;
  smtpHost: string | undefined;
  smsUrl: string | undefined;
  seedDemo: boolean;
}

/** Each demo default still in use, as a line naming the variable to set (Portuguese / English). */
export function demoDefaultsInUse(input: DemoDefaultsInput): string[] {
  const found: string[] = [];
  if (input.captchaProvider === 'local') {
    found.push(
      'CAPTCHA_PROVIDER=local aceita qualquer token: defina CAPTCHA_PROVIDER (recaptcha, hcaptcha ou turnstile) ' +
        'com CAPTCHA_SITE_KEY e CAPTCHA_SECRET / the local bot-check accepts any token: set CAPTCHA_PROVIDER.',
    );
  }
  if (!input.smtpHost) {
    found.push(
      'sem SMTP_HOST os códigos por e-mail vão em claro para o log e a tabela caixa_saida_notificacoes: defina SMTP_HOST ' +
        '/ without SMTP_HOST e-mailed codes are written in clear to the log and outbox: set SMTP_HOST.',
    );
  }
  if (!input.smsUrl) {
    found.push(
      'sem SMS_URL os códigos por SMS vão em claro para o log e a tabela caixa_saida_notificacoes: defina SMS_URL ' +
        '/ without SMS_URL texted codes are written in clear to the log and outbox: set SMS_URL.',
    );
  }
  if (input.seedDemo) {
    found.push(
      'SEED_DEMO (padrão no banco embutido) cria as contas de demonstração com senha publicada: defina ' +
        'SEED_DEMO=false / demo seeding creates accounts with a published password: set SEED_DEMO=false.',
    );
  }
  return found;
}

/** The start-up refusal: every problem at once, and the one way to accept them knowingly. */
export const productionRefusal = (problems: readonly string[]): Error =>
  new Error(
    [
      'NODE_ENV=production recusa os padrões de demonstração / production refuses demo defaults:',
      ...problems.map((problem) => `  - ${problem}`),
      'Só para uma demonstração, defina PORTAL_DEMO=true / for a demonstration only, set PORTAL_DEMO=true.',
    ].join('\n'),
  );

/** Logged at start when PORTAL_DEMO=true let production run with demo defaults. */
export const DEMO_MODE_WARNING =
  'PORTAL_DEMO=true: MODO DEMONSTRAÇÃO EM PRODUÇÃO — não use com dados reais / DEMO MODE IN PRODUCTION — never with real data';
