// The console's demo staff (issue 38), seeded with the demo data only (apps/server/src/db/seed/equipe-demo.ts)
// and listed in the README's demo section: one per role, each with an authenticator app enrolled from ONE
// fixed secret, so a person trying the demo (in any authenticator app, or `npx otplib`) and the journeys
// (e2e/support/console.ts, through @portal/test-support/console-demo) can compute their codes.
// DEMO ONLY: this secret is public. A real installation never seeds these accounts (SEED_DEMO is off with
// DATABASE_URL, and production refuses the demo defaults); its first administrator comes from
// `npm run console:admin -w @portal/server -- criar`.
import type { Papel } from './acesso.js';

/** Base32 TOTP secret of every demo staff account (RFC 6238: 6 digits, 30 s, SHA-1). Public: demo only. */
export const SEGREDO_TOTP_DEMO = 'HDZK6IUJ3RYMT2CBZVV7AVI4QCP7YE6U';

export interface MembroDemo {
  nome: string;
  email: string;
  papeis: readonly Papel[];
}

/** The demo staff member of each role (the administrador holds only that role, like the others). */
export const EQUIPE_DEMO: Record<Papel, MembroDemo> = {
  administrador: {
    nome: 'Aline Administradora',
    email: 'admin@operadora.example',
    papeis: ['administrador'],
  },
  conteudo: { nome: 'Caio Conteúdo', email: 'conteudo@operadora.example', papeis: ['conteudo'] },
  parametros: { nome: 'Paula Parâmetros', email: 'parametros@operadora.example', papeis: ['parametros'] },
  atendimento: { nome: 'Artur Atendimento', email: 'atendimento@operadora.example', papeis: ['atendimento'] },
  /** The attendant who may also open the member's health areas (the role only counts with 'atendimento'). */
  'atendimento-saude': {
    nome: 'Sara Saúde',
    email: 'saude@operadora.example',
    papeis: ['atendimento', 'atendimento-saude'],
  },
  retaguarda: { nome: 'Rita Retaguarda', email: 'retaguarda@operadora.example', papeis: ['retaguarda'] },
  'encarregado-lgpd': {
    nome: 'Lia Encarregada',
    email: 'lgpd@operadora.example',
    papeis: ['encarregado-lgpd'],
  },
  integracao: { nome: 'Igor Integração', email: 'integracao@operadora.example', papeis: ['integracao'] },
};
