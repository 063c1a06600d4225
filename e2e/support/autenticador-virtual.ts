// Chromium's virtual authenticator (DevTools protocol `WebAuthn` domain) for the passkey journeys: the
// console's staff (issue 38) and the members' Chaves de Acesso (issue 42).
import type { CDPSession, Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator on this page (DevTools protocol): a platform authenticator that keeps
 * discoverable credentials and verifies the user at once, as a phone or laptop with a fingerprint does.
 */
export async function autenticadorVirtual(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}
