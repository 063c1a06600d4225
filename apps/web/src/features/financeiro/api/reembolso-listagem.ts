// GET /api/beneficiarios/solicitacao-reembolso/listagem-beneficiarios: the beneficiary picker (whose
// reimbursements the member sees), and …/listagem-beneficiarios/solicitar: whom they may file for, with the
// others in `ocultos` and why (issue 33).
import { useQuery } from '@tanstack/react-query';
import { reembolsoCalls } from '@portal/domain/contract/calls/financeiro/reembolso';
import { endpointQueryOptions } from '../../../platform/api/endpoint-query';

export const reembolsoListagemQueryOptions = () => endpointQueryOptions(reembolsoCalls.listagem);

export const useReembolsoListagem = () => useQuery(reembolsoListagemQueryOptions());

export const useReembolsoListagemSolicitacao = () =>
  useQuery(endpointQueryOptions(reembolsoCalls.listagemSolicitacao));
