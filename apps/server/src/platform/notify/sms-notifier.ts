// SMS over an HTTP provider: POST { to: '+55…', message } as JSON with a bearer token. Most gateways
// take this shape directly or through a small relay; a non-2xx answer is a failed delivery.
import { COUNTRY_DIAL_CODE, onlyDigits } from '@portal/domain';
import type { SmsConfig } from '../../config/notify.js';
import type { Notifier } from './notifier.js';

const SMS_TIMEOUT_MS = 10_000;

export function createHttpSmsNotifier(config: SmsConfig, fetchImpl: typeof fetch = fetch): Notifier {
  return {
    async send({ canal, destino, texto }) {
      if (canal !== 'SMS') throw new Error(`O provedor de SMS não entrega ${canal}`);
      const response = await fetchImpl(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
        },
        body: JSON.stringify({ to: `+${COUNTRY_DIAL_CODE}${onlyDigits(destino)}`, message: texto }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`provedor de SMS respondeu ${response.status}`);
    },
  };
}
