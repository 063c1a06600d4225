// What the service desk reads of a member, as the member's own screens read it (issue 39, decision 0042):
// the member modules' list functions, taken by the member's scope. A module does not import another
// (eslint's zones), so the console names here only what it needs, and the composition root
// (src/leitores-membro.ts, decorated by app.ts) hands it the member modules' own functions — never a copy
// of their queries.
import type { CalendarDate } from '@portal/domain';
import type { CartoesVirtuaisResponse } from '@portal/domain/contract/meus-dados/cartao-virtual';
import type { TitulosResponse } from '@portal/domain/contract/financeiro/situacao-financeira';
import type { ProtocoloResumo } from '@portal/domain/contract/facilidades/protocolos';
import type { Reembolso } from '@portal/domain/contract/financeiro/reembolso';
import type { Agendamento } from '@portal/domain/contract/saude/agendamentos';
import type { AutorizacaoResumo } from '@portal/domain/contract/saude/autorizacoes';
import type { ResultadoExame } from '@portal/domain/contract/saude/resultado-exames';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { FamilyScope } from '../../platform/family-scope.js';
import type { IssueOutcome } from '../../shared-domain/codigos-verificacao.js';
import type { DeliverableContact } from '../../shared-domain/contatos-mascarados.js';

/** The person as the first-access and recovery doors know them (their verified contacts only). */
export interface TitularDoAcesso {
  pessoaId: number;
  nomeCompleto: string;
  contaId: number | null;
  contatos: { tipo: string; valor: string }[];
}

export interface LeitoresDoMembro {
  cartoes(scope: FamilyScope, codigoPlano: string): Promise<CartoesVirtuaisResponse>;
  titulos(scope: FamilyScope, options: { clock: Clock }): Promise<TitulosResponse>;
  protocolos(
    scope: FamilyScope,
    cpf: string,
    hoje: CalendarDate,
  ): Promise<{ nome: string; protocolos: ProtocoloResumo[]; aviso?: string }>;
  autorizacoes(scope: FamilyScope, cpf: string): Promise<AutorizacaoResumo[]>;
  resultados(scope: FamilyScope, cpf: string, hoje: CalendarDate): Promise<ResultadoExame[]>;
  reembolsos(scope: FamilyScope, cpf: string): Promise<Reembolso[]>;
  agendamentos(scope: FamilyScope, cpf: string, agora: Date): Promise<Agendamento[]>;
  /** The first-access and recovery doors' view of a CPF. */
  titularDoAcesso(db: Database, cpf: string): Promise<TitularDoAcesso | null>;
  /** The doors' code and message (sent by `enviar` once the code is committed). */
  novoCodigo(options: {
    request: FastifyRequest;
    db: Database;
    cpf: string;
    contact: DeliverableContact;
    para: TitularDoAcesso;
    finalidade: 'PRIMEIRO_ACESSO' | 'RECUPERAR_SENHA';
  }): Promise<{ outcome: IssueOutcome; enviar: () => void }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by app.ts from src/leitores-membro.ts (the console's member support reads through it). */
    leitoresMembro: LeitoresDoMembro;
  }
}
