// The operator's service channels (spec §7 contacts), shown by the shell's contact call and by screens
// that point members to them (Reembolso's /contatos).
import { asc } from 'drizzle-orm';
import type { ContatoOperadora } from '@portal/domain/contract/shell/contatos-operadora';
import type { Database } from '../db/client.js';
import { contatosOperadora } from '../db/schema/operator.js';

export function getOperatorContacts({ db }: { db: Database }): Promise<ContatoOperadora[]> {
  return db
    .select({
      chave: contatosOperadora.chave,
      descricao: contatosOperadora.descricao,
      tipo: contatosOperadora.tipo,
      valor: contatosOperadora.valor,
      aceitaWhatsapp: contatosOperadora.aceitaWhatsapp,
    })
    .from(contatosOperadora)
    .orderBy(asc(contatosOperadora.ordem), asc(contatosOperadora.chave));
}
