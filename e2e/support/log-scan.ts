// Playwright global teardown (issue 18: "no CPF, password, code or token in any log line"): reads every line
// the portals under test logged during the run (LOG_LEVEL=info, one line per request; support/log-tee.mjs) and
// fails the run if a demo or fresh-family CPF — digits or formatted — or one of their passwords (or the
// integration journey's client secret) appears.
import { FRESH_PASSWORD } from '@portal/test-support/fresh-families';
import { E2E_INTEGRACAO } from '@portal/test-support/integracao';
import { freshFamilyCpfs, scanLogsForSecrets } from '@portal/test-support/log-secrets';
import { PORTAL_LOG_FILES } from '../playwright.config';
import { DEMO, DEMO_PASSWORD } from './auth';

export default function scanPortalLogs(): void {
  const { lines, found } = scanLogsForSecrets(
    PORTAL_LOG_FILES,
    [...Object.values(DEMO).map((person) => person.cpf), ...freshFamilyCpfs()],
    // The integration journey's client secret too (its bearer tokens are random per run: never logged
    // because the Authorization header is redacted, decision 0024).
    [DEMO_PASSWORD, FRESH_PASSWORD, E2E_INTEGRACAO.segredo],
  );
  if (found.length > 0) {
    throw new Error(
      `Dados de beneficiários no log do portal (${found.length} linhas):\n${found.slice(0, 20).join('\n')}`,
    );
  }
  console.log(`log do portal: ${lines} linhas, nenhum CPF nem senha de demonstração`);
}
