// Issue 34: the orphan sweep removes a member-upload file older than an hour that no row records, and
// nothing else: not a recorded file, not a recent one (its filing may be about to commit), not another
// folder's; it also removes request folders a killed instance left behind, and past days' counters.
import { mkdir, mkdtemp, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRESH_PASSWORD } from '@portal/test-support/fresh-families';
import { onlyDigits } from '@portal/domain';
import { enviosDiarios } from '../../db/schema/envios-diarios.js';
import { reembolsoArquivos } from '../../db/schema/reembolso.js';
import { contaIdDe } from '../../test/demo-ids.js';
import { insertFreshFamily } from '../../test/fresh-family.js';
import { cartaoDe, dadosValidos, postReembolso } from '../../test/reembolso.js';
import { createTestHarness, login, type TestHarness } from '../../test/test-app.js';
import { createLocalStorage } from '../storage/local-storage.js';
import { varrerOrfaos } from './varredura-orfaos.js';

let h: TestHarness;
let storageDir: string;
let waitingDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'varredura-'));
  waitingDir = await mkdtemp(join(tmpdir(), 'varredura-espera-'));
  h = await createTestHarness({ env: { STORAGE_DIR: storageDir, UPLOAD_TMP_DIR: waitingDir } });
});
afterAll(async () => {
  await h?.close();
  await rm(storageDir, { recursive: true, force: true });
  await rm(waitingDir, { recursive: true, force: true });
});

const minutesAgo = (minutes: number) => new Date(h.clock().getTime() - minutes * 60_000);
const age = (path: string, minutes: number) => utimes(path, minutesAgo(minutes), minutesAgo(minutes));
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

describe('varrerOrfaos', () => {
  it('removes only unrecorded upload files older than an hour, stale request folders and old counters', async () => {
    const storage = createLocalStorage({ directory: storageDir });
    const f = await insertFreshFamily(h.database.db, 'ativa', 1);
    const titular = await login(h.app, onlyDigits(f.titular.cpf), FRESH_PASSWORD);
    const filed = await postReembolso(
      titular,
      f.titular.cpf,
      dadosValidos(await cartaoDe(titular, f.titular.cpf), f.titular),
    );
    expect(filed.statusCode, filed.body).toBe(201);
    const [recorded] = await h.database.db
      .select({ chave: reembolsoArquivos.chave })
      .from(reembolsoArquivos)
      .where(like(reembolsoArquivos.chave, 'reembolso/%'));

    const put = async (key: string, minutes: number) => {
      await storage.put(key, Buffer.from('%PDF-1.4'), { contentType: 'application/pdf' });
      await age(join(storageDir, key), minutes);
      return key;
    };
    const orphan = await put('reembolso/0123456789abcdef0123456789abcdef.pdf', 120);
    const orphanOfDeath = await put('certidao-obito/1123456789abcdef0123456789abcdef.png', 61);
    const young = await put('autorizacao/2123456789abcdef0123456789abcdef.pdf', 30);
    const otherFolder = await put('exames/3123456789abcdef0123456789abcdef.pdf', 600);
    await age(join(storageDir, recorded!.chave), 600);

    const staleRequest = join(waitingDir, 'envio-antigo');
    const liveRequest = join(waitingDir, 'envio-agora');
    await mkdir(staleRequest);
    await mkdir(liveRequest);
    await age(staleRequest, 90);
    await age(liveRequest, 1);

    const contaId = await contaIdDe(h.database.db, onlyDigits(f.titular.cpf));
    await h.database.db.insert(enviosDiarios).values([
      { contaId: contaId, tipo: 'REEMBOLSO', dia: '2026-03-01', quantidade: 4 },
      { contaId: contaId, tipo: 'REEMBOLSO', dia: '2026-03-09', quantidade: 2 },
    ]);

    const result = await varrerOrfaos({ db: h.database.db, storage, clock: h.clock, tmpDir: waitingDir });

    expect(result).toEqual({ arquivos: 2, pastasTemporarias: 1 });
    expect(await storage.exists(orphan)).toBe(false);
    expect(await exists(join(storageDir, `${orphan}.meta.json`))).toBe(false);
    expect(await storage.exists(orphanOfDeath)).toBe(false);
    for (const kept of [recorded!.chave, young, otherFolder]) expect(await storage.exists(kept)).toBe(true);
    expect(await exists(staleRequest)).toBe(false);
    expect(await exists(liveRequest)).toBe(true);
    const counters = await h.database.db
      .select({ dia: enviosDiarios.dia })
      .from(enviosDiarios)
      .where(eq(enviosDiarios.contaId, contaId));
    expect(counters.map((c) => c.dia).sort()).toEqual(['2026-03-09', '2026-03-10']);
  });
});
