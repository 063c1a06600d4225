// A reimbursement filed through the portal's own API in the member's session (the journeys about what happens
// AFTER a filing — the operator's answer, the console's queue — need one without walking the form, which
// e2e/financeiro/reembolso.spec.ts covers).
import {
  CSRF_COOKIE,
  formatDate,
  formatIsoDate,
  operatorDate,
  WEB_ORIGIN_HEADER_VALUE,
} from '@portal/domain';
import {
  reembolsoEndpoints,
  type ReembolsoSolicitado,
  type UltimosReembolsos,
} from '@portal/domain/contract/financeiro/reembolso';
import type { Page } from '@playwright/test';
import { urlDaApi } from './api';
import { PDF_MINIMO } from './pdf';
import { expect } from './test';

export interface ReembolsoDaJornada {
  valorCentavos: number;
  tipoAtendimento: 'CONSULTA' | 'EXAME';
  localAtendimento: string;
  diasAtras: number;
  /** The receipt's file name. */
  arquivo: string;
}

/**
 * Files a reimbursement for `cpf` (first card; the bank account of the member's last reimbursement) in the
 * session of `page`, with one receipt: its protocol.
 */
export async function pedirReembolsoPelaApi(
  page: Page,
  cpfFormatado: string,
  pedido: ReembolsoDaJornada,
): Promise<string> {
  const cpf = cpfFormatado.replace(/\D/g, '');
  const headers = { 'x-origin': WEB_ORIGIN_HEADER_VALUE };
  const ler = async <T>(url: string) => (await (await page.request.get(url, { headers })).json()) as T;
  const { carteiras } = await ler<{ carteiras: { codigo: string }[] }>(
    urlDaApi(reembolsoEndpoints.carteiras, { params: { cpf } }),
  );
  const { contasBancarias } = await ler<UltimosReembolsos>(
    urlDaApi(reembolsoEndpoints.ultimos, { params: { cpf } }),
  );
  const csrf = (await page.context().cookies()).find((c) => c.name === CSRF_COOKIE)?.value ?? '';
  const dia = operatorDate(new Date(Date.now() - pedido.diasAtras * 86_400_000));
  const resposta = await page.request.post(urlDaApi(reembolsoEndpoints.solicitar, { params: { cpf } }), {
    headers: { ...headers, 'x-csrf-token': decodeURIComponent(csrf) },
    multipart: {
      dados: JSON.stringify({
        chaveIdempotencia: crypto.randomUUID(),
        carteira: carteiras[0]!.codigo,
        dataAtendimento: formatDate(formatIsoDate(dia)),
        valorAtendimentoCentavos: pedido.valorCentavos,
        tipoAtendimento: pedido.tipoAtendimento,
        motivoReembolso: 'LIVRE_ESCOLHA',
        localAtendimento: pedido.localAtendimento,
        uf: 'SP',
        cidade: 'Campinas',
        cnpjCpf: '11222333000181',
        contaBancaria: { tipo: 'REUTILIZAR', protocoloOrigem: contasBancarias[0]!.protocoloOrigem },
      }),
      notaFiscais: { name: pedido.arquivo, mimeType: 'application/pdf', buffer: PDF_MINIMO },
    },
  });
  expect(resposta.status(), await resposta.text()).toBe(201);
  return ((await resposta.json()) as ReembolsoSolicitado).protocolo;
}
