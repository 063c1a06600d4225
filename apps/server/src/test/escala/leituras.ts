// The member reads bench:escala measures and its 1% test checks (issue 43 "Member reads close to the
// floor"): what a titular opens on their own data, each an URL of the contract for a member's CPF. The
// statements' period is the six months before the bench's day (TEST_NOW, 2026-03-10).
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { extratoUtilizacaoEndpoints } from '@portal/domain/contract/financeiro/extrato-utilizacao';
import { reembolsoEndpoints } from '@portal/domain/contract/financeiro/reembolso';
import { situacaoFinanceiraEndpoints } from '@portal/domain/contract/financeiro/situacao-financeira';
import { dadosPessoaisEndpoints } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { agendamentosEndpoints } from '@portal/domain/contract/saude/agendamentos';
import { autorizacoesEndpoints } from '@portal/domain/contract/saude/autorizacoes';
import { urlDe } from '../contrato.js';

export interface Leitura {
  nome: string;
  url: (cpf: string) => string;
}

export const LEITURAS_DO_MEMBRO: Leitura[] = [
  { nome: 'sessão (GET /api/usuario)', url: () => urlDe(usuarioEndpoints.usuario) },
  {
    nome: 'dados pessoais',
    url: (cpf) => urlDe(dadosPessoaisEndpoints.dados, { params: { cpf } }),
  },
  { nome: 'boletos', url: () => urlDe(situacaoFinanceiraEndpoints.titulos) },
  {
    nome: 'extrato de utilização (6 meses)',
    url: (cpf) =>
      urlDe(extratoUtilizacaoEndpoints.extrato, {
        query: { cpf, dataInicial: '10/09/2025', dataFinal: '10/03/2026' },
      }),
  },
  {
    nome: 'reembolsos',
    url: (cpf) => urlDe(reembolsoEndpoints.reembolsos, { params: { cpf } }),
  },
  {
    nome: 'autorizações',
    url: (cpf) => urlDe(autorizacoesEndpoints.autorizacoes, { query: { cpf } }),
  },
  {
    nome: 'agendamentos',
    url: (cpf) => urlDe(agendamentosEndpoints.agendamentos, { query: { cpf } }),
  },
];
