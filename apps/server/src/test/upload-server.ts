// A real listening portal for the upload proofs that need sockets and a process of their own (issue 34,
// platform/upload/upload-real.int.test.ts): the test app on its own test database (PGlite, or PostgreSQL
// under TEST_DATABASE_URL), listening on 127.0.0.1, with one fresh family's titular signed in. Prints one
// JSON line — the address, the headers of that member's browser and a valid reimbursement — then serves
// until SIGTERM. The environment passes STORAGE_DIR, UPLOAD_TMP_DIR and the upload ceilings through.
import { CSRF_HEADER, onlyDigits, WEB_ORIGIN_HEADER_VALUE } from '@portal/domain';
import { FRESH_PASSWORD } from '@portal/test-support/fresh-families';
import { insertFreshFamily } from './fresh-family.js';
import { cartaoDe, dadosValidos } from './reembolso.js';
import { createTestHarness, login } from './test-app.js';

const PASSED = [
  'STORAGE_DIR',
  'UPLOAD_TMP_DIR',
  'UPLOAD_CONCURRENT_PER_ACCOUNT',
  'UPLOAD_CONCURRENT_PER_INSTANCE',
];
const env = Object.fromEntries(
  PASSED.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
);

const h = await createTestHarness({ env });
const family = await insertFreshFamily(h.database.db, 'ativa', 1);
const member = await login(h.app, onlyDigits(family.titular.cpf), FRESH_PASSWORD);
const dados = dadosValidos(await cartaoDe(member, family.titular.cpf), family.titular);
const url = await h.app.listen({ port: 0, host: '127.0.0.1' });

process.stdout.write(
  `${JSON.stringify({
    url: `${url}/api/beneficiarios/solicitacao-reembolso/${onlyDigits(family.titular.cpf)}`,
    headers: {
      cookie: [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-origin': WEB_ORIGIN_HEADER_VALUE,
      [CSRF_HEADER]: member.csrfToken ?? '',
    },
    dados,
  })}\n`,
);

process.once('SIGTERM', () => {
  void h.close().then(() => process.exit(0));
});
