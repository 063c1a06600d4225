// Server-side verification of the invisible bot-check (spec §5). The local provider serves
// development and tests offline; the others call the vendor's siteverify endpoint.
import type { AppConfig, CaptchaProviderName } from '../config.js';

export interface CaptchaProvider {
  readonly name: CaptchaProviderName;
  verify(token: string, ip: string | undefined): Promise<boolean>;
}

export function localCaptcha(reject: boolean): CaptchaProvider {
  return { name: 'local', verify: (token) => Promise.resolve(!reject && token.trim().length > 0) };
}

const SITEVERIFY_URL: Record<Exclude<CaptchaProviderName, 'local'>, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

const VERIFY_TIMEOUT_MS = 10_000;

/** reCAPTCHA, hCaptcha and Turnstile share one protocol: a form POST answered by `{ success }`. */
export function siteverifyCaptcha(
  name: Exclude<CaptchaProviderName, 'local'>,
  secret: string,
  siteKey: string | undefined,
  fetchImpl: typeof fetch = fetch,
): CaptchaProvider {
  return {
    name,
    async verify(token, ip) {
      if (!token.trim()) return false;
      const form = new URLSearchParams({ secret, response: token });
      if (ip) form.set('remoteip', ip);
      if (name === 'hcaptcha' && siteKey) form.set('sitekey', siteKey);
      try {
        const response = await fetchImpl(SITEVERIFY_URL[name], {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) return false;
        const body = (await response.json()) as { success?: unknown };
        return body.success === true;
      } catch {
        // Fail closed: a vendor outage must not turn the bot-check off.
        return false;
      }
    },
  };
}

export function createCaptchaProvider(
  config: AppConfig['captcha'],
  fetchImpl?: typeof fetch,
): CaptchaProvider {
  if (config.provider === 'local') return localCaptcha(config.localReject);
  if (!config.secret) throw new Error(`CAPTCHA_SECRET ausente para ${config.provider}`);
  return siteverifyCaptcha(config.provider, config.secret, config.siteKey, fetchImpl);
}
