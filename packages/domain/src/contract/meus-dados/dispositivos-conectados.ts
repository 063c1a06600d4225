// Dispositivos conectados (issue 42, decision 0055), behind tela-acessos-meus-dados (the permission every
// account holds: knowing where one is signed in is as basic as knowing who read one's data):
//   GET    /beneficiarios/dispositivos-conectados                 the account's live sessions, this one first
//   DELETE /beneficiarios/dispositivos-conectados/{id}            ends one other session (204)
//   POST   /beneficiarios/dispositivos-conectados/encerrar-outros ends every other session ({ encerradas })
// The caller's own account only (a relative's sessions are theirs): an id of another account, or of a session
// already over, answers 404 like one that never existed. The current session is not ended here (409): "Sair"
// ends it, and the server would otherwise answer a call whose session it just deleted. Sessions live in the
// database, so an ended one is refused at its next call on every instance.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { defineEndpoint } from '../endpoint.js';

export const sessaoConectadaSchema = z.object({
  /** The session's id (a list key and the DELETE's parameter; never its cookie). */
  id: z.number().int(),
  /** Browser and system ('Chrome no Android'), or 'Navegador desconhecido'. */
  dispositivo: z.string(),
  /** When the session was signed in, as an ISO instant (the web shows the operator's clock). */
  entrouEm: z.string(),
  /** Its last call the server recorded (written at most once a minute), as an ISO instant. */
  ultimaAtividadeEm: z.string(),
  /** The session of this very call ('Este dispositivo'). */
  atual: z.boolean(),
});
export type SessaoConectada = z.infer<typeof sessaoConectadaSchema>;

export const dispositivosConectadosSchema = z.object({
  /** Live sessions: the current one first, then the most recently active. */
  sessoes: z.array(sessaoConectadaSchema),
});
export type DispositivosConectados = z.infer<typeof dispositivosConectadosSchema>;

/** Beyond PostgreSQL's integer the id cannot exist: refused as bad input, not sent to the database. */
export const sessaoConectadaParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const encerradasSchema = z.object({
  /** How many sessions were ended (0 when this was the only one). */
  encerradas: z.number().int(),
});

const tags = ['dispositivos-conectados'];
const BASE = '/beneficiarios/dispositivos-conectados';

export const dispositivosConectadosEndpoints = {
  lista: defineEndpoint({
    operationId: 'listarDispositivosConectados',
    method: 'GET',
    path: BASE,
    access: TELA.acessosDados,
    response: dispositivosConectadosSchema,
    summary: 'Os dispositivos em que a conta do usuário está conectada (sessões ativas)',
    description:
      'As sessões ativas da conta do usuário: navegador e sistema, quando entrou e a última atividade, e qual é a desta chamada. A desta chamada vem primeiro; as outras, da mais recente à mais antiga. Nunca as de outra conta.',
    tags,
  }),
  encerrar: defineEndpoint({
    operationId: 'encerrarDispositivoConectado',
    method: 'DELETE',
    path: `${BASE}/:id`,
    access: TELA.acessosDados,
    params: sessaoConectadaParamsSchema,
    response: 'empty',
    erros: [409],
    summary: 'Encerra o acesso de outro dispositivo da conta (a sessão deixa de valer)',
    description:
      'Encerra uma sessão da própria conta que não é a desta chamada: a próxima chamada dela, em qualquer instância, recebe 401. A desta chamada recebe 409 (use o logout); a de outra conta ou já encerrada, 404. Não responde conteúdo (204).',
    tags,
  }),
  encerrarOutros: defineEndpoint({
    operationId: 'encerrarOutrosDispositivosConectados',
    method: 'POST',
    path: `${BASE}/encerrar-outros`,
    access: TELA.acessosDados,
    response: encerradasSchema,
    summary: 'Encerra o acesso de todos os outros dispositivos da conta',
    description:
      'Encerra todas as sessões da própria conta menos a desta chamada, e diz quantas estavam ativas.',
    tags,
  }),
};
