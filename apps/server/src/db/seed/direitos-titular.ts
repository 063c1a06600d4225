// The LGPD desk in the demo (issue 39, decision 0045), relative to the day of seeding: Roberto's open request
// (confirmation and access, filed three days ago: the desk's queue is not empty) and João's answered one
// (information on sharing, filed 40 days ago, answered in 6 by the desk — Protocolos shows the kind closed). Maria has
// none: her journey files one (e2e/console/lgpd.spec.ts).
import { eq } from 'drizzle-orm';
import { addDays, formatIsoDate, type CalendarDate } from '@portal/domain';
import {
  PRAZO_DIREITOS_TITULAR_DIAS,
  type TipoDireitoTitular,
} from '@portal/domain/contract/meus-dados/direitos-titular';
import type { Database } from '../client.js';
import { solicitacoesTitular } from '../schema/direitos-titular.js';
import { pessoas } from '../schema/pessoas.js';
import { JOAO_CPF } from './demo-data.js';
import { newProtocolo, registrarAndamento } from '../../shared-domain/protocolo.js';

/** Roberto Carlos Lima, family B's titular (demo-data.ts). */
const ROBERTO_CPF = '12345678909';

interface PedidoSemeado {
  cpf: string;
  tipo: TipoDireitoTitular;
  descricao: string;
  diasAtras: number;
  resposta?: { diasDepois: number; texto: string };
}

const PEDIDOS: readonly PedidoSemeado[] = [
  {
    cpf: ROBERTO_CPF,
    tipo: 'CONFIRMACAO_ACESSO',
    descricao: 'Quero saber quais dados meus a operadora guarda e com quem compartilha.',
    diasAtras: 3,
  },
  {
    cpf: JOAO_CPF,
    tipo: 'COMPARTILHAMENTO',
    descricao: 'Com quais empresas meus dados são compartilhados?',
    diasAtras: 40,
    resposta: {
      diasDepois: 6,
      texto:
        'Compartilhamos seus dados com a rede credenciada que o atende, com a ANS (obrigação regulatória) e com o banco do débito em conta.',
    },
  },
];

const instante = (dia: CalendarDate, hora: string) => new Date(`${formatIsoDate(dia)}T${hora}:00.000Z`);

export async function seedDireitosTitular(db: Database, hoje: CalendarDate): Promise<void> {
  for (const pedido of PEDIDOS) {
    const [pessoa] = await db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, pedido.cpf));
    if (!pessoa) continue;
    const dia = addDays(hoje, -pedido.diasAtras);
    const prazo = addDays(dia, PRAZO_DIREITOS_TITULAR_DIAS);
    const criadoEm = instante(dia, '12:00');
    const protocolo = await newProtocolo(db, {
      clock: () => criadoEm,
      tipo: 'DIREITOS_TITULAR',
      pessoaId: pessoa.id,
      solicitantePessoaId: pessoa.id,
      prazoResposta: prazo,
    });
    const decididaEm = pedido.resposta && instante(addDays(dia, pedido.resposta.diasDepois), '15:00');
    await db.insert(solicitacoesTitular).values({
      protocolo,
      pessoaId: pessoa.id,
      tipo: pedido.tipo,
      descricao: pedido.descricao,
      criadoEm,
      prazo: formatIsoDate(prazo),
      ...(pedido.resposta && {
        decisao: 'ATENDIDO',
        baseLegal: 'DIREITO_TITULAR',
        resposta: pedido.resposta.texto,
        decididaEm,
      }),
    });
    if (pedido.resposta && decididaEm) {
      await registrarAndamento(db, protocolo, {
        em: decididaEm,
        titulo: 'Pedido atendido',
        descricao: pedido.resposta.texto,
        situacao: 'FECHADO',
      });
    }
  }
}
