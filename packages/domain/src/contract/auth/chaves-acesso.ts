// Chaves de Acesso (issue 42, decision 0054): the member's passkeys — credentials, so the account area's like
// the password — listed under Meus Dados, behind the permission every account holds (tela-acessos-meus-dados:
// a contractor signs in too).
//   GET    /beneficiarios/chaves-acesso              the account's passkeys and the verified contacts for a code
//   POST   /beneficiarios/chaves-acesso/codigo       a code to one of those contacts (the code service's limits)
//   POST   /beneficiarios/chaves-acesso/opcoes       the code → WebAuthn options (the code is spent here)
//   POST   /beneficiarios/chaves-acesso              the browser's new credential → kept, with its name
//   PUT    /beneficiarios/chaves-acesso/:id          rename
//   DELETE /beneficiarios/chaves-acesso/:id          remove (the last one too: CPF + password stays)
// Adding one needs a code sent to a verified contact, like a contact change: a session left open on a shared
// computer cannot plant a passkey of someone else's device. A passkey is the account's own: another account's
// id answers 404, as one that does not exist.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { codigoEnviadoSchema, codigoSchema, contatoMascaradoSchema } from './contatos-verificacao.js';
import { defineEndpoint } from '../endpoint.js';
import { opcoesWebAuthnSchema, respostaRegistroSchema } from '../webauthn.js';
import { CHAVES_ACESSO_MESSAGES, NOME_CHAVE_MAXIMO } from './chaves-acesso-mensagens.js';

const nomeSchema = z
  .string()
  .trim()
  .min(1, CHAVES_ACESSO_MESSAGES.nomeObrigatorio)
  .max(NOME_CHAVE_MAXIMO, CHAVES_ACESSO_MESSAGES.nomeLongo);

export const chaveAcessoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  /** ISO instants. */
  criadaEm: z.string(),
  ultimoUsoEm: z.string().nullable(),
});
export type ChaveAcesso = z.infer<typeof chaveAcessoSchema>;

export const chavesAcessoSchema = z.object({
  chaves: z.array(chaveAcessoSchema),
  /** The verified contacts a code to add one may go to (masked). */
  contatos: z.array(contatoMascaradoSchema),
});
export type ChavesAcesso = z.infer<typeof chavesAcessoSchema>;

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const tags = ['chaves-acesso'];

export const chavesAcessoEndpoints = {
  lista: defineEndpoint({
    operationId: 'listarChavesAcesso',
    method: 'GET',
    path: '/beneficiarios/chaves-acesso',
    access: TELA.acessosDados,
    response: chavesAcessoSchema,
    summary: 'Chaves de acesso (passkeys) da conta',
    description:
      'As chaves de acesso da conta do usuário (nome, criação, último uso) e os contatos verificados, mascarados, para o código que confirma uma nova.',
    tags,
  }),
  enviarCodigo: defineEndpoint({
    operationId: 'enviarCodigoChaveAcesso',
    method: 'POST',
    path: '/beneficiarios/chaves-acesso/codigo',
    access: TELA.acessosDados,
    body: z.object({ codigoContato: z.string().regex(/^[a-f0-9]{16}$/) }),
    response: codigoEnviadoSchema,
    erros: [429],
    summary: 'Envia o código para cadastrar uma chave de acesso',
    description:
      'Envia um código de 6 dígitos (10 minutos, uso único) a um dos contatos verificados listados. No máximo 3 códigos a cada 15 minutos por CPF (429).',
    tags,
  }),
  opcoes: defineEndpoint({
    operationId: 'opcoesNovaChaveAcesso',
    method: 'POST',
    path: '/beneficiarios/chaves-acesso/opcoes',
    access: TELA.acessosDados,
    body: z.object({ codigo: codigoSchema }),
    response: z.object({ opcoes: opcoesWebAuthnSchema }),
    summary: 'Confere o código e começa o cadastro de uma chave de acesso',
    description:
      'Confere e gasta o código enviado e responde as opções do WebAuthn para criar a chave (credencial descobrível, verificação do usuário obrigatória, as chaves já cadastradas excluídas). O desafio vale 5 minutos e uma vez. Código errado ou vencido: 400.',
    tags,
  }),
  cadastrar: defineEndpoint({
    operationId: 'cadastrarChaveAcesso',
    method: 'POST',
    path: '/beneficiarios/chaves-acesso',
    access: TELA.acessosDados,
    body: z.object({
      resposta: respostaRegistroSchema,
      /** Without it, the browser and system of the request ("Chrome no Android"). */
      nome: nomeSchema.optional(),
    }),
    response: chaveAcessoSchema,
    status: 201,
    erros: [409],
    summary: 'Cadastra uma chave de acesso',
    description:
      'Confere a resposta do navegador ao desafio (origem, verificação do usuário) e guarda a chave com o nome dado (sem nome: o navegador e o sistema, como "Chrome no Android"). Desafio desconhecido, usado ou vencido, ou resposta inválida: 400; chave já cadastrada: 409.',
    tags,
  }),
  renomear: defineEndpoint({
    operationId: 'renomearChaveAcesso',
    method: 'PUT',
    path: '/beneficiarios/chaves-acesso/:id',
    access: TELA.acessosDados,
    params: idParams,
    body: z.object({ nome: nomeSchema }),
    response: chaveAcessoSchema,
    summary: 'Renomeia uma chave de acesso',
    description: 'Muda o nome de uma chave de acesso da própria conta; a de outra conta responde 404.',
    tags,
  }),
  remover: defineEndpoint({
    operationId: 'removerChaveAcesso',
    method: 'DELETE',
    path: '/beneficiarios/chaves-acesso/:id',
    access: TELA.acessosDados,
    params: idParams,
    response: 'empty',
    summary: 'Remove uma chave de acesso',
    description:
      'Remove uma chave de acesso da própria conta (também a última: o CPF e a senha continuam valendo); a de outra conta responde 404.',
    tags,
  }),
};
