// Playwright global teardown (issue 18: "no CPF, password, code or token in any log line"): reads every line
// the portals under test logged during the run (LOG_LEVEL=info, one line per request; support/log-tee.mjs) and
// fails the run if a demo or fresh-family CPF — digits or formatted — or one of their passwords appears.
import { existsSync, readFileSync } from 'node:fs';
import { e2eFamilyPool, FRESH_PASSWORD } from '@portal/test-support/fresh-families';
import { PORTAL_LOG_FILES } from '../playwright.config';
import { DEMO, DEMO_PASSWORD } from './auth';

const digits = (cpf: string) => cpf.replace(/\D/g, '');
const formatted = (cpf: string) => digits(cpf).replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

export default function scanPortalLogs(): void {
  const cpfs = [
    ...Object.values(DEMO).map((person) => person.cpf),
    ...e2eFamilyPool().flatMap((family) =>
      [family.titular, family.dependente, family.contratante].flatMap((person) =>
        person ? [person.cpf] : [],
      ),
    ),
  ];
  const secrets = [
    ...new Set(cpfs.flatMap((cpf) => [digits(cpf), formatted(cpf)])),
    DEMO_PASSWORD,
    FRESH_PASSWORD,
  ];
  const found: string[] = [];
  let lines = 0;
  for (const file of PORTAL_LOG_FILES.filter((f) => existsSync(f))) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      lines += 1;
      const secret = secrets.find((s) => line.includes(s));
      if (secret) found.push(`${file}: ${secret} em ${line.slice(0, 300)}`);
    }
  }
  if (found.length > 0) {
    throw new Error(
      `Dados de beneficiários no log do portal (${found.length} linhas):\n${found.slice(0, 20).join('\n')}`,
    );
  }
  console.log(`log do portal: ${lines} linhas, nenhum CPF nem senha de demonstração`);
}
