// Issue 9: inputs that used to give 500s (and a stack in the log each time) now get a 4xx with the
// usual Portuguese body: NUL bytes, integers beyond the column's range, a truncated multipart body and
// two uploads racing for the same dependant. route-fuzz.int.test.ts sweeps every route the same way.
import { beforeAll, describe, expect, it } from 'vitest';
import { PLANO_MESSAGES, SERVER_MESSAGES } from '@portal/domain';
import { senhaEndpoints } from '@portal/domain/contract/auth/senha';
import { meuPlanoEndpoints } from '@portal/domain/contract/meus-dados/meu-plano';
import { parametrosEndpoints } from '@portal/domain/contract/shell/parametros';
import { chamar } from '../test/contrato.js';
import { DEMO, withDemo, type TestHarness } from '../test/test-app.js';
import { UPLOADS_SEM_TETO } from '../test/uploads.js';
import { TestAgent } from '../test/test-agent.js';
import { multipartBody } from '../test/multipart.js';
import { samplePdf } from '../test/sample-files.js';

// Three uploads at once race in the database here, not at the upload door (issue 34).
const demo = withDemo({ env: UPLOADS_SEM_TETO });
let h: TestHarness;
let maria: TestAgent;
beforeAll(async () => {
  h = demo.h;
  maria = await demo.as('maria');
});

const invalid = { mensagem: SERVER_MESSAGES.invalidRequest };

describe('bad input is a 4xx, never a 500', () => {
  it('a NUL byte in the query of a public call', async () => {
    const response = await chamar(new TestAgent(h.app), parametrosEndpoints.publicos, {
      query: { nome: '\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalid);
  });

  it('a NUL byte in a path parameter and in a JSON body', async () => {
    expect(
      (await chamar(maria, meuPlanoEndpoints.certidaoObito, { params: { id: '1\u0000' } })).statusCode,
    ).toBe(400);
    const body = await chamar(maria, senhaEndpoints.validar, { body: { senha: 'Abc\u0000defg1!' } });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual(invalid);
  });

  it('an integer id beyond the database column’s range', async () => {
    const response = await chamar(maria, meuPlanoEndpoints.certidaoObito, { params: { id: '99999999999' } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json<{ mensagem: string }>().mensagem).toBeTruthy();
  });

  it('a multipart body cut off in the middle', async () => {
    const { payload, headers } = multipartBody({ codigoContrato: '100001', cpf: DEMO.ana }, [
      { field: 'certidao', fileName: 'c.pdf', bytes: await samplePdf() },
    ]);
    const response = await chamar(maria, meuPlanoEndpoints.enviarCertidaoObito, {
      body: payload.subarray(0, payload.length - 200),
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalid);
  });

  it('two uploads of the same death certificate at once: one stored, the other told it exists', async () => {
    const pdf = await samplePdf('Certidão');
    const send = () => {
      const { payload, headers } = multipartBody({ codigoContrato: '100001', cpf: DEMO.ana }, [
        { field: 'certidao', fileName: 'c.pdf', bytes: pdf },
      ]);
      return chamar(maria, meuPlanoEndpoints.enviarCertidaoObito, { body: payload, headers });
    };
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    for (const refused of answers.filter((r) => r.statusCode === 400)) {
      expect(refused.json()).toEqual({ mensagem: PLANO_MESSAGES.deathCertificateAlreadySent });
    }
  });
});
