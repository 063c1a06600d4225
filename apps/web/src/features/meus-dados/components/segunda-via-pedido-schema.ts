// 2ª via de cartão's request form schema, loaded after the screen's first paint (ui/form/lazy-schema.ts,
// issue 37): the contract's reason and, when the member gives a new one, the delivery address.
import { z } from 'zod';
import { enderecoSchema } from '@portal/domain/contract/meus-dados/endereco';
import { solicitarSegundaViaSchema } from '@portal/domain/contract/meus-dados/segunda-via-cartao';

export const pedidoSchema = z.object({
  tipoMotivo: solicitarSegundaViaSchema.shape.tipoMotivo,
  endereco: enderecoSchema.nullable(),
});
