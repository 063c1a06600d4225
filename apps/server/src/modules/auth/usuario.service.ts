// The logged-in user (spec §3) and what the web reports about its own use of the portal.
import { asc, desc, eq } from 'drizzle-orm';
import type { Permissionamento } from '@portal/domain';
import type { Chatbot, Usuario } from '@portal/domain/contract/auth/usuario';
import type { Database } from '../../db/client.js';
import { pessoaContatos } from '../../db/schema/pessoas.js';

export interface UsuarioSource {
  nomeCompleto: string;
  nomeSocial: string | null;
  imagem: string | null;
  cpf: string;
  credenciaisExpiradas: boolean;
  aceiteTermosPendente: boolean;
  permissions: Partial<Permissionamento> | null;
}

export function toUsuario(source: UsuarioSource): Usuario {
  return {
    nomeCompleto: source.nomeCompleto,
    nomeSocial: source.nomeSocial,
    imagem: source.imagem,
    nrCpf: source.cpf,
    credenciaisNaoExpiradas: !source.credenciaisExpiradas,
    aceiteTermosPendente: source.aceiteTermosPendente,
    permissionamento: {
      tela: source.permissions?.tela ?? [],
      menu: source.permissions?.menu ?? [],
      funcao: source.permissions?.funcao ?? [],
    },
  };
}

const PHONE_PREFERENCE = [
  'TELEFONE_CELULAR',
  'WHATSAPP_PESSOAL',
  'TELEFONE_RESIDENCIAL',
  'TELEFONE_COMERCIAL',
];

/** Chatbot variables (spec §7): the member's own name, main e-mail and main mobile phone. */
export async function getChatbot(options: {
  db: Database;
  pessoaId: number;
  cpf: string;
  nomeCompleto: string;
  nomeSocial: string | null;
}): Promise<Chatbot> {
  const contacts = await options.db
    .select({ tipo: pessoaContatos.tipo, valor: pessoaContatos.valor })
    .from(pessoaContatos)
    .where(eq(pessoaContatos.pessoaId, options.pessoaId))
    .orderBy(desc(pessoaContatos.principal), asc(pessoaContatos.id));
  const email = contacts.find((c) => c.tipo === 'EMAIL')?.valor ?? null;
  const phone = PHONE_PREFERENCE.map((tipo) => contacts.find((c) => c.tipo === tipo)).find(Boolean);
  return {
    nome: options.nomeSocial ?? options.nomeCompleto,
    email,
    cpf: options.cpf,
    telefone: phone?.valor ?? null,
  };
}
