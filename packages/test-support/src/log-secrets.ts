// "No CPF, password, code or token in any log line" (issue 18), checked after a run: every line of the given
// log files is searched for each CPF (digits and formatted) and each password. Used by the e2e suite's global
// teardown (e2e/support/log-scan.ts) and by the fault suite (scripts/faults), whose instances run in production
// mode and log their errors too.
import { existsSync, readFileSync } from 'node:fs';
import { formatCpf, onlyDigits } from '@portal/domain';
import { e2eFamilyPool } from './fresh-families.js';

/** Every CPF of the e2e pool of fresh families (titulars, dependants, contratantes). */
export const freshFamilyCpfs = (): string[] =>
  e2eFamilyPool().flatMap((family) =>
    [family.titular, family.dependente, family.contratante].flatMap((person) => (person ? [person.cpf] : [])),
  );

export interface LogScan {
  lines: number;
  /** 'file: secret em <line>' for each line holding one, in file order. */
  found: string[];
}

/**
 * What finds the secret a line holds, if any. A CPF's 11 digits count only as a number of their own: inside a
 * longer run of digits (a response time's fraction, 95.91036200000001 ms; a timestamp) they are not a CPF.
 * The formatted CPF and the passwords count wherever they appear.
 */
export function secretFinder(
  cpfs: readonly string[],
  passwords: readonly string[],
): (line: string) => string | undefined {
  const digits = [...new Set(cpfs.map(onlyDigits))];
  const plain = [...new Set(cpfs.map(formatCpf)), ...passwords];
  const standsAlone = (line: string, d: string) => {
    for (let at = line.indexOf(d); at >= 0; at = line.indexOf(d, at + 1)) {
      if (!/\d/.test(line[at - 1] ?? '') && !/\d/.test(line[at + d.length] ?? '')) return true;
    }
    return false;
  };
  return (line) => plain.find((s) => line.includes(s)) ?? digits.find((d) => standsAlone(line, d));
}

export function scanLogsForSecrets(files: string[], cpfs: string[], passwords: string[]): LogScan {
  const secretIn = secretFinder(cpfs, passwords);
  const found: string[] = [];
  let lines = 0;
  for (const file of files.filter((f) => existsSync(f))) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      lines += 1;
      const secret = secretIn(line);
      if (secret) found.push(`${file}: ${secret} em ${line.slice(0, 300)}`);
    }
  }
  return { lines, found };
}
