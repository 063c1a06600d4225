// Maintenance notice (issue 3): a second portal started here with MAINTENANCE_MODE=true (the operator's
// configuration switch; the database flag EM_MANUTENCAO is covered by the server's tests) answers
// GET /api/bemmais/status with emManutencao, and the web shows the sanitised notice instead of the portal.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { E2E_PORT } from '../support/mail';
import { expectAccessible } from '../support/a11y';
import { ROUTES } from '@portal/domain';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { urlDaApi } from '../support/api';

const PORT = E2E_PORT + 900;
const BASE = `http://localhost:${PORT}`;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MENSAGEM =
  '<p>Manutenção programada: voltamos às <strong>14h</strong>.</p><img src="x" alt="" onerror="window.__invadido = true">';

let server: ChildProcess | undefined;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(join(tmpdir(), 'portal-manutencao-'));
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      MAINTENANCE_MODE: 'true',
      MAINTENANCE_MESSAGE: MENSAGEM,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () => {
        try {
          return (
            await fetch(`${BASE}${urlDaApi(parametrosEndpoints.statusManutencao)}`, {
              headers: { 'x-origin': 'PORTAL_WEB' },
            })
          ).status;
        } catch {
          return 0;
        }
      },
      { timeout: 80_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

test('the maintenance notice replaces the portal while the operator says so', async ({ page, request }) => {
  const status = await request.get(`${BASE}${urlDaApi(parametrosEndpoints.statusManutencao)}`, {
    headers: { 'x-origin': 'PORTAL_WEB' },
  });
  // The server serves the notice through the topics' sanitiser (issue 34): the onerror handler never
  // leaves it, and the web's DOMPurify is the second line.
  const answer = (await status.json()) as { emManutencao: boolean; mensagem: string };
  expect(answer).toMatchObject({ emManutencao: true });
  expect(answer.mensagem).toContain('Manutenção programada: voltamos às <strong>14h</strong>.');
  expect(answer.mensagem).not.toContain('onerror');

  for (const path of [ROUTES.login.path, ROUTES.meuPlano.path]) {
    await page.goto(`${BASE}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Portal em manutenção' })).toBeVisible();
    await expect(page.getByText('Manutenção programada: voltamos às')).toBeVisible();
    await expect(page.locator('strong', { hasText: '14h' })).toBeVisible();
    await expect(page.locator('[onerror]')).toHaveCount(0);
    await expect(page.getByLabel('CPF')).toHaveCount(0);
  }
  expect(
    await page.evaluate(() => (window as unknown as { __invadido?: boolean }).__invadido),
  ).toBeUndefined();
  await expectAccessible(page, 'manutenção');
});
