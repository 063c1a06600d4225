import { describe, expect, it } from 'vitest';
import { createCaptchaProvider, localCaptcha, siteverifyCaptcha } from './captcha.js';

const fakeFetch =
  (answer: unknown, calls: { url: string; body: string }[], ok = true): typeof fetch =>
  (url, init) => {
    calls.push({
      url: url instanceof Request ? url.url : url.toString(),
      body: (init?.body as URLSearchParams).toString(),
    });
    return Promise.resolve(new Response(JSON.stringify(answer), { status: ok ? 200 : 500 }));
  };

describe('local captcha', () => {
  it('accepts any non-empty token unless told to reject', async () => {
    expect(await localCaptcha(false).verify('x', undefined)).toBe(true);
    expect(await localCaptcha(false).verify('  ', undefined)).toBe(false);
    expect(await localCaptcha(true).verify('x', undefined)).toBe(false);
  });
});

describe('siteverify captchas', () => {
  it.each([
    ['recaptcha', 'https://www.google.com/recaptcha/api/siteverify'],
    ['hcaptcha', 'https://api.hcaptcha.com/siteverify'],
    ['turnstile', 'https://challenges.cloudflare.com/turnstile/v0/siteverify'],
  ] as const)('%s posts the secret, token and ip to its endpoint', async (name, endpoint) => {
    const calls: { url: string; body: string }[] = [];
    const provider = siteverifyCaptcha(name, 'segredo', 'chave', fakeFetch({ success: true }, calls));
    expect(await provider.verify('tok', '203.0.113.9')).toBe(true);
    expect(calls[0]?.url).toBe(endpoint);
    const form = new URLSearchParams(calls[0]?.body);
    expect(form.get('secret')).toBe('segredo');
    expect(form.get('response')).toBe('tok');
    expect(form.get('remoteip')).toBe('203.0.113.9');
  });

  it('refuses when the vendor says no, errs or is unreachable (fails closed)', async () => {
    const calls: { url: string; body: string }[] = [];
    expect(
      await siteverifyCaptcha('turnstile', 's', 'k', fakeFetch({ success: false }, calls)).verify(
        't',
        undefined,
      ),
    ).toBe(false);
    expect(
      await siteverifyCaptcha('turnstile', 's', 'k', fakeFetch({ success: true }, calls, false)).verify(
        't',
        undefined,
      ),
    ).toBe(false);
    const offline = (() => Promise.reject(new Error('offline'))) as typeof fetch;
    expect(await siteverifyCaptcha('recaptcha', 's', 'k', offline).verify('t', undefined)).toBe(false);
    expect(await siteverifyCaptcha('recaptcha', 's', 'k', offline).verify('', undefined)).toBe(false);
  });

  it('is chosen by configuration', () => {
    expect(
      createCaptchaProvider({ provider: 'local', siteKey: undefined, secret: undefined, localReject: false })
        .name,
    ).toBe('local');
    expect(
      createCaptchaProvider({ provider: 'hcaptcha', siteKey: 'k', secret: 's', localReject: false }).name,
    ).toBe('hcaptcha');
  });
});
