// Helpers of the reimbursement tests (issue 14): a valid request for a fresh family's member, posted as
// the web posts it (multipart: `dados` JSON + files by group).
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FreshPerson } from '@portal/test-support/fresh-families';
import { onlyDigits } from '@portal/domain';
import { reembolsoEndpoints, type DadosReembolso } from '@portal/domain/contract/financeiro/reembolso';
import { chamar } from './contrato.js';
import { multipartBody, type MultipartFilePart } from './multipart.js';
import { samplePdf } from './sample-files.js';
import type { TestAgent } from './test-agent.js';

/** 'yyyy-MM-dd' → 'dd/MM/yyyy' as the member types it. */
export const digitada = (iso: string): string => iso.split('-').reverse().join('/');

/** The first card of the person (GET /listagem-carteiras). */
export async function cartaoDe(agent: TestAgent, cpf: string): Promise<string> {
  const response = await chamar(agent, reembolsoEndpoints.carteiras, { params: { cpf: onlyDigits(cpf) } });
  const { carteiras } = response.json<{ carteiras: { codigo: string }[] }>();
  return carteiras[0]!.codigo;
}

/** A request that passes every rule (as of TEST_TODAY, 10/03/2026), paid into `dono`'s new BB account. */
export function dadosValidos(
  carteira: string,
  dono: FreshPerson,
  over: Partial<DadosReembolso> = {},
): DadosReembolso {
  return {
    chaveIdempotencia: randomUUID(),
    carteira,
    dataAtendimento: '02/03/2026',
    valorAtendimentoCentavos: 25000,
    tipoAtendimento: 'CONSULTA',
    motivoReembolso: 'LIVRE_ESCOLHA',
    localAtendimento: 'Clínica Bem Viver',
    uf: 'SP',
    cidade: 'Campinas',
    cnpjCpf: '11.222.333/0001-81',
    contaBancaria: {
      tipo: 'NOVA',
      nomeTitularContaCorrente: dono.nome,
      dataNascimento: digitada(dono.dataNascimento),
      cnpjCpf: dono.cpf,
      banco: '001',
      agencia: '1234',
      dvAgencia: '3',
      conta: '00045678',
      dvConta: '0',
    },
    ...over,
  };
}

/** One receipt in PDF under notaFiscais unless other files are given. */
export async function postReembolso(
  agent: TestAgent,
  cpf: string,
  dados: unknown,
  files?: MultipartFilePart[],
) {
  const { payload, headers } = multipartBody(
    { dados: JSON.stringify(dados) },
    files ?? [{ field: 'notaFiscais', fileName: 'recibo.pdf', bytes: await samplePdf('Recibo') }],
  );
  return chamar(agent, reembolsoEndpoints.solicitar, {
    params: { cpf: onlyDigits(cpf) },
    body: payload,
    headers,
  });
}

/**
 * POST /documentos/{protocolo} (issue 39): the documents a PENDENTE request asks for, with `dados` as given
 * (a fresh key by default; null sends no `dados` field).
 */
export function postDocumentos(
  agent: TestAgent,
  protocolo: string,
  files: MultipartFilePart[],
  dados: unknown = { chaveIdempotencia: randomUUID() },
) {
  const { payload, headers } = multipartBody(dados === null ? {} : { dados: JSON.stringify(dados) }, files);
  return chamar(agent, reembolsoEndpoints.enviarDocumentos, {
    params: { protocolo },
    body: payload,
    headers,
  });
}

/**
 * Every stored file under a local-storage folder (recursively; the driver's content-type sidecars and
 * temporary files left out), for the "no orphan files" checks.
 */
export async function storedFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.meta.json') && !e.name.endsWith('.tmp'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}
